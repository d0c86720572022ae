/**
 * What the inbox's store does after the list's first page: load an opened thread, and the live stream (its
 * controller, what its events do, a reply's failed delivery read out). Neither is needed to show the list, so this module is fetched beside its first page
 * (`inboxParts.storeActions`) rather than with it; the state changes themselves stay the store's (`inbox-store.ts`).
 */
import './first-screen.js';
import type { StreamMessage } from '../../api/sse.js';
import { countConversations } from '../../api/team.js';
import type { ConversationCounts } from '../../schemas/conversations.js';
import { EventStreamController } from '../../controllers/event-stream.js';
import type { MessageSentEvent } from '../../events/message-sent.js';
import { ThreadSelectEvent } from '../../events/thread-select.js';
// Types only from the first screen's modules: a value import would make esbuild split them into one more shared chunk.
import type { InboxContext } from './inbox-context.js';
import type { Applied, InboxStore, ThreadView } from './inbox-store.js';
import type { ThreadState } from './model.js';
import type { ThreadPane } from './thread-pane.js';
import { upsertRow } from './row-order.js';
import { getConversation, getConversationByPair, listMessages } from '../../api/conversations.js';
import { loadWhenWanted, whenIdle } from '../../controllers/when-wanted.js';

/**
 * Waits for the thread pane to be wanted (`loadWhenWanted`, the composer's policy): at the first press or focus
 * inside the inbox, or once the page has painted, loaded and gone idle, after the update that renders the list's rows
 * (a locale's catalog on its way holds it: the element's first paint is not theirs). Then fetches the pane's chunk,
 * makes the pane (`loadPane`) and, at the next idle time, the formatters its log's first rows use (`prepareFormats`),
 * so that the first thread opened makes none between the tap and its messages. Returns what stops every wait (the
 * element left: the formatters of a locale the page may no longer show are not made). Here rather than in
 * `PartWiring.paneWhenWanted`, which asks for it, so that its code is not on the inbox's first screen.
 */
export function waitForPane(c: InboxContext): () => void {
  let waiting = true;
  let stop = (): void => {};
  void c.el.updateComplete.then(() => {
    // Not if the element left meanwhile (before this part came, or before its update).
    if (!waiting || !c.el.isConnected) return;
    stop = loadWhenWanted(
      c.el,
      () =>
        void c.parts.try('pane').then((pane) => {
          if (!pane || !waiting) return;
          // Made as its chunk comes rather than with the first thread: its announcer watches the list from now on
          // (customers writing in, a thread assigned to this user), so an agent who has opened no thread hears them
          // too. The chunk is in hand, so nothing is fetched for the pane (its outbox asks for its own view at the
          // next idle time, as it did after the first thread); an update gives the announcer the rows as they are
          // now, so only what changes after is news.
          void loadPane(c).then(
            () => c.el.requestUpdate(),
            () => {},
          );
          stop = whenIdle(() => pane.prepareFormats(c.locale()));
        }),
    );
  });
  return () => {
    waiting = false;
    stop();
  };
}

/** Applies a live event to the store; tells what it meant for the open thread. */
export function applyLiveEvent(store: InboxStore, event: StreamMessage): Applied {
  const openId = store.state.thread?.id;
  switch (event.event) {
    case 'message.created':
    case 'message.updated': {
      const message = event.data.message;
      // The list row shows its last message's status (a delivery that failed says so there too).
      const row = store.state.threads.find((c) => c.id === message.conversationId);
      if (row?.lastMessage?.id === message.id && row.lastMessage.status !== message.status) {
        store.patchRow(row.id, { lastMessage: { ...row.lastMessage, status: message.status } });
      }
      const thread = store.cached(message.conversationId);
      const merge = store.merge;
      if (!thread || thread.status !== 'ready' || !merge) return {};
      const isNew = !thread.messages.some((m) => m.id === message.id);
      store.putThread({ ...thread, messages: merge(thread.messages, [message]) });
      const inbound =
        openId === message.conversationId &&
        isNew &&
        event.event === 'message.created' &&
        message.direction === 'inbound';
      return inbound ? { inbound: message } : {};
    }
    case 'conversation.updated': {
      const c = event.data.conversation;
      upsertRow(store, c);
      // The open customer's threads (header switcher, contact panel) follow a new or changed thread of theirs.
      const customer = store.state.thread?.conversation?.to === c.to ? { customer: c } : {};
      const thread = store.cached(c.id);
      if (!thread) return customer;
      store.putThread({ ...thread, conversation: c });
      return openId === c.id ? { ...customer, conversation: { previous: thread.conversation, next: c } } : customer;
    }
    case 'typing': {
      const d = event.data;
      return d.direction === 'inbound' && d.conversationId === openId ? { typing: true } : {};
    }
    case 'note.created':
    case 'note.updated':
    case 'note.deleted':
      return event.data.note.conversationId === openId
        ? { note: { change: event.event.slice(5) as 'created', note: event.data.note } }
        : {};
    case 'presence':
      return event.data.conversationId === openId ? { presence: event.data } : {};
  }
  return {};
}

