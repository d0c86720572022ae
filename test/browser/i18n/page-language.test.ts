/**
 * Elements follow the page's language at run time: a page that switches `<html lang>` (a language menu), or an
 * element's own `lang`, gets the element re-rendered in that language and direction with no other nudge. A quiet
 * element (nothing loading, nothing else to re-render it) shows that the change alone is enough.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { html as litHtml } from 'lit';
import { ParleyElement } from '../../../src/components/shared/parley-element.js';
import { I18nController } from '../../../src/i18n/index.js';

class QuietGreeting extends ParleyElement {
  readonly #i18n = new I18nController(
    this,
    { en: { hello: 'Hello' }, es: { hello: 'Hola' }, ar: { hello: 'مرحبا' } },
    () => this.locale,
  );
  override render() {
    return litHtml`<p>${this.#i18n.t('hello')}</p>`;
  }
}
customElements.define('x-quiet-greeting', QuietGreeting);

describe('the page language, changed at run time', () => {
  const root = document.documentElement;
  const before = root.getAttribute('lang');
  afterEach(() => (before === null ? root.removeAttribute('lang') : root.setAttribute('lang', before)));

  it('<html lang> switched to Arabic, then the element’s own lang to Spanish: each shows at once', async () => {
    root.setAttribute('lang', 'en');
    const el = await fixture<QuietGreeting>(html`<x-quiet-greeting></x-quiet-greeting>`);
    const text = () => el.shadowRoot!.textContent!.trim();
    expect(text()).to.equal('Hello');
    expect(el.getAttribute('dir')).to.equal('ltr');

    root.setAttribute('lang', 'ar');
    await waitUntil(() => text() === 'مرحبا', 'the element did not switch to Arabic');
    expect(el.getAttribute('dir')).to.equal('rtl');

    el.setAttribute('lang', 'es');
    await waitUntil(() => text() === 'Hola', 'the element did not follow its own lang');
    expect(el.getAttribute('dir')).to.equal('ltr');
  });
});
