import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import '../../../src/schemas/english.js';
import { toZodErrorBody } from '../../../src/schemas/errors.js';
import {
  LIMITS,
  RcsContent,
  SendRequest,
  Suggestion,
  fallbackChannel,
  ReactRequest,
  ValidateSmsRequest,
} from '../../../src/schemas/messages.js';
import { EMOJI } from '../../../src/components/inbox/emoji-picker.js';
import { REACTION_EMOJI } from '../../../src/components/inbox/reaction-picker.js';

const agent = 'agent_acme';
const to = '+14155550123';
const reply = (text: string, extra: object = {}) => ({ type: 'reply', text, ...extra });
const card = (extra: object = {}) => ({ title: 'Hello', ...extra });
const rcs = (content: object) => ({ type: 'RCS', from: agent, to, rcs: content });
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('RCS limits at their boundaries', () => {
  test('text 3072 passes, 3073 fails', () => {
    assert.ok(SendRequest.safeParse(rcs({ text: 'a'.repeat(3072) })).success);
    assert.deepEqual(issuesOf(SendRequest.safeParse(rcs({ text: 'a'.repeat(3073) }))), [
      'rcs.text: RCS text must be at most 3072 characters',
    ]);
  });
  test('card title 200 / 201, description 2000 / 2001', () => {
    assert.ok(RcsContent.safeParse({ card: { title: 't'.repeat(200) } }).success);
    assert.deepEqual(issuesOf(RcsContent.safeParse({ card: { title: 't'.repeat(201) } })), [
      'card.title: Card title must be at most 200 characters',
    ]);
    assert.ok(RcsContent.safeParse({ card: { description: 'd'.repeat(2000) } }).success);
    assert.deepEqual(issuesOf(RcsContent.safeParse({ card: { description: 'd'.repeat(2001) } })), [
      'card.description: Card description must be at most 2000 characters',
    ]);
  });
  test('suggestion text 25 / 26 and postbackData 2048 / 2049', () => {
    assert.ok(Suggestion.safeParse(reply('x'.repeat(25))).success);
    assert.deepEqual(issuesOf(Suggestion.safeParse(reply('x'.repeat(26)))), [
      'text: Suggestion text must be at most 25 characters',
    ]);
    assert.ok(Suggestion.safeParse(reply('ok', { postbackData: 'p'.repeat(2048) })).success);
    assert.deepEqual(issuesOf(Suggestion.safeParse(reply('ok', { postbackData: 'p'.repeat(2049) }))), [
      'postbackData: postbackData must be at most 2048 characters',
    ]);
  });
  test('carousel: 1 card fails, 2 and 10 pass, 11 fails', () => {
    const carousel = (n: number) => ({
      carousel: { cardWidth: 'MEDIUM', cards: Array.from({ length: n }, (_, i) => card({ title: `Card ${i}` })) },
    });
    assert.deepEqual(issuesOf(RcsContent.safeParse(carousel(1))), ['carousel.cards: A carousel has at least 2 cards']);
    assert.ok(RcsContent.safeParse(carousel(2)).success);
    assert.ok(RcsContent.safeParse(carousel(10)).success);
    assert.deepEqual(issuesOf(RcsContent.safeParse(carousel(11))), ['carousel.cards: A carousel has at most 10 cards']);
  });
  test('suggestions: 11 per message pass, 12 fail; 4 per card pass, 5 fail', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => reply(`Option ${i}`));
    assert.ok(RcsContent.safeParse({ text: 'hi', suggestions: many(11) }).success);
    assert.deepEqual(issuesOf(RcsContent.safeParse({ text: 'hi', suggestions: many(12) })), [
      'suggestions: A message has at most 11 suggestions',
    ]);
    assert.ok(RcsContent.safeParse({ card: card({ suggestions: many(4) }) }).success);
    assert.deepEqual(issuesOf(RcsContent.safeParse({ card: card({ suggestions: many(5) }) })), [
      'card.suggestions: A card has at most 4 suggestions',
    ]);
  });
  test('exactly one kind of content', () => {
    assert.deepEqual(issuesOf(RcsContent.safeParse({})), [
      ': RCS content needs exactly one of text, media, card or carousel',
    ]);
    assert.deepEqual(issuesOf(RcsContent.safeParse({ text: 'a', card: card() })), [
      ': RCS content needs exactly one of text, media, card or carousel',
    ]);
    assert.deepEqual(issuesOf(RcsContent.safeParse({ card: {} })), [
      'card: A card needs a title, a description or media',
    ]);
  });
  test('suggestion kinds need their fields and safe URLs', () => {
    assert.ok(Suggestion.safeParse({ type: 'openUrl', text: 'Open', url: 'https://example.com/a' }).success);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      '//example.com',
      'example.com',
    ]) {
      assert.equal(Suggestion.safeParse({ type: 'openUrl', text: 'Open', url }).success, false, url);
    }
    assert.ok(Suggestion.safeParse({ type: 'dial', text: 'Call', phoneNumber: '+14155550100' }).success);
    assert.equal(Suggestion.safeParse({ type: 'dial', text: 'Call', phoneNumber: '415-555-0100' }).success, false);
    assert.equal(
      Suggestion.safeParse({ type: 'viewLocation', text: 'Map', latitude: 91, longitude: 0 }).success,
      false,
    );
    const event = { type: 'createCalendarEvent', text: 'Add', title: 'Call', startTime: '2026-12-01T10:00:00Z' };
    assert.ok(Suggestion.safeParse({ ...event, endTime: '2026-12-01T11:00:00Z' }).success);
    assert.deepEqual(issuesOf(Suggestion.safeParse({ ...event, endTime: '2026-12-01T09:00:00Z' })), [
      'endTime: endTime must be after startTime',
    ]);
  });
});

