/**
 * Test harness for `<parley-form>` (after material-web's `harness.ts`): drives the element as a person does —
 * real key presses, clicks, what is shown and announced — and never reads its internal state, which is private.
 * Also the shared setup: a form created in the in-browser sandbox, opened with a recipient token.
 */
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import type { FormCreateRequest, FormSubmission } from '../../../src/schemas/forms.js';
import type { SandboxOptions } from '../../../src/sandbox/index.js';
import '../../../src/form.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

export const RECIPIENT = '+14155550123';

/** The id of a field's control (`key`, or `key.part` for an address part), as the element names it. */
const controlId = (path: string) => `f-${path.replace('.', '-')}`;

export class FormHarness {
  constructor(readonly element: ParleyForm) {}

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  /** What the element shows: `ready`, `done`, `already`, … (the element's public read-only `phase`). */
  get phase(): string {
    return this.element.phase;
  }

  $<T extends Element = HTMLElement>(selector: string): T {
    const found = this.root.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} in <parley-form>`);
    return found;
  }

  $$<T extends Element = HTMLElement>(selector: string): T[] {
    return [...this.root.querySelectorAll<T>(selector)];
  }

  /** The control of a field (`key`), or of an address part (`key.part`); for groups, the first option. */
  control<T extends HTMLElement = HTMLInputElement>(path: string): T {
    return this.$<T>(`#${controlId(path)}`);
  }

  /** The wrapper (`part="field"`) of a field. */
  field(key: string): HTMLElement {
    return this.control(key).closest<HTMLElement>('[part=field]')!;
  }

  /** Focuses a control and types like a person (real key events). */
  async type(path: string, text: string): Promise<void> {
    this.control(path).focus();
    await sendKeys({ type: text });
    await this.element.updateComplete;
  }

  /** Selects everything in the focused control and deletes it with the keyboard. */
  async clear(path: string): Promise<void> {
    const control = this.control(path);
    control.focus();
    (control as HTMLInputElement).select?.();
    await sendKeys({ press: 'Backspace' });
    await this.element.updateComplete;
  }

  async press(key: string): Promise<void> {
    await sendKeys({ press: key });
    await this.element.updateComplete;
  }

  /** Sets a value the keyboard cannot type portably (date, time, colour pickers, select) and fires `input`. */
  async setValue(path: string, value: string): Promise<void> {
    const input = this.control<HTMLInputElement>(path);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await this.element.updateComplete;
  }

  /** Clicks the radio, checkbox or star of a group whose value is `value`. */
  async pick(key: string, value: string | number): Promise<void> {
    this.$<HTMLInputElement>(`input[name=${key}][value="${value}"]`).click();
    await this.element.updateComplete;
  }

  /** The error shown under a field or address part, or null. */
  error(path: string): string | null {
    return this.root.getElementById(`${controlId(path)}-err`)?.textContent?.trim() ?? null;
  }

  /** Every error shown, by the id of its text (`f-key-err`). */
  errors(): Record<string, string> {
    return Object.fromEntries(this.$$('[part=error]').map((e) => [e.id, e.textContent!.trim()]));
  }

  /** The texts of the error summary at the top (service and network errors). */
  summary(): string[] {
    return this.$$('[part=error-summary] p').map((p) => p.textContent!.trim());
  }

  /** What the polite live region last said. */
  announcement(): string {
    return this.$('[role=status]').textContent!.trim();
  }

  /** The thank-you panel's text. */
  successText(): string {
    return this.$('[part=success]').textContent!.trim();
  }

  /** The control that has focus inside the element, if any. */
  focused(): Element | null {
    return this.root.activeElement;
  }

  /**
   * Clicks submit and waits until the element shows the outcome: another phase (done, already), other errors or
   * summary, or an announcement (the polite region is spoken again even for the same words). An outcome identical to
   * what is shown, unannounced, changes nothing; after a short wait that counts as the outcome too. Other changes do
   * not count: before the form's rules have arrived a submission waits for them, and a render meanwhile (the field
   * just typed in) is not its outcome.
   */
  async submit(): Promise<void> {
    const el = this.element;
    const shown = () => JSON.stringify([this.errors(), this.summary()]);
    const before = { phase: el.phase, shown: shown() };
    let announced = false;
    const observer = new MutationObserver(() => (announced = true));
    observer.observe(this.$('[role=status]'), { subtree: true, childList: true, characterData: true });
    this.$('button[type=submit]').click();
    try {
      await waitUntil(
        () => el.phase !== 'submitting' && (el.phase !== before.phase || announced || shown() !== before.shown),
        'submit did not finish',
        { timeout: 5000 },
      );
    } catch (error) {
      if (el.phase === 'submitting') throw error;
    } finally {
      observer.disconnect();
    }
    await el.updateComplete;
  }
}

export interface FormSetup {
  sb: TestSandbox;
  el: ParleyForm;
  form: FormHarness;
  formId: string;
  client: ParleyClient;
}

export function clientFor(sb: TestSandbox, token: string): ParleyClient {
  return createApiClient({
    baseUrl: BASE_URL,
    token,
    fetch: sb.fetch,
    retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
  });
}

/** Creates the form, mints a recipient token for it and renders the element until it shows the form. */
export async function setupForm(
  form: Partial<FormCreateRequest> & Pick<FormCreateRequest, 'fields'>,
  options: {
    locale?: string;
    recipient?: string;
    sandbox?: SandboxOptions;
    sb?: TestSandbox;
    attrs?: Record<string, string>;
  } = {},
): Promise<FormSetup> {
  const sb = options.sb ?? (await startTestSandbox({ sandbox: { demoData: false, ...options.sandbox } }));
  const created = await sb.server<{ id: string }>('POST', '/forms', { name: 'Test form', ...form });
  if (created.status !== 201)
    throw new Error(`POST /forms answered ${created.status}: ${JSON.stringify(created.body)}`);
  const formId = created.body.id;
  const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, options.recipient ?? RECIPIENT);
  const client = clientFor(sb, token);
  const el = await open(formId, client, options.locale, options.attrs);
  return { sb, el, form: new FormHarness(el), formId, client };
}

export async function open(
  formId: string,
  client: ParleyClient,
  locale = 'en',
  attrs: Record<string, string> = {},
): Promise<ParleyForm> {
  const el = await fixture<ParleyForm>(
    html`<parley-form form-id=${formId} locale=${locale} .client=${client}></parley-form>`,
  );
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  await waitUntil(() => el.phase !== 'loading', 'form did not load', { timeout: 60_000 });
  await el.updateComplete;
  return el;
}

// The harness's steps as functions of the element, for tests written step by step.
export const harness = (el: ParleyForm) => new FormHarness(el);
export const $ = <T extends Element = HTMLElement>(el: ParleyForm, selector: string) => harness(el).$<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: ParleyForm, selector: string) => harness(el).$$<T>(selector);
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
export const submit = (el: ParleyForm) => harness(el).submit();

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
