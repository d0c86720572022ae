/**
 * Conversation search (DESIGN §10): case- and accent-insensitive over message text, card titles and descriptions,
 * contact names and notes; the snippet always holds the match and says where it is (`highlights`); and one
 * customer's threads across senders through `conversations/list {to}`.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { Conversation } from '../../../src/schemas/conversations.js';
import * as z from '../../../src/schemas/zod.js';
import { findAll, fold, foldQuery, snippetOf } from '../../../src/sandbox/search.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
afterEach(() => t?.close());

type Row = z.infer<typeof Conversation>;

async function search(t: TestSandbox, body: object): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const page: any = await t.api('POST', '/conversations/list', { ...body, pageSize: 100, cursor });
    assert.equal(page.status, 200, JSON.stringify(page.body));
    for (const row of page.body.data)
      assert.ok(z.safeParse(Conversation, row).success, `row ${row.id} matches the schema`);
    rows.push(...page.body.data);
    cursor = page.body.nextCursor;
  } while (cursor);
  return rows;
}

/** What each highlight of a match marks, folded: all of them must be the query. */
const marked = (match: NonNullable<Row['match']>) =>
  match.highlights!.map((h) => fold(match.snippet.slice(h.start, h.end)).folded);

describe('folding', () => {
  it('ignores case and accents (NFKD, marks removed) and maps matches back to the original text', () => {
    assert.equal(foldQuery('  Reykjavík   Café '), 'reykjavik cafe');
    assert.equal(fold('ÉCOLE').folded, 'ecole');
    assert.equal(fold('ﬁne Straße').folded, 'fine strasse');
    assert.deepEqual(findAll('Visit Reykjavík! reykjavik.', foldQuery('REYKJAVIK')), [
      { start: 6, end: 15 },
      { start: 17, end: 26 },
    ]);
    // A character that folds to two ("ﬁ") is marked whole; an emoji before the match does not shift offsets.
    assert.deepEqual(findAll('😀 ﬁne', 'fi'), [{ start: 3, end: 4 }]);
    assert.deepEqual(findAll('😀 Émile', 'emile'), [{ start: 3, end: 8 }]);
  });

  it('a snippet holds the match whole, and its highlights mark every occurrence (property)', () => {
    const word = fc.constantFrom(
      'Reykjavík',
      'café',
      'naïve',
      'Zoë',
      'jalapeño',
      'thanks',
      'Liam!',
      'order',
      '😀',
      'ﬁsh',
      'İstanbul',
      'ok',
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 80 }), fc.nat(), fc.boolean(), (words, pick, upper) => {
        const text = words.join(fc.sample(fc.constantFrom(' ', '  ', '\n'), 1)[0]!);
        const target = words[pick % words.length]!;
        const query = foldQuery(upper ? target.toUpperCase() : target.normalize('NFKD').replace(/\p{M}/gu, ''));
        if (query === '') return;
        const result = snippetOf(text, query);
        assert.ok(result, `"${query}" is found in ${JSON.stringify(text)}`);
        assert.ok(result.highlights.length >= 1, 'the match is marked');
        for (const h of result.highlights) assert.equal(fold(result.snippet.slice(h.start, h.end)).folded, query);
        // Bounded: 140 characters and the two ellipses, unless the match itself is longer.
        assert.ok(
          result.snippet.length <= Math.max(142, query.length * 2 + 2),
          `${result.snippet.length}: ${result.snippet}`,
        );
      }),
    );
  });

  it('never cuts the match at the end of a long text (the "…thanks Liam! We have no…" row)', () => {
    const text = `${'We have no tables left tonight, sorry. '.repeat(6)}Anything else? Ask for Reykjavík tours.`;
    const result = snippetOf(text, foldQuery('reykjavik tours'))!;
    assert.ok(result.snippet.startsWith('…') && result.snippet.endsWith('tours.'), result.snippet);
    assert.deepEqual(marked({ snippet: result.snippet, highlights: result.highlights }), ['reykjavik tours']);
  });
});

