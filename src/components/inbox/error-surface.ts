/**
 * How the inbox shows and tells its failures: the list's, the open thread's and a lost session's, each in words with
 * its Retry; every failure read out by the element's assertive live region in the words the screen shows, and
 * `parley-error` fired. The words themselves are a lazy part (`error-words.ts`), fetched with the first failure
 * shown; an update that shows one waits for them.
 *
 * @csspart retry-button - Retries a failed send or load.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { ApiError } from '../../api/errors.js';
import type { TokenErrorEvent } from '../../api/transport.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import type { InboxContext } from './inbox-context.js';
import { asApiError, type InboxAction } from './inbox-store.js';

export class ErrorSurface {
  readonly #c: InboxContext;
  /** The session could not be renewed: the banner with Retry shows, and the stream stays closed. */
  authError: ApiError | undefined;
  /** The last failure in words, read out by the assertive live region (with a serial, so a repeat is read again). */
  #said: { n: number; text: string } | undefined;

  constructor(c: InboxContext) {
    const { el } = c;
    this.#c = c;
    // An update that shows a failure waits for its words: no flash of other words, and `updateComplete` covers them.
    // If they cannot be fetched (offline), failures read as a lost connection until a Retry fetches them again.
    el.beforeEachUpdate(() => {
      const { parts } = c;
      const s = c.store.state;
      if (parts.get('errorWords') || parts.failed('errorWords')) return;
      if (
        this.authError ||
        s.listStatus === 'error' ||
        s.thread?.status === 'error' ||
        (parts.failed('pane') && !c.wiring.pane)
      )
        el.holdUpdatesUntil(parts.try('errorWords'));
    });
  }

  /** Reads `text` out assertively (again if repeated). */
  say(text: string): void {
    this.#said = { n: (this.#said?.n ?? 0) + 1, text };
    this.#c.el.requestUpdate();
  }

  fail(error: ApiError, action: InboxAction, conversationId?: string): void {
    if (error.kind === 'aborted') return;
    if (action !== 'auth' && error.kind === 'unauthorized') return this.#authFailed(error);
    // Every failure is read out in the words the screen shows (the lost session's in its banner's).
    const { t } = this.#c;
    this.#c.parts.load('errorWords').then(
      (w) => this.say(w.errorSentence(error, action, t)),
      () => this.say(action === 'auth' ? t('authError') : t('listError', { reason: t('errNetwork') })),
    );
    this.#c.emit(new ParleyErrorEvent<InboxAction>({ error, action, conversationId }));
  }

  onTokenError = (event: Event): void => this.#authFailed((event as TokenErrorEvent).error);

  #authFailed(error: ApiError): void {
    if (!this.authError) this.fail((this.authError = error), 'auth');
  }

  #retryAll(): void {
    // A Retry fetches again what could not be fetched (the failures' words, the thread pane…): nothing else does,
    // so no update waits for, and no event fetches, a chunk that cannot come.
    const c = this.#c;
    c.parts.retry();
    this.authError = undefined;
    const selected = c.store.state.selectedId;
    c.store.reset();
    void c.loadList();
    if (selected) void c.open(selected, false);
    c.wiring.restartStream();
  }

  #retryThread(): void {
    const { parts, store } = this.#c;
    parts.retry();
    const id = store.state.selectedId;
    if (!id) return;
    store.drop(id);
    store.deselect();
    void this.#c.open(id, true);
  }

  #retry(run: () => void): TemplateResult {
    return html`<button class="btn" part="retry-button" @click=${run}>${this.#c.t('retry')}</button>`;
  }

  /** The lost session's banner, when there is one. */
  renderAuth(): unknown {
    const { t, parts } = this.#c;
    const words = parts.get('errorWords');
    return this.authError
      ? html`<div class="banner error-text" role="alert">
      <span>${words ? words.errorSentence(this.authError, 'auth', t) : t('authError')}</span>
      ${this.#retry(() => this.#retryAll())}
    </div>`
      : nothing;
  }

  /** The list's failure, in the list's place. */
  renderList(): TemplateResult {
    const { store, parts } = this.#c;
    return this.#failure(store.state.listError, 'list', () => (parts.retry(), void this.#c.loadList()));
  }

  /** The open thread's failure (or its pane's chunk's), in the log's place. */
  renderThread(error: ApiError | undefined): TemplateResult {
    return this.#failure(error ?? asApiError('offline'), 'thread', () => this.#retryThread());
  }

  /**
   * A failure as a sentence ("Could not load …: {reason}", its words' part's, else a lost connection's), with its
   * Retry unless the plan refused it.
   */
  #failure(error: ApiError | undefined, action: 'list' | 'thread', retry: () => void): TemplateResult {
    const { t, parts } = this.#c;
    const words = parts.get('errorWords');
    const lead = `${action}Error` as const;
    return html`<div class="state" role="alert">
        <p>${words ? words.errorSentence(error, action, t, lead) : t(lead, { reason: t('errNetwork') })}</p>
        ${error?.kind === 'forbidden' ? nothing : this.#retry(retry)}
      </div>`;
  }

  /** The assertive live region. */
  renderLive(): TemplateResult {
    return html`<div aria-live="assertive" aria-atomic="true" class="visually-hidden" data-live="errors">${
      // Keyed by the serial (with `repeat`, already on the first screen): a repeated failure is a new node, read again.
      this.#said
        ? repeat(
            [this.#said],
            (a) => a.n,
            (a) => html`<p>${a.text}</p>`,
          )
        : nothing
    }</div>`;
  }
}
