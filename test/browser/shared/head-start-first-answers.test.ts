/**
 * A page with `<parley-inbox>` and `<parley-form>` sharing one `token-url`, in its HTML before any script, whose route
 * is `createTokenHandler({firstAnswers})` (its edge build, in the page) next to the real sandbox. The page's head start
 * (`@parley/embeds/head-start`, as `parley.js` runs it) names both elements' first reads in ONE token request, and
 * the route answers both beside the token: before the inbox shows its first rows and the form its first input, the
 * page sends that one request and neither the list nor the definition.
 */
import { expect } from '@open-wc/testing';
import { BASE_URL, expectFirstReadsWithTheToken, firstAnswersPage, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

describe('head start with first answers: an inbox and a form on one token route', () => {
  it('sends one token request and no list or definition request before both show their first data', async () => {
    const box = await startTestSandbox();
    /** What the page sent, in order: `token naming <lines>`, or `METHOD path` to the service. */
    const { formId, sent, told, restore } = firstAnswersPage(box);
    const host = document.createElement('div');
    try {
      host.style.width = '900px';
      host.innerHTML = `<parley-inbox token-url="/parley-token" base-url="${BASE_URL}" theme="light"></parley-inbox>
        <parley-form token-url="/parley-token" base-url="${BASE_URL}" form-id="${formId}" theme="light"></parley-form>`;
      document.body.append(host);
      const inbox = host.querySelector('parley-inbox')!;
      const form = host.querySelector('parley-form')!;
      expect(customElements.get('parley-inbox') ?? customElements.get('parley-form'), 'nothing defined yet').to.equal(
        undefined,
      );
      await import('../../../src/head-start.js');
      // In the head start's call itself: the one token request.
      expect(sent.length, sent.join(' | ')).to.equal(1);
      await Promise.all([import('../../../src/inbox.js'), import('../../../src/form.js')]);
      let shown: string[] = [];
      await waitUntil(
        () => {
          const rows = inbox.shadowRoot?.querySelectorAll('[part~="thread-row"]').length ?? 0;
          const input = form.shadowRoot?.querySelector('input');
          if (rows > 0 && input) shown = [...sent];
          return shown.length > 0;
        },
        () => `the inbox's first rows and the form's first input (${sent.join(' | ')})`,
        { timeout: 15_000 },
      );
      expect(shown[0]).to.equal(
        `token naming POST ${BASE_URL}/conversations/list {"pageSize":50} | GET ${BASE_URL}/forms/${formId}/render `,
      );
      expect(told[0]).to.equal('answered, answered');
      expectFirstReadsWithTheToken(shown, formId, 'the two elements');
    } finally {
      host.remove();
      restore();
    }
  });
});
