/**
 * First answers in the page: a page rendered by its server with a static `token` carries its elements' first data as
 * `pageFirstAnswers` made it (the helper itself, against the real sandbox), beside a script that does not parse and
 * an entry that is a failure. The page's head start (`@parley/embeds/head-start`, as `parley.js` runs it) hands the
 * inbox and the form their answers: neither sends its first read, and both show their data. A second inbox, whose
 * page entry is a failure, asks for itself.
 */
import { expect } from '@open-wc/testing';
import { requestLine } from '../../../src/api/wire.js';
import { pageFirstAnswers } from '../../../src/node/page-first-answers.js';
import { BASE_URL, routedPageFetch, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

describe('head start with first answers in the page', () => {
  it("hands each element the page's answer to its first read, and lets one without a usable answer ask", async () => {
    const box = await startTestSandbox();
    const formId = Object.values(box.sandbox.store.data.forms).find((form) => form.name === 'Contact us')!.id;
    const from = Object.values(box.sandbox.store.data.conversations)[0]!.from;
    const { html, outcomes } = await pageFirstAnswers({
      token: box.token,
      baseUrl: BASE_URL,
      fetch: (request) => box.fetch(request),
      elements: [{ tag: 'parley-inbox' }, { tag: 'parley-form', attributes: { 'form-id': formId } }],
    });
    expect(outcomes).to.deep.equal(['answered', 'answered']);
    const failed = JSON.stringify({
      first: [
        {
          request: requestLine('POST', `${BASE_URL}/conversations/list`, JSON.stringify({ from, pageSize: 50 })),
          status: 500,
          body: { error: 'down' },
        },
      ],
    });
    // The README's markup: the page's token first, its route only for a refresh (none within this test).
    const { sent, restore } = routedPageFetch(box, (_request, noted) => {
      noted.push('token');
      return Promise.reject(new Error('no refresh expected'));
    });
    const host = document.createElement('div');
    try {
      host.style.width = '900px';
      host.innerHTML = `<script type="application/json" data-parley-first-answers>{not json</script>
        <parley-inbox token="${box.token}" token-url="/parley-token" base-url="${BASE_URL}" theme="light"></parley-inbox>
        <parley-inbox class="filtered" from="${from}" token="${box.token}" base-url="${BASE_URL}" theme="light"></parley-inbox>
        <parley-form token="${box.token}" base-url="${BASE_URL}" form-id="${formId}" theme="light"></parley-form>
        ${html}<script type="application/json" data-parley-first-answers>${failed}</script>`;
      document.body.append(host);
      const [inbox, filtered] = host.querySelectorAll('parley-inbox');
      const form = host.querySelector('parley-form')!;
      expect(customElements.get('parley-inbox') ?? customElements.get('parley-form'), 'nothing defined yet').to.equal(
        undefined,
      );
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
      try {
        await import('../../../src/head-start.js');
      } finally {
        console.warn = warn;
      }
      // Said once, for the one element the page's answers do not serve.
      expect(warnings).to.deep.equal([
        `<parley-inbox>: the page's first answers have none for ${requestLine('POST', `${BASE_URL}/conversations/list`, JSON.stringify({ from, pageSize: 50 }))}; it asks for itself`,
      ]);
      // In the head start's call itself: the filtered inbox's list, whose page entry is a failure, and nothing else.
      expect(sent, 'sent by the head start').to.deep.equal(['POST /api/conversations/list']);
      await Promise.all([import('../../../src/inbox.js'), import('../../../src/form.js')]);
      const rows = (element: Element | undefined) =>
        element?.shadowRoot?.querySelectorAll('[part~="thread-row"]').length ?? 0;
      await waitUntil(
        () => rows(inbox) > 0 && rows(filtered) > 0 && !!form.shadowRoot?.querySelector('input'),
        () => `both inboxes' first rows and the form's first input (${sent.join(' | ')})`,
        { timeout: 15_000 },
      );
      expect(
        sent.filter(
          (line) =>
            line === 'token' || line === 'POST /api/conversations/list' || line === `GET /api/forms/${formId}/render`,
        ),
        `the page sent neither the first list nor the definition again (${sent.join(' | ')})`,
      ).to.deep.equal(['POST /api/conversations/list']);
    } finally {
      host.remove();
      restore();
    }
  });
});
