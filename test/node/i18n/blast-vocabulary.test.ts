/**
 * One vocabulary for blasts: `<parley-blast>` and the composer's blast mode say "Send as: RCS (with SMS/MMS fallback)
 * / RCS (no SMS/MMS fallback) / SMS/MMS" and "Review blast" in the same words, in every language both speak. The two
 * catalogs are separate (each element loads only its own), so this test is what keeps them one vocabulary.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import blastAr from '../../../src/i18n/blast.ar.js';
import blastEs from '../../../src/i18n/blast.es.js';
import { blastMessages } from '../../../src/i18n/blast.js';
import composerAr from '../../../src/i18n/composer.ar.js';
import composerEs from '../../../src/i18n/composer.es.js';
import { extrasEn } from '../../../src/i18n/composer-extras.js';
import { composerMessages } from '../../../src/i18n/composer.js';

const SHARED = [
  ['sendAs', 'sendAs'],
  ['sendAsRcs', 'sendAsRcs'],
  ['sendAsRcsOnly', 'sendAsRcsOnly'],
  ['sendAsSms', 'sendAsSms'],
  ['review', 'reviewBlast'],
  ['fallbackOn', 'fallbackOn'],
] as const;

const catalogs = {
  en: [
    blastMessages.en as Record<string, string>,
    { ...(composerMessages.en as Record<string, string>), ...extrasEn } as Record<string, string>,
  ],
  es: [blastEs as Record<string, string>, composerEs as Record<string, string>],
  ar: [blastAr as Record<string, string>, composerAr as Record<string, string>],
} as const;

for (const [language, [blast, composer]] of Object.entries(catalogs)) {
  test(`${language}: <parley-blast> and the composer's blast mode use the same words`, () => {
    for (const [blastKey, composerKey] of SHARED) {
      assert.ok(blast[blastKey], `blast.${blastKey} is translated`);
      assert.equal(blast[blastKey], composer[composerKey], `blast.${blastKey} = composer.${composerKey}`);
    }
  });
}

test('no blast word names the transport as "Channel" or a lone "SMS / MMS / RCS" list any more', () => {
  for (const [blast] of Object.values(catalogs)) assert.equal(blast['channel'], undefined);
});