/**
 * The element's live stream: each event applied to the store, what it meant for the open thread told to its pane
 * (which may still be on its way: typing while the first thread loads), a reply's failed delivery read out, and what
 * is shown loaded again (`resync`) after a gap in it and when it is open again after a drop.
 */
export function openStream(c: InboxContext): EventStreamController {
  const { el, store, errors, wiring } = c;
  const delivery = watchDelivery(c);
  return new EventStreamController(el, {
    client: () => (c.ready() && !errors.authError ? el.api : undefined),
    onEvent: (event) => {
      delivery(event);
      if (movesViews(store, event)) countViews(c, BURST);
      // A mention of this user (sent to them only), in any thread: the pane fires `parley-mention` and says it.
      if (event.event === 'note.mention')
        return void loadPane(c).then(
          (pane) => pane.mentioned(event.data.note),
          () => {},
        );
      const applied = applyLiveEvent(store, event);
      if (!Object.keys(applied).length) return;
      if (wiring.pane) wiring.pane.applied(applied);
      else
        void loadPane(c).then(
          (pane) => pane.applied(applied),
          () => {},
        );
    },
    onResync: (reason) => resync(c, reason !== 'reconnected'),
    onError: (error) => errors.fail(error, 'stream'),
  });
}

/**
 * Loads again what is shown. After a gap in the stream (`missed`: a reset, the tab shown again, events may be lost)
 * everything: the list's first page, the views' counts, the open thread's newest page. When the stream is open again
 * after a drop, it resumed from its cursor and missed nothing, so only what failed to load while the connection was
 * down: the list, and the open thread with its header, each shown with its error and Retry until now, and the views'
 * counts, which the tabs left out.
 */
function resync(c: InboxContext, missed: boolean): void {
  const { store, wiring } = c;
  if (!c.client()) return;
  const { listStatus, listError, thread, counts } = store.state;
  if (missed) {
    store.resync();
    wiring.pane?.paging.resync();
  } else if (listStatus === 'error' && listError?.transient) void c.loadList(true);
  if (missed || !counts) countViews(c);
  if (thread?.status === 'error' && (missed || thread.error?.transient)) void c.open(thread.id, false);
}

/**
 * Follows the replies the element sent (`parley-message-sent`, on every send path): the one whose delivery then fails
 * (the service took it; the stream later says `FAILED`) is read out once, assertively, naming its Retry only when its
 * bubble shows one (its thread is open, with its pane). Returns what to run on each live event.
 */
function watchDelivery(c: InboxContext): (event: StreamMessage) => void {
  const { store, wiring } = c;
  const sent = new Set<string>();
  c.el.addEventListener('parley-message-sent', (e) => sent.add((e as MessageSentEvent).detail.message.id));
  return (event) => {
    if (event.event !== 'message.created' && event.event !== 'message.updated') return;
    const message = event.data.message;
    if (message.status !== 'FAILED' || !sent.delete(message.id)) return;
    const id = message.conversationId;
    const retry = store.state.thread?.id === id && !!wiring.pane && store.can('messages:send');
    // Named as the thread names its customer (`contactName`): their name, else their number.
    const conversation = store.cached(id)?.conversation ?? store.state.threads.find((row) => row.id === id);
    const name = conversation?.contact?.name?.trim() || message.to;
    c.parts.load('errorWords').then(
      (w) => c.errors.say(w.deliveryFailed(name, retry, c.t)),
      () => {},
    );
  };
}

/**
 * Whether a live event may move a thread between views, so the views are counted again: a mention, a thread not
 * shown yet, or a new status or assignee (a read or a reply alone moves none: a customer's message that reopens a
 * thread comes with its thread's new status).
 */
function movesViews(store: InboxStore, event: StreamMessage): boolean {
  if (event.event === 'note.mention') return true;
  if (event.event !== 'conversation.updated') return false;
  const next = event.data.conversation;
  const known = store.cached(next.id)?.conversation ?? store.state.threads.find((t) => t.id === next.id);
  return !known || known.status !== next.status || known.assignee?.id !== next.assignee?.id;
}

