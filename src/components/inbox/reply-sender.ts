/**
 * The reply box's job: the draft (kept across reloads), typing notifications (at most one per 3 s), sending with
 * optimistic pending bubbles, and retrying. Retry is all here: a reply that failed before the service took it stays
 * as a pending bubble with its idempotency key, and Retry (`deliver`) sends it again with that key, so it never
 * sends twice; a message the service took and then failed (status FAILED) is sent again as a new message with a new
 * key (`resend`), the failed one staying in the log as it was, without its own Retry from then on.
 *
 * Every reply the service took is reported the same way, whichever path took it (sent at once, on Retry, sent again,
 * or from the outbox, `flushed`): `parley-message-sent` once per Idempotency-Key (`events/sent-once.ts`), and a
 * line of the polite live region (`announcer.ts`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { newIdempotencyKey } from '../../api/transport.js';
import { MessageSendEvent } from '../../events/message-send.js';
import { MessageSentEvent } from '../../events/message-sent.js';
import { reportSent } from '../../events/sent-once.js';
import type { OutboxItem } from '../../api/outbox.js';
import { DraftStore } from '../../controllers/draft.js';
import type { OutboxController } from '../../controllers/outbox-controller.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { Announcer } from './announcer.js';
import { asApiError, type InboxStore } from './inbox-store.js';
import { mergeMessages } from './merge-messages.js';
import type { PendingSend, ThreadState } from './model.js';
import { sendMessage, sendTyping } from '../../api/messages.js';

const TYPING_SEND_INTERVAL = 3000;

export class ReplySender implements ReactiveController {
  text = '';
  #draft: DraftStore<string> | undefined;
  #typingSentAt = 0;
  /** Where a reply goes when the service cannot be reached (set by the thread pane). */
  outbox: OutboxController | undefined;
  /** Failed messages sent again (`resend`): their bubbles offer no second Retry. */
  #resent: ReadonlySet<string> = new Set();

  /** `announcer`: where a reply the service took is said; `queued`: a reply was queued (the log scrolls to it). */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly store: InboxStore,
    private readonly announcer: Announcer,
    private readonly queued: () => void,
  ) {
    host.addController(this);
  }

  get resent(): ReadonlySet<string> {
    return this.#resent;
  }

  /**
   * Whether this user sent `message` here (a teammate's replies are the other outbound ones): one whose send answered,
   * or the echo on the event stream of a reply still in flight, which on a slow answer arrives first.
   */
  isMine(message: Message, thread: ThreadState): boolean {
    return (
      this.#mine.has(message.id) || thread.pending.some((p) => p.state === 'sending' && echoes(p.request, message))
    );
  }

  /** A reply in flight whose message the stream already brought: shown once, as that message. */
  echoed(pending: PendingSend, messages: readonly Message[]): boolean {
    return pending.state === 'sending' && messages.some((m) => !this.#mine.has(m.id) && echoes(pending.request, m));
  }
  #mine = new Set<string>();

  /** Follows the open thread: its saved draft fills the box. */
  switchTo(thread: ThreadState | undefined): void {
    this.#draft?.dispose();
    this.#draft = thread?.conversation ? new DraftStore<string>('inbox-reply', thread.id) : undefined;
    this.text = this.#draft?.load() ?? '';
    this.host.requestUpdate();
  }

  input(text: string, thread: ThreadState | undefined): void {
    this.text = text;
    this.#draft?.save(text);
    this.host.requestUpdate();
    const c = thread?.conversation;
    if (c && text && Date.now() - this.#typingSentAt > TYPING_SEND_INTERVAL) {
      this.#typingSentAt = Date.now();
      sendTyping(this.store.api(), { from: c.from, to: c.to }).catch(() => {});
    }
  }

  /** Sends the draft, with the URLs of uploaded attachments as media; resolves false when nothing was queued. */
  async send(thread: ThreadState | undefined, mediaUrls: readonly string[] = []): Promise<boolean> {
    const text = this.text.trim();
    if (!thread?.conversation || (!text && !mediaUrls.length)) return false;
    const request = replyRequest(thread.conversation, text, mediaUrls);
    // The host may veto (cancelable `parley-message-send`): the draft stays.
    if (!this.host.dispatchEvent(new MessageSendEvent(request))) return false;
    const pending: PendingSend = {
      localId: newIdempotencyKey(),
      idempotencyKey: newIdempotencyKey(),
      request,
      createdAt: new Date().toISOString(),
      state: 'sending',
    };
    this.store.putThread({ ...thread, pending: [...thread.pending, pending] });
    this.text = '';
    this.#draft?.clear();
    this.host.requestUpdate();
    this.queued();
    await this.deliver(thread.id, pending);
    return true;
  }

  /** Sends (or re-sends, with the same key) a pending reply; on failure it stays, marked, with Retry. */
  async deliver(threadId: string, pending: PendingSend): Promise<void> {
    const store = this.store;
    const mark = (patch: Partial<PendingSend>) => (list: PendingSend[]) =>
      list.map((p) => (p.localId === pending.localId ? { ...p, ...patch } : p));
    mergeInto(store, threadId, [], mark({ state: 'sending', error: undefined }));
    try {
      const message = await sendMessage(store.api(), pending.request, { idempotencyKey: pending.idempotencyKey });
      this.#mine.add(message.id);
      mergeInto(store, threadId, [message], (list) => list.filter((p) => p.localId !== pending.localId));
      this.#took(message, threadId, pending.idempotencyKey);
    } catch (error) {
      // The service unreachable: the outbox keeps the reply with its key (shown above the box) and sends it later.
      const { from, to } = pending.request;
      const seen = store.cached(threadId)?.messages.at(-1)?.id;
      const write = {
        kind: 'reply',
        queue: `${from}>${to}`,
        method: 'POST',
        path: '/send',
        body: pending.request,
        idempotencyKey: pending.idempotencyKey,
        // The newest message the writer had: a reply the thread moved on from while it waited is held for review.
        meta: { conversationId: threadId, ...(seen ? { seen } : {}) },
      } as const;
      if (await this.outbox?.keep(error, write))
        return mergeInto(store, threadId, [], (list) => list.filter((p) => p.localId !== pending.localId));
      const apiError = asApiError(error);
      mergeInto(store, threadId, [], mark({ state: 'failed', error: apiError }));
      store.fail(apiError, 'send', threadId);
    }
  }

  /** Sends a message the service failed again, as a new message (new key); the failed one loses its Retry. */
  async resend(message: Message): Promise<Message> {
    const idempotencyKey = newIdempotencyKey();
    const sent = await sendMessage(this.store.api(), resendRequest(message), { idempotencyKey });
    this.#mine.add(sent.id);
    this.#resent = new Set([...this.#resent, message.id]);
    mergeInto(this.store, sent.conversationId, [sent]);
    this.#took(sent, sent.conversationId, idempotencyKey);
    this.host.requestUpdate();
    return sent;
  }

  /** A reply the outbox kept went out (this page's drain sent it): into its thread, and reported as any other. */
  flushed(item: OutboxItem, message: Message): void {
    this.#mine.add(message.id);
    mergeInto(this.store, message.conversationId, [message]);
    this.#took(message, item.meta?.conversationId ?? message.conversationId, item.idempotencyKey);
  }

  /** The service took a reply: `parley-message-sent` (once per key, whatever the path) and its polite line. */
  #took(message: Message, conversationId: string, idempotencyKey: string): void {
    const event = new MessageSentEvent({ message, conversationId, idempotencyKey });
    if (reportSent(this.host, event)) this.announcer.sent(message);
  }

  hostDisconnected(): void {
    this.#draft?.dispose();
  }
}

