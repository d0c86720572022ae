/** Spanish and Arabic say every word of the inbox that English says: the same keys, none left to fall back. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ar from '../../../src/i18n/inbox.ar.js';
import es from '../../../src/i18n/inbox.es.js';
import { errorsEn } from '../../../src/i18n/inbox-errors.js';
import { filtersEn } from '../../../src/i18n/inbox-filters.js';
import { groupsEn } from '../../../src/i18n/inbox-groups.js';
import { searchEn } from '../../../src/i18n/inbox-search.js';
import { teamEn } from '../../../src/i18n/inbox-team.js';
import { threadEn } from '../../../src/i18n/inbox-thread.js';
import { workEn } from '../../../src/i18n/inbox-work.js';
import { inboxMessages } from '../../../src/i18n/inbox.js';

const english: Record<string, string> = {
  ...(inboxMessages.en as Record<string, string>),
  ...threadEn,
  ...errorsEn,
  ...teamEn,
  ...groupsEn,
  ...searchEn,
  ...filtersEn,
  ...workEn,
};
/** The placeholders a message names, each once: a language may have more plural forms than English, each naming them. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

for (const [language, catalog] of [
  ['es', es],
  ['ar', ar],
] as const) {
  test(`the ${language} inbox catalog has every English key (the team's included) and no other`, () => {
    const words = catalog as Record<string, string>;
    const missing = Object.keys(english).filter((k) => !words[k]);
    assert.deepEqual(missing, [], `${language} lacks words English has`);
    const extra = Object.keys(words).filter((k) => !(k in english));
    assert.deepEqual(extra, [], `${language} has keys English does not`);
    for (const key of Object.keys(teamEn)) {
      assert.deepEqual(
        placeholders(words[key]!),
        placeholders(english[key]!),
        `${language}.${key} keeps the placeholders`,
      );
    }
  });
}