describe('send request rules', () => {
  test('SMS needs text from a phone number, no media, no fallback', () => {
    assert.ok(SendRequest.safeParse({ type: 'SMS', from: '+14155550100', to, text: 'hi' }).success);
    assert.deepEqual(
      issuesOf(SendRequest.safeParse({ type: 'SMS', from: agent, to, mediaUrls: ['https://x.test/a.png'] })).sort(),
      [
        'from: An SMS message is sent from a phone number',
        'mediaUrls: An SMS cannot carry media; send an MMS',
        'text: An SMS needs text',
      ],
    );
  });
  test('RCS comes from an agent and carries rcs content; fallback from a phone number', () => {
    assert.ok(
      SendRequest.safeParse({ ...rcs({ text: 'hi' }), fallback: { from: '+14155550100', text: 'hi' } }).success,
    );
    assert.deepEqual(issuesOf(SendRequest.safeParse({ type: 'RCS', from: '+14155550100', to })).sort(), [
      'from: An RCS message is sent from an RCS agent id',
      'rcs: An RCS message needs rcs content',
    ]);
    assert.deepEqual(
      issuesOf(SendRequest.safeParse({ ...rcs({ text: 'hi' }), fallback: { from: agent, text: 'x' } })),
      ['fallback.from: Must be an E.164 phone number such as +14155550123'],
    );
    assert.deepEqual(issuesOf(SendRequest.safeParse({ ...rcs({ text: 'hi' }), fallback: { from: '+14155550100' } })), [
      'fallback: A fallback needs text or mediaUrls',
    ]);
  });
  test('recipient must be E.164 and scheduledTime ISO 8601', () => {
    assert.deepEqual(
      issuesOf(SendRequest.safeParse({ type: 'SMS', from: '+14155550100', to: '4155550123', text: 'x' })),
      ['to: Must be an E.164 phone number such as +14155550123'],
    );
    assert.equal(
      SendRequest.safeParse({ type: 'SMS', from: '+14155550100', to, text: 'x', scheduledTime: 'tomorrow' }).success,
      false,
    );
    assert.ok(
      SendRequest.safeParse({
        type: 'SMS',
        from: '+14155550100',
        to,
        text: 'x',
        scheduledTime: '2026-12-01T10:00:00+01:00',
      }).success,
    );
  });
  test('the 400 body names every bad field in the spec shape', () => {
    const result = SendRequest.safeParse({ ...rcs({ text: 'a'.repeat(3073), suggestions: [reply('x'.repeat(26))] }) });
    assert.equal(result.success, false);
    const body = toZodErrorBody(result.error!);
    assert.match(body.description, /rcs\.text: RCS text must be at most 3072 characters/);
    assert.deepEqual(body.errors.properties?.rcs?.properties?.text?.errors, [
      'RCS text must be at most 3072 characters',
    ]);
    assert.deepEqual(body.errors.properties?.rcs?.properties?.suggestions?.items?.[0]?.properties?.text?.errors, [
      'Suggestion text must be at most 25 characters',
    ]);
  });
});

