import { expect, fixture, html } from '@open-wc/testing';
import { html as litHtml } from 'lit';
import { ParleyElement } from '../../../src/components/shared/parley-element.js';
import { I18nController, type LazyCatalogs } from '../../../src/i18n/index.js';

let loads = 0;
const catalogs: LazyCatalogs<'hello'> = {
  en: { hello: 'Hello' },
  // A slow chunk: the element must not show English while it loads.
  es: () => new Promise((resolve) => setTimeout(() => (loads++, resolve({ default: { hello: 'Hola' } })), 50)),
};
const rendered: string[] = [];
class LazyGreeting extends ParleyElement {
  readonly #i18n = new I18nController(this, catalogs, () => this.locale);
  override render() {
    const text = this.#i18n.t('hello');
    rendered.push(text);
    return litHtml`<p>${text}</p>`;
  }
}
customElements.define('x-lazy-greeting', LazyGreeting);

describe('locale catalogs loaded on demand', () => {
  beforeEach(() => (rendered.length = 0));

  it('holds the first render until the catalog is there: no flash of English', async () => {
    const el = await fixture<LazyGreeting>(html`<x-lazy-greeting locale="es"></x-lazy-greeting>`);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Hola');
    expect(rendered).to.deep.equal(['Hola']);
    expect(el.getAttribute('dir')).to.equal('ltr');
  });

  it('switching locale loads the catalog before the update that needs it; it is fetched once', async () => {
    const el = await fixture<LazyGreeting>(html`<x-lazy-greeting locale="en"></x-lazy-greeting>`);
    expect(el.shadowRoot!.textContent).to.contain('Hello');
    const before = loads;
    el.locale = 'es-MX';
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Hola');
    expect(rendered).to.deep.equal(['Hello', 'Hola']);
    el.locale = 'es';
    await el.updateComplete;
    expect(loads - before).to.be.at.most(1);
  });

  it('an unknown language falls back to English without waiting', async () => {
    const el = await fixture<LazyGreeting>(html`<x-lazy-greeting locale="fr"></x-lazy-greeting>`);
    expect(el.shadowRoot!.textContent).to.contain('Hello');
  });
});

describe('a language the host registers', () => {
  it('renders in it, with English for the keys it lacks', async () => {
    const { ParleyInbox } = await import('../../../src/components/inbox/inbox.component.js');
    await import('../../../src/inbox.js');
    ParleyInbox.registerLanguage('fr', { noCredentials: 'Aucun jeton : définissez token-url.' });
    const el = document.createElement('parley-inbox');
    el.setAttribute('locale', 'fr-FR');
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Aucun jeton : définissez token-url.');
    expect(el.shadowRoot!.querySelector('input[type="search"]')!.getAttribute('aria-label')).to.equal(
      'Search conversations',
    );
    el.remove();
  });
});
