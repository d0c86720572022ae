/**
 * The open thread: a chunk of its own (size budgets). The list is the inbox's first screen; this is fetched in
 * parallel with the first thread's messages (`ParleyInbox`'s `#open`), so it adds no round trip, and the thread shows
 * its skeleton until both are there. `ThreadPane` is what the element sees of it: it makes the pane's parts, each a
 * controller with one job (their modules are this chunk, never the first screen), tells them what happens to the
 * thread (opened, switched, live events) and hands the element their renders:
 *
 * - the header (`thread-header.ts`) and the notes it opens (`thread-notes.ts`);
 * - the message log (`message-log.ts`: window, rows, New divider, keys, read state), what its messages do
 *   (`message-actions.ts`: reactions, cancel, Retry), the lightbox (`log-lightbox.ts`), short-link counts
 *   (`log-link-stats.ts`), older pages and re-sync (`thread-paging.ts`);
 * - the reply box (`reply-box.ts`, with `canned-replies.ts` and `reply-files.ts`), the reply sender and the
 *   outbox of replies and notes kept while offline;
 * - teammates' notes and presence (`team-thread.ts`), announcements (`announcer.ts`), and the thread's English words
 *   (`i18n/inbox-thread.ts`).
 */
import './first-screen.js';
import { css, html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages } from '../../i18n/inbox.js';
import { threadEn } from '../../i18n/inbox-thread.js';
import { teamEn } from '../../i18n/inbox-team.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { Note } from '../../schemas/notes.js';
import { LazyController } from '../../controllers/lazy.js';
import type { ConversationAssignEvent } from '../../events/conversation-assign.js';
import { MentionEvent } from '../../events/mention.js';
import { OutboxController } from '../../controllers/outbox-controller.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { Announcer } from './announcer.js';
import { addErrorWords } from './error-words.js';
import type { ParleyInbox } from './inbox.component.js';
import type { Applied } from './inbox-store.js';
import { LogLightbox } from './log-lightbox.js';
import { LogLinkStats } from './log-link-stats.js';
import { mergeMessages } from './merge-messages.js';
import { outboxParts } from './outbox-review.js';
import { MessageActions } from './message-actions.js';
import { readMentionsIn } from './mention-reads.js';
import { MessageLog } from './message-log.js';
import { messageLogStyles } from './message-log.styles.js';
import { teammateName, type ThreadState } from './model.js';
import { paneParts, type PaneContext } from './pane-context.js';
import { ReplyBox } from './reply-box.js';
import { ReplySender } from './reply-sender.js';
import { TeamThread } from './team-thread.js';
import { workChange } from './header-work.js';
import { ThreadHeader, type HeaderParts } from './thread-header.js';
import { ThreadNotes } from './thread-notes.js';
import { ThreadPaging } from './thread-paging.js';
import { threadPaneStyles } from './thread-pane.styles.js';

// Asked for when the chunk has come before any thread (`PartWiring.paneWhenWanted`), in idle time.
export { prepareFormats } from './log-rows.js';

/** Above the reply box, what someone else changed in the thread's status or assignee (`header-work.ts` `workChange`). */
const noticeStyles = css`
  .work-notice {
    margin: 6px 12px;
    padding: 8px 10px;
    border: 1px solid var(--_border);
    border-inline-start: 3px solid var(--_primary);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface);
    font-size: 13px;
  }
`;

/** What someone else changed in the open thread (worded at each render, in its language): shown while it stays so. */
interface WorkNotice {
  previous: Conversation;
  next: Conversation;
}

/** What the pane is given by `<parley-inbox>`: the controllers it shares with the list, and what the header needs of it. */
export type PaneParts = HeaderParts;

/**
 * The open thread as a controller of `<parley-inbox>`, created when its chunk arrives: it wires the pane's parts
 * together and the element renders them where they go (header, log, footer, lightbox, announcements).
 */
export class ThreadPane implements ReactiveController {
  /** Older pages, paging back to a search match, re-sync after a gap in the stream. */
  readonly paging: ThreadPaging;
  /** Merges pages and live messages into a thread: the store's `ThreadView`, which it opens threads with. */
  readonly merge = mergeMessages;
  readonly #p: PaneContext;
  readonly #given: PaneParts;
  #notice: WorkNotice | undefined;
  readonly #header: ThreadHeader;
  readonly #log: MessageLog;
  readonly #actions: MessageActions;
  readonly #lightbox: LogLightbox;
  readonly #box: ReplyBox;
  readonly #notes: ThreadNotes;
  /** Draft, typing, optimistic sends and both retries (`reply-sender.ts`). */
  readonly #reply: ReplySender;
  /** The thread's notes timeline and who else is here. */
  readonly #team: TeamThread;
  /** What the polite live region says: messages in, replies out. */
  readonly #announcer: Announcer;
  #locale = '';

