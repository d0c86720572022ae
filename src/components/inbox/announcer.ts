/**
 * What the inbox's polite live region (`data-live="messages"`, which `<parley-inbox>` renders) reads out for the
 * thread pane: a message that came in, and a reply the service took (sent at once, on Retry, or later from the
 * outbox, in whichever thread it was written), "N new since you left" when a thread opens, a teammate's mention of
 * this user, and a note this user added. The log itself is virtualized and never read out. The last few lines
 * stay, each keyed, so a new line is a new node and is read once. A reply that failed is read by the element's
 * assertive region instead, through `store.fail` (worded by `error-words.ts`).
 */
import { html, type ReactiveControllerHost } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Message } from '../../schemas/messages.js';
import type { InboxStore } from './inbox-store.js';
import { contactName, isolate } from './model.js';

interface Line {
  id: string;
  text: string;
}

export class Announcer {
  #lines: readonly Line[] = [];
  /** What was said once (`newSince`), by key. */
  readonly #once = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: InboxStore,
    private readonly i18n: I18nController<InboxKey>,
  ) {}

  /** A note this user added to the open thread. */
  noteAdded(id: string): void {
    this.#say(`note:${id}`, this.i18n.t('noteAdded'));
  }

  /** A new inbound message of the open thread. */
  inbound(message: Message): void {
    const t = this.i18n.t;
    const text = message.text ?? message.rcs?.text ?? message.rcs?.card?.title ?? t('mediaMessage');
    this.#say(message.id, t('incoming', { name: this.#name(message), text }));
  }

  /** A reply of this user the service took. */
  sent(message: Message): void {
    this.#say(`sent:${message.id}`, this.i18n.t('replySent', { name: this.#name(message) }));
  }

  /** "N new since you left", once per thread and read position however often the thread is opened meanwhile. */
  newSince(count: number, key: string): void {
    if (this.#once.has(key)) return;
    this.#once.add(key);
    this.#say(`since:${key}`, this.i18n.t('newSinceLeft', { count }));
  }

  /** A teammate mentioned this user in a note (in any thread). */
  mentioned(id: string, name: string, text: string): void {
    this.#say(`mention:${id}`, this.i18n.t('mentionedYou', { name: isolate(name), text }));
  }

  /** The lines, for the element's polite region. */
  render(): unknown {
    return repeat(
      this.#lines,
      (a) => a.id,
      (a) => html`<p>${a.text}</p>`,
    );
  }

  #say(id: string, text: string): void {
    if (this.#lines.some((l) => l.id === id)) return;
    this.#lines = [...this.#lines.slice(-4), { id, text }];
    this.host.requestUpdate();
  }

  /** The customer as the list names them: the message's thread may not be the open one (a reply from the outbox). */
  #name(message: Message): string {
    const { store } = this;
    const id = message.conversationId;
    const conversation = store.state.threads.find((t) => t.id === id) ?? store.cached(id)?.conversation;
    const other = message.direction === 'inbound' ? message.from : message.to;
    return isolate(contactName(conversation) || other);
  }
}
