/** Shared setup of the inbox tests: the real sandbox in the page, the real client, and a mounted element. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/inbox.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';

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
  const el = await fixture<ParleyInbox>(html`<div style="width:${options.width ?? 900}px"><parley-inbox .client=${client} theme="light"></parley-inbox></div>`).then(
    (div) => div.querySelector('parley-inbox')!,
  );
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
  await waitUntil(() => m.el.listStatus === 'ready' || m.el.listStatus === 'error', 'list did not load', { timeout: 10000 });
  await m.el.updateComplete;
}

/** Opens a thread by clicking its row, scrolling the list until it is rendered. */
export async function openThread(m: Mounted, predicate: (c: ParleyInbox['threads'][number]) => boolean): Promise<void> {
  await listReady(m);
  const index = m.el.threads.findIndex(predicate);
  if (index < 0) throw new Error('no such thread in the first page');
  const id = m.el.threads[index]!.id;
  let row = m.$(`[data-vkey="${id}"]`);
  if (!row) {
    m.$('.thread-list')!.scrollTop = index * 72;
    await waitUntil(() => m.$(`[data-vkey="${id}"]`), 'row not rendered');
    row = m.$(`[data-vkey="${id}"]`);
  }
  row!.click();
  await threadReady(m);
}

export async function threadReady(m: Mounted): Promise<void> {
  await waitUntil(() => m.el.thread?.status === 'ready' || m.el.thread?.status === 'error', 'thread did not load', { timeout: 10000 });
  await m.el.updateComplete;
  await nextFrame();
  await m.el.updateComplete;
}

export const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/** Waits for a few frames and updates to let the virtual window settle. */
export async function settle(m: Mounted, frames = 3): Promise<void> {
  for (let i = 0; i < frames; i++) {
    await nextFrame();
    await m.el.updateComplete;
  }
}
