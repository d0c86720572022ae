/**
 * How often the list renders each row during its first load. After the first rows come, in updates of their own, the
 * token's claims (one task after the list), the views' counts, the rows beneath the viewport (the window's overscan,
 * the frame after) and, with `agents:read`, the RCS names. Each of those updates re-rendered every row on screen
 * (template work, and a style and layout pass where text moved: the names' update was ~25 ms traced on a phone's
 * CPU, on the page with all three elements ahead of the form's definition); a row now renders again only when what
 * it shows changes: its sender's name, or "You" where it names the reader.
 *
 * A row's render is counted by its time: a row's `<time>` reads its `lastActivityAt` with `new Date(…)` (through
 * `core/time-span.ts`), once per render, and nothing else of the first screen parses those strings.
 */
import { expect } from '@open-wc/testing';
import { DEMO_SENDERS } from '../../../src/sandbox/index.js';
import type { Scope } from '../../../src/schemas/token.js';
import { waitUntil } from '../helpers/wait.js';
import { ALL_SCOPES, interceptedClient, startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { listReady, settle, type Mounted } from './helpers.js';

/** Mounts an inbox and loads it whole: how often each thread's row rendered, and the sender line it showed first and last. */
async function countRenders(scopes: Scope[], senders?: Record<string, string>) {
  const box = await startTestSandbox({ scopes });
  const first = await box.client.listConversations({ pageSize: 50 });
  const byTime = new Map<string, string[]>();
  for (const c of first.data) byTime.set(c.lastActivityAt, [...(byTime.get(c.lastActivityAt) ?? []), c.id]);
  const renders = new Map<string, number>();
  const RealDate = globalThis.Date;
  // Counts each parse of a row's time; a time two threads share counts for both (both rows rendered or neither:
  // asserted below through the rows' first and last sender lines only where the time is the thread's own).
  class CountingDate extends RealDate {
    constructor(...args: unknown[]) {
      if (typeof args[0] === 'string')
        for (const id of byTime.get(args[0]) ?? []) renders.set(id, (renders.get(id) ?? 0) + 1);
      // @ts-expect-error -- forwards whatever `Date` takes
      super(...args);
    }
  }
  const names: Promise<unknown>[] = [];
  const client = interceptedClient(box, (request) => {
    // The RCS names: the rows are counted once they are in.
    if (/\/rcs\/(agents|campaigns|brands)\/list$/.test(new URL(request.url).pathname)) {
      const answer = box.fetch(request);
      names.push(answer);
      return answer;
    }
    return undefined;
  });
  const rows = (root: ShadowRoot) =>
    new Map(
      [...root.querySelectorAll<HTMLElement>('[part~="thread-row"]')].map((row) => [
        row.dataset.vkey!,
        row.querySelector('[part~="thread-sender"]')?.textContent ?? '',
      ]),
    );
  const seen = new Map<string, string>();
  globalThis.Date = CountingDate as DateConstructor;
  const el = document.createElement('parley-inbox') as ParleyInbox;
  el.client = client;
  el.senders = senders;
  el.setAttribute('theme', 'light');
  const parent = document.createElement('div');
  parent.style.width = '900px';
  parent.append(el);
  // Each row's sender line as it was first shown (its shadow root is made as it connects, its first update after).
  document.body.append(parent);
  const observer = new MutationObserver(() => {
    for (const [id, line] of rows(el.shadowRoot!)) if (!seen.has(id)) seen.set(id, line);
  });
  observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  const m: Mounted = {
    ...box,
    client,
    el,
    root: el.shadowRoot!,
    $: (s) => el.shadowRoot!.querySelector(s),
    $$: <T extends Element>(s: string) => [...el.shadowRoot!.querySelectorAll<T>(s)],
  };
  try {
    await listReady(m);
    await waitUntil(() => inboxState(m.el).claims.sub, 'the token claims were read');
    await waitUntil(() => inboxState(m.el).counts, 'the views counted');
    // With agents:read, the names' part asks for the agents and then the campaigns: both answered, and rendered.
    if (scopes.includes('agents:read'))
      await waitUntil(() => names.length >= 2, 'the RCS names were asked for', { timeout: 10_000 });
    await Promise.all(names);
    await settle(m, 5);
  } finally {
    observer.disconnect();
    globalThis.Date = RealDate;
  }
  const last = rows(m.root);
  // For the record: renders of all rows in the first load, against the rows shown.
  console.log(
    `${scopes.length} scopes: ${[...renders.values()].reduce((a, b) => a + b, 0)} row renders, ${seen.size} rows`,
  );
  return {
    m,
    renders,
    seen,
    last,
    unique: (id: string) => byTime.get(first.data.find((c) => c.id === id)!.lastActivityAt)!.length === 1,
  };
}

describe('<parley-inbox> row renders in the first load', () => {
  it('renders each row once: the claims, the counts and the overscan after the first rows re-render none', async () => {
    const { renders, seen, last, unique } = await countRenders(ALL_SCOPES);
    expect(seen.size, 'rows rendered').to.be.greaterThan(3);
    const again = [...seen.keys()].filter((id) => unique(id) && renders.get(id) !== 1);
    expect(
      again.map((id) => `${id}: ${renders.get(id)}`),
      `rows rendered more than once (of ${seen.size}, ${last.size} on screen)`,
    ).to.deep.equal([]);
  });

  it('with agents:read, the RCS names re-render only the rows whose sender line they change', async () => {
    // The host names one phone sender: its rows say that name before and after the service's names come.
    const { renders, seen, last, unique } = await countRenders([...ALL_SCOPES, 'agents:read'], {
      [DEMO_SENDERS.acmePhone]: 'Acme Downtown',
    });
    const changed = [...seen.keys()].filter((id) => last.has(id) && last.get(id) !== seen.get(id));
    const kept = [...seen.keys()].filter((id) => last.has(id) && last.get(id) === seen.get(id));
    expect(changed.length, 'rows the names changed').to.be.greaterThan(0);
    expect(kept.length, 'rows the host names').to.be.greaterThan(0);
    const wrong = [...seen.keys()]
      .filter(unique)
      .filter((id) => renders.get(id) !== (changed.includes(id) ? 2 : 1))
      .map((id) => `${id} (${seen.get(id)} → ${last.get(id)}): ${renders.get(id)}`);
    expect(wrong, 'rows rendered other than once, or twice when the names changed them').to.deep.equal([]);
  });
});
