/**
 * The message log as an agent meets it (with the blast tag): a fallback shows
 * the SMS the customer received with the RCS attempt one disclosure away; scheduled messages look scheduled and
 * can be cancelled; failed ones can be retried; status icons; "New" divider, "Jump to latest", grouping; images at
 * their natural aspect ratio opening a keyboard-friendly lightbox; links as links. Each new state is checked by axe
 * in light, dark and Arabic, and photographed with `PARLEY_SHOTS=/tmp/shots npx web-test-runner <this file>`.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { scheduleLabel } from '../../../src/components/inbox/message-bubble.js';
import { DEMO_AUDIENCES, DEMO_SENDERS, DEMO_TEST_NUMBERS } from '../../../src/sandbox/demo-data.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import type { Message } from '../../../src/schemas/messages.js';
import { ALL_SCOPES, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { inboxState } from './harness.js';
import {
  isLong,
  arrowTo,
  focused,
  listReady,
  LONG_THREAD,
  mount,
  openThread,
  scrollTo,
  settle,
  streamWatchingClient,
  type Mounted,
} from './helpers.js';

const bubbleOf = (m: Mounted, id: string) => m.$(`[data-vkey="${id}"] [part~="message"]`);
const visible = (el: Element | null | undefined) => !!el && (el as HTMLElement).checkVisibility();

/** axe in light, dark and Arabic (RTL), then back to light English. */
async function axeEverywhere(m: Mounted): Promise<void> {
  await settle(m);
  await expect(m.el).to.be.accessible();
  m.el.setAttribute('theme', 'dark');
  await m.el.updateComplete;
  await expect(m.el).to.be.accessible();
  m.el.setAttribute('theme', 'light');
  m.el.setAttribute('locale', 'ar');
  await waitUntil(
    () =>
      m.$('.messages')!.getAttribute('aria-label') !== null &&
      /[\u0600-\u06ff]/.test(m.$('.messages')!.getAttribute('aria-label')!),
    'Arabic',
  );
  await settle(m);
  await expect(m.el).to.be.accessible();
  m.el.removeAttribute('locale');
  await settle(m);
}

/** The phone-sized pictures show the element as wide as the phone (one-pane layout), not 1000 px cut off. */
function fitViewport(m: Mounted): void {
  m.el.parentElement!.style.maxWidth = '100%';
}

async function live(options: Parameters<typeof startTestSandbox>[0] = {}) {
  const box = await startTestSandbox(options);
  const { client, streamOpen } = streamWatchingClient(box);
  const m = await mount({ box, client, width: 1000 });
  fitViewport(m);
  return { m, streamOpen };
}

async function serverSend(m: Mounted, body: object): Promise<Message> {
  const res = await m.server<Message>('POST', '/send', body);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body;
}