/** The same content again, from the same sender to the same recipient. */
export function resendRequest(m: Message): SendRequest {
  const base = { type: m.type, from: m.from, to: m.to };
  if (m.type === 'RCS' && m.rcs) return { ...base, rcs: m.rcs };
  return { ...base, ...(m.text ? { text: m.text } : {}), ...(m.mediaUrls.length ? { mediaUrls: m.mediaUrls } : {}) };
}

/**
 * A reply on the thread's own channel: RCS from an agent (text; media; or a card with both), else SMS, or MMS with
 * media or text past the SMS limit in characters (the SMS/MMS rule the service applies to a fallback).
 */
export function replyRequest(c: Conversation, text: string, mediaUrls: readonly string[] = []): SendRequest {
  const media = mediaUrls[0];
  if (c.senderType === 'rcs_agent') {
    const rcs = !media
      ? { text }
      : text
        ? { card: { description: text, media: { url: media, height: 'MEDIUM' as const } } }
        : { media: { url: media } };
    return { type: 'RCS', from: c.from, to: c.to, rcs };
  }
  if (media) return { type: 'MMS', from: c.from, to: c.to, ...(text ? { text } : {}), mediaUrls: [...mediaUrls] };
  return { type: fallbackChannel({ text }), from: c.from, to: c.to, text };
}

/** The service's message for a reply request: same sender, recipient, words and media. */
function echoes(request: SendRequest, message: Message): boolean {
  if (message.direction !== 'outbound' || message.from !== request.from || message.to !== request.to) return false;
  if (request.type === 'RCS') return JSON.stringify(message.rcs) === JSON.stringify(request.rcs);
  return (message.text ?? '') === (request.text ?? '') && String(message.mediaUrls) === String(request.mediaUrls ?? []);
}

/** Merges messages (a send's or reaction's answer) into their cached thread, and updates its pending replies. */
export function mergeInto(
  store: InboxStore,
  conversationId: string,
  messages: Message[],
  pending?: (list: PendingSend[]) => PendingSend[],
): void {
  const t = store.cached(conversationId);
  if (t)
    store.putThread({
      ...t,
      messages: mergeMessages(t.messages, messages),
      pending: pending ? pending(t.pending) : t.pending,
    });
}
