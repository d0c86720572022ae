/** Shared setup for `<parley-form>` tests: a form created in the in-browser sandbox, opened with a recipient token. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import type { FormCreateRequest, FormSubmission } from '../../../src/schemas/forms.js';
import type { SandboxOptions } from '../../../src/sandbox/index.js';
import '../../../src/form.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

export const RECIPIENT = '+14155550123';

export interface FormSetup {
  sb: TestSandbox;
  el: ParleyForm;
  formId: string;
  client: ParleyClient;
}

export function clientFor(sb: TestSandbox, token: string): ParleyClient {
  return createApiClient({ baseUrl: BASE_URL, token, fetch: sb.fetch, retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 } });
}

/** Creates the form, mints a recipient token for it and renders the element until it shows the form. */
export async function setupForm(
  form: Partial<FormCreateRequest> & Pick<FormCreateRequest, 'fields'>,
  options: { locale?: string; recipient?: string; sandbox?: SandboxOptions; sb?: TestSandbox } = {},
): Promise<FormSetup> {
  const sb = options.sb ?? (await startTestSandbox({ sandbox: { demoData: false, ...options.sandbox } }));
  const created = await sb.server<{ id: string }>('POST', '/forms', { name: 'Test form', ...form });
  if (created.status !== 201) throw new Error(`POST /forms answered ${created.status}: ${JSON.stringify(created.body)}`);
  const formId = created.body.id;
  const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, options.recipient ?? RECIPIENT);
  const client = clientFor(sb, token);
  const el = await open(formId, client, options.locale);
  return { sb, el, formId, client };
}

export async function open(formId: string, client: ParleyClient, locale = 'en'): Promise<ParleyForm> {
  const el = await fixture<ParleyForm>(html`<parley-form form-id=${formId} locale=${locale} .client=${client}></parley-form>`);
  await waitUntil(() => el.phase !== 'loading', 'form did not load', { timeout: 5000 });
  await el.updateComplete;
  return el;
}

export const $ = <T extends Element = HTMLElement>(el: ParleyForm, selector: string) => {
  const found = el.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in <parley-form>`);
  return found as T;
};
export const $$ = <T extends Element = HTMLElement>(el: ParleyForm, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];

/** Focuses the control and types like a person (real key events). */
export async function type(el: ParleyForm, selector: string, text: string): Promise<void> {
  $(el, selector).focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

/** Sets a value the keyboard cannot type portably (date, time, colour pickers) and fires `input`, as the picker does. */
export async function setValue(el: ParleyForm, selector: string, value: string): Promise<void> {
  const input = $<HTMLInputElement>(el, selector);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** Clicks submit and waits until the element shows the outcome (done, errors, or a failure summary). */
export async function submit(el: ParleyForm): Promise<void> {
  const before = { errors: el.errors, summary: el.summary, announcement: el.announcement };
  $(el, 'button[type=submit]').click();
  await waitUntil(
    () => el.phase !== 'ready' ? el.phase !== 'submitting' : el.errors !== before.errors || el.summary !== before.summary || el.announcement !== before.announcement,
    'submit did not finish',
    { timeout: 5000 },
  );
  await el.updateComplete;
}

export async function submissions(sb: TestSandbox, formId: string): Promise<FormSubmission[]> {
  const res = await sb.server<{ data: FormSubmission[] }>('POST', `/forms/${formId}/submissions/list`, {});
  return res.body.data;
}

export function clearDrafts(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('parley:draft:form')) localStorage.removeItem(key);
}

/** Names of resources fetched from now on (an observer sees them even once the timing buffer is full). */
export function watchResources(): { names: string[]; stop(): void } {
  const names: string[] = [];
  const observer = new PerformanceObserver((list) => names.push(...list.getEntries().map((e) => e.name)));
  observer.observe({ type: 'resource' });
  return { names, stop: () => observer.disconnect() };
}
