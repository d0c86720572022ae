/**
 * Every shipped translation says every word its element's English says, and nothing else: the same keys, none empty,
 * and no `{placeholder}` English does not fill (it would show as typed). `tsc` catches a missing or extra key in a
 * translation (`Translation<K>`); this test also holds a catalog assembled from parts (the inbox's and the composer's
 * English, split by what the first screen shows) free of a key in two parts, where one would silently win.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import blastAr from '../../../src/i18n/blast.ar.js';
import blastEs from '../../../src/i18n/blast.es.js';
import { blastMessages } from '../../../src/i18n/blast.js';
import { extrasEn } from '../../../src/i18n/composer-extras.js';
import { laterEn } from '../../../src/i18n/composer-later.js';
import { phonesEn } from '../../../src/i18n/composer-phones.js';
import composerAr from '../../../src/i18n/composer.ar.js';
import composerEs from '../../../src/i18n/composer.es.js';
import { composerMessages } from '../../../src/i18n/composer.js';
import contactAr from '../../../src/i18n/contact-panel.ar.js';
import contactEs from '../../../src/i18n/contact-panel.es.js';
import { contactPanelMessages } from '../../../src/i18n/contact-panel.js';
import formAr from '../../../src/i18n/form.ar.js';
import formEs from '../../../src/i18n/form.es.js';
import { formMessages } from '../../../src/i18n/form.js';
import { errorsEn } from '../../../src/i18n/inbox-errors.js';
import { filtersEn } from '../../../src/i18n/inbox-filters.js';
import { groupsEn } from '../../../src/i18n/inbox-groups.js';
import { searchEn } from '../../../src/i18n/inbox-search.js';
import { teamEn } from '../../../src/i18n/inbox-team.js';
import { threadEn } from '../../../src/i18n/inbox-thread.js';
import { workEn } from '../../../src/i18n/inbox-work.js';
import inboxAr from '../../../src/i18n/inbox.ar.js';
import inboxEs from '../../../src/i18n/inbox.es.js';
import { inboxMessages } from '../../../src/i18n/inbox.js';
import outboxAr from '../../../src/i18n/outbox.ar.js';
import outboxEs from '../../../src/i18n/outbox.es.js';
import { outboxMessages } from '../../../src/i18n/outbox.js';
import rcsAr from '../../../src/i18n/rcs.ar.js';
import rcsEs from '../../../src/i18n/rcs.es.js';
import { rcsMessages } from '../../../src/i18n/rcs.js';

type Words = Readonly<Record<string, string>>;

/** Each element's English, as the parts that bring it, and its shipped translations. */
const ELEMENTS: Record<string, { english: Words[]; translations: Record<string, Words> }> = {
  inbox: {
    english: [inboxMessages.en, threadEn, errorsEn, teamEn, groupsEn, filtersEn, workEn, searchEn],
    translations: { es: inboxEs, ar: inboxAr },
  },
  composer: {
    english: [composerMessages.en, laterEn, extrasEn, phonesEn],
    translations: { es: composerEs, ar: composerAr },
  },
  form: { english: [formMessages.en], translations: { es: formEs, ar: formAr } },
  blast: { english: [blastMessages.en], translations: { es: blastEs, ar: blastAr } },
  rcs: { english: [rcsMessages.en], translations: { es: rcsEs, ar: rcsAr } },
  'contact-panel': { english: [contactPanelMessages.en], translations: { es: contactEs, ar: contactAr } },
  outbox: { english: [outboxMessages.en], translations: { es: outboxEs, ar: outboxAr } },
};

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));

for (const [element, { english: parts, translations }] of Object.entries(ELEMENTS)) {
  const english: Record<string, string> = Object.assign({}, ...parts);

  test(`${element}: the parts of its English share no key`, () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    parts.forEach((part, i) =>
      Object.keys(part).forEach((key) => (seen.has(key) ? twice.push(key) : seen.set(key, i))),
    );
    assert.deepEqual(twice, []);
  });

  for (const [language, words] of Object.entries(translations)) {
    test(`${element}: ${language} has English's keys, no other, each worded`, () => {
      assert.deepEqual(Object.keys(words).sort(), Object.keys(english).sort(), `${language}'s keys differ from en's`);
      const empty = Object.keys(words).filter((key) => !words[key]?.trim());
      assert.deepEqual(empty, [], `${language} leaves these empty`);
    });

    test(`${element}: ${language} fills only the placeholders English fills`, () => {
      const unknown = Object.keys(words).flatMap((key) => {
        const given = placeholders(english[key] ?? '');
        return [...placeholders(words[key]!)].filter((name) => !given.has(name)).map((name) => `${key}: {${name}}`);
      });
      assert.deepEqual(unknown, []);
    });
  }
}
