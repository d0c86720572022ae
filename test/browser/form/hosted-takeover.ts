/**
 * The hosted form page before and after its module arrives, in this test's page: the sandbox's form rendered as
 * its hosted page renders it (`renderFormHtml`, a `<parley-form>` holding the form), the element not yet defined,
 * so a test can act on and measure the page's own form; then `takeOver()` delivers the page's module as
 * `demo/form-page.ts` runs it (its client adopted, the element defined) and waits until the element shows its form.
 * The module is held back by not being imported yet: this file and its importers must not import `src/form.js`
 * (nor `./harness.js`, which does), and a page defines the element once, so one takeover per test file.
 */
import { adoptHostedForm } from '../../../demo/hosted-form.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { renderFormHtml, type RenderFormHtmlOptions } from '../../../src/forms/html.js';
import type { FormCreateRequest } from '../../../src/schemas/forms.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

export interface HostedPage {
  sb: TestSandbox;
  formId: string;
  token: string;
  /** The `<parley-form>` holding the server-rendered form. */
  host: ParleyForm;
  definition: string;
}

/** `form`: a demo form's name, or a form to create. */
export async function hostedPage(
  form: string | (Partial<FormCreateRequest> & Pick<FormCreateRequest, 'fields'>),
  options: RenderFormHtmlOptions = {},
): Promise<HostedPage> {
  const demo = typeof form === 'string';
  const sb = await startTestSandbox({ sandbox: { demoData: demo, demoConversations: 0 } });
  const formId = demo
    ? (
        await sb.server<{ data: { id: string; name: string }[] }>('POST', '/forms/list', { pageSize: 100 })
      ).body.data.find((f) => f.name === form)!.id
    : (await sb.server<{ id: string }>('POST', '/forms', { name: 'Test form', ...form })).body.id;
  const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, '+14155550123');
  const response = await sb.fetch(`${BASE_URL}/forms/${formId}/render`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const definition = await response.text();
  if (!response.ok) throw new Error(`render: ${response.status} ${definition}`);
  const root = document.createElement('main');
  root.id = 'form-root';
  root.innerHTML = renderFormHtml(JSON.parse(definition), { token, baseUrl: BASE_URL, ...options });
  // As the hosted page's document has it (`sandbox/form-page.ts`).
  document.body.style.margin = '0';
  document.body.replaceChildren(root);
  const host = root.querySelector('parley-form') as ParleyForm;
  if (customElements.get('parley-form')) throw new Error('the element is defined already: one takeover per file');
  return { sb, formId, token, host, definition };
}

/** The page's module arrives and runs; resolves once the element shows its own form and the page's is gone. */
export async function takeOver({ sb, formId, token, host, definition }: HostedPage): Promise<ParleyForm> {
  adoptHostedForm(host, { formId, token, prefill: {}, baseUrl: BASE_URL, definition, fetch: sb.fetch });
  await Promise.all([import('../../../src/form.js'), import('../../../src/components/form/ready.js')]);
  await waitUntil(
    () => host.phase === 'ready' && !document.querySelector('form[data-parley-form]'),
    () => `the element did not take the form over (phase ${host.phase})`,
  );
  await host.updateComplete;
  return host;
}
