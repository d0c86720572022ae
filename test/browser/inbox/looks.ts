/** How the inbox tests look at a state: pictures of it, and axe in light, dark and Arabic. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import type { Mounted } from './helpers.js';

/**
 * The four standard pictures and a Spanish one (the inbox's longest words), with the element as wide as the page
 * allows (so the phone picture is one pane).
 */
export async function shots(m: Mounted, name: string): Promise<void> {
  m.el.parentElement!.style.width = 'min(900px, 100%)';
  await shootAll(name, { settle: () => m.el.updateComplete });
  await shoot(`${name}-es`, { lang: 'es', settle: () => m.el.updateComplete });
}

/** axe (colour contrast included) in light, dark and Arabic (`arabic` says when the Arabic text is shown), back to light English after. */
export async function accessibleEverywhere(m: Mounted, arabic: () => boolean): Promise<void> {
  await expect(m.el).to.be.accessible();
  m.el.setAttribute('theme', 'dark');
  await m.el.updateComplete;
  await expect(m.el).to.be.accessible();
  m.el.setAttribute('locale', 'ar');
  await waitUntil(arabic, 'the Arabic text', { timeout: 5000 });
  await expect(m.el).to.be.accessible();
  m.el.setAttribute('theme', 'light');
  m.el.removeAttribute('locale');
  await m.el.updateComplete;
}
