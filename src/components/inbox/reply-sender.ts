/**
 * The reply box's job: the draft (kept across reloads), typing notifications (at most one per 3 s), and sending
 * with optimistic pending bubbles: each pending reply keeps its idempotency key, so Retry never sends twice.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiError } from '../../api/errors.js';
import type { ParleyClient } from '../../api/client.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { DraftStore } from '../../controllers/draft.js';
import { LIMITS } from '../../schemas/constants.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { asApiError, type InboxStore } from './inbox-store.js';
import { mergeMessages } from './merge-messages.js';
import type { PendingSend, ThreadState } from './model.js';

const TYPING_SEND_INTERVAL = 3000;

export interface ReplySenderOptions {
  api(): ParleyClient;
  store: InboxStore;
  /** Fires the cancelable `parley-message-send`; false when the host vetoed. */
  sending(request: SendRequest): boolean;
  sent(message: Message, conversationId: string, idempotencyKey: string): void;
  failed(error: ApiError, conversationId: string): void;
  /** A reply was queued (the log scrolls to it). */
  queued(): void;
}

export class ReplySender implements ReactiveController {
  text = '';
  #draft: DraftStore<string> | undefined;
  #typingSentAt = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: ReplySenderOptions,
  ) {
    host.addController(this);
  }

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
      this.options.api().sendTyping({ from: c.from, to: c.to }).catch(() => {});
    }
  }

  /** Sends the draft, with the URLs of uploaded attachments as media; resolves false when nothing was queued. */
  async send(thread: ThreadState | undefined, mediaUrls: readonly string[] = []): Promise<boolean> {
    const text = this.text.trim();
    if (!thread?.conversation || (!text && !mediaUrls.length)) return false;
    const request = replyRequest(thread.conversation, text, mediaUrls);
    if (!this.options.sending(request)) return false;
    const pending: PendingSend = {
      localId: newIdempotencyKey(),
      idempotencyKey: newIdempotencyKey(),
      request,
      createdAt: new Date().toISOString(),
      state: 'sending',
    };
    this.options.store.putThread({ ...thread, pending: [...thread.pending, pending] });
    this.text = '';
    this.#draft?.clear();
    this.host.requestUpdate();
    this.options.queued();
    await this.deliver(thread.id, pending);
    return true;
  }

  /** Sends (or re-sends, with the same key) a pending reply; on failure it stays, marked, with Retry. */
  async deliver(threadId: string, pending: PendingSend): Promise<void> {
    const { store } = this.options;
    const mark = (patch: Partial<PendingSend>) => (list: PendingSend[]) => list.map((p) => (p.localId === pending.localId ? { ...p, ...patch } : p));
    mergeInto(store, threadId, [], mark({ state: 'sending', error: undefined }));
    try {
      const message = await this.options.api().send(pending.request, { idempotencyKey: pending.idempotencyKey });
      mergeInto(store, threadId, [message], (list) => list.filter((p) => p.localId !== pending.localId));
      this.options.sent(message, threadId, pending.idempotencyKey);
    } catch (error) {
      const apiError = asApiError(error);
      mergeInto(store, threadId, [], mark({ state: 'failed', error: apiError }));
      this.options.failed(apiError, threadId);
    }
  }

  hostDisconnected(): void {
    this.#draft?.dispose();
  }
}

/**
 * A reply on the thread's own channel: RCS from an agent (text; media; or a card with both), else SMS, or MMS past
 * the SMS length limit or with media.
 */
export function replyRequest(c: Conversation, text: string, mediaUrls: readonly string[] = []): SendRequest {
  const media = mediaUrls[0];
  if (c.senderType === 'rcs_agent') {
    const rcs = !media ? { text } : text ? { card: { description: text, media: { url: media, height: 'MEDIUM' as const } } } : { media: { url: media } };
    return { type: 'RCS', from: c.from, to: c.to, rcs };
  }
  if (media) return { type: 'MMS', from: c.from, to: c.to, ...(text ? { text } : {}), mediaUrls: [...mediaUrls] };
  return { type: text.length > LIMITS.smsText ? 'MMS' : 'SMS', from: c.from, to: c.to, text };
}

/** Merges messages (a send's or reaction's answer) into their cached thread, and updates its pending replies. */
export function mergeInto(store: InboxStore, conversationId: string, messages: Message[], pending?: (list: PendingSend[]) => PendingSend[]): void {
  const t = store.cached(conversationId);
  if (t) store.putThread({ ...t, messages: mergeMessages(t.messages, messages), pending: pending ? pending(t.pending) : t.pending });
}
