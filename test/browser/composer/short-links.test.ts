/**
 * "Shorten links": on by default with `links:write` (absent without); the counters show the shortened
 * length before sending; sending replaces every URL (text, fallback, openUrl suggestion) with a tracked short link,
 * one per distinct URL, reused when the same send is retried; the short link redirects and counts the click. And a
 * 403 (the team's subscription lacks short links) reads "Your plan does not include short links".
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { Link } from '../../../src/schemas/links.js';
import { shootAll } from '../helpers/screenshot.js';
import { faultySendClient, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $, AGENT, PHONE, text } from './helpers.js';

/** This file's own recipient: stored drafts are per (from, to) in localStorage, shared by test files running in parallel. */
const RCS_USER = '+14155550132';

const URL_A = 'https://acme-coffee.example/menu/autumn-2026?utm_source=sms&utm_campaign=roast';
const SCOPES = ['messages:send', 'links:write', 'conversations:read'] as const;

const draft = () => ({
  type: 'RCS' as const,
  from: AGENT,
  to: RCS_USER,
  rcs: {
    text: `New autumn menu: ${URL_A} (and again: ${URL_A}).`,
    suggestions: [{ type: 'openUrl' as const, text: 'Menu', url: URL_A }],
  },
  fallback: { from: PHONE, text: `Autumn menu: ${URL_A}` },
});
const toggle = (el: ParleyComposer) => $<HTMLInputElement>(el, '[part="shorten"] input[type="checkbox"]');
const links = async (box: Awaited<ReturnType<typeof mountExtras>>['box']) =>
  (await box.server<{ data: Link[] }>('POST', '/tools/url/list', {})).body.data;

describe('<parley-composer> Shorten links', () => {
  it('is on by default, shows the shortened lengths, sends short links (one per URL) and the redirect counts a click', async () => {
    const { el, box } = await mountExtras({ to: RCS_USER, scopes: [...SCOPES], value: draft() });
    expect(toggle(el).checked).to.equal(true);
    const short = `${SANDBOX_ORIGIN}/l/xxxxxxx`; // the length a short link will have
    const rcsLength = `New autumn menu: ${short} (and again: ${short}).`.length;
    const fallbackLength = `Autumn menu: ${short}`.length;
    expect(text(el, '[part="shortened"]')).to.equal(
      `With short links the message has ${rcsLength} characters. With short links the fallback has ${fallbackLength} characters: 1 SMS segment.`,
    );
    await accessibleEverywhere(el);
    await shootAll('composer-shorten-links-on', { settle: () => el.updateComplete, fullPage: true });

    const before = (await links(box)).length;
    const message = await el.send();
    const made = (await links(box)).slice(0, (await links(box)).length - before);
    expect(made.length).to.equal(1, 'one link for the one distinct URL');
    const [link] = made;
    expect(link!.url).to.equal(URL_A);
    expect(link!.shortUrl).to.match(/^http:\/\/sandbox\.test\/l\/[A-Za-z0-9]+$/);
    // What the service stored: the short URL everywhere, the long one nowhere.
    expect(message.rcs!.text).to.equal(`New autumn menu: ${link!.shortUrl} (and again: ${link!.shortUrl}).`);
    expect((message.rcs!.suggestions![0] as { url: string }).url).to.equal(link!.shortUrl);
    const stored = box.sandbox.store.data.messages[message.id]!;
    expect(JSON.stringify(stored)).not.to.contain('acme-coffee.example');
    // The draft the user sees kept nothing of it: it was sent and emptied; the long URL was never rewritten in place.

    const response = await box.fetch(link!.shortUrl, { redirect: 'manual' });
    expect(response.status).to.equal(302);
    expect(response.headers.get('location')).to.equal(URL_A);
    const counted = await box.server<{ clicks: number }>('GET', `/tools/url/${link!.linkId}`);
    expect(counted.body.clicks).to.equal(1);
  });

  it('a retry of a refused send reuses the links it made (and the same Idempotency-Key)', async () => {
    // A refusal (4xx) is the element's own failure with Retry; a 5xx would wait in the outbox instead.
    const box = await startTestSandbox({
      scopes: [...SCOPES],
      sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
    });
    let refuse = true;
    const { client, keys } = faultySendClient(box, () =>
      refuse ? { status: 409, error: 'Sender paused' } : undefined,
    );
    const { el } = await mountExtras({ to: RCS_USER, scopes: [...SCOPES], value: draft(), box: { ...box, client } });
    const before = (await links(box)).length;
    await el.send().catch(() => undefined);
    expect(el.phase).to.equal('failed');
    expect((await links(box)).length - before).to.equal(1);
    refuse = false;
    const message = await el.send();
    expect((await links(box)).length - before).to.equal(1, 'the retry made no new link');
    expect(message.rcs!.text).to.contain((await links(box))[0]!.shortUrl);
    expect(new Set(keys).size).to.equal(1, 'the retry reused its Idempotency-Key');
  });

  it('off: the URLs go as typed and no link is made; without links:write there is no toggle', async () => {
    const { el, box } = await mountExtras({ to: RCS_USER, scopes: [...SCOPES], value: draft() });
    toggle(el).click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="shortened"]')).to.equal(null);
    const before = (await links(box)).length;
    const message = await el.send();
    expect(message.rcs!.text).to.contain(URL_A);
    expect((await links(box)).length).to.equal(before);

    const bare = await mountExtras({ to: RCS_USER, scopes: ['messages:send'], value: draft() });
    expect(bare.el.shadowRoot!.querySelector('[part="shorten"]')).to.equal(null);
  });

  it('a 403 (the subscription lacks short links) says what the plan does not include, never "session expired"', async () => {
    const { el, box } = await mountExtras({ to: RCS_USER, scopes: [...SCOPES], value: draft() });
    box.sandbox.context.options.features.links = false;
    await el.send().catch(() => undefined);
    await waitUntil(() => el.phase === 'failed', 'the send failed');
    await el.updateComplete;
    const status = text(el, '[part="status"]');
    expect(status).to.contain('Your plan does not include short links. Ask your account owner to upgrade.');
    expect(status).not.to.match(/session|expired|sign in/i);
    expect(status).to.contain('Turn off “Shorten links” to send it with the links as typed.');
    expect(el.value.rcs!.text).to.contain(URL_A, 'the draft is kept');
    await accessibleEverywhere(el);
    await shootAll('composer-plan-403', { settle: () => el.updateComplete, fullPage: true });
    // As it says: without short links the message goes.
    toggle(el).click();
    await el.updateComplete;
    const message = await el.send();
    expect(message.rcs!.text).to.contain(URL_A);
  });
});
