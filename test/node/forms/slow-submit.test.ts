/**
 * The hosted page's submit with scripts off on a phone's connection (DESIGN §15): Chromium with JavaScript disabled,
 * Lighthouse's Slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) and the CPU 4× slower, the bench's own
 * procedure (bench/usable-submit.ts, which `npm run bench -- usable --only hosted` times): a recipient's link
 * opened, answered, earlier pages sent with Next, Submit pressed, the success page painted. Correctness only (the
 * time is the bench's): every step within the bench's timeouts, the answers stored as the element would store them,
 * `FORM.SUBMISSION` fired once per submit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { noScriptSubmit } from '../../../bench/usable-submit.js';
import type { Form } from '../../../src/schemas/forms.js';
import { launchChromium } from '../dist/harness.js';
import { answerFor, startHarness, type Harness } from './helpers.js';

let h: Harness;
let browser: Browser;
let forms: Map<string, Form>;
let phone = 4155551700;

before(async () => {
  h = await startHarness();
  browser = await launchChromium();
  forms = new Map((await h.forms()).map((f) => [f.name, f]));
  // The first page request builds the pages when they are stale (about 10 s): not the connection's time.
  await fetch(`${h.server.origin}/forms/${forms.get('Contact us')!.id}`);
});
after(async () => {
  await browser?.close();
  await h?.close();
});

describe('a submit with scripts off on Slow 4G and a 4× slower CPU', () => {
  for (const name of ['Contact us', 'Event RSVP (gradient background)'])
    it(`${name}: answered, submitted, the success page shown and the answers stored`, async () => {
      const form = forms.get(name)!;
      const to = `+1${phone++}`;
      const { url } = await h.send(form.id, to);
      const before = h.events.length;
      const load = await noScriptSubmit(browser, url, form.fields, 'submit');
      assert.ok(Number.isFinite(load.ms.submit) && load.ms.submit! > 0, JSON.stringify(load));
      assert.ok(load.requests >= 1, 'the success page came over the throttled connection');

      const rows = await h.api<{ data: { data: Record<string, unknown> }[] }>(
        'POST',
        `/forms/${form.id}/submissions/list`,
        {},
      );
      assert.equal(rows.body.data.length, 1);
      // Every field is in play with these answers (the RSVP's second page follows "yes").
      const expected = Object.fromEntries(form.fields.map((f) => [f.key, answerFor(f).wire]));
      assert.deepEqual(rows.body.data[0]!.data, expected);
      const fired = h.events.slice(before);
      assert.equal(fired.length, 1);
      assert.equal(fired[0]!.form.name, name);
      assert.equal(fired[0]!.conversation?.to, to);
    });
});