/** Live events come in bursts (a message, then its thread's update): one count for the burst. */
const BURST = 300;

/**
 * Each inbox's counting: the filters last counted, the count on its way, the burst's timer, and the service's last
 * counts (`counts`, as it said them: the tabs may say them otherwise, `shown`).
 */
const counting = new WeakMap<
  InboxContext,
  {
    key?: string;
    api?: unknown;
    timer?: ReturnType<typeof setTimeout>;
    abort?: AbortController;
    counts?: ConversationCounts;
  }
>();

/**
 * Counts the views again (`POST /conversations/counts`, narrowed as the list is: sender, brand, campaign, audience,
 * tag) after `delay` ms, a count on its way cancelled; with `ifNarrowed` (every list load) only when the filters
 * counted (those, and "Unread only", which the tabs say the counts by) or the client changed since the last count (or
 * none was made: the first count follows the list's first page).
 */
export function countViews(c: InboxContext, delay = 0, ifNarrowed = false): void {
  const state = counting.get(c) ?? {};
  counting.set(c, state);
  const { from, brandId, campaignId, audienceId, tag, unreadOnly } = c.store.state.filters;
  const narrowing = Object.fromEntries(
    Object.entries({ from, brandId, campaignId, audienceId, tag }).filter(([, v]) => v?.trim()),
  );
  const key = JSON.stringify([narrowing, !!unreadOnly]);
  // Another client (a new token, maybe another user) counts again too.
  if (ifNarrowed && state.key === key && state.api === c.client()) return;
  // Until the new count comes, the counts in hand said for the filters shown: with "Unread only" just ticked, Open
  // never counts every open thread above a list of the unread ones.
  if (state.key !== key && state.counts) shown(c, state.counts);
  state.key = key;
  state.api = c.client();
  clearTimeout(state.timer);
  state.timer = setTimeout(async () => {
    const api = c.client();
    state.abort?.abort();
    if (!api) return;
    const { signal } = (state.abort = new AbortController());
    try {
      const counts = await countConversations(api, narrowing, { signal });
      if (!signal.aborted) shown(c, (state.counts = counts));
    } catch {
      // The tabs show no numbers rather than old ones; the list itself says when the service cannot be reached.
      if (!signal.aborted) c.store.setCounts((state.counts = undefined));
    }
  }, delay);
}

/**
 * The service's counts as the tabs say them: each what its view lists under the filters shown. The service counts
 * views by the narrowing filters but not by unread (its counts request has no unread filter); it counts the open
 * threads with unread messages (`unread`), which is what Open lists with "Unread only" ticked. So then Open says
 * that; a view that holds no thread says 0; Mine and Unassigned, whose threads are open, say 0 when no open thread
 * is unread and their whole count when every one is; any other count is not known, and its tab says no number (the
 * tabs leave out a view not counted) rather than one its list would not hold.
 */
function shown(c: InboxContext, n: ConversationCounts): void {
  const exact = (count: number, open?: boolean) =>
    !count || (open && !n.unread) ? 0 : open && n.unread === n.open ? count : undefined;
  c.store.setCounts(
    c.store.state.filters.unreadOnly
      ? ({
          ...n,
          open: n.unread,
          mine: exact(n.mine, true),
          unassigned: exact(n.unassigned, true),
          mentions: exact(n.mentions),
          snoozed: exact(n.snoozed),
          done: exact(n.done),
        } as ConversationCounts)
      : n,
  );
}

/**
 * RCS agent, brand and campaign names (`PartWiring.names`, `agents:read`), once the token's claims show the scope:
 * its controller's module loads then, and the rows render again with the names.
 */
export async function loadNames(c: InboxContext): Promise<void> {
  const { store, parts, el, wiring } = c;
  if (wiring.names || !store.can('agents:read') || !store.state.claims.scopes) return;
  const { RcsNamesController } = await parts.load('rcsNames');
  wiring.names ??= new RcsNamesController(el, c.client);
  await wiring.names.load();
  // The rows whose sender it names render again (the list's rows are guarded by the name they show).
  el.requestUpdate();
}

/**
 * The thread pane (`PartWiring.pane`): its chunk fetched once (a failed fetch again only after a Retry), its
 * controller made once, by this part: as the chunk comes when wanted (`waitForPane`), or by whichever needs it
 * first (opening a thread, a live event for the open one, a mention).
 */
