/**
 * First answers in the page: a page rendered by its server with a static `token` carries its elements' first data as
 * `pageFirstAnswers` made it (the helper itself, against the real sandbox), beside a script that does not parse. The
 * page's head start (`@parley/embeds/head-start`, as `parley.js` runs it) hands the inbox and the form their
 * answers: neither sends its first read, and both show their data. The elements the answers are not for ask for
 * themselves and are named in the console: an inbox of other attributes, an inbox of another token (whose user may
 * see other threads: the answer is never its), and a form whose read the server could not make.
 */
import { expect } from '@open-wc/testing';
import { requestLine } from '../../../src/api/wire.js';
import { pageFirstAnswers } from '../../../src/node/page-first-answers.js';
import { BASE_URL, routedPageFetch, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

describe('head start with first answers in the page', () => {
  it("hands each element the page's answer to its first read with its token, and names those it does not serve", async () => {
    const box = await startTestSandbox();
    const other = await box.mint(undefined, undefined, 'someone-else@example.com');
    const formId = Object.values(box.sandbox.store.data.forms).find((form) => form.name === 'Contact us')!.id;
    const from = Object.values(box.sandbox.store.data.conversations)[0]!.from;
    const { html, outcomes } = await pageFirstAnswers({
      token: box.token,
      baseUrl: BASE_URL,
      fetch: (request) => box.fetch(request),
      elements: [
        { tag: 'parley-inbox' },
        { tag: 'parley-form', attributes: { 'form-id': formId } },
        { tag: 'parley-form', attributes: { 'form-id': 'form_missing' } },
      ],
    });
    expect(outcomes).to.deep.equal(['answered', 'answered', 'skipped; reason=upstream-error']);
    // The README's markup: the page's token first, its route only for a refresh (none within this test).
    const { sent, restore } = routedPageFetch(box, (_request, noted) => {
      noted.push('token');
      return Promise.reject(new Error('no refresh expected'));
    });
    const host = document.createElement('div');
    const attributes = (token: string) =>
      `token="${token}" token-url="/parley-token" base-url="${BASE_URL}" theme="light"`;
    try {
      host.style.width = '900px';
      host.innerHTML = `<script type="application/json" data-parley-first-answers>{not json</script>${html}
        <parley-inbox class="served" ${attributes(box.token)}></parley-inbox>
        <parley-inbox class="filtered" from="${from}" ${attributes(box.token)}></parley-inbox>
        <parley-inbox class="another-token" token="${other}" base-url="${BASE_URL}" theme="light"></parley-inbox>
        <parley-form form-id="${formId}" ${attributes(box.token)}></parley-form>
        <parley-form class="missing" form-id="form_missing" ${attributes(box.token)}></parley-form>`;
      document.body.append(host);
      const inboxes = [...host.querySelectorAll('parley-inbox')];
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
      const list = (body: object) => requestLine('POST', `${BASE_URL}/conversations/list`, JSON.stringify(body));
      const missing = requestLine('GET', `${BASE_URL}/forms/form_missing/render`, null);
      const said = (line: string, why: string) =>
        `the page's first answers hold none for ${line} with its token (${why}); it asks for itself`;
      expect(warnings).to.deep.equal([
        `<parley-inbox>: ${said(list({ from, pageSize: 50 }), 'given for other attributes or another token')}`,
        `<parley-inbox>: ${said(list({ pageSize: 50 }), 'given for other attributes or another token')}`,
        `<parley-form>: ${said(missing, 'upstream-error')}`,
      ]);
      // In the head start's call itself: the three elements the page's answers do not serve, and nothing else.
      expect(sent, 'sent by the head start').to.deep.equal([
        'POST /api/conversations/list',
        'POST /api/conversations/list',
        'GET /api/forms/form_missing/render',
      ]);
      await Promise.all([import('../../../src/inbox.js'), import('../../../src/form.js')]);
      const rows = (element: Element) => element.shadowRoot?.querySelectorAll('[part~="thread-row"]').length ?? 0;
      await waitUntil(
        () => inboxes.every((inbox) => rows(inbox) > 0) && !!form.shadowRoot?.querySelector('input'),
        () => `every inbox's first rows and the form's first input (${sent.join(' | ')})`,
        { timeout: 15_000 },
      );
      expect(
        sent.filter(
          (line) =>
            line === 'token' || line === 'POST /api/conversations/list' || line === `GET /api/forms/${formId}/render`,
        ),
        `the page sent neither the served list nor the definition (${sent.join(' | ')})`,
      ).to.deep.equal(['POST /api/conversations/list', 'POST /api/conversations/list']);
    } finally {
      host.remove();
      restore();
    }
  });
});
