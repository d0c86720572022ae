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

/** A count in words: its plural form by `Intl.PluralRules`, a number of four digits or more grouped for the locale. */
class ClickCount extends ParleyElement {
  static override properties = { count: { type: Number } };
  declare count: number;
  constructor() {
    super();
    this.count = 12345;
  }
  readonly #i18n = new I18nController(
    this,
    { en: { clicks: '{count} click|{count} clicks' }, es: { clicks: '{count} clic|{count} clics' } },
    () => this.locale,
  );
  override render() {
    return litHtml`<p>${this.#i18n.t('clicks', { count: this.count })}</p>`;
  }
}
customElements.define('x-click-count', ClickCount);

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

  it('a tag Intl cannot read is read as meant (`es_ES`) or passed over, never thrown from a render; counts are grouped', async () => {
    root.setAttribute('lang', 'es_ES');
    const el = await fixture<ClickCount>(html`<x-click-count></x-click-count>`);
    const text = () => el.shadowRoot!.textContent!.trim();
    expect(text()).to.equal('12.345 clics');
    el.count = 1234; // Spanish groups from five digits
    await el.updateComplete;
    expect(text()).to.equal('1234 clics');

    el.setAttribute('locale', 'en US!'); // not a tag: the page's language stands
    await el.updateComplete;
    expect(text()).to.equal('1234 clics');
    el.setAttribute('locale', 'en_GB');
    await el.updateComplete;
    expect(text()).to.equal('1,234 clicks');

    el.removeAttribute('locale');
    root.setAttribute('lang', '!!'); // nor this: the browser's language, English here
    await waitUntil(() => text() === '1,234 clicks', `the element read "${text()}"`);
    el.count = 1;
    await el.updateComplete;
    expect(text()).to.equal('1 click');
  });
});
