/**
 * `<parley-contact-panel>` in real Chromium against the real sandbox: editable with contacts:write (validated with
 * the service's schema, autosaved, errors in place), read-only with contacts:read, absent without; axe (colour
 * contrast included) in each state, light and dark.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/contact-panel.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-ids.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { axeEachWay, pictures } from '../rcs/pictures.js';

async function mount(
  scopes: Scope[],
  options: { theme?: 'light' | 'dark'; locale?: string; viaProperty?: boolean; audienceIds?: string[] } = {},
) {
  const sb = await startTestSandbox({ scopes });
  const contact = sb.sandbox.store.data.contacts[LONG_THREAD.to]!;
  if (options.audienceIds) contact.audienceIds = options.audienceIds;
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(scopes),
    fetch: sb.fetch,
    retry: { retries: 0 },
  });
  const el = await fixture<ParleyContactPanel>(
    options.viaProperty
      ? html`<parley-contact-panel .client=${client} .contact=${structuredClone(contact)} theme=${options.theme ?? 'light'} locale=${options.locale ?? 'en'}></parley-contact-panel>`
      : html`<parley-contact-panel .client=${client} contact-id=${contact.id} theme=${options.theme ?? 'light'} locale=${options.locale ?? 'en'}></parley-contact-panel>`,
  );
  // The element reads its scopes from the token: once the client has it, one more update shows them.
  await client.getToken();
  await el.updateComplete;
  return { el, sb, contact, root: el.shadowRoot! };
}
const $ = <T extends Element>(root: ShadowRoot, selector: string) => root.querySelector<T>(selector);
const ready = (el: ParleyContactPanel) => waitUntil(() => el.current !== undefined, 'contact shown');
/** What the save status line says (`data-status`: idle, saving, saved, invalid, error). */
const status = (el: ParleyContactPanel) => el.shadowRoot!.querySelector('[part="status"]')?.getAttribute('data-status');

async function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const PAGE_RULES = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
/** Three of the demo audiences (in this order), whatever the small test sandbox made the contact a member of. */
const THREE = [DEMO_AUDIENCES.vip, DEMO_AUDIENCES.coffeeClub, DEMO_AUDIENCES.testNumbers];

