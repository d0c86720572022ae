/**
 * `<parley-contact-panel>` when things fail, in real Chromium against the real sandbox and its faults: a save that
 * fails says why in the panel's words, keeps the edit and saves it on Retry or with the next edit; a token, contact
 * or conversations load that fails says so with a Retry that hands focus on; no token at all says so; field rules
 * in the panel's language; targets and right-to-left layout; every axe rule and pictures of each state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/contact-panel.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { everyRule } from '../rcs/every-rule.js';

/**
 * Rules left out: page-wide ones, which judge the test page around the element, and AAA contrast (7:1), above the
 * package's AA bar and a matter of the shared palette.
 */
const PAGE_RULES = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];

async function mount(
  scopes: Scope[],
  options: { locale?: string; tokenProvider?: () => Promise<string>; sb?: TestSandbox } = {},
) {
  const sb = options.sb ?? (await startTestSandbox({ scopes }));
  const contact = sb.sandbox.store.data.contacts[LONG_THREAD.to]!;
  const token = await sb.mint(scopes);
  const client = createApiClient({
    baseUrl: BASE_URL,
    ...(options.tokenProvider ? { tokenProvider: options.tokenProvider } : { token }),
    fetch: sb.fetch,
    retry: { retries: 0 },
  });
  const errors: ParleyErrorEvent[] = [];
  const el = await fixture<ParleyContactPanel>(
    html`<parley-contact-panel .client=${client} contact-id=${contact.id} theme="light" locale=${options.locale ?? 'en'}
      style="max-width: 420px" @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-contact-panel>`,
  );
  return { el, sb, contact, root: el.shadowRoot!, errors, token };
}
const faults = (sb: TestSandbox, rules: object[]) => sb.server('POST', '/sandbox/faults', { rules });
const status = (el: ParleyContactPanel) => el.shadowRoot!.querySelector('[part="status"]');
const focused = (el: ParleyContactPanel) => el.shadowRoot!.activeElement;
const ready = (el: ParleyContactPanel) =>
  waitUntil(() => el.shadowRoot!.querySelector('#f-name'), 'contact shown', { timeout: 5000 });

async function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}
async function press(button: HTMLElement) {
  button.focus();
  await sendKeys({ press: 'Enter' });
}

