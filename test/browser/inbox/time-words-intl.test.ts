/**
 * The inbox's time words (its catalogs, `time-words.ts`) against the real target, this Chromium's Intl: for English,
 * Spanish and Arabic, every unit, every count from 0 to 400 in the past, and the thresholds (a row's time and the wait
 * that began then), the words say what `Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' })` and
 * `Intl.NumberFormat(locale, { style: 'unit', unitDisplay: 'short' })` say. Digits are compared in ASCII: the catalogs
 * write counts in ASCII in every language (docs/decisions/069), so an Intl that writes Arabic-Indic digits for `ar` is
 * read in ASCII.
 */
import { expect } from '@open-wc/testing';
import { relativeTime } from '../../../src/core/relative-time.js';
import { waitSpan } from '../../../src/core/time-span.js';
import type { Translate } from '../../../src/components/inbox/inbox-context.js';
import { timeAgo, waitTime } from '../../../src/components/inbox/time-words.js';
import ar from '../../../src/i18n/inbox.ar.js';
import es from '../../../src/i18n/inbox.es.js';
import { inboxMessages, type InboxKey } from '../../../src/i18n/inbox.js';
import { interpolate } from '../../../src/i18n/words.js';

const CATALOGS: Record<string, Partial<Record<InboxKey, string>>> = { en: {}, es, ar };
/** A translator as the inbox's: the language's catalog, English for what it lacks. */
const translator =
  (locale: string): Translate =>
  (key, vars) =>
    interpolate(CATALOGS[locale]![key] ?? inboxMessages.en[key], vars, locale);

/** Intl's text with its digits (Arabic-Indic, Persian) in ASCII, as the catalogs write counts. */
const ascii = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf)).replace(/\u066c/g, ',');

const UNITS = ['minute', 'hour', 'day', 'month', 'year'] as const;
const COUNTS = Array.from({ length: 401 }, (_, i) => i);

for (const locale of ['en', 'es', 'ar']) {
  describe(`time words in ${locale} against this Chromium's Intl`, () => {
    const t = translator(locale);
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });

    it('"now", and every unit from 1 to 400 in the past', () => {
      const wrong: string[] = [];
      const check = (words: string, value: number, unit: Intl.RelativeTimeFormatUnit) => {
        const intl = ascii(rtf.format(value, unit));
        if (words !== intl) wrong.push(`${value} ${unit}: "${words}" ≠ Intl "${intl}"`);
      };
      check(t('timeNow'), 0, 'second');
      for (const unit of UNITS) for (const n of COUNTS.slice(1)) check(t(`${unit}Ago`, { count: n }), -n, unit);
      expect(wrong, wrong.slice(0, 10).join('\n')).to.deep.equal([]);
    });

    it('a wait of every unit from 0 to 400', () => {
      const wrong: string[] = [];
      for (const unit of UNITS) {
        const nf = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
        for (const value of COUNTS) {
          const words = t(`${unit}s`, { count: value });
          const intl = ascii(nf.format(value));
          if (words !== intl) wrong.push(`${value} ${unit}: "${words}" ≠ Intl "${intl}"`);
        }
      }
      expect(wrong, wrong.slice(0, 10).join('\n')).to.deep.equal([]);
    });

    it("at and around each threshold, a row's time is what relativeTime (Intl) says", () => {
      const now = Date.UTC(2026, 2, 5, 12, 0, 0);
      const m = 60;
      const h = 3600;
      const d = 86400;
      const edges = [0, 44, 45, 89, 90, 44 * m + 29, 44 * m + 30, 45 * m, 22 * h - 1, 22 * h, 36 * h, 2 * d];
      edges.push(26 * d - 1, 26 * d, 45 * d, 320 * d - 1, 320 * d, 548 * d, 400 * 365 * d);
      // And a sweep: every 10 s for 2 hours, every 10 min for 2 days, every 6 hours for 2 years.
      for (let s = 0; s < 2 * h; s += 10) edges.push(s);
      for (let s = 2 * h; s < 2 * d; s += 10 * m) edges.push(s);
      for (let s = 2 * d; s < 730 * d; s += 6 * h) edges.push(s);
      const wrong: string[] = [];
      for (const seconds of edges) {
        const at = now - seconds * 1000;
        const words = timeAgo(at, now, t);
        const intl = ascii(relativeTime(at, now, locale));
        if (words !== intl) wrong.push(`${-seconds}s: "${words}" ≠ Intl "${intl}"`);
        // Later than now (a clock behind the service's): "now", never "in 2 min.".
        if (seconds && timeAgo(now + seconds * 1000, now, t) !== t('timeNow')) wrong.push(`+${seconds}s is not "now"`);
      }
      // A wait that began at the same time is the same span as a length: Intl's number of its unit, or under a minute.
      for (const seconds of edges) {
        const since = now - seconds * 1000;
        const { value, unit } = waitSpan(since, now);
        const intl =
          unit === 'second'
            ? t('waitNow')
            : ascii(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value));
        if (waitTime(since, now, t) !== intl) wrong.push(`wait ${seconds}s: "${waitTime(since, now, t)}" ≠ "${intl}"`);
      }
      expect(wrong, wrong.slice(0, 10).join('\n')).to.deep.equal([]);
    });
  });
}
