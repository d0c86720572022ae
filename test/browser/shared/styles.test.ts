import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, html as litHtml } from 'lit';
import { baseStyles } from '../../../src/components/shared/styles.js';

class ThemedBox extends LitElement {
  static override styles = baseStyles;
  static override properties = { theme: { reflect: true } };
  declare theme: string;
  override render() {
    return litHtml`<p>x</p>`;
  }
}
customElements.define('x-themed-box', ThemedBox);

describe('base styles', () => {
  it('light by default, the dark palette with theme="dark"', async () => {
    const light = await fixture(html`<x-themed-box theme="light"></x-themed-box>`);
    const dark = await fixture(html`<x-themed-box theme="dark"></x-themed-box>`);
    expect(getComputedStyle(light).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(dark).backgroundColor).to.equal('rgb(13, 17, 23)');
    expect(getComputedStyle(dark).color).to.equal('rgb(230, 237, 243)');
  });
  it('a host custom property wins in both schemes, without !important', async () => {
    const dark = await fixture(
      html`<x-themed-box theme="dark" style="--parley-color-background: rgb(1, 2, 3)"></x-themed-box>`,
    );
    expect(getComputedStyle(dark).backgroundColor).to.equal('rgb(1, 2, 3)');
  });
});
