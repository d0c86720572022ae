/**
 * Every RBM suggested action in the composer: the editor fields each needs (share location: none; open URL: where it
 * opens and a webview's size; view location: a point or a search), the request it makes, the preview's chip, and the
 * words that explain "postback" and GSM-7.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { ALL_SCOPES } from '../helpers/sandbox.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { $, $$, RCS_USER, accessibleEverywhere, click, editorReady, fill, input, mount, text } from './helpers.js';

async function choose(el: ParleyComposer, path: string, value: string) {
  const select = input(el, path) as unknown as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

async function withSuggestion(type: string) {
  const { el } = await mount({ to: RCS_USER });
  await fill(el, 'rcs.text', 'Where shall we meet?');
  await click(el, '[data-add="rcs.suggestions"]');
  await editorReady(el);
  await choose(el, 'rcs.suggestions.0.type', type);
  return el;
}

describe('composer: every RBM suggested action', () => {
  it('share location: no fields but its label, a hint saying what it does, and a ➤ chip', async () => {
    const el = await withSuggestion('shareLocation');
    expect(el.shadowRoot!.querySelector('#f-rcs-suggestions-0-latitude')).to.equal(null);
    expect(text(el, '[part="suggestion"] .hint')).to.contain('asks the recipient to send you their location');
    await fill(el, 'rcs.suggestions.0.text', 'Share my location');
    expect(el.value.rcs!.suggestions).to.deep.equal([{ type: 'shareLocation', text: 'Share my location' }]);
    expect(el.problems).to.deep.equal([]);
    expect(text(el, '.screen > .chips .chip')).to.equal('➤Share my location');
    // Postback data is explained where it is typed.
    expect($(el, 'label[for="f-rcs-suggestions-0-postbackData"]').textContent!.trim()).to.equal(
      'Data for your webhook',
    );
    expect(text(el, '#f-rcs-suggestions-0-postbackData-h')).to.contain('Never shown to the recipient');
    await shootAll('composer-action-share-location');
    await accessibleEverywhere(el);
  });

  it('open URL: the browser by default; a webview asks for its size, and going back drops it', async () => {
    const el = await withSuggestion('openUrl');
    await fill(el, 'rcs.suggestions.0.text', 'Order ahead');
    await fill(el, 'rcs.suggestions.0.url', 'https://acme.example/order');
    expect(el.shadowRoot!.querySelector('#f-rcs-suggestions-0-webviewViewMode')).to.equal(null);
    expect(el.value.rcs!.suggestions![0]).to.deep.equal({
      type: 'openUrl',
      text: 'Order ahead',
      url: 'https://acme.example/order',
    });
    await choose(el, 'rcs.suggestions.0.application', 'WEBVIEW');
    await choose(el, 'rcs.suggestions.0.webviewViewMode', 'HALF');
    expect(el.value.rcs!.suggestions![0]).to.deep.include({ application: 'WEBVIEW', webviewViewMode: 'HALF' });
    expect(el.problems).to.deep.equal([]);
    await shootAll('composer-action-webview');
    el.locale = 'ar';
    await shoot('composer-action-webview-arabic', { lang: 'ar', settle: () => el.updateComplete });
    el.locale = 'en';
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await choose(el, 'rcs.suggestions.0.application', 'BROWSER');
    expect(el.value.rcs!.suggestions![0]).to.deep.equal({
      type: 'openUrl',
      text: 'Order ahead',
      url: 'https://acme.example/order',
      application: 'BROWSER',
    });
    expect(el.problems).to.deep.equal([]);
  });

  it('view location: a search query alone is enough; half a point is named', async () => {
    const el = await withSuggestion('viewLocation');
    await fill(el, 'rcs.suggestions.0.text', 'Nearest store');
    await fill(el, 'rcs.suggestions.0.query', 'Acme Coffee, Market Street');
    expect(el.value.rcs!.suggestions![0]).to.deep.equal({
      type: 'viewLocation',
      text: 'Nearest store',
      query: 'Acme Coffee, Market Street',
    });
    expect(el.problems).to.deep.equal([]);
    await fill(el, 'rcs.suggestions.0.latitude', '38.7');
    expect(el.problems.map((p) => p.path)).to.deep.equal(['rcs.suggestions.0.longitude']);
    expect(text(el, '.screen > .chips .chip')).to.equal('◉Nearest store');
  });

  it('the SMS fallback says what GSM-7 and UCS-2 mean', async () => {
    const { el } = await mount();
    $<HTMLInputElement>(el, '[part="fallback"] input[type="checkbox"]').click();
    await editorReady(el);
    await fill(el, 'fallback.text', 'Hello there');
    expect(text(el, '#fallback-encoding')).to.match(/^GSM-7: plain Latin letters/);
    await fill(el, 'fallback.text', 'Hello 👋');
    expect(text(el, '#fallback-encoding')).to.match(/^UCS-2: .* only 70/);
    expect($$(el, '#fallback-encoding')).to.have.length(1);
    await shootAll('composer-fallback-encoding');
    await accessibleEverywhere(el);
  });

  it('says who sends by the agent’s name, not its id', async () => {
    const { el } = await mount({ to: RCS_USER, scopes: [...ALL_SCOPES, 'agents:read'] });
    const from = () => el.shadowRoot!.querySelector('[part="header"] p')!.textContent!.replace(/\s+/g, ' ').trim();
    await waitUntil(() => from() === 'From Acme Coffee', `the header says "${from()}"`, { timeout: 8000 });
    expect($(el, '[part="header"] p bdi').title).to.equal('agent_acme_coffee');
  });
});
