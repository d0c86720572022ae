/**
 * A phone field's pending country box (shown until the phone library arrives) names its country only once the first
 * screen is on screen: a page's first `Intl.DisplayNames` loads ICU's display-name data (a tenth of a second of a
 * phone's CPU), which the render that shows the fields does not wait for. The box is there, empty, from the first
 * frame (the row's layout does not move when the name fills in), and one `Intl.DisplayNames` per locale serves the
 * box and the picker's list. Its own file: the region names are made once per page, so the first form decides.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { shootAll } from '../helpers/screenshot.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { $, clearDrafts, setupForm } from './harness.js';

/** Each `Intl.DisplayNames` made on this page: its locale and whether the phone input had been on screen by then. */
const made: { locale: string; inputOnScreen: boolean }[] = [];
/** Set by the frame watcher once a phone input is laid out in a frame (that frame is then painted with it). */
let inputOnScreen = false;

// Replaced before any form is shown; the element reads `Intl.DisplayNames` when it names a region, never when defined.
const RealDisplayNames = Intl.DisplayNames;
Object.defineProperty(Intl, 'DisplayNames', {
  configurable: true,
  writable: true,
  value: class extends RealDisplayNames {
    constructor(locales?: string | string[], options?: Intl.DisplayNamesOptions) {
      super(locales, options!);
      made.push({ locale: String(locales), inputOnScreen });
    }
  },
});

/** Each `Intl.Locale#maximize` (a field without a country reads numbers in the locale's region), as `made`. */
const maximized: boolean[] = [];
const realMaximize = Intl.Locale.prototype.maximize;
Intl.Locale.prototype.maximize = function (this: Intl.Locale) {
  maximized.push(inputOnScreen);
  return realMaximize.call(this);
};

/** The pending box's text in each render that changed the element (a picker render records `picker`). */
function watchPending(el: ParleyForm): { texts: string[]; stop(): void } {
  const texts: string[] = [];
  const note = () => {
    const root = el.shadowRoot!;
    const text = root.querySelector('.country.pending')
      ? root.querySelector('.country.pending')!.textContent!.trim()
      : root.querySelector('select.country')
        ? 'picker'
        : 'none';
    if (texts.at(-1) !== text) texts.push(text);
  };
  const observer = new MutationObserver(note);
  observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  note();
  return { texts, stop: () => observer.disconnect() };
}

/**
 * Watches every frame from now until a `parley-form`'s phone input is laid out, as the bench's probe does: sets
 * `inputOnScreen` and records the pending box's text in that first frame.
 */
