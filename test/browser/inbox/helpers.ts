/** Shared setup of the inbox tests: the real sandbox in the page, the real client, and a mounted element. */
import { createApiClient } from '../../../src/api/client.js';
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/inbox.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import type { Message } from '../../../src/schemas/messages.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import { inboxState } from './harness.js';

export { LONG_THREAD };

export interface Mounted extends TestSandbox {
  el: ParleyInbox;
  root: ShadowRoot;
  $<T extends Element = HTMLElement>(selector: string): T | null;
  $$<T extends Element = HTMLElement>(selector: string): T[];
}

export async function mount(
  options: Parameters<typeof startTestSandbox>[0] & {
    attrs?: Record<string, string>;
    /** Reuse a sandbox (e.g. one whose fetch a test wraps). */
    box?: TestSandbox;
    client?: TestSandbox['client'];
    width?: number;
  } = {},
): Promise<Mounted> {
  const box = options.box ?? (await startTestSandbox(options));
  const client = options.client ?? box.client;
  // The inbox itself is the fixture (its updateComplete is awaited, not an animation frame: see nextFrame).
  const parentNode = document.createElement('div');
  parentNode.style.width = `${options.width ?? 900}px`;
  document.body.append(parentNode);
  const el = await fixture<ParleyInbox>(html`<parley-inbox .client=${client} theme="light"></parley-inbox>`, {
    parentNode,
  });
  for (const [name, value] of Object.entries(options.attrs ?? {})) el.setAttribute(name, value);
  const root = el.shadowRoot!;
  const m: Mounted = {
    ...box,
    client,
    el,
    root,
    $: (s) => root.querySelector(s),
    $$: <T extends Element>(s: string) => [...root.querySelectorAll<T>(s)],
  };
  return m;
}

export async function listReady(m: Mounted): Promise<void> {
  // Ready with its whole first page (one answer), and no next page on its way.
  const loaded = () => {
    const s = inboxState(m.el);
    return (s.listStatus === 'ready' && !s.loadingMore) || s.listStatus === 'error';
  };
  await waitUntil(
    loaded,
    () => `list did not load (status ${inboxState(m.el).listStatus}, ${inboxState(m.el).threads.length} threads)`,
    { timeout: 15000 },
  );
  await m.el.updateComplete;
  // As a person meets it: the list's first rows are only those its viewport shows, and the rows around them (the
  // window's overscan) follow from the frame that painted them (docs/decisions/032).
  await settle(m);
}

/** Opens a thread by clicking its row, scrolling the list until it is rendered. */
export async function openThread(m: Mounted, predicate: (c: Conversation) => boolean): Promise<void> {
  await listReady(m);
  const index = inboxState(m.el).threads.findIndex(predicate);
  if (index < 0) throw new Error('no such thread in the first page');
  const id = inboxState(m.el).threads[index]!.id;
  let row = m.$(`[data-vkey="${id}"]`);
  if (!row) {
    scrollTo(m.$('.thread-list')!, index * 72);
    await waitUntil(() => m.$(`[data-vkey="${id}"]`), 'row not rendered');
    row = m.$(`[data-vkey="${id}"]`);
  }
  row!.click();
  await threadReady(m);
}

export async function threadReady(m: Mounted): Promise<void> {
  await waitUntil(
    () => inboxState(m.el).thread?.status === 'ready' || inboxState(m.el).thread?.status === 'error',
    'thread did not load',
    { timeout: 10000 },
  );
  await m.el.updateComplete;
  await nextFrame();
  await m.el.updateComplete;
}

/**
 * The next animation frame, or 50 ms when frames do not come: web-test-runner runs two test files at once, and the
 * page in the background gets no frames.
 */
export const nextFrame = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Waits for a few frames and updates to let the virtual window settle. */
export async function settle(m: Mounted, frames = 3): Promise<void> {
  for (let i = 0; i < frames; i++) {
    await nextFrame();
    await m.el.updateComplete;
  }
}

/**
 * Scrolls `scroller` and delivers its scroll event now: a page in the background (web-test-runner runs two files
 * at once) gets no rendering steps, so no scroll events, unless dispatched.
 */
export function scrollTo(scroller: HTMLElement, top: number): void {
  scroller.scrollTop = top;
  scroller.dispatchEvent(new Event('scroll'));
}

/**
 * A client for `box` that says when its event stream has delivered its first frame: the server has subscribed it, so
 * what happens from then on arrives live. Tests that send from the server and expect the inbox to show it wait for
 * this first (sending earlier races the subscription).
 */
export function streamWatchingClient(
  box: TestSandbox,
  token: string = box.token,
): { client: TestSandbox['client']; streamOpen: () => boolean } {
  let open = false;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await box.fetch(request);
    if (!new URL(request.url).pathname.endsWith('/events/stream') || !response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        controller.enqueue(value);
        open = true;
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { client: createApiClient({ baseUrl: BASE_URL, token, fetch: fetchImpl }), streamOpen: () => open };
}

/** The focused element inside the inbox's shadow root. */
export const focused = (m: Mounted) => m.root.activeElement as HTMLElement | null;

/** Moves focus with ArrowUp from the log until `predicate` holds (the log is one Tab stop with arrows inside). */
export async function arrowTo(m: Mounted, predicate: (el: HTMLElement) => boolean, max = 40): Promise<HTMLElement> {
  m.$('.messages')!.focus();
  for (let i = 0; i < max; i++) {
    await sendKeys({ press: 'ArrowUp' });
    const el = focused(m);
    if (el && predicate(el)) return el;
  }
  throw new Error(`not reached with arrows; focus is on ${focused(m)?.outerHTML.slice(0, 120)}`);
}

/**
 * A new newest message in the long thread with a short link clicked 9 times over three days (3, 1, 5): opens the
 * thread and returns the message's link stats once they show the count. Needs a mount with `links:read`.
 */
export async function linkStatsOnNewMessage(m: Mounted): Promise<ParleyLinkStats> {
  const made = await m.server<{ linkId: string; shortUrl: string }>('POST', '/tools/url', {
    url: 'https://acme-coffee.example/autumn',
  });
  expect(made.status, JSON.stringify(made.body)).to.equal(201);
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const record = m.sandbox.store.data.links[made.body.linkId]!;
  record.byDay = { [day(2)]: 3, [day(1)]: 1, [day(0)]: 5 };
  record.clicks = 9;
  const sent = await m.server<Message>('POST', '/send', {
    type: 'SMS',
    from: LONG_THREAD.from,
    to: LONG_THREAD.to,
    text: `Our autumn menu: ${made.body.shortUrl}`,
  });
  expect(sent.status).to.equal(200);
  await openThread(m, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
  const selector = `[data-vkey="${sent.body.id}"] parley-link-stats`;
  await waitUntil(
    () =>
      m.$<ParleyLinkStats>(selector)?.shadowRoot?.querySelector('[part~="toggle"]')?.textContent?.trim() === '9 clicks',
    'the count of the newest message\u2019s link',
  );
  return m.$<ParleyLinkStats>(selector)!;
}

/** The sandbox's long thread (`LONG_THREAD`): a row or thread by its sender and recipient. */
export const isLong = (c: { from: string; to: string }): boolean =>
  c.from === LONG_THREAD.from && c.to === LONG_THREAD.to;
