/** How the blast tests look at a state: axe in light, dark and Arabic, and pictures of it. */
import { expect } from '@open-wc/testing';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';

/** Axe, every rule, in light, dark and Arabic; back to light and the element's own language after. */
export async function accessibleEverywhere(el: ParleyBlast): Promise<void> {
  const locale = el.getAttribute('locale') ?? 'en';
  await expect(el).to.be.accessible();
  el.setAttribute('theme', 'dark');
  await el.updateComplete;
  await expect(el).to.be.accessible();
  el.setAttribute('locale', 'ar');
  await waitUntil(() => el.getAttribute('dir') === 'rtl', 'Arabic');
  await el.updateComplete;
  await expect(el).to.be.accessible();
  el.setAttribute('theme', 'light');
  el.setAttribute('locale', locale);
  await waitUntil(() => el.getAttribute('dir') === (locale === 'ar' ? 'rtl' : 'ltr'), 'its own language');
  await el.updateComplete;
}

/**
 * Pictures of a state in every variant, and a phone in Arabic and dark (`arabicPhone`); the element follows the
 * page's language for the Arabic ones.
 */
export async function shots(el: ParleyBlast, name: string, arabicPhone = true): Promise<void> {
  const locale = el.getAttribute('locale') ?? 'en';
  el.removeAttribute('locale');
  await shootAll(name, { settle: () => el.updateComplete });
  if (arabicPhone)
    await shoot(`${name}-390-ar-dark`, {
      width: 390,
      height: 844,
      dark: true,
      lang: 'ar',
      settle: () => el.updateComplete,
    });
  el.setAttribute('locale', locale);
  await el.updateComplete;
}
