/**
 * What a screen reader hears of a search: the inbox's polite live region (`data-live="messages"`) says how many
 * conversations match once the answer is shown, more than a page when there are more, or that none does — in English,
 * Spanish and Arabic — and nothing while the answer is on its way (the rows shown then are the previous query's).
 * Typed into the real search box, against the sandbox; each search's answer is held until the test has heard the
 * region say nothing.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

/** The region's text, without the isolates (FSI … PDI) that keep a query's direction its own, as on screen. */
const said = (m: Mounted) =>
  m
    .$('[data-live="messages"]')!
    .textContent!.replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** An inbox whose list requests with a query wait until the test releases that query's answer. */
async function searchable(attrs: Record<string, string> = {}) {
  const box = await startTestSandbox();
  const held = new Map<string, () => void>();
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    fetch: async (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      const query = request.url.endsWith('/conversations/list')
        ? ((await request.clone().json()) as { query?: string }).query
        : undefined;
      if (query) await new Promise<void>((release) => held.set(query, release));
      return box.fetch(request);
    },
  });
  const m = await mount({ box, client, attrs });
  await listReady(m);
  /** Types `query` in place of the box's text; says nothing until its answer is shown; returns what it says then. */
  const search = async (query: string): Promise<string> => {
    const input = m.$<HTMLInputElement>('[part~="search"]')!;
    input.focus();
    input.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: query });
    await waitUntil(() => held.has(query), `the list asked for "${query}"`, { timeout: 10_000 });
    await m.el.updateComplete;
    expect(said(m), `while "${query}" is on its way`).to.equal('');
    held.get(query)!();
    held.delete(query);
    await waitUntil(() => said(m) !== '', `nothing said of "${query}"`, { timeout: 10_000 });
    return said(m);
  };
  return { m, search };
}

describe('<parley-inbox> a search is read out', () => {
  it('says how many match, more than a page, or none, and nothing before the answer', async () => {
    const { m, search } = await searchable();
    expect(said(m), 'before any search').to.equal('');

    const nines = await search('9999');
    const found = inboxState(m.el).threads.length;
    expect(found, 'the sandbox has a thread with 9999').to.be.greaterThan(0);
    expect(nines).to.equal(
      found === 1
        ? 'In all views, 1 conversation matches “9999”.'
        : `In all views, ${found} conversations match “9999”.`,
    );

    expect(await search('zzqx nothing')).to.equal('In all views, no conversation matches “zzqx nothing”.');
    expect(m.$('[part~="no-matches"]')!.textContent, 'the words on screen say the same').to.contain(
      'In all views, no conversation matches',
    );

    const many = await search('a');
    const s = inboxState(m.el);
    expect(many).to.equal(
      s.nextCursor
        ? `In all views, more than ${s.threads.length} conversations match “a”.`
        : `In all views, ${s.threads.length} conversations match “a”.`,
    );
    await shots(m, 'search-said');
    await accessibleEverywhere(m, () => /[\u0600-\u06FF]/.test(said(m)));
    m.el.remove();
  });

  for (const [locale, none, some] of [
    [
      'es',
      'En todas las vistas, ninguna conversación coincide con «zzqx».',
      /^En todas las vistas, \d+ conversaci(ón coincide|ones coinciden) con «9999»\.$/,
    ],
    ['ar', 'في كل طرق العرض، لا توجد محادثات تطابق «zzqx».', /^في كل طرق العرض، .*تطاب.* «9999»\.$/],
  ] as const) {
    it(`in ${locale}: the catalog's words`, async () => {
      const { m, search } = await searchable({ locale });
      expect(await search('zzqx')).to.equal(none);
      expect(await search('9999')).to.match(some);
      m.el.remove();
    });
  }
});