describe('POST /conversations/list {query}', () => {
  it('finds "Reykjavík" by "reykjavik", in message text and in RCS card titles and descriptions, with highlights', async () => {
    t = testSandbox();
    const rows = await search(t, { query: 'REYKJAVIK' });
    assert.ok(rows.length > 0, 'demo threads mention Reykjavík');
    for (const row of rows) {
      assert.equal(row.match!.source, 'message');
      assert.ok(row.match!.messageId);
      assert.ok(marked(row.match!).includes('reykjavik'), row.match!.snippet);
    }
    const sent: any = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: '+14155550166',
      rcs: { card: { title: 'Crème brûlée week', description: 'Ask for the ÉCLAIR too' } },
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const [title] = await search(t, { query: 'creme brulee' });
    assert.deepEqual(
      [title!.to, title!.match!.messageId, title!.match!.snippet],
      ['+14155550166', sent.body.id, 'Crème brûlée week Ask for the ÉCLAIR too'],
    );
    assert.deepEqual(title!.match!.highlights, [{ start: 0, end: 12 }]);
    const [description] = await search(t, { query: 'eclair' });
    assert.equal(
      description!.match!.snippet.slice(
        description!.match!.highlights![0]!.start,
        description!.match!.highlights![0]!.end,
      ),
      'ÉCLAIR',
    );
  });

  it('finds contact names and notes without regard to accents, and says where it matched', async () => {
    t = testSandbox({ demoData: false });
    const to = '+14155550155';
    await t.api('POST', '/contacts', { phoneNumber: to, name: 'Zoë Ångström' });
    const sent: any = await t.api('POST', '/send', {
      type: 'SMS',
      from: DEMO_SENDERS.acmePhone,
      to,
      text: 'Your table is ready',
    });
    const id = sent.body.conversationId;
    const [byName] = await search(t, { query: 'zoe angstrom' });
    assert.deepEqual(byName!.match, {
      source: 'contact',
      snippet: 'Zoë Ångström',
      highlights: [{ start: 0, end: 12 }],
    });
    const [byNumber] = await search(t, { query: '(415) 555-0155' });
    assert.deepEqual(byNumber!.match, { source: 'contact', snippet: to, highlights: [{ start: 2, end: 12 }] });
    const note: any = await t.api('POST', `/conversations/${id}/notes`, {
      text: 'Allergic to crème fraîche, see Jürgen',
    });
    const [byNote] = await search(t, { query: 'JURGEN' });
    assert.deepEqual([byNote!.id, byNote!.match!.source, byNote!.match!.noteId], [id, 'note', note.body.id]);
    assert.deepEqual(marked(byNote!.match!), ['jurgen']);
    await t.api('PATCH', `/conversations/${id}`, { notes: 'Prefers the façade table' });
    const [byOldNotes] = await search(t, { query: 'facade' });
    assert.equal(byOldNotes!.match!.noteId, `note_legacy_${id}`);
    // The newest matching text wins between messages and notes.
    await t.api('POST', '/send', { type: 'SMS', from: DEMO_SENDERS.acmePhone, to, text: 'The façade table is yours' });
    const [newer] = await search(t, { query: 'facade' });
    assert.equal(newer!.match!.source, 'message');
    assert.deepEqual(await search(t, { query: 'nothing like this' }), []);
  });
});

describe('one customer across senders', () => {
  it('conversations/list {to} gives every thread the customer has, with each sender and channel', async () => {
    t = testSandbox();
    // Casey Morgan's thread with the Acme number is seeded; the Acme agent (RCS) and Northwind write to them too.
    const casey = DEMO_TEST_NUMBERS.fails;
    const seeded = await search(t, { to: casey });
    assert.deepEqual(
      seeded.map((r) => r.from),
      [DEMO_SENDERS.acmePhone],
    );
    await t.api('POST', '/sandbox/inbound', { from: casey, to: DEMO_SENDERS.acmeAgent, text: 'Is my order ready?' });
    t.clock.advance(1000);
    await t.api('POST', '/send', {
      type: 'SMS',
      from: DEMO_SENDERS.northwindPhone,
      to: casey,
      text: 'Hello from Northwind',
    });
    const after = await search(t, { to: casey });
    assert.deepEqual(
      after.map((r) => r.from),
      [DEMO_SENDERS.northwindPhone, DEMO_SENDERS.acmeAgent, DEMO_SENDERS.acmePhone],
      'newest activity first',
    );
    assert.deepEqual(
      after.map((r) => r.senderType),
      ['phone', 'rcs_agent', 'phone'],
      'both channels',
    );
    assert.ok(
      after.every((r) => r.to === casey && r.contact?.name === 'Casey Morgan'),
      'one contact record on every thread',
    );
    assert.ok(
      (await search(t, {})).some((r) => r.to !== casey),
      'other customers exist, and are left out',
    );
    // res narrows it like any list: a token limited to one sender sees that thread only.
    const token = await t.embed(['conversations:read'], { senders: [DEMO_SENDERS.northwindPhone] });
    const limited = await t.call('POST', '/conversations/list', { token, body: { to: DEMO_TEST_NUMBERS.fails } });
    assert.deepEqual(
      limited.body.data.map((r: Row) => r.from),
      [DEMO_SENDERS.northwindPhone],
    );
  });
});
