import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { expect } from '@open-wc/testing';
class XSmoke extends LitElement {
  @property() accessor name = 'world';
  override render() {
    return html`<p>hi ${this.name}</p>`;
  }
}
customElements.define('x-smoke', XSmoke);
describe('smoke', () => {
  it('renders a lit element with standard decorators', async () => {
    const el = document.createElement('x-smoke') as XSmoke;
    el.name = 'ts';
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('hi ts');
  });
});
