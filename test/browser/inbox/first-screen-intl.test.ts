/**
 * The inbox's first screen makes no Intl formatter of numbers: a page's first `Intl.NumberFormat`,
 * `Intl.RelativeTimeFormat` or `Intl.DateTimeFormat` (or `toLocaleString` of a number or date) loads the locale's
 * number data in one long task (~100 ms on a phone's CPU), in the way of every element's network answers. Against the
 * real sandbox, in English, Spanish and Arabic, nothing constructs one before the first rows are on screen with
 * their times and a wait, which say what Intl would (their words are the catalogs', `time-words.ts`).
 */
import { expect } from '@open-wc/testing';
import '../../../src/inbox.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { relativeTime } from '../../../src/core/relative-time.js';
import { BASE_URL, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';

/** Where each formatter of numbers was made (the first lines of its stack), while `watch` is on. */
const made: string[] = [];
let watching = false;
const note = (what: string) => {
  if (watching) made.push(`${what} at ${new Error().stack!.split('\n').slice(3, 6).join(' ← ').replace(/\s+/g, ' ')}`);
};

/** Wraps the formatters' constructors and the `toLocaleString`s that make one, for the whole page. */
function watchIntl(): void {
  for (const name of ['NumberFormat', 'RelativeTimeFormat', 'DateTimeFormat'] as const) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        note(`Intl.${name}(${JSON.stringify(args)})`);
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        note(`Intl.${name}(${JSON.stringify(args)})`);
        return Reflect.apply(target, self, args) as object;
      },
    });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ];
  for (const [proto, method] of methods) {
    const original = (proto as Record<string, (...args: unknown[]) => string>)[method]!;
    (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      note(method);
      return original.apply(this, args);
    };
  }
}
watchIntl();

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** An inbox in `locale` with its own token against the sandbox: what was made until its first rows were painted. */
async function firstRows(locale: string): Promise<{ made: string[]; el: ParleyInbox }> {
  const box = await startTestSandbox();
  const original = window.fetch;
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).origin === SANDBOX_ORIGIN ? box.fetch(request) : original(input, init);
  };
  const el = document.createElement('parley-inbox') as ParleyInbox;
  el.setAttribute('base-url', BASE_URL);
  el.setAttribute('token', box.token);
  el.setAttribute('locale', locale);
  el.setAttribute('theme', 'light');
  el.style.cssText = 'display:block;height:900px;width:390px';
  made.length = 0;
  watching = true;
  try {
    document.body.append(el);
    const root = el.shadowRoot!;
    // Polled a frame at a time: what is on screen is what the last frame painted.
    for (let i = 0; ; i++) {
      await frame();
      const times = root.querySelectorAll('[part~="thread-row"] time');
      if (times.length && times[0]!.textContent && root.querySelector('[part~="thread-row"] [part~="waiting"]')) break;
      if (i > 600) throw new Error(`no rows with a wait after ${i} frames`);
    }
    return { made: [...made], el };
  } finally {
    watching = false;
    window.fetch = original;
  }
}

describe('<parley-inbox> first screen: no Intl formatter of numbers before its first rows', () => {
  for (const [locale, waitWord] of [
    ['en', 'Waiting'],
    ['es', 'Esperando'],
    ['ar', 'ينتظر'],
  ] as const) {
    it(`in ${locale}: rows with their times and waits, none made, and the times Intl would say`, async () => {
      const { made: before, el } = await firstRows(locale);
      try {
        expect(before, `formatters made before the first rows:\n${before.join('\n')}`).to.deep.equal([]);
        // The words say what Intl says (Intl now may be made: the first screen is painted).
        const root = el.shadowRoot!;
        const now = Date.now();
        const shown = [...root.querySelectorAll<HTMLElement>('[part~="thread-row"]')];
        expect(shown.length).to.be.greaterThan(3);
        for (const row of shown) {
          const time = row.querySelector('time')!;
          const at = Date.parse(time.getAttribute('datetime')!);
          // The row's clock is the minute's: either side of a minute's turn says what Intl says at one of them.
          const said = [now, now - 60e3].map((n) => relativeTime(at, n, locale));
          expect(said, `row ${row.dataset.vkey}`).to.include(time.textContent);
        }
        const waits = shown.map((r) => r.querySelector('[part~="waiting"]')?.textContent).filter(Boolean);
        expect(waits.length).to.be.greaterThan(0);
        for (const wait of waits) expect(wait).to.contain(waitWord);
        expect(inboxState(el).threads.some((c) => c.waitingSince)).to.equal(true);
        await shoot(`first-rows-${locale}-1440`);
        await shoot(`first-rows-${locale}-390`, { width: 390, height: 844 });
        await shoot(`first-rows-${locale}-390-dark`, { width: 390, height: 844, dark: true });
        await expect(el).to.be.accessible();
        // And dark: the waits' and times' colours on the dark palette.
        el.setAttribute('theme', 'dark');
        await el.updateComplete;
        await expect(el).to.be.accessible();
      } finally {
        el.remove();
      }
    });
  }

  it('in French (no catalog): none made either, and the times and waits in English, as every other word', async () => {
    const { made: before, el } = await firstRows('fr');
    try {
      expect(before, `formatters made before the first rows:\n${before.join('\n')}`).to.deep.equal([]);
      const root = el.shadowRoot!;
      const now = Date.now();
      for (const time of root.querySelectorAll('[part~="thread-row"] time')) {
        const at = Date.parse(time.getAttribute('datetime')!);
        expect([now, now - 60e3].map((n) => relativeTime(at, n, 'en'))).to.include(time.textContent);
      }
      const waits = [...root.querySelectorAll<HTMLElement>('[part~="thread-row"] [part~="waiting"]')];
      expect(waits.length).to.be.greaterThan(0);
      for (const wait of waits) expect(wait.textContent).to.match(/^Waiting \d+ (min|hr|days?)$/);
    } finally {
      el.remove();
    }
  });
});
