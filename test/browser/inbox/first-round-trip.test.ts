/**
 * The inbox on a page, as a script tag gets it: the inbox's head start (`components/inbox/head-start.ts`) runs before
 * the element is defined, with a static `token` and with a `token-url`, against the sandbox. For one element mount,
 * the sandbox receives `POST /conversations/list` once (the head start's, which the element adopts: one request
 * carries the whole first page, no second one for "the rest"), and the element's first update, with that answer in
 * hand, renders its rows: no skeleton first, then rows in a second update.
 */
import { expect } from '@open-wc/testing';
import type { PropertyValues } from 'lit';
import { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { BASE_URL, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

/** What each update of an element left on screen, in order. */
const renders = new Map<Element, { rows: number; skeleton: boolean }[]>();

/** `<parley-inbox>` as `src/inbox.ts` defines it, recording what each update rendered. */
class RecordedInbox extends ParleyInbox {
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const list = renders.get(this) ?? [];
    renders.set(this, list);
    list.push({
      rows: this.renderRoot.querySelectorAll('[part~="thread-row"]').length,
      skeleton: !!this.renderRoot.querySelector('.list-pane [part~="skeleton"]'),
    });
  }
}

describe('<parley-inbox> first round trip (head start, static token and token-url)', () => {
  it('asks the sandbox for the list once per element and renders its rows in the first update', async () => {
    const box = await startTestSandbox();
    const routeToken = await box.mint(undefined, undefined, 'route-user@example.com');
    // The development build's response checks load their schemas on first use; a production build has none.
    await box.client.listConversations({ pageSize: 1 });
    /** List requests the sandbox received, by the token they carry. */
    const lists = new Map<string, number>();
    let answered = 0;
    const pageFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === '/parley-token') return Response.json({ token: routeToken });
      if (url.origin !== SANDBOX_ORIGIN) return pageFetch(input, init);
      const bearer = request.headers.get('Authorization');
      const who =
        bearer === `Bearer ${box.token}` ? 'static token' : bearer === `Bearer ${routeToken}` ? 'token-url' : '?';
      if (url.pathname.endsWith('/conversations/list')) lists.set(who, (lists.get(who) ?? 0) + 1);
      const response = await box.fetch(request);
      if (url.pathname.endsWith('/conversations/list')) answered++;
      return response;
    };
    try {
      // The page's two inboxes, in its HTML before any script: one with a static token, one with a token route.
      const host = document.createElement('div');
      host.style.width = '900px';
      host.innerHTML = `<parley-inbox token="${box.token}" base-url="${BASE_URL}" theme="light"></parley-inbox>
        <parley-inbox token-url="/parley-token" base-url="${BASE_URL}" theme="light"></parley-inbox>`;
      document.body.append(host);
      const [statik, routed] = [...host.querySelectorAll('parley-inbox')] as [ParleyInbox, ParleyInbox];
      expect(customElements.get('parley-inbox'), 'not defined before its head start').to.equal(undefined);
      await import('../../../src/components/inbox/head-start.js');
      // Both first pages are in hand before the element's code runs (as on a phone, where the code comes later).
      await waitUntil(
        () => answered === 2,
        () => `the head start's list requests answered (${answered})`,
        {
          timeout: 15_000,
        },
      );
      customElements.define('parley-inbox', RecordedInbox);
      await waitUntil(
        () => [statik, routed].every((el) => renders.get(el)?.some((r) => r.rows > 0)),
        'rows in both inboxes',
        { timeout: 15_000 },
      );
      await statik.updateComplete;
      await routed.updateComplete;
      // Paging, later loads and the views' counts are other requests: what is counted is the first page's.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(Object.fromEntries(lists), 'list requests the sandbox received, by token').to.deep.equal({
        'static token': 1,
        'token-url': 1,
      });
      for (const [name, el] of [
        ['static token', statik],
        ['token-url', routed],
      ] as const) {
        const first = renders.get(el)![0]!;
        expect(first.skeleton, `${name}: the first update shows no skeleton`).to.equal(false);
        expect(first.rows, `${name}: the first update shows rows`).to.be.greaterThan(0);
      }
      host.remove();
    } finally {
      globalThis.fetch = pageFetch;
    }
  });
});
