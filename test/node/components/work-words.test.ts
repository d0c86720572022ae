/** The snooze presets' words: each names its day so that no two read as the same one. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { snoozePresets, timeWords } from '../../../src/components/inbox/work-words.js';
import { inboxMessages, type InboxKey } from '../../../src/i18n/inbox.js';
import { workEn } from '../../../src/i18n/inbox-work.js';

const words: Record<string, string> = { ...(inboxMessages.en as Record<string, string>), ...workEn };
const t = (key: InboxKey) => words[key] ?? key;

test('next week’s Monday, seen on a Monday, is dated: it never reads as today', () => {
  const monday = new Date(2026, 10, 30, 10, 0); // Monday 30 November 2026, 10:00 local time
  const labels = snoozePresets(monday, 'en-US', t).map((p) => p.label);
  assert.deepEqual(labels, ['Later today · Mon 1:00 PM', 'Tomorrow · Tue 9:00 AM', 'Next week · Mon, Dec 7, 9:00 AM']);
});

test('a time within the coming days names its weekday alone; from six days on, its date too', () => {
  const now = new Date(2026, 10, 30, 10, 0).getTime();
  assert.equal(timeWords(new Date(2026, 11, 5, 9, 0), 'en-US', now), 'Sat 9:00 AM');
  assert.equal(timeWords(new Date(2026, 11, 6, 10, 0), 'en-US', now), 'Sun, Dec 6, 10:00 AM');
});
