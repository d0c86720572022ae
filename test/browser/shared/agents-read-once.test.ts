/**
 * A page with `<parley-inbox>` and `<parley-composer>` on one `token-url`, as `parley.js`'s all-three page has them:
 * one token request (the head start's, record 072) gives both elements the same token, each builds its own client,
 * and both need the team's RCS agents — the inbox for its senders' names, the composer for its sending agent. The
 * page reads them once (src/api/shared-reads.ts): one `POST /rcs/agents/list`, and both show the agent's name.
 */
import { expect } from '@open-wc/testing';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { ALL_SCOPES, BASE_URL, firstAnswersRoute, routedPageFetch, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

/** A sandbox test number that receives RCS. */
const RCS_USER = '+14155550123';

describe('the team’s agents on a page with an inbox and a composer', () => {
  it('are read once, and both elements show the agent’s name', async () => {
    const box = await startTestSandbox();
    // The token route of the all-three page, its tokens reading agents (`agents:read`) too.
    const route = firstAnswersRoute(box, [...ALL_SCOPES, 'agents:read']);
    /** What the page sent to the token route and the service, in order. */
    const { sent, restore } = routedPageFetch(box, (request, noted) => {
      noted.push('token');
      return route(request);
    });
    const host = document.createElement('div');
    try {
      host.style.width = '1200px';
      host.innerHTML = `<parley-inbox token-url="/parley-token" base-url="${BASE_URL}" theme="light"></parley-inbox>
        <parley-composer token-url="/parley-token" base-url="${BASE_URL}" from="${DEMO_SENDERS.acmeAgent}"
          to="${RCS_USER}" theme="light"></parley-composer>`;
      document.body.append(host);
      const inbox = host.querySelector('parley-inbox')!;
      const composer = host.querySelector('parley-composer')!;
      await import('../../../src/head-start.js');
      await Promise.all([import('../../../src/inbox.js'), import('../../../src/composer.js')]);
      /** The senders the inbox's rows name ("Acme Coffee · RCS"), bidi marks aside. */
      const rowSenders = () =>
        [...(inbox.shadowRoot?.querySelectorAll('[part~="thread-row"]') ?? [])].map((row) =>
          (row.textContent ?? '').replace(/[\u2068\u2069]/g, ''),
        );
      /** The name the composer's sender (its `<parley-agent-identity>`) shows. */
      const composerAgent = () =>
        composer.shadowRoot
          ?.querySelector('[part~="agent"]')
          ?.shadowRoot?.querySelector('[part~="name"]')
          ?.textContent?.trim();
      await waitUntil(
        () => rowSenders().some((row) => row.includes('Acme Coffee · ')) && composerAgent() === 'Acme Coffee',
        () => `both names shown (rows: ${rowSenders().length}, composer: ${composerAgent()}; sent ${sent.join(' | ')})`,
        { timeout: 15_000 },
      );
      expect(
        sent.filter((line) => line === 'token'),
        'one token for both elements',
      ).to.have.length(1);
      expect(
        sent.filter((line) => line === 'POST /api/rcs/agents/list'),
        `the agents read once (${sent.join(' | ')})`,
      ).to.have.length(1);
    } finally {
      host.remove();
      restore();
    }
  });
});