describe('<parley-contact-panel>', () => {
  it('with contacts:write shows editable fields, autosaves a valid edit to the real contact, and says so', async () => {
    const { el, sb, contact, root } = await mount(['contacts:write', 'audiences:read']);
    await ready(el);
    await el.updateComplete;
    const name = $<HTMLInputElement>(root, '#f-name')!;
    expect(name.value).to.equal(contact.name);
    await expect(el).to.be.accessible();
    let saved: unknown;
    el.addEventListener('parley-contact-updated', (e) => (saved = (e as CustomEvent).detail.contact));
    await type(name, 'Jordan Q. Avery');
    await type($<HTMLInputElement>(root, '#f-tags')!, 'vip, flat white');
    await waitUntil(() => status(el) === 'saved', 'saved', { timeout: 5000 });
    expect(sb.sandbox.store.data.contacts[LONG_THREAD.to]!.name).to.equal('Jordan Q. Avery');
    expect(sb.sandbox.store.data.contacts[LONG_THREAD.to]!.tags).to.deep.equal(['vip', 'flat white']);
    expect((saved as { name: string }).name).to.equal('Jordan Q. Avery');
    expect($(root, '[part="status"]')!.textContent).to.contain('Saved');
    // Audience names come from audiences:read; with contacts:write they are ticks that save the memberships.
    expect($(root, '[part="audiences"]')!.textContent).to.contain('Sandbox test numbers');
    await expect(el).to.be.accessible();
    const labels = [...root.querySelectorAll<HTMLLabelElement>('label.check')];
    const newsletter = labels.find((l) => l.textContent!.includes('Newsletter'))!.querySelector('input')!;
    const tests = labels.find((l) => l.textContent!.includes('Sandbox test numbers'))!.querySelector('input')!;
    expect(tests.checked).to.equal(true);
    expect(newsletter.checked).to.equal(false);
    newsletter.click();
    tests.click();
    await waitUntil(
      () =>
        status(el) === 'saved' &&
        !sb.sandbox.store.data.contacts[LONG_THREAD.to]!.audienceIds.includes('aud_dtest_numbers'),
      'memberships saved',
      { timeout: 5000 },
    );
    expect(sb.sandbox.store.data.contacts[LONG_THREAD.to]!.audienceIds).to.include('aud_dnewsletter');
    await expect(el).to.be.accessible();
  });

  it('shows a wrong email on the field, does not save it, and saves once it is fixed', async () => {
    const { el, sb, root } = await mount(['contacts:write']);
    await ready(el);
    const before = sb.sandbox.store.data.contacts[LONG_THREAD.to]!.email;
    const email = $<HTMLInputElement>(root, '#f-email')!;
    await type(email, 'not-an-email');
    await el.updateComplete;
    const error = $<HTMLElement>(root, '#f-email-error')!;
    expect(error.textContent).to.equal('Enter an email address such as ana@example.com.');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.contain('f-email-error');
    await waitUntil(() => status(el) === 'invalid', 'refused locally', { timeout: 5000 });
    expect(sb.sandbox.store.data.contacts[LONG_THREAD.to]!.email).to.equal(before);
    await expect(el).to.be.accessible();
    await type(email, 'jordan@example.org');
    await waitUntil(() => status(el) === 'saved', 'saved', { timeout: 5000 });
    expect(sb.sandbox.store.data.contacts[LONG_THREAD.to]!.email).to.equal('jordan@example.org');
    expect($(root, '#f-email-error')).to.equal(null);
  });

  it('shows a refusal of the service in place and keeps the edit for the next attempt', async () => {
    const { el, sb, root } = await mount(['contacts:write']);
    await ready(el);
    await sb.server('DELETE', `/contacts/${el.current!.id}`);
    await type($<HTMLTextAreaElement>(root, '#f-description')!, 'Gone meanwhile');
    await waitUntil(() => status(el) === 'error', 'refused', { timeout: 5000 });
    expect($(root, '[part="status"]')!.textContent).to.match(/Not saved/);
    expect($<HTMLTextAreaElement>(root, '#f-description')!.value).to.equal('Gone meanwhile');
    await expect(el).to.be.accessible();
  });

  it('is read-only with contacts:read (from the conversation’s contact, no request), in dark too', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { el, root, contact } = await mount(['contacts:read'], { theme, viaProperty: true });
      await ready(el);
      await el.updateComplete;
      expect(root.querySelectorAll('input, textarea').length).to.equal(0);
      expect(root.textContent).to.contain(contact.name!);
      expect(root.textContent).to.contain('Read only');
      await expect(el).to.be.accessible();
    }
  });

  it('renders nothing without a contacts scope', async () => {
    const { el, root } = await mount(['conversations:read']);
    await el.updateComplete;
    expect(root.querySelector('section')).to.equal(null);
    expect(root.textContent!.trim()).to.equal('', 'nothing at all');
  });

  it('speaks Spanish and Arabic (right to left), loaded on demand', async () => {
    const es = await mount(['contacts:write'], { locale: 'es' });
    await ready(es.el);
    await es.el.updateComplete;
    expect(es.root.querySelector('label[for="f-name"]')!.textContent).to.equal('Nombre');
    const ar = await mount(['contacts:write'], { locale: 'ar', theme: 'dark' });
    await ready(ar.el);
    await ar.el.updateComplete;
    expect(ar.el.getAttribute('dir')).to.equal('rtl');
    expect(ar.root.querySelector('label[for="f-name"]')!.textContent).to.equal('الاسم');
    await expect(ar.el).to.be.accessible();
  });

  it('shows hostile contact text as text', async () => {
    const { el, sb, root } = await mount(['contacts:read'], { viaProperty: false });
    await sb.server('PATCH', `/contacts/${sb.sandbox.store.data.contacts[LONG_THREAD.to]!.id}`, {
      name: '<img src=x onerror=alert(1)>',
      description: '<script>alert(1)</script>',
    });
    el.contactId = undefined;
    await el.updateComplete;
    el.contactId = sb.sandbox.store.data.contacts[LONG_THREAD.to]!.id;
    await waitUntil(() => el.current?.name?.startsWith('<img'), 'reloaded');
    await el.updateComplete;
    expect(root.querySelector('img, script')).to.equal(null);
    expect(root.textContent).to.contain('<img src=x onerror=alert(1)>');
  });

  it('without audiences:read says how many audiences the contact is in, never their ids', async () => {
    const said: Record<string, string[]> = {};
    for (const scopes of [['contacts:read'], ['contacts:write']] as Scope[][]) {
      for (const locale of ['en', 'es', 'ar']) {
        const { el, root } = await mount(scopes, { locale, audienceIds: THREE });
        await ready(el);
        await el.updateComplete;
        await waitUntil(() => root.querySelector('.count'), `${scopes} ${locale}: the count`);
        expect(root.textContent, `${scopes} ${locale}`).not.to.match(/aud_/);
        (said[locale] ??= []).push(root.querySelector('.count')!.textContent!);
        if (locale === 'en') {
          await pictures(el, `contact-audience-count-${scopes[0]!.replace(':', '-')}`, () =>
            root.querySelector('.count'),
          );
          await axeEachWay(el, PAGE_RULES);
        }
        el.remove(); // one panel on the page at a time (its pictures)
      }
    }
    expect(said).to.deep.equal({
      en: ['In 3 audiences', 'In 3 audiences'],
      es: ['En 3 audiencias', 'En 3 audiencias'],
      ar: ['في 3 جماهير', 'في 3 جماهير'],
    });
    // The count's word follows the number: one audience, and Arabic's dual and counts of 11 and more.
    const counts: [string, number, string][] = [
      ['en', 1, 'In 1 audience'],
      ['es', 1, 'En 1 audiencia'],
      ['ar', 1, 'في جمهور واحد'],
      ['ar', 2, 'في جمهورين'],
      ['ar', 11, 'في 11 جمهورًا'],
      ['ar', 100, 'في 100 جمهور'],
    ];
    for (const [locale, count, words] of counts) {
      const audienceIds = Array.from({ length: count }, (_, i) => `aud_n${i}`);
      const { el, root } = await mount(['contacts:read'], { locale, audienceIds });
      await ready(el);
      await waitUntil(() => root.querySelector('.count')?.textContent === words, `${locale} ${count}: ${words}`);
      el.remove();
    }
  });

  it('with audiences:read names the audiences, and counts any it cannot name', async () => {
    const { el, sb, root } = await mount(['contacts:read', 'audiences:read'], { audienceIds: THREE });
    await ready(el);
    await waitUntil(() => root.querySelectorAll('.chip').length > 2, 'audiences named');
    expect(root.querySelector('.count')?.outerHTML).to.equal(undefined);
    expect([...root.querySelectorAll('ul[part="audiences"] .chip')].map((c) => c.textContent)).to.deep.equal([
      'VIP customers',
      'Acme Coffee club',
      'Sandbox test numbers',
    ]);
    // An audience deleted meanwhile (no name to show): the others by name, that one counted.
    const contact = sb.sandbox.store.data.contacts[LONG_THREAD.to]!;
    contact.audienceIds = [...contact.audienceIds, 'aud_gone'];
    el.contactId = undefined;
    await el.updateComplete;
    el.contactId = contact.id;
    await waitUntil(() => root.textContent!.includes('and 1 other audience'), 'the unnamed one counted');
    expect(root.textContent).not.to.match(/aud_/);
    await pictures(el, 'contact-audiences-named', () => root.querySelector('ul[part="audiences"]'));
    await axeEachWay(el, PAGE_RULES);
  });
});
