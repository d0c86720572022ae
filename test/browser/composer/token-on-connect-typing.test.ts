/**
 * A composer given `token-url` fetches its transport as it connects (`components/composer/transport.ts`, for the
 * token) and its other parts once it is wanted: a person typing at once, while both are on their way, keeps every
 * keystroke, and the box is the same `<textarea>` throughout (no flash: nothing re-creates it when a part arrives).
 * One page per file: a part once loaded stays loaded for the page.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/composer.js';
import { waitUntil } from '../helpers/wait.js';
import { newScenario } from '../api/helpers.js';
import { AGENT, RCS_USER, input } from './helpers.js';

describe('<parley-composer> typing while its transport arrives', () => {
  it('keeps every keystroke in the same message box', async () => {
    const s = await newScenario();
    const el = document.createElement('parley-composer');
    Object.assign(el, { baseUrl: s.baseUrl, tokenUrl: `${s.baseUrl}/token`, from: AGENT, to: RCS_USER, locale: 'en' });
    document.body.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('textarea'), 'no message box');
    const box = input(el, 'rcs.text');
    box.focus();
    const TYPED = 'Typed while the parts were on their way';
    await sendKeys({ type: TYPED });
    await waitUntil(async () => (await s.log()).tokenRequests === 1, 'no token requested', { timeout: 10_000 });
    await el.updateComplete;
    expect(input(el, 'rcs.text'), 'the same box').to.equal(box);
    expect(box.value).to.equal(TYPED);
    expect(el.value.rcs).to.deep.equal({ text: TYPED });
    el.remove();
  });
});