function watchFrames(): Promise<string | null> {
  inputOnScreen = false;
  return new Promise((done) => {
    const tick = () => {
      const root = document.querySelector('parley-form')?.shadowRoot;
      const input = root?.querySelector<HTMLInputElement>('input[type=tel]');
      const box = input?.getBoundingClientRect();
      if (box && box.width && box.height) {
        inputOnScreen = true;
        done(root!.querySelector('.country.pending')?.textContent?.trim() ?? null);
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const PHONE_FORM = {
  fields: [
    { key: 'name', label: 'Name', type: 'text' as const, required: true },
    { key: 'tel', label: 'Mobile', type: 'phone' as const, defaultCountry: 'US' },
  ],
};

describe('<parley-form> phone country name', () => {
  beforeEach(clearDrafts);

  it('is named only after the first screen shows the phone input; one DisplayNames serves box and picker', async () => {
    const firstFrame = watchFrames();
    const { el, form } = await setupForm(PHONE_FORM);
    const pending = watchPending(el);
    try {
      const shownEmpty = await firstFrame;
      // Idle time may already have come (and named the box) while the setup waited: what counts is when each was made.
      expect(
        made.filter((m) => !m.inputOnScreen),
        'DisplayNames made before the phone input was on screen',
      ).to.deep.equal([]);
      expect(shownEmpty, 'the pending box in the first frame with the phone input').to.equal('');
      await waitUntil(
        () => el.shadowRoot!.querySelector('select.country'),
        () => `no country picker (pending box: ${JSON.stringify(pending.texts)})`,
      );
      await el.updateComplete;
      expect(made.length, `DisplayNames made: ${JSON.stringify(made)}`).to.be.greaterThan(0);
      expect(
        made.filter((m) => !m.inputOnScreen),
        'DisplayNames made before the phone input was on screen',
      ).to.deep.equal([]);
      expect(
        made.filter((m) => m.locale === 'en'),
        'one per locale, shared by the box and the picker',
      ).to.have.length(1);
      // The box was named before the picker replaced it (the name arrives in idle time, the library after a fetch);
      // it may already be named when this watch starts.
      expect(pending.texts.filter((text) => text !== '')).to.deep.equal(['United States', 'picker']);
      expect(form.$<HTMLSelectElement>('select.country').selectedOptions[0]!.textContent).to.equal(
        'United States \u2066+1\u2069',
      );
    } finally {
      pending.stop();
    }
  });

  it('names the country in the locale (Arabic) once shown, and keeps the row as it was laid out', async () => {
    // Idle time is held back until the first screen is photographed, so the box is seen empty, then named.
    const realIdle = window.requestIdleCallback;
    const queued: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => queued.push(callback);
    const firstFrame = watchFrames();
    try {
      const { el } = await setupForm(PHONE_FORM, { locale: 'ar' });
      expect(await firstFrame, 'the pending box in the first frame with the phone input').to.equal('');
      const box = () => $(el, '.country.pending').getBoundingClientRect();
      const input = () => $(el, 'input[type=tel]').getBoundingClientRect();
      expect(
        made.filter((m) => m.locale === 'ar'),
        'Arabic names before idle time',
      ).to.deep.equal([]);
      // A first screen without the name is a working form: the box is aria-hidden, nothing names a missing control.
      await expect(el).to.be.accessible();
      await shootAll('form-phone-country-unnamed', { settle: () => el.updateComplete });
      const before = { box: box(), input: input() }; // in the viewport the pictures left

      window.requestIdleCallback = realIdle;
      for (const callback of queued.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      await el.updateComplete;
      const named = el.shadowRoot!.querySelector('.country.pending');
      if (named) {
        // The picker (which needs the library, fetched from now on) may already have replaced the box.
        expect(named.textContent!.trim()).to.equal(new RealDisplayNames(['ar'], { type: 'region' }).of('US'));
        expect(box().height, 'the named box keeps its height').to.equal(before.box.height);
        expect(box().width, 'the named box keeps its width').to.equal(before.box.width);
        expect(input().top, 'the phone input does not move').to.equal(before.input.top);
        await shootAll('form-phone-country-named', { settle: () => el.updateComplete });
      }
      expect(made.filter((m) => m.locale === 'ar' && !m.inputOnScreen)).to.deep.equal([]);
      await waitUntil(() => el.shadowRoot!.querySelector('select.country'), 'no country picker');
      await expect(el).to.be.accessible();
    } finally {
      window.requestIdleCallback = realIdle;
    }
  });

  it('reads the locale region of a field without a country only after the first screen (Spanish)', async () => {
    const realIdle = window.requestIdleCallback;
    const queued: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => queued.push(callback);
    const firstFrame = watchFrames();
    try {
      const { el } = await setupForm({ fields: [{ key: 'tel', label: 'Móvil', type: 'phone' }] }, { locale: 'es' });
      expect(await firstFrame, 'the pending box in the first frame with the phone input').to.equal('');
      expect(
        maximized.filter((onScreen) => !onScreen),
        'Intl.Locale#maximize before the input was on screen',
      ).to.deep.equal([]);
      window.requestIdleCallback = realIdle;
      for (const callback of queued.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      await el.updateComplete;
      const named = el.shadowRoot!.querySelector('.country.pending');
      if (named) expect(named.textContent!.trim()).to.equal('España');
      await waitUntil(() => el.shadowRoot!.querySelector('select.country'), 'no country picker');
      expect($<HTMLSelectElement>(el, 'select.country').value, 'the locale region').to.equal('ES');
      expect(maximized.length, 'the locale region read').to.be.greaterThan(0);
    } finally {
      window.requestIdleCallback = realIdle;
    }
  });
});