describe('the spec fallback rule', () => {
  test('SMS for text up to 3072, MMS beyond or with media', () => {
    assert.equal(LIMITS.smsFallbackText, 3072);
    assert.equal(fallbackChannel({ text: 'a'.repeat(3072) }), 'SMS');
    assert.equal(fallbackChannel({ text: 'a'.repeat(3073) }), 'MMS');
    assert.equal(fallbackChannel({ text: 'short', mediaUrls: ['https://x.test/a.png'] }), 'MMS');
    assert.equal(fallbackChannel({ mediaUrls: ['https://x.test/a.png'] }), 'MMS');
    assert.equal(fallbackChannel({ text: 'short', mediaUrls: [] }), 'SMS');
  });
});

describe('other bodies', () => {
  test('reactions are emoji, not text', () => {
    assert.ok(ReactRequest.safeParse({ messageId: 'msg_1', emoji: '👍' }).success);
    assert.ok(ReactRequest.safeParse({ messageId: 'msg_1', emoji: '❤️' }).success);
    assert.equal(ReactRequest.safeParse({ messageId: 'msg_1', emoji: 'lol' }).success, false);
    assert.equal(ReactRequest.safeParse({ messageId: 'msg_1', emoji: '<img>' }).success, false);
  });
  test('a reaction is exactly one emoji grapheme', () => {
    const notOne = [
      '!',
      '$$$',
      '-',
      '\u0000',
      '\u202e',
      '\u200b',
      '\ud83d',
      '👍👍',
      '❤️👍',
      '👍\u202e',
      '🇺',
      '🏻\u200d👍',
    ];
    for (const emoji of notOne) {
      assert.deepEqual(
        issuesOf(ReactRequest.safeParse({ messageId: 'msg_1', emoji })),
        ['emoji: emoji must be exactly one emoji'],
        JSON.stringify(emoji),
      );
    }
    // Flags, keycaps, skin tones, ZWJ sequences, a subdivision flag and a text-default pictograph with its selector.
    for (const emoji of ['🇺🇸', '#️⃣', '1⃣', '👍🏽', '👩‍💻', '🏳️‍🌈', '🧑🏽‍🦰', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '☕', '©️']) {
      assert.ok(ReactRequest.safeParse({ messageId: 'msg_1', emoji }).success, emoji);
    }
  });
  test('every emoji the reaction picker and the emoji grid offer is a valid reaction', () => {
    const offered = [...REACTION_EMOJI, ...EMOJI.map((entry) => entry.emoji)];
    assert.ok(offered.length > 300);
    for (const emoji of offered)
      assert.deepEqual(issuesOf(ReactRequest.safeParse({ messageId: 'msg_1', emoji })), [], emoji);
  });
  test('SMS validation text 3072 / 3073', () => {
    assert.ok(ValidateSmsRequest.safeParse({ text: 'a'.repeat(3072) }).success);
    assert.equal(ValidateSmsRequest.safeParse({ text: 'a'.repeat(3073) }).success, false);
  });
});
