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
import '../../../src/link-stats.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import { BASE_URL, interceptedClient, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { everyRule } from '../rcs/every-rule.js';
import { axeEachWay, pictures } from '../rcs/pictures.js';

/**
 * Rules left out: page-wide ones, which judge the test page around the element, and AAA contrast (7:1), above the
 * package's AA bar and a matter of the shared palette.
 */
const PAGE_RULES = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];

async function mount(
  scopes: Scope[],
  options: {
    locale?: string;
    tokenProvider?: () => Promise<string>;
    sb?: TestSandbox;
    client?: (sb: TestSandbox) => unknown;
    contactId?: string;
  } = {},
) {
  const sb = options.sb ?? (await startTestSandbox({ scopes }));
  const contact = sb.sandbox.store.data.contacts[LONG_THREAD.to]!;
  const token = await sb.mint(scopes);
  const client =
    options.client?.(sb) ??
    createApiClient({
      baseUrl: BASE_URL,
      ...(options.tokenProvider ? { tokenProvider: options.tokenProvider } : { token }),
      fetch: sb.fetch,
      retry: { retries: 0 },
    });
  const errors: ParleyErrorEvent[] = [];
  const el = await fixture<ParleyContactPanel>(
    html`<parley-contact-panel .client=${client} contact-id=${options.contactId ?? contact.id} theme="light" locale=${options.locale ?? 'en'}
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
    // The host's own token source failed, not the service: said as the token route's, so its developer looks there.
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not get a token: the token route could not be reached. Check the connection and try again.',
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

  it('conversations the session may no longer read say so without a Retry that cannot help', async () => {
    const sb = await startTestSandbox({ scopes: ['contacts:read', 'conversations:read'] });
    const { el, root } = await mount(['contacts:read', 'conversations:read'], {
      sb,
      client: (s) =>
        interceptedClient(s, (request) =>
          new URL(request.url).pathname === '/api/conversations/list'
            ? Response.json({ error: 'Token expired' }, { status: 401 })
            : undefined,
        ),
    });
    await waitUntil(() => root.querySelector('.threads [role="alert"]'), 'said', { timeout: 5000 });
    expect(root.querySelector('.threads [role="alert"]')!.textContent).to.equal(
      'Could not load the conversations with this contact: your session has expired and could not be renewed.',
    );
    expect(root.querySelector('.retry-threads')?.outerHTML).to.equal(undefined);
    await everyRule(el, PAGE_RULES);
  });

  it('a plan without conversations is said as such, not as one without contacts', async () => {
    const sb = await startTestSandbox({ scopes: ['contacts:read', 'conversations:read'] });
    const says = {
      en: 'Could not load the conversations with this contact: your plan does not include conversations.',
      es: 'No se pudieron cargar las conversaciones con este contacto: tu plan no incluye conversaciones.',
      ar: 'تعذّر تحميل المحادثات مع جهة الاتصال هذه: لا تتضمن خطتك المحادثات.',
    };
    for (const [locale, text] of Object.entries(says)) {
      const { el, root } = await mount(['contacts:read', 'conversations:read'], {
        sb,
        locale,
        client: (s) =>
          interceptedClient(s, (request) =>
            new URL(request.url).pathname === '/api/conversations/list'
              ? Response.json({ error: 'Conversations are not included in this plan' }, { status: 403 })
              : undefined,
          ),
      });
      await waitUntil(() => root.querySelector('.threads [role="alert"]'), `${locale}: said`, { timeout: 5000 });
      expect(root.querySelector('.threads [role="alert"]')!.textContent).to.equal(text);
      // The contact itself loaded: its fields stand above the refusal, and no Retry is offered for a plan.
      expect(root.querySelector('#f-name, dd')).to.not.equal(null);
      expect(root.querySelector('.retry-threads')?.outerHTML).to.equal(undefined);
      el.remove();
    }
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

  it('a token that cannot be read says the session failed, in link stats’ words, never a blank panel', async () => {
    const sb = await startTestSandbox({ scopes: ['contacts:write'] });
    const jwt = await sb.mint(['contacts:write']);
    const [head, , sig] = jwt.split('.');
    // Not a JWT; three parts that are not base64url; a payload that is not JSON; a JWT with no scope claim.
    const unreadable = ['garbage', 'a.b.c', `${head}.bm90IGpzb24.${sig}`, `${head}.${btoa('{"sub":"ana"}')}.${sig}`];
    for (const token of unreadable) {
      const { el, root, errors } = await mount(['contacts:write'], { sb, tokenProvider: () => Promise.resolve(token) });
      await waitUntil(() => root.querySelector('[role="alert"]'), `${token}: said`, { timeout: 5000 });
      expect(root.querySelector('[role="alert"]')!.textContent, token).to.equal(
        'Your session has expired and could not be renewed.',
      );
      expect(root.querySelector('.retry-load')?.outerHTML, `${token}: asking again cannot help`).to.equal(undefined);
      expect(errors.map((e) => e.detail.action)).to.deep.equal(['load']);
      if (token === 'garbage') {
        await pictures(el, 'contact-token-unreadable', () => root.querySelector('[role="alert"]'));
        await axeEachWay(el, PAGE_RULES);
      }
      el.remove(); // one panel on the page at a time (its pictures)
    }
    // The very words link stats says for the same token (the service's 401), in English and in Arabic.
    for (const locale of ['en', 'ar']) {
      const client = createApiClient({ baseUrl: BASE_URL, token: 'garbage', fetch: sb.fetch, retry: { retries: 0 } });
      const stats = await fixture<ParleyLinkStats>(
        html`<parley-link-stats .client=${client} link-id=${DEMO_LINKS.menu.linkId} open locale=${locale}></parley-link-stats>`,
      );
      await waitUntil(() => stats.shadowRoot!.querySelector('[role="alert"]'), 'link stats said', { timeout: 5000 });
      const { root } = await mount(['contacts:write'], { sb, locale, tokenProvider: () => Promise.resolve('garbage') });
      await waitUntil(() => root.querySelector('[role="alert"]'), 'panel said', { timeout: 5000 });
      await stats.updateComplete;
      expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
        stats.shadowRoot!.querySelector('[role="alert"]')!.textContent,
      );
    }
  });

  it('offers Retry only where asking again can succeed: not for a plan, a lost session or a gone contact', async () => {
    const sb = await startTestSandbox({ scopes: ['contacts:write'] });
    const plan = (s: TestSandbox) =>
      interceptedClient(s, (request) =>
        request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/contacts/')
          ? Response.json({ error: 'Contacts are not included in the free plan' }, { status: 403 })
          : undefined,
      );
    const cases = [
      {
        name: 'plan',
        options: { client: plan },
        says: 'Could not load this contact: your plan does not include contacts.',
      },
      {
        name: 'gone',
        options: { contactId: 'ct_missing' },
        says: 'Could not load this contact: this contact no longer exists.',
      },
    ];
    for (const { name, options, says } of cases) {
      const { el, root } = await mount(['contacts:write'], { sb, ...options });
      await waitUntil(() => root.querySelector('[role="alert"]'), `${name}: said`, { timeout: 5000 });
      expect(root.querySelector('[role="alert"]')!.textContent).to.equal(says);
      expect(root.querySelector('button')?.outerHTML, `${name}: no Retry`).to.equal(undefined);
      await pictures(el, `contact-load-${name}`, () => root.querySelector('[role="alert"]'));
      await axeEachWay(el, PAGE_RULES);
      el.remove();
    }
    // A save the service refuses for good (the contact deleted meanwhile) keeps the edit, with no Retry either; a
    // Retry of a save that then fails for good hands focus back to the field edited.
    const { el, root } = await mount(['contacts:write'], { sb });
    await ready(el);
    await faults(sb, [{ path: '/contacts/*', method: 'PATCH', error: 1 }]);
    await type(root.querySelector<HTMLInputElement>('#f-name')!, 'Jordan Avery');
    await waitUntil(() => root.querySelector('.retry-save'), 'Retry offered', { timeout: 5000 });
    await faults(sb, []);
    await sb.server('DELETE', `/contacts/${el.current!.id}`);
    await press(root.querySelector<HTMLElement>('.retry-save')!);
    await waitUntil(() => status(el)?.textContent === 'Not saved: this contact no longer exists.', 'refused for good', {
      timeout: 5000,
    });
    expect(root.querySelector('.retry-save')?.outerHTML).to.equal(undefined);
    expect(root.querySelector<HTMLInputElement>('#f-name')!.value).to.equal('Jordan Avery');
    await waitUntil(() => focused(el)?.id === 'f-name', 'focus back on the field');
    el.remove();
    // A load whose Retry fails for good: focus on what it says, not lost with the Retry it replaced.
    await faults(sb, [{ path: '/contacts/*', method: 'GET', error: 1 }]);
    const shown = await mount(['contacts:write'], { sb, contactId: 'ct_later_gone' });
    await waitUntil(() => shown.root.querySelector('.retry-load'), 'Retry offered', { timeout: 5000 });
    await faults(sb, []);
    await press(shown.root.querySelector<HTMLElement>('.retry-load')!);
    await waitUntil(() => focused(shown.el)?.classList.contains('load-failed'), 'focus on the words', {
      timeout: 5000,
    });
    expect(focused(shown.el)!.textContent).to.equal('Could not load this contact: this contact no longer exists.');
  });

  it('a failed or refused save reads as an error: the theme’s error colour at the text’s size, light and dark', async () => {
    const { el, sb, root } = await mount(['contacts:write']);
    await ready(el);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.trim().slice(i, i + 2), 16)).join(', ')})`;
    const expectError = async (state: string) => {
      for (const theme of ['light', 'dark'] as const) {
        el.theme = theme;
        await el.updateComplete;
        const line = getComputedStyle(status(el)!);
        const error = rgb(getComputedStyle(el).getPropertyValue('--_error'));
        expect(line.color, `${state}, ${theme}: the error colour`).to.equal(error);
        expect(line.fontSize, `${state}, ${theme}: not shrunk like a hint`).to.equal(getComputedStyle(el).fontSize);
        await everyRule(el, PAGE_RULES); // AA contrast of the line on the panel
      }
      el.theme = 'light';
      await el.updateComplete;
    };
    await faults(sb, [{ path: '/contacts/*', method: 'PATCH', error: 1 }]);
    await type(root.querySelector<HTMLInputElement>('#f-name')!, 'Jordan Avery');
    await waitUntil(() => status(el)?.getAttribute('data-status') === 'error', 'failed', { timeout: 5000 });
    await expectError('not saved');
    await pictures(el, 'contact-save-error', () => status(el)?.getAttribute('data-status') === 'error');
    await axeEachWay(el, PAGE_RULES);
    await faults(sb, []);
    await type(root.querySelector<HTMLInputElement>('#f-email')!, 'not-an-email');
    await waitUntil(() => status(el)?.getAttribute('data-status') === 'invalid', 'refused here', { timeout: 5000 });
    expect(status(el)!.textContent).to.equal('Fix the highlighted field to save.');
    await expectError('invalid');
    await pictures(el, 'contact-save-invalid', () => status(el)?.getAttribute('data-status') === 'invalid');
    await axeEachWay(el, PAGE_RULES);
  });
});