describe('<parley-inbox> message log', () => {
  beforeEach(() => localStorage.clear());

  it('shows what a fallback delivered, the RCS attempt behind a disclosure, and no stray "·" or broken image (point 4)', async () => {
    const m = await mount({ width: 1000 });
    fitViewport(m);
    // Riley's RCS thread (the demo also gives them an SMS thread with the store's number).
    await openThread(m, (c) => c.to === DEMO_TEST_NUMBERS.noRcs && c.senderType === 'rcs_agent');
    await settle(m);
    const bubble = m.$('[part~="message-fell-back"]')!;
    expect(bubble, 'the fallback bubble').to.exist;
    const text = bubble.querySelector('.text')!;
    expect(text.textContent).to.contain('show this text at the counter');
    expect(bubble.querySelector('[part~="fallback-note"]')!.textContent).to.equal('Sent as SMS — RCS not delivered');
    // Its own status: the SMS leg's delivery, with the delivered icon and words for screen readers.
    const status = bubble.querySelector('[part~="status"]')!;
    expect(status.querySelector('[part~="status-icon"].delivered')).to.exist;
    expect(status.textContent).to.match(/Sent as SMS, Delivered/);
    // The RCS card is one disclosure away, not shown by default.
    const details = bubble.querySelector<HTMLDetailsElement>('[part~="rcs-attempt"]')!;
    const title = bubble.querySelector('.card-title')!;
    expect(visible(title), 'the RCS card is hidden at first').to.equal(false);
    // Reached with arrows (no extra Tab stop), opened with Enter.
    const summary = await arrowTo(m, (el) => el.localName === 'summary');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => details.open, 'the disclosure opens');
    expect(summary.closest('details')).to.equal(details);
    expect(visible(title), 'the RCS card is shown').to.equal(true);
    // The demo image cannot load here: its description replaces it, never a broken-image icon.
    await waitUntil(() => bubble.querySelector('.media-btn[data-broken]'), 'the failed image is noticed', {
      timeout: 10_000,
    });
    expect(visible(bubble.querySelector('.media-btn img'))).to.equal(false);
    expect(visible(bubble.querySelector('.media-missing'))).to.equal(true);
    for (const line of m.$$('[part~="status"]'))
      expect(line.textContent!.trim(), 'no status line starts with "·"').to.not.match(/^·/);
    for (const line of m.$$('[part~="status"]'))
      expect(line.textContent, 'no "·" separators at all').to.not.contain('·');
    await axeEverywhere(m);
    await shootAll('log-fallback', { settle: () => settle(m) });
  });

  it('draws scheduled messages as scheduled, cancels with the keyboard, and updates live when one is sent (point 5)', async () => {
    const { m, streamOpen } = await live({ sandbox: { carrierDelays: { sent: 50, delivered: 50 } } });
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const at = new Date(Date.now() + 3 * 86400e3).toISOString();
    const later = await serverSend(m, {
      type: 'SMS',
      from: LONG_THREAD.from,
      to: LONG_THREAD.to,
      text: 'See you at the tasting on Friday',
      scheduledTime: at,
    });
    await waitUntil(() => bubbleOf(m, later.id), 'the scheduled message, live', { timeout: 10_000 });
    await settle(m);
    const bubble = bubbleOf(m, later.id)!;
    expect(bubble.matches('.scheduled[part~="message-scheduled"]')).to.equal(true);
    expect(getComputedStyle(bubble).borderTopStyle, 'a dashed outline').to.equal('dashed');
    expect(bubble.querySelector('[part~="status-icon"].scheduled'), 'a clock').to.exist;
    const label = scheduleLabel(at, 'en');
    expect(label, 'weekday and time').to.match(/^[A-Z][a-z]{2} \d/);
    expect(bubble.querySelector('[part~="status"]')!.textContent).to.contain(`Scheduled for ${label}`);
    await axeEverywhere(m);
    await shootAll('log-scheduled', { settle: () => settle(m) });

    // One going out in two seconds turns into a sent bubble by itself.
    const soon = await serverSend(m, {
      type: 'SMS',
      from: LONG_THREAD.from,
      to: LONG_THREAD.to,
      text: 'Doors open now',
      scheduledTime: new Date(Date.now() + 2000).toISOString(),
    });
    await waitUntil(() => bubbleOf(m, soon.id)?.matches('.scheduled'), 'shown as scheduled first', { timeout: 10_000 });
    await waitUntil(
      () =>
        bubbleOf(m, soon.id) &&
        !bubbleOf(m, soon.id)!.matches('.scheduled') &&
        bubbleOf(m, soon.id)!.querySelector('[part~="status-icon"].delivered'),
      'then delivered, live',
      { timeout: 15_000 },
    );

    // Cancel, reached with arrows and pressed with Enter.
    await arrowTo(m, (el) => el.matches('[part~="cancel-button"]') && !!el.closest(`[data-vkey="${later.id}"]`));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => bubbleOf(m, later.id)?.matches('.cancelled'), 'cancelled', { timeout: 10_000 });
    expect(m.sandbox.store.data.messages[later.id]!.status).to.equal('CANCELLED');
    expect(bubbleOf(m, later.id)!.querySelector('[part~="status"]')!.textContent).to.contain('Cancelled');
    await axeEverywhere(m);
  });

  it('retries a failed delivery as a new message, with a warning icon, readable (points 3 and 13)', async () => {
    const { m, streamOpen } = await live({ sandbox: { carrierDelays: { sent: 50, delivered: 50 } } });
    await openThread(m, (c) => c.to === DEMO_TEST_NUMBERS.fails);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    await settle(m);
    const failed = m.$('[part~="message-failed"]')!;
    expect(failed.querySelector('[part~="status-icon"].failed')).to.exist;
    expect(failed.querySelector('[part~="status"]')!.textContent).to.match(/Failed: The carrier could not deliver/);
    await axeEverywhere(m);
    await shootAll('log-failed-retry', { settle: () => settle(m) });
    const before = Object.values(m.sandbox.store.data.messages).filter((x) =>
      x.text?.startsWith('Hi Casey, your order'),
    ).length;
    await arrowTo(m, (el) => el.matches('[part~="retry-button"]'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () =>
        Object.values(m.sandbox.store.data.messages).filter((x) => x.text?.startsWith('Hi Casey, your order'))
          .length ===
        before + 1,
      'a new message sent',
      { timeout: 10_000 },
    );
    const copies = () => m.$$('[part~="message"]').filter((b) => b.textContent!.includes('Hi Casey, your order'));
    await waitUntil(() => copies().length === 2, 'both shown in the log', { timeout: 10_000 });
    const ids = copies().map((b) => (b.closest('[data-vkey]') as HTMLElement).dataset.vkey);
    expect(new Set(ids).size, 'two distinct messages').to.equal(2);
    expect(copies()[0]!.matches('.failed'), 'the failed one stays as it was').to.equal(true);
  });

  it('tags a message sent by a blast', async () => {
    const { m, streamOpen } = await live({ sandbox: { carrierDelays: { sent: 50, delivered: 50 } } });
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const res = await m.server('POST', '/messages/blast/sms', {
      audienceId: DEMO_AUDIENCES.testNumbers,
      from: LONG_THREAD.from,
      text: 'Autumn menu is here: pumpkin cold brew',
    });
    expect(res.status, JSON.stringify(res.body)).to.be.oneOf([200, 201]);
    const blasted = () => m.$$('[part~="message"]').find((b) => b.textContent!.includes('pumpkin cold brew'));
    await waitUntil(blasted, 'the blast message, live', { timeout: 10_000 });
    await settle(m);
    expect(blasted()!.querySelector('[part~="blast-tag"]')!.textContent).to.equal('Sent by a blast');
    await axeEverywhere(m);
    await shootAll('log-blast', { settle: () => settle(m) });
  });

  it('shows a "New" divider, groups messages, jumps to the latest, and marks read at the bottom (point 8)', async () => {
    const { m, streamOpen } = await live();
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    // Two messages from the customer a minute apart: one group, one timestamp.
    await m.server('POST', '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      text: 'Are you open on Sunday?',
    });
    await m.server('POST', '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      text: 'And is there parking?',
    });
    const bubbleWith = (text: string) => m.$$('[part~="message"]').find((b) => b.textContent!.includes(text));
    await waitUntil(() => bubbleWith('And is there parking?'), 'both arrive', { timeout: 10_000 });
    await settle(m);
    const first = bubbleWith('Are you open on Sunday?')!;
    const second = bubbleWith('And is there parking?')!;
    expect(first.matches('.join-next') && second.matches('.join-prev'), 'grouped').to.equal(true);
    const shown = (el: Element | null) => el!.getBoundingClientRect().height > 1;
    expect(
      shown(first.querySelector('[part~="status"]')),
      'one timestamp: the first hides its own (kept for screen readers)',
    ).to.equal(false);
    expect(shown(second.querySelector('[part~="status"] time'))).to.equal(true);
    expect(first.getBoundingClientRect().bottom, 'tighter spacing').to.be.closeTo(
      second.getBoundingClientRect().top,
      4,
    );
    // At the bottom, the open thread stays read.
    expect(inboxState(m.el).threads.find(isLong)!.unreadCount).to.equal(0);

    // Scrolled up, with nothing new: "Jump to latest" is offered anyway.
    const log = m.$('.messages')!;
    scrollTo(log, 0);
    await waitUntil(() => m.$('[part~="new-messages"]'), 'the jump button', { timeout: 5000 });
    expect(m.$('[part~="new-messages"]')!.textContent).to.contain('Jump to latest');
    await axeEverywhere(m);
    await shootAll('log-jump-to-latest', { settle: () => settle(m) });
    // A message arriving now is counted, shown under a "New" divider, and the row shows it unread.
    await m.server('POST', '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      text: 'Never mind, found it',
    });
    await waitUntil(
      () => m.$('[part~="new-messages"]')?.textContent!.includes('New messages (1)'),
      'the pill counts it',
      { timeout: 10_000 },
    );
    await waitUntil(() => m.$('[part~="thread-row-selected"] [part~="unread-badge"]'), 'the row is unread', {
      timeout: 10_000,
    });
    m.$<HTMLButtonElement>('[part~="new-messages"]')!.click();
    await waitUntil(() => !m.$('[part~="new-messages"]'), 'the pill goes at the bottom');
    expect(focused(m), 'focus stays in the log').to.equal(log);
    await waitUntil(() => !m.$('[part~="thread-row-selected"] [part~="unread-badge"]'), 'the badge clears', {
      timeout: 10_000,
    });
    const conversationId = inboxState(m.el).thread!.id;
    await waitUntil(
      () =>
        m.sandbox.store.data.conversations[conversationId]!.lastReadAt! >=
        inboxState(m.el).thread!.messages.at(-1)!.createdAt,
      'read on the service',
    );
    const divider = m.$('[part~="new-divider"]')!;
    expect(divider.textContent).to.equal('New');
    expect(divider.nextElementSibling!.textContent).to.contain('Never mind, found it');
    await axeEverywhere(m);
    await shootAll('log-new-divider', { settle: () => settle(m) });
  });

  it('puts a "New" divider above the first unread message of a thread opened unread (point 8)', async () => {
    const m = await mount({ width: 1000 });
    fitViewport(m);
    const unread = (c: Conversation) => c.unreadCount > 1 && c.lastMessage?.direction === 'inbound';
    await listReady(m);
    // Read from the row before opening: opening marks the thread read, and the service's answer may come back first.
    const unreadWas = inboxState(m.el).threads.find(unread)!.unreadCount;
    await openThread(m, unread);
    await settle(m);
    const thread = inboxState(m.el).thread!;
    const divider = m.$('[part~="new-divider"]')!;
    expect(divider, 'the divider').to.exist;
    const firstNew = thread.messages.findIndex(
      (x) => x.id === (divider.nextElementSibling as HTMLElement).dataset.vkey,
    );
    expect(
      thread.messages.slice(firstNew).filter((x) => x.direction === 'inbound').length,
      'the unread messages are below it',
    ).to.equal(unreadWas);
    await waitUntil(
      () => !m.$('[part~="thread-row-selected"] [part~="unread-badge"]'),
      'opened at the bottom: read, badge cleared',
    );
  });

  it('shows images at their natural aspect ratio and opens them in a modal lightbox, with the keyboard (point 10)', async () => {
    const { m, streamOpen } = await live();
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const base = `${location.origin}/test/browser/fixtures`;
    await m.server('POST', '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      type: 'MMS',
      text: 'This one, or the beans? https://acme-coffee.example/menu javascript:alert(1)',
      mediaUrls: [`${base}/portrait.png`, `${base}/wide.png`],
    });
    const bubble = () => m.$$('[part~="message"]').find((b) => b.textContent!.includes('or the beans?'));
    await waitUntil(() => bubble()?.querySelectorAll('img').length === 2, 'the MMS', { timeout: 10_000 });
    const [portrait, wide] = [...bubble()!.querySelectorAll('img')];
    await waitUntil(
      () => portrait!.complete && wide!.complete && portrait!.naturalWidth > 0 && wide!.naturalWidth > 0,
      'images load',
      { timeout: 10_000 },
    );
    await settle(m);
    const ratio = (img: HTMLImageElement) => img.getBoundingClientRect().width / img.getBoundingClientRect().height;
    expect(ratio(portrait!), 'portrait, not cropped').to.be.closeTo(300 / 450, 0.03);
    expect(ratio(wide!), 'landscape, not cropped').to.be.closeTo(480 / 240, 0.05);
    // Links in text are links: underlined, safe, opening in a new tab; `javascript:` stays text.
    const link = bubble()!.querySelector<HTMLAnchorElement>('a[part~="link"]')!;
    expect(link.href).to.equal('https://acme-coffee.example/menu');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.target).to.equal('_blank');
    expect(getComputedStyle(link).textDecorationLine).to.contain('underline');
    expect(bubble()!.querySelectorAll('a').length).to.equal(1);

    const opener = await arrowTo(m, (el) => el.matches('.media-btn') && el.dataset.image === '0');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => m.$<HTMLDialogElement>('dialog.lightbox')?.open, 'the lightbox opens');
    const dialog = m.$<HTMLDialogElement>('dialog.lightbox')!;
    expect(dialog.matches(':modal'), 'modal').to.equal(true);
    expect(dialog.contains(focused(m)), 'focus moved in').to.equal(true);
    expect(dialog.querySelector('img')!.alt).to.equal('Attachment 1');
    // The caption says what the image is: its file, the message's words, who sent it and when.
    const caption = () => dialog.querySelector('figcaption')!.textContent!.replace(/\s+/g, ' ');
    const sentAt = inboxState(m.el).thread!.messages.find((x) => x.text?.includes('or the beans?'))!;
    const contact = inboxState(m.el).thread!.conversation!.contact!.name!;
    expect(caption()).to.contain('portrait.png');
    expect(caption()).to.contain('This one, or the beans?');
    expect(caption()).to.contain(contact);
    expect(caption()).to.contain(scheduleLabel(sentAt.sentAt ?? sentAt.createdAt, 'en'));
    expect(caption()).to.contain('Image 1 of 2');
    expect(caption()).not.to.contain('Attachment 1');
    // Download is a real link that saves the file under its own name.
    const download = () => dialog.querySelector<HTMLAnchorElement>('a[part~="lightbox-download"]')!;
    expect(download().getAttribute('download')).to.equal('portrait.png');
    expect(download().href).to.equal(dialog.querySelector('img')!.src);
    expect(download().getAttribute('aria-label')).to.equal('Download portrait.png');
    expect((await fetch(download().href)).ok, 'the link serves the file').to.equal(true);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => dialog.querySelector('figcaption')!.textContent!.includes('Image 2 of 2'), 'the next image');
    expect(dialog.querySelector('img')!.src).to.contain('wide.png');
    expect(caption()).to.contain('wide.png');
    expect(download().getAttribute('download')).to.equal('wide.png');
    await axeEverywhere(m);
    await shootAll('log-lightbox', { settle: () => settle(m) });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !m.$('dialog.lightbox'), 'closed');
    expect(focused(m), 'focus back on the image').to.equal(opener);
  });

  it('shows the click count of short links in an outbound message, one Tab stop for the log still', async () => {
    const { m, streamOpen } = await live({ scopes: [...ALL_SCOPES, 'links:read'] });
    const made = await m.server<{ linkId: string; shortUrl: string }>('POST', '/tools/url', {
      url: 'https://acme-coffee.example/autumn',
    });
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    for (const agent of ['a', 'b'])
      await m.fetch(new Request(made.body.shortUrl, { headers: { 'User-Agent': agent } }));
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const sent = await serverSend(m, {
      type: 'SMS',
      from: LONG_THREAD.from,
      to: LONG_THREAD.to,
      text: `Our autumn menu: ${made.body.shortUrl}`,
    });
    await waitUntil(() => bubbleOf(m, sent.id)?.querySelector('parley-link-stats'), 'the link stats of the message', {
      timeout: 10_000,
    });
    const stats = bubbleOf(m, sent.id)!.querySelector('parley-link-stats')!;
    expect(stats.getAttribute('link-id')).to.equal(made.body.linkId);
    const toggle = () => stats.shadowRoot!.querySelector<HTMLButtonElement>('[part~="toggle"]')!;
    await waitUntil(() => toggle()?.textContent!.trim() === '2 clicks', 'the count', { timeout: 10_000 });
    // No extra Tab stop: the log, then the reply box; arrows reach the count, Enter opens its details.
    m.$('.messages')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(m)!.matches('[part~="reply-input"]'), 'one Tab from the log reaches the reply box').to.equal(true);
    await arrowTo(m, (el) => el === stats);
    expect(stats.shadowRoot!.activeElement).to.equal(toggle());
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () => stats.hasAttribute('open') && stats.shadowRoot!.querySelector('[part~="chart"]'),
      'the details with the chart',
      { timeout: 10_000 },
    );
    await axeEverywhere(m);
    await shootAll('log-link-clicks', { settle: () => settle(m) });
  });
});
