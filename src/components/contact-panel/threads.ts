/**
 * The customer's threads beside the contact (one customer across senders and channels): asked for by phone number
 * when the host does not give them, named with the team's agents (`agents:read`), and drawn as a list whose
 * entries open a thread. Owns what it loaded and re-renders the panel when it arrives.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { isApiError, type ApiError } from '../../api/errors.js';
import { RcsNamesController } from '../../controllers/rcs-names.js';
import { relativeTime } from '../../core/format.js';
import type { ContactPanelKey } from '../../i18n/contact-panel.js';
import { offline, retryable } from '../shared/load-failure.js';
import { OnlineRetry } from '../shared/online-retry.js';
import { failureOf, reasonKey } from './failure-words.js';
import type { Conversation } from '../../schemas/conversations.js';
import { listConversations } from '../../api/conversations.js';

type T = (key: ContactPanelKey, vars?: Record<string, string | number>) => string;

export interface CustomerThreadsOptions {
  api: () => ApiTransport;
  locale: () => string;
  /** Reading the threads failed (the list then says so, with a Retry where asking again can help). */
  failed: (error: ApiError) => void;
  /** The user chose a thread. */
  select: (conversation: Conversation) => void;
}

export class CustomerThreads {
  /** The customer's threads with every sender, newest activity first (with `conversations:read`), asked by the panel. */
  #threads: Conversation[] | undefined;
  /** Why the threads could not be read: said in place of the list, which is not known to be empty. */
  #error: ApiError | undefined;
  /** The phone number whose threads are loaded (or loading). */
  #of: string | undefined;
  /** Sender names for the list (agents' names; ids where unknown). Created only with `agents:read`. */
  #names: RcsNamesController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: CustomerThreadsOptions,
  ) {
    // Back online, a list that could not be read for want of a network is asked again; focus moves only if it was on
    // that list's Retry.
    new OnlineRetry(
      host,
      () => !!this.#error && offline(failureOf(this.#error)),
      () => {
        const root = host.shadowRoot;
        return this.#retry(root?.activeElement?.classList.contains('retry-threads') ? root : null);
      },
    );
  }

  /** Called before each update: names once the token may read agents, the threads of the contact's number. */
  follow(
    scopes: Set<string> | undefined,
    phone: string | undefined,
    given: readonly Conversation[] | null | undefined,
  ) {
    if (scopes?.has('agents:read') && !this.#names) {
      this.#names = new RcsNamesController(this.host, this.options.api);
      void this.#names.load();
    }
    // Given by the host: not asked again (and asked for afresh if the host stops giving them).
    if (given !== undefined) this.#of = undefined;
    else if (phone && phone !== this.#of && scopes?.has('conversations:read')) void this.#load(phone);
  }

  /**
   * Retry of a failed read. Its button is replaced while loading, so focus then goes to the list's heading, or to
   * the new Retry when it failed again.
   */
  async #retry(root: ParentNode | null): Promise<void> {
    if (this.#of) await this.#load(this.#of);
    await this.host.updateComplete;
    (root?.querySelector<HTMLElement>('.retry-threads') ?? root?.querySelector<HTMLElement>('#threads-title'))?.focus();
  }

  async #load(phone: string): Promise<void> {
    this.#of = phone;
    this.#threads = undefined;
    this.#error = undefined;
    this.host.requestUpdate();
    try {
      const page = await listConversations(this.options.api(), { to: phone, pageSize: 100 });
      if (this.#of === phone) this.#threads = page.data;
    } catch (error) {
      if (this.#of !== phone) return;
      if (!isApiError(error)) throw error;
      this.#error = error;
      this.options.failed(error);
    } finally {
      if (this.#of === phone) this.host.requestUpdate();
    }
  }

  /** The customer's threads, one per sender: who wrote, on which channel, the last message and when. */
  render(t: T, given: readonly Conversation[] | null | undefined, currentId: string | undefined) {
    const threads = given === undefined ? this.#threads : (given ?? undefined);
    const now = Date.now();
    // A heading, not a region: beside the inbox, "Conversations" already names the inbox's thread list landmark.
    return html`<div class="threads">
      <h3 id="threads-title" tabindex="-1">${t('threads')}</h3>
      ${
        given === undefined && this.#error
          ? html`<p role="alert" class="error-text">${t('threadsError', { reason: t(reasonKey(this.#error, 'threads')) })}</p>
              ${
                retryable(failureOf(this.#error))
                  ? html`<button class="btn retry-threads" type="button" @click=${(e: Event) => void this.#retry((e.target as Element).getRootNode() as ParentNode)}>${t('retry')}</button>`
                  : nothing
              }`
          : threads === undefined
            ? html`<p class="muted" role="status">${t('threadsLoading')}</p>`
            : threads.length === 0
              ? html`<p class="muted">${t('noThreads')}</p>`
              : html`<ul part="threads">
              ${threads.map((thread) => {
                const agent = thread.senderType === 'rcs_agent';
                const sender = agent ? (this.#names?.senderName(thread.from) ?? thread.from) : thread.from;
                const current = thread.id === currentId;
                const preview = thread.lastMessage?.text ?? '';
                return html`<li>
                  <button type="button" class="thread" part="thread" aria-current=${current ? 'true' : nothing} @click=${() => this.options.select(thread)}>
                    <span class="thread-head">
                      <span class="sender" dir=${agent ? 'auto' : 'ltr'}>${sender}</span>
                      <span class="channel">${agent ? t('channelRcs') : t('channelSms')}</span>
                    </span>
                    <span class="thread-last">
                      <span class="preview" dir="auto">${preview}</span>
                      <time datetime=${thread.lastActivityAt}>${relativeTime(thread.lastActivityAt, now, this.options.locale())}</time>
                    </span>
                  </button>
                </li>`;
              })}
            </ul>`
      }
    </div>`;
  }
}