export async function loadPane(c: InboxContext): Promise<ThreadPane> {
  const { ThreadPane } = await c.parts.load('pane');
  const { wiring } = c;
  return (wiring.pane ??= new ThreadPane(c.el, {
    store: c.store,
    i18n: c.i18n,
    parts: c.parts,
    back: c.back,
    senderName: c.senderName,
    open: (id) => c.open(id, true),
    work: (run) => wiring.work(run),
    menuOpen: (kind) => wiring.menuOpen(kind),
    recount: () => countViews(c),
  }));
}

/**
 * Focus back in the list once the thread `id` is closed (`ParleyInbox`'s Back, the Escape shortcut): on its row, or,
 * when the row has left the list meanwhile (marked done in Open, its mention read in Mentions, a teammate closed it),
 * on the row now in its place: the list's keyboard position (the row it was opened from, the next one there now,
 * the previous one when it was the last), else, with no row left, the view's tab. Focus is never left on nothing.
 */
export function focusBack(c: InboxContext, id: string | undefined): void {
  const { list, el } = c;
  const rows = list.shown().rows;
  const at = rows.findIndex((t) => t.id === id);
  if (rows.length) void list.roving.focus(at < 0 ? list.roving.active : at);
  else el.renderRoot.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')?.focus();
}

/**
 * Opens a thread (`PartWiring.open`; `user`: the user chose it, so `parley-thread-select` fires): at once when it is
 * cached, else its messages (`loadThread`) and the thread pane's chunk in parallel, then the pane shows it. `begun`:
 * the store began to open it already (`InboxStore.beginOpen`), while this part was on its way.
 */
export async function openThread(
  c: InboxContext,
  id: string,
  user: boolean,
  report: boolean,
  begun?: ReturnType<InboxStore['beginOpen']>,
): Promise<void> {
  const { store, wiring, el } = c;
  const s = store.state;
  if (!begun && id === s.selectedId && s.thread?.status !== 'error') return;
  wiring.pane?.switchTo(undefined);
  wiring.pane?.reset();
  const match = user && s.filters.query ? s.threads.find((t) => t.id === id)?.match : undefined;
  if (user) {
    const conversation = s.threads.find((t) => t.id === id) ?? store.cached(id)?.conversation;
    c.emit(new ThreadSelectEvent({ conversationId: id, conversation }));
  }
  const pair = id.startsWith('pair:') && el.from && el.to ? { from: el.from, to: el.to } : undefined;
  // The pane's chunk is fetched in parallel with the first page: the skeleton shows until both are there.
  const view = loadPane(c);
  // Its failure is shown by whoever awaits it (the open below, or Retry); a path that returns early leaves it alone.
  view.catch(() => undefined);
  const start = begun ?? store.beginOpen(id);
  const ready = 'ready' in start ? start.ready : await loadThread(store, id, start, pair, report, view);
  if (!ready) return;
  try {
    // A thread already cached opens at once; its view may still be on its way.
    await view;
  } catch {
    return;
  }
  await wiring.pane!.opened(ready, match?.messageId);
}

/**
 * Loads a thread the store began to open (`InboxStore.beginOpen`): one request for the conversation and its newest
 * page, in parallel with `view` (what showing it needs besides its messages: the thread pane's chunk). The thread is
 * ready when both are, and fails (with Retry) when either does. Resolves with the ready thread, or undefined (failed,
 * or replaced by another).
 */
export async function loadThread(
  store: InboxStore,
  id: string,
  start: { loading: ThreadState; signal: AbortSignal },
  pair: { from: string; to: string } | undefined,
  report: boolean,
  view: Promise<ThreadView>,
): Promise<ThreadState | undefined> {
  const { loading, signal } = start;
  const api = store.api();
  try {
    const [detail, { merge }] = await Promise.all([
      pair ? getConversationByPair(api, pair, { signal }) : getConversation(api, id, { signal }),
      view,
    ]);
    const { messages, ...conversation } = detail;
    // Services that leave the page out get a second request; the sandbox and the service include it.
    const page = messages ?? (await listMessages(api, conversation.id, { pageSize: store.pageSize }, { signal }));
    if (signal.aborted) return undefined;
    const ready: ThreadState = {
      ...loading,
      id: conversation.id,
      conversation,
      messages: merge([], page.data),
      nextCursor: page.nextCursor,
      status: 'ready',
    };
    return store.opened(id, ready, merge);
  } catch (error) {
    if (!signal.aborted) store.openFailed(id, loading, error, report);
    return undefined;
  }
}