describe('<parley-contact-panel> failures', () => {
  it('a failed save says why in its own words, keeps the edit, and saves it on Retry with focus back on the field', async () => {
    const { el, sb, root, errors, contact } = await mount(['contacts:write']);
    const before = contact.email;
    await ready(el);
    await faults(sb, [{ path: '/contacts/*', method: 'PATCH', error: 1 }]);
    await type(root.querySelector<HTMLInputElement>('#f-email')!, 'jordan@example.org');
    await waitUntil(() => root.querySelector('.retry-save'), 'Retry offered', { timeout: 5000 });
    expect(status(el)!.textContent).to.equal('Not saved: the service had a problem. Try again in a moment.');
    expect(root.textContent).not.to.contain('Injected');
    // The service's own words go to the host, not on screen.
    expect(errors.at(-1)!.detail.action).to.equal('save');
    expect(errors.at(-1)!.detail.error.message).to.contain('Injected fault');
    expect(sb.sandbox.store.data.contacts[LONG_THREAD.to]!.email).to.equal(before);
    await shootAll('contact-save-failed', { settle: () => el.updateComplete });
    await everyRule(el, PAGE_RULES);

    // Failing again: the new Retry takes the focus.
    await press(root.querySelector<HTMLElement>('.retry-save')!);
    await waitUntil(() => focused(el)?.classList.contains('retry-save'), 'focus on the new Retry', { timeout: 5000 });

    await faults(sb, []);
    await press(root.querySelector<HTMLElement>('.retry-save')!);
    await waitUntil(() => status(el)?.getAttribute('data-status') === 'saved', 'saved', { timeout: 5000 });
    expect(sb.sandbox.store.data.contacts[LONG_THREAD.to]!.email).to.equal('jordan@example.org');
    await waitUntil(() => focused(el)?.id === 'f-email', 'focus back on the field saved');
    expect(root.querySelector('.retry-save')).to.equal(null);
  });

  it('an edit a failed save kept goes with the next edit', async () => {
    const { el, sb, root } = await mount(['contacts:write']);
    await ready(el);
    await faults(sb, [{ path: '/contacts/*', method: 'PATCH', error: 1 }]);
    await type(root.querySelector<HTMLInputElement>('#f-email')!, 'jordan@example.org');
    await waitUntil(() => status(el)?.getAttribute('data-status') === 'error', 'failed', { timeout: 5000 });
    await faults(sb, []);
    await type(root.querySelector<HTMLInputElement>('#f-name')!, 'Jordan Avery');
    await waitUntil(() => status(el)?.getAttribute('data-status') === 'saved', 'saved', { timeout: 5000 });
    const stored = sb.sandbox.store.data.contacts[LONG_THREAD.to]!;
    expect([stored.email, stored.name]).to.deep.equal(['jordan@example.org', 'Jordan Avery']);
  });

  it('in Arabic a failed save is Arabic throughout', async () => {
    const { el, sb, root } = await mount(['contacts:write'], { locale: 'ar' });
    await ready(el);
    await faults(sb, [{ path: '/contacts/*', method: 'PATCH', error: 1 }]);
    await type(root.querySelector<HTMLInputElement>('#f-email')!, 'jordan@example.org');
    await waitUntil(() => root.querySelector('.retry-save'), 'Retry offered', { timeout: 5000 });
    expect(status(el)!.textContent).to.equal('لم يُحفظ: واجهت الخدمة مشكلة. أعد المحاولة بعد قليل.');
    expect(root.querySelector('.retry-save')!.textContent).to.equal('إعادة المحاولة');
  });

  it('a contact that cannot be loaded says why, and Retry hands focus to the panel or to the new Retry', async () => {
    const sb = await startTestSandbox({ scopes: ['contacts:write'] });
    await faults(sb, [{ path: '/contacts/*', method: 'GET', error: 1 }]);
    const { el, root, errors } = await mount(['contacts:write'], { sb });
    await waitUntil(() => root.querySelector('.retry-load'), 'Retry offered', { timeout: 5000 });
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not load this contact: the service had a problem. Try again in a moment.',
    );
    expect(errors.at(-1)!.detail.action).to.equal('load');
    await shootAll('contact-load-failed', { settle: () => el.updateComplete });
    await everyRule(el, PAGE_RULES);
    await press(root.querySelector<HTMLElement>('.retry-load')!);
    await waitUntil(() => focused(el)?.classList.contains('retry-load'), 'focus on the new Retry', { timeout: 5000 });
    await faults(sb, []);
    await press(root.querySelector<HTMLElement>('.retry-load')!);
    await ready(el);
    await waitUntil(() => focused(el)?.localName === 'h2', 'focus on the panel heading', { timeout: 5000 });
  });

  it('a token that cannot be had says why (not a blank panel), and Retry asks again', async () => {
    let down = true;
    const sb = await startTestSandbox({ scopes: ['contacts:write'] });
    const token = await sb.mint(['contacts:write']);
    const { el, root, errors } = await mount(['contacts:write'], {
      sb,
      tokenProvider: () => (down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(token)),
    });
    await waitUntil(() => root.querySelector('.retry-load'), 'Retry offered', { timeout: 5000 });
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not load this contact: the service could not be reached. Check the connection and try again.',
    );
    expect(errors.at(-1)!.detail.error.message).to.contain('Failed to fetch');
    await shootAll('contact-token-failed', { settle: () => el.updateComplete });
    down = false;
    await press(root.querySelector<HTMLElement>('.retry-load')!);
    await ready(el);
    await waitUntil(() => focused(el)?.localName === 'h2', 'focus on the panel heading', { timeout: 5000 });
  });

  it('written without any token it says so, as the blast element does', async () => {
    const el = await fixture<ParleyContactPanel>(
      html`<parley-contact-panel contact-id="ct_any" theme="light" locale="en"></parley-contact-panel>`,
    );
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      'This element has no token: set token, token-url or tokenProvider.',
    );
    await shootAll('contact-no-token', { settle: () => el.updateComplete });
    await everyRule(el, PAGE_RULES);
  });

  it('conversations that cannot be read say so with a Retry, never “no conversations”', async () => {
    const sb = await startTestSandbox({ scopes: ['contacts:read', 'conversations:read'] });
    await faults(sb, [{ path: '/conversations/list', method: 'POST', error: 1 }]);
    const { el, root } = await mount(['contacts:read', 'conversations:read'], { sb });
    await waitUntil(() => root.querySelector('.retry-threads'), 'Retry offered', { timeout: 5000 });
    expect(root.querySelector('.threads [role="alert"]')!.textContent).to.equal(
      'Could not load the conversations with this contact: the service had a problem. Try again in a moment.',
    );
    expect(root.textContent).not.to.contain('No conversations');
    await shootAll('contact-threads-failed', { settle: () => el.updateComplete });
    await everyRule(el, PAGE_RULES);
    await press(root.querySelector<HTMLElement>('.retry-threads')!);
    await waitUntil(() => focused(el)?.classList.contains('retry-threads'), 'focus on the new Retry', {
      timeout: 5000,
    });
    await faults(sb, []);
    await press(root.querySelector<HTMLElement>('.retry-threads')!);
    await waitUntil(() => root.querySelector('[part="thread"]'), 'threads listed', { timeout: 5000 });
    await waitUntil(() => focused(el)?.id === 'threads-title', 'focus on the list heading', { timeout: 5000 });
  });

  it('says each field rule in the panel’s language', async () => {
    const said: Record<string, string[]> = {};
    for (const locale of ['en', 'es', 'ar']) {
      const { el, root } = await mount(['contacts:write'], { locale });
      await ready(el);
      await type(root.querySelector<HTMLInputElement>('#f-email')!, 'not-an-email');
      await type(root.querySelector<HTMLInputElement>('#f-tags')!, `vip, vip, ${'x'.repeat(51)}`);
      await waitUntil(() => root.querySelector('#f-tags-error'), 'tag error', { timeout: 5000 });
      said[locale] = ['email', 'tags'].map((f) => root.querySelector(`#f-${f}-error`)!.textContent!);
      if (locale === 'ar') {
        await shootAll('contact-field-rules-ar', { settle: () => el.updateComplete });
        await everyRule(el, PAGE_RULES);
      }
    }
    expect(said).to.deep.equal({
      en: ['Enter an email address such as ana@example.com.', 'Each tag has at most 50 characters.'],
      es: ['Escribe una dirección de correo como ana@example.com.', 'Cada etiqueta tiene como máximo 50 caracteres.'],
      ar: ['أدخل عنوان بريد إلكتروني مثل ana@example.com.', 'لكل وسم 50 حرفًا على الأكثر.'],
    });
  });

  it('audience boxes are targets of 24 px, and in Arabic the phone number sits at the start edge', async () => {
    const { el, root } = await mount(['contacts:write', 'audiences:read'], { locale: 'ar' });
    await ready(el);
    await waitUntil(() => root.querySelectorAll('label.check').length > 1, 'audiences listed', { timeout: 5000 });
    for (const label of root.querySelectorAll<HTMLElement>('label.check')) {
      const box = label.getBoundingClientRect();
      expect(box.height, label.textContent!).to.be.at.least(24);
      expect(label.querySelector('input')!.getBoundingClientRect().height).to.be.at.least(20);
    }
    const phone = root.querySelector('.phone span')!.getBoundingClientRect();
    const section = root.querySelector('section')!.getBoundingClientRect();
    expect(section.right - phone.right, 'number at the right (start) edge').to.be.lessThan(2);
    await shootAll('contact-audiences', { settle: () => el.updateComplete });
    await everyRule(el, PAGE_RULES);
  });
});
