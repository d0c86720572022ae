/**
 * The cost line follows the reach line for one recipient: nothing is priced when nothing will arrive (no RCS and no
 * fallback, or a number not in service), only the fallback when only it arrives, and the RCS price (with the
 * fallback's) for an RCS phone. Real sandbox (`…0000` cannot get RCS, `…9999` is not in service); axe and pictures.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $, NO_RCS, PHONE, RCS_USER, fill } from './helpers.js';

const NOT_IN_SERVICE = '+14155559999';
const words = (node: Element | null) =>
  node?.textContent
    ?.replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim() ?? null;
const reach = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part="launch-warning"]'));
const cost = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part~="validation"]'));

/** Waits until the reach line and the cost line both say what is expected of them. */
async function lines(el: ParleyComposer, wanted: { reach: RegExp | null; cost: RegExp }) {
  await waitUntil(
    () => (wanted.reach ? wanted.reach.test(reach(el) ?? '') : reach(el) === null) && wanted.cost.test(cost(el) ?? ''),
    () => `reach "${reach(el)}", cost "${cost(el)}"`,
    { timeout: 5000 },
  );
  await el.updateComplete;
}

describe('<parley-composer> the cost line follows the reach line', function () {
  this.timeout(120_000);

  it('no price for what will not arrive; the fallback’s alone when only it arrives; RCS for an RCS phone', async () => {
    const { el } = await mountExtras({ to: NO_RCS, scopes: ['messages:send'] });
    await fill(el, 'rcs.text', 'Your table is ready');
    await lines(el, { reach: /so it will not arrive/, cost: /^Estimated cost: nothing, as it will not arrive$/ });
    await shootAll('composer-cost-none', { settle: () => el.updateComplete, fullPage: true });
    await accessibleEverywhere(el);

    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    await lines(el, { reach: /gets the SMS fallback instead/, cost: /^Estimated cost: \$[\d.]+ as SMS$/ });
    await shootAll('composer-cost-fallback-only', { settle: () => el.updateComplete, fullPage: true });

    el.to = NOT_IN_SERVICE;
    await lines(el, {
      reach: /not in service: nothing will arrive/,
      cost: /^Estimated cost: nothing, as it will not arrive$/,
    });

    el.to = RCS_USER;
    await lines(el, { reach: null, cost: /^Estimated cost: \$[\d.]+ as RCS, or \$[\d.]+ if it goes as SMS$/ });
  });

  it('says it in Spanish and Arabic', async () => {
    const { el } = await mountExtras({ to: NOT_IN_SERVICE, scopes: ['messages:send'] });
    await fill(el, 'rcs.text', 'Hola');
    await lines(el, { reach: /not in service/, cost: /nothing/ });
    el.locale = 'es';
    await waitUntil(
      () => cost(el) === 'Coste estimado: nada, porque no llegará',
      () => `${cost(el)}`,
    );
    el.locale = 'ar';
    await waitUntil(
      () => cost(el) === 'التكلفة التقديرية: لا شيء، لأنها لن تصل',
      () => `${cost(el)}`,
    );
    await shoot('composer-cost-none-arabic', { lang: 'ar', settle: () => el.updateComplete });
  });
});
