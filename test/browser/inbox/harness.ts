/**
 * The test harness of `<parley-inbox>` (as material-web's `harness.ts`): tests act on the element as a user does
 * (click a row, type, press keys) and read what it shows. The element publishes no internal fields; the data it
 * shows (the list, the open thread with its messages and pending replies) is read here from its store, which each
 * store records in the map this module installs under `Symbol.for('parley.inboxStores')` (a test-only hook: the
 * package exports no way to reach it). Import this module before creating inboxes.
 */
import { waitUntil } from '../helpers/wait.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import type { InboxState, InboxStore } from '../../../src/components/inbox/inbox-store.js';

const PROBE = Symbol.for('parley.inboxStores');
const probe = globalThis as { [PROBE]?: WeakMap<object, InboxStore> };
const stores = (probe[PROBE] ??= new WeakMap());

/** What the inbox holds and shows: `threads`, `listStatus`, `thread` (the open one), `claims`. */
export function inboxState(el: ParleyInbox): InboxState {
  const store = stores.get(el);
  if (!store) throw new Error('not a <parley-inbox>');
  return store.state;
}

/** The session-lost banner (shown after a 401 that a token refresh could not fix). */
export function authErrorShown(el: ParleyInbox): boolean {
  return !!el.shadowRoot?.querySelector('.inbox > .banner[role="alert"]');
}

/** Waits until the list has loaded (or failed) and the element has rendered it. */
export async function listSettled(el: ParleyInbox, timeout = 10_000): Promise<void> {
  await waitUntil(() => ['ready', 'error'].includes(inboxState(el).listStatus), 'list did not load', { timeout });
  await el.updateComplete;
}

/** Waits until the open thread is `id` (any, when omitted) and has loaded (or failed). */
export async function threadSettled(el: ParleyInbox, id?: string, timeout = 10_000): Promise<void> {
  await waitUntil(
    () => {
      const t = inboxState(el).thread;
      return !!t && (id === undefined || t.id === id) && t.status !== 'loading';
    },
    'thread did not load',
    { timeout },
  );
  await el.updateComplete;
}

/** Opens the notes panel as a user does (its module loads on first use) and waits until it is shown. */
export async function openNotes(el: ParleyInbox): Promise<HTMLTextAreaElement> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('.thread-header button[aria-controls="notes"]')!.click();
  await waitUntil(() => el.shadowRoot!.querySelector('#note-new'), 'notes panel not shown', { timeout: 5000 });
  await el.updateComplete;
  return el.shadowRoot!.querySelector<HTMLTextAreaElement>('#note-new')!;
}
