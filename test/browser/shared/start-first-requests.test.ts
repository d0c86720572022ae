/**
 * An app that renders its elements itself (React, Vue…) starts their first requests before its code has run:
 * `startFirstRequests` of `@parley/embeds/head-start`, called before the elements' modules are even imported, sends
 * ONE token request naming the inbox's and the form's first reads (the composer's token with them), against the real
 * sandbox behind a token route with first answers. The elements, created later with the same attributes, take those
 * answers: no second token, list or definition request before they show their first data.
 */
import { expect } from '@open-wc/testing';
import { BASE_URL, expectFirstReadsWithTheToken, firstAnswersPage, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

describe('startFirstRequests: the first requests of elements the app renders later', () => {
  it('sends one token request naming both first reads, which the elements created later adopt', async () => {
    const box = await startTestSandbox();
    const { formId, sent, restore } = firstAnswersPage(box);
    const host = document.createElement('div');
    try {
      const { startFirstRequests } = await import('../../../src/head-start.js');
      const shared = { 'token-url': '/parley-token', 'base-url': BASE_URL };
      const attributes = {
        inbox: { ...shared, theme: 'light' },
        form: { ...shared, 'form-id': formId, theme: 'light' },
        composer: { ...shared, from: 'agent_acme_coffee', theme: 'light' },
      };
      expect(customElements.get('parley-inbox') ?? customElements.get('parley-form'), 'nothing defined yet').to.equal(
        undefined,
      );
      startFirstRequests(
        { tag: 'parley-inbox', attributes: attributes.inbox },
        { tag: 'parley-form', attributes: attributes.form },
        { tag: 'parley-composer', attributes: attributes.composer },
      );
      // In the call itself: the one token request, for the three elements.
      expect(sent, sent.join(' | ')).to.deep.equal([
        `token naming POST ${BASE_URL}/conversations/list {"pageSize":50} | GET ${BASE_URL}/forms/${formId}/render `,
      ]);
      await Promise.all([
        import('../../../src/inbox.js'),
        import('../../../src/form.js'),
        import('../../../src/composer.js'),
      ]);
      host.style.width = '900px';
      document.body.append(host);
      const created = (['inbox', 'form', 'composer'] as const).map((name) => {
        const element = document.createElement(`parley-${name}`);
        for (const [key, value] of Object.entries(attributes[name])) element.setAttribute(key, value);
        return host.appendChild(element);
      });
      const [inbox, form, composer] = created;
      let shown: string[] = [];
      await waitUntil(
        () => {
          const rows = inbox!.shadowRoot?.querySelectorAll('[part~="thread-row"]').length ?? 0;
          const input = form!.shadowRoot?.querySelector('input');
          const box = composer!.shadowRoot?.querySelector('textarea');
          if (rows > 0 && input && box) shown = [...sent];
          return shown.length > 0;
        },
        () => `the inbox's first rows, the form's first input and the composer's box (${sent.join(' | ')})`,
        { timeout: 15_000 },
      );
      expectFirstReadsWithTheToken(shown, formId, 'the three elements');
    } finally {
      host.remove();
      restore();
    }
  });

  it('refuses an element it has no head start for, and a form without its id', async () => {
    const { startFirstRequests } = await import('../../../src/head-start.js');
    const call = (element: unknown) => () => startFirstRequests(element as Parameters<typeof startFirstRequests>[0]);
    expect(call({ tag: 'parley-inbx', attributes: {} })).to.throw(TypeError, /<parley-inbx> is not one/);
    expect(call({ tag: 'parley-form', attributes: { 'token-url': '/parley-token' } })).to.throw(
      TypeError,
      /without attributes\['form-id'\]/,
    );
  });
});