  constructor(host: ParleyInbox, given: PaneParts) {
    const { store, i18n } = given;
    this.#given = given;
    const p: PaneContext = (this.#p = {
      host,
      store,
      i18n,
      lazy: new LazyController(host, paneParts),
      locale: () => this.#locale,
    });
    this.#header = new ThreadHeader(host, given);
    // The open thread's English words arrive with this chunk.
    addEnglishWords(inboxMessages, { ...threadEn, ...teamEn });
    addErrorWords();
    // In this order: the log's styles refine the pane's.
    adoptStyles(host.renderRoot, threadPaneStyles);
    adoptStyles(host.renderRoot, messageLogStyles);
    adoptStyles(host.renderRoot, noticeStyles);
    // Before the log's window: each update, the pane gives it the rows' keys before it lays them out.
    host.addController(this);
    this.paging = new ThreadPaging(store);
    this.#lightbox = new LogLightbox(p);
    // Made before the log that shows what they do; the log is there before any of their callbacks run.
    this.#announcer = new Announcer(host, store, i18n);
    // A thread this tab assigns is the user's own doing, never told back to them (unless a listener vetoed it).
    host.addEventListener('parley-assign', (e: ConversationAssignEvent) => {
      queueMicrotask(() => e.defaultPrevented || this.#announcer.assigning(e.detail.conversationId));
    });
    this.#reply = new ReplySender(host, store, this.#announcer, () => {
      this.#box.files.clear();
      this.#log.scrollToEnd();
    });
    this.#actions = new MessageActions(p, this.#reply, this.#lightbox, () => this.#log.scrollToEnd());
    this.#team = new TeamThread(host, store, i18n, this.#announcer);
    this.#log = new MessageLog(p, {
      paging: this.paging,
      team: this.#team,
      reply: this.#reply,
      actions: this.#actions,
      linkStats: new LogLinkStats(p),
    });
    this.#notes = new ThreadNotes(p, this.#team, given.parts);
    // Replies and notes kept while the service is unreachable, shown above the reply box of their thread.
    const outboxView = new LazyController(host, outboxParts);
    const outbox =
      (this.#reply.outbox =
      this.#team.outbox =
        new OutboxController(host, {
          client: () => store.api(),
          // Replies held for review show apart, with Send anyway and Edit (`outbox-review.ts`).
          mine: (i) =>
            (i.kind === 'reply' || i.kind === 'note') &&
            i.state !== 'review' &&
            i.meta?.conversationId === store.state.thread?.id,
          // A reply kept in another thread is still reported when it goes out; a note only matters to its thread.
          owns: (i) => i.kind === 'reply' || (i.kind === 'note' && i.meta?.conversationId === store.state.thread?.id),
          sent: (i, result) =>
            i.kind === 'reply'
              ? this.#reply.flushed(i, result as Message)
              : this.#team.applied({ note: { change: 'created', note: result as Note } }),
          locale: () => this.#locale,
          view: () => outboxView.load('view'),
        }));
    this.#box = new ReplyBox(p, { reply: this.#reply, team: this.#team, outbox, outboxParts: outboxView });
  }

  /** An error of an action in the log (reaction, cancel, retry), shown above it. */
  get actionError(): string | undefined {
    return this.#actions.actionError;
  }

  /** Before each render: the locale of this update, the log's rows for its window, the list's news from other threads. */
  hostUpdate(): void {
    this.#locale = this.#p.i18n.locale;
    this.#log.syncKeys();
    this.#announcer.watchList(this.#p.store.state.selectedId);
  }

  /** A thread opens (or none): transient state of the previous one goes, the drafts follow; the log starts at its end. */
  reset(): void {
    this.#actions.reset();
    this.#box.reset();
    this.#header.reset();
    this.#log.reset();
  }

  /** The thread is ready and shown: its drafts, the "New" divider, read state, and the search match it opened at. */
  async opened(thread: ThreadState, match: string | undefined): Promise<void> {
    // The reaction picker is a chunk of its own: fetch it while the user reads, so the first open is instant.
    if (this.#p.store.can('messages:react')) this.#p.lazy.load('reactionPicker').catch(() => {});
    this.switchTo(thread);
    this.#header.opened(thread.conversation);
    // Opened from the list after a search match: the thread's newest messages again, not the stretch around it.
    if (!match && this.paging.detached) await this.paging.backToNewest().catch(() => {});
    const { store } = this.#p;
    const shown = store.state.thread?.id === thread.id ? store.state.thread : thread;
    // "Since you left" only to a reader who was here: a read position of theirs (a string; null: never read it).
    const row = store.state.threads.find((t) => t.id === thread.id);
    const readBefore = typeof (row?.lastReadMessageId ?? shown.conversation?.lastReadMessageId) === 'string';
    this.#log.opened(shown, (count, key) => this.#announcer.newSince(count, key, readBefore));
    // Opened at a search match, the log reads nothing (it is not at the thread's end); otherwise its mentions are read.
    if (!match) readMentionsIn(this.#p.host, store, thread.id, this.#given.recount);
    if (match) await this.#log.jumpTo(match);
  }

  /** A teammate mentioned this user in a note (the stream's `note.mention`, to them only): the host hears it. */
  mentioned(note: Note): void {
    this.#p.host.dispatchEvent(new MentionEvent({ conversationId: note.conversationId, note }));
    const name = note.author ? teammateName(this.#p.host.users, note.author) : '';
    this.#announcer.mentioned(note.id, name, note.text);
    // Whose notes mention whom only the service knows (a live row never joins Mentions by itself): the Mentions view
    // shown, a mention in a thread it does not list reloads its first page, quietly.
    const { view, threads } = this.#p.store.state;
    if (view === 'mentions' && !threads.some((c) => c.id === note.conversationId))
      void this.#p.store.loadList(true).catch(() => {});
  }

  /** What a live event meant for the open thread: an announcement, "new messages", read state, notes, typing. */
  applied(applied: Applied): void {
    const thread = this.#p.store.state.thread;
    if (applied.inbound && thread) {
      this.#box.typing(false);
      this.#announcer.inbound(applied.inbound);
      this.#log.inbound(applied.inbound, thread);
    }
    if (applied.conversation && thread) {
      const { previous, next } = applied.conversation;
      // The open thread, read at the bottom, stays read.
      if (this.#log.pinned && next.unreadCount) this.#log.markRead(thread);
      // This tab's own changes are in the thread before the event comes back (`work-menu.ts`): only others' differ.
      const text = workChange(previous, next, this.#given, this.#p.host);
      if (text && previous) {
        this.#notice = { previous, next };
        this.#announcer.work(text);
      }
    }
    if (applied.note || applied.presence) this.#team.applied(applied);
    if (applied.customer) this.#header.changed(applied.customer);
    if (applied.typing) this.#box.typing(true);
  }

  /** The thread shown changes (or none is): each part's drafts and state follow it. */
  switchTo(thread: ThreadState | undefined): void {
    if (this.#notice?.next.id !== thread?.id) this.#notice = undefined;
    this.#box.files.clear();
    this.#reply.switchTo(thread);
    this.#team.open(thread);
  }

  /** Opens the notes (if closed), for the `n` shortcut. */
  async openNotes(): Promise<void> {
    if (!this.#header.notesOpen) await this.#header.toggleNotes();
  }

  /** The thread's header (who, who else is here, actions), with the contact panel and the notes when open. */
  renderHeader(c: Conversation | undefined, name: string): TemplateResult {
    return this.#header.render(c, name, this.#team.renderViewers(), () => this.#notes.render());
  }

  /** The message log of a ready thread. */
  renderMessages(thread: ThreadState, name: string): TemplateResult {
    return this.#log.render(thread, name);
  }

  /**
   * Under the log: what someone else changed in the thread (while it is still as they left it: gone once this user
   * reopens or reassigns it), "… is typing", then the reply box or the opt-out notice.
   *
   * @csspart work-notice - Above the reply box: what someone else changed in the thread's status or assignee.
   */
  renderFooter(thread: ThreadState, name: string): TemplateResult {
    const n = this.#notice;
    const c = thread.conversation;
    const same = (a: Conversation, b: Conversation) =>
      a.id === b.id && (a.status ?? 'open') === (b.status ?? 'open') && a.assignee?.id === b.assignee?.id;
    const text = n && c && same(n.next, c) && workChange(n.previous, n.next, this.#given, this.#p.host);
    return html`${text ? html`<p class="work-notice" part="work-notice" role="note">${text}</p>` : nothing}${this.#box.render(thread, name)}`;
  }

  /** The image lightbox, while open (a modal dialog beside the panes). */
  renderLightbox(): unknown {
    return this.#lightbox.render();
  }

  /** The inbox's polite live region's lines (`announcer.ts`): the (virtualized) log is never read out. */
  renderAnnouncements(): unknown {
    return this.#announcer.render();
  }
}
