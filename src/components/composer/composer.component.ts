/**
 * `<parley-composer>`: compose, validate, preview, schedule and send an RCS message with SMS/MMS fallback.
 * Side-effect free: `src/composer.ts` registers the tag.
 *
 * The element composes its parts and renders its first screen (an empty text message's editor) from them:
 * `draft-editor.ts` (the draft and editing it), `draft-judge.ts` (what makes it unsendable), `header.ts` (sender and
 * recipient), `content-editor.ts` (the kind chooser and the kind's editor, `kinds/`), `editors.ts` (the fallback and
 * schedule boxes), `send-actions.ts` (Send and what stands beside it), `stored-draft.ts` (the draft kept per sender and
 * recipient). The rest is `later.ts`, one chunk fetched when the composer is wanted (first focus or press, or the page
 * idle: `lazy.ts`) and awaited by every state that shows a part of it: the other editors (`more-editors.ts`, the kinds'
 * `kinds/<kind>.later.ts`), problem wording (`problems.ts`), the service's cost checks (`cost-line.ts`), the phone
 * previews (`preview.ts`), the send lifecycle and result (`send-lifecycle.ts`, `result.ts`), the scheduled list
 * (`scheduled-section.ts`), the team's agents (`team-agents.ts`) and the extras (`extras.ts`: sender, short links, test
 * send, templates, blast mode); what they take from the first screen, they take through `first-screen.ts`. The send
 * rules (zod, `send-rules.ts`) are a chunk of their own, fetched likewise. Each part documents the `@csspart`s it
 * renders.
 */
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { composerMessages, type ComposerKey } from '../../i18n/composer.js';
import { I18nController, registerLanguage, type CatalogSource } from '../../i18n/index.js';
import { ParleyChangeEvent } from '../../events/change.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { ParleyBase } from '../shared/parley-base.js';
import type { ApiTransport } from '../../api/transport.js';
import { composerStyles } from './composer.styles.js';
import { DraftEditor } from './draft-editor.js';
import { contentEditor } from './content-editor.js';
import { fallbackEditor, noImplicitSubmit, scheduleEditor } from './editors.js';
import { renderHeader } from './header.js';
import { renderSendActions } from './send-actions.js';
import { DraftJudge } from './draft-judge.js';
import { isPhoneNumber, type Draft, type Problem } from './model.js';
import { emptyDraft, kindOf, toDraft, toRequest } from './kinds/index.js';
import { LazyController } from '../../controllers/lazy.js';
import { afterFirstPaint } from '../../controllers/when-wanted.js';
import { loadOnce } from '../../core/lazy.js';
import { composerParts, PartsWhenWanted, type Part } from './lazy.js';
import type { UploadHandler } from '../../core/media-files.js';
import type { Extras } from './extras.js';
import type { ComposerVoice, SendableDraft } from './extras-host.js';
import { StoredDraft } from './stored-draft.js';
import type { ComposerTemplate } from './templates.js';
import type { ComposerPhase, Summary } from './summary.js';
import type { SendLifecycle } from './send-lifecycle.js';

/** What is not on the first screen (`later.ts`), shared by every composer of the page once loaded (`lazy.ts`). */
type Later = Part<'later'>;
/** Whether the draft shows a part of `later.ts`: any kind but text, the fallback's fields, any suggestion. */
const needsLater = ({ fallback, rcs }: Draft) =>
  !!fallback || !kindOf(rcs).firstScreen || (Array.isArray(rcs.suggestions) && rcs.suggestions.length > 0);

/**
 * The send-RCS-message composer: text, media, rich card or carousel with suggestions, an SMS/MMS fallback,
 * scheduling, validation against the service's own limits, a live phone preview, and sending with retry.
 *
 * @summary Compose, validate, preview, schedule and send an RCS message with SMS/MMS fallback.
 *
 * @attr from - The sender: an RCS agent id (`agent_acme`).
 * @attr to - The recipient (E.164). Without it, the composer shows a recipient input that normalizes to E.164.
 * @attr audience-id - Blast mode: send to every contact of this audience (`messages:blast`, `audiences:read`). With
 *   `messages:blast` and no attribute, "Send to: an audience" offers a picker.
 * @attr base-url - API root (default: the local sandbox).
 * @attr token - A static embed token (scope `messages:send`; `messages:schedule` lists scheduled messages;
 *   `conversations:read` follows the delivery status live).
 * @attr token-url - Your route answering `{token}`.
 * @attr locale - BCP 47 locale (en, es, ar…); right-to-left locales flip the layout.
 * @attr theme - `light` | `dark` | `auto`.
 *
 * @prop {SendRequest} value - The draft send request (`{type: 'RCS', from, to, rcs, fallback?, scheduledTime?}`);
 *   readable at any time, settable by the host (setting it fires no event; `null` empties the composer,
 *   `undefined` is ignored). The `from`/`to` attributes, when set, take precedence over the value's own.
 * @prop {Problem[]} problems - Read-only: what makes the draft unsendable now (same rules as the service).
 * @prop {Message | undefined} result - Read-only: the last message sent, its status kept live.
 * @prop {'idle' | 'sending' | 'sent' | 'scheduled' | 'cancelled' | 'failed'} phase - Read-only: where the last send
 *   stands (`scheduled` until it is cancelled from the scheduled list: `cancelled`).
 * @prop {UploadHandler} uploadHandler - Uploads a file chosen, dropped or pasted on a media field and resolves to its
 *   URL (checked first against the RCS/MMS file types and sizes); without it media fields take URLs only.
 * @prop {ParleyClient} client - An API client to use (e.g. bound to an in-browser sandbox).
 * @prop {TokenProvider} tokenProvider - Async function returning a fresh token.
 * @prop {ComposerTemplate[]} templates - Messages to start from (`{id, name, request}`), offered in a menu.
 *
 * @event {ParleyChangeEvent} parley-change - The user edited the draft. `detail: {value: SendRequest}`.
 * @event {MessageSendEvent} parley-message-send - Before sending; cancelable (`preventDefault()` vetoes). `detail: SendRequest`.
 * @event {MessageSentEvent} parley-message-sent - The service accepted the message. `detail: {message, conversationId, idempotencyKey}`.
 * @event {ParleyErrorEvent} parley-error - A send or a schedule cancellation failed (the draft is kept); in blast mode, reading the audiences, the review's price and split, a blast's send or its Cancel failed. `detail: {error, action: 'send' | 'schedule' | 'load' | 'validate' | 'cancel'}` (a blast's send is `send` too).
 * @event {TemplateSaveEvent} parley-template-save - "Save as template": persist it. `detail: {name, request}` (no from/to).
 * @event {BlastSentEvent} parley-blast-sent - Blast mode: the service accepted the blast. `detail: {blast}`.
 * @event {BlastUpdatedEvent} parley-blast-updated - Blast mode: the blast's status or counters changed. `detail: {blast}`.
 * @event {ThreadSelectEvent} parley-thread-select - Blast mode: the user asked to open the thread of a recipient the
 *   blast did not reach ("Open thread" in the failed list). `detail: {conversationId, conversation: undefined}`.
 *
 * @csspart base - The layout wrapper.
 * @csspart preview-toggle - On narrow screens, the switch between the editor and the previews.
 * @csspart form - The editor column.
 * @csspart preview - Both previews.
 *
 * @cssproperty --parley-composer-preview-background - Behind the phone previews (default: the surface colour).
 * @cssproperty --parley-composer-bubble-background - RCS bubbles and cards (default: the background colour).
 * @cssproperty [--parley-composer-sms-bubble-background=#1a7f37] - SMS/MMS bubbles (white text).
 * @cssproperty --parley-composer-chip-color - Suggestion chips (default: the primary colour).
 * @cssproperty [--parley-composer-phone-width=300px] - Width of the phone previews.
 * @cssproperty [--parley-composer-warning=#b45309] - Accent of the launch warning.
 */
export class ParleyComposer extends ParleyBase {
  static override styles = [ParleyBase.styles, composerStyles];

  /**
   * Adds a language (or replaces a shipped one): a catalog of this element's messages, or a loader of one
   * (`() => import('./fr.js')`); missing keys fall back to English. Plural messages tag their forms with
   * `Intl.PluralRules` categories (`'one: {count} x|other: {count} xs'`).
   */
  static registerLanguage(language: string, catalog: CatalogSource<ComposerKey>): void {
    registerLanguage(composerMessages, language, catalog);
  }

  // `static properties` and `declare` fields, not decorators (docs/decisions/014-element-properties.md); the manifest
  // documents the inputs from the fields' JSDoc, and needs `attribute: false` written for state.
  static override properties: PropertyDeclarations = {
    from: {},
    to: {},
    audienceId: { attribute: 'audience-id' },
    templates: { attribute: false },
    uploadHandler: { attribute: false },
    announcement: { state: true, attribute: false },
  };
  /** RCS agent id sending the message. @attr from */
  declare from: string;
  /** Recipient in E.164; when empty, the user types one. @attr to */
  declare to: string;
  /** Blast mode: send to every contact of this audience (`messages:blast`) instead of one recipient. @attr audience-id */
  declare audienceId: string;
  /** Messages to start from, offered in a "Start from a template" menu (`{id, name, request}`). */
  declare templates: ComposerTemplate[];
  /**
   * Lets people attach files to media fields (a file picker, drag and drop, paste), besides typing a URL. Your
   * function uploads the file to storage the service can fetch from and resolves to its `https://` URL; it should
   * stop when `signal` aborts (Cancel) and may report progress (0–1). Files are checked before it is called: the
   * service's RCS/MMS file types, at most 100 MB for RCS and 5 MB for MMS. Without it, media fields take URLs only.
   */
  declare uploadHandler: UploadHandler | undefined;

  /** Where the last send stands (read-only for hosts; its owner is the send lifecycle, `send-lifecycle.ts`). */
  get phase(): ComposerPhase {
    return this.#lifecycle?.phase ?? 'idle';
  }
  /** The last message sent, its status kept live (read-only for hosts). */
  get result(): Message | undefined {
    return this.#lifecycle?.result;
  }
  declare private announcement: string;
  /** Every answer about the draft shown on screen, derived once per update (`summary.ts`, with `later.ts`). */
  #summary: Summary | undefined;
  /** The sending agent (preview header) and the team's numbers (fallback senders), when the token may read agents (with `later.ts`). */
  #agents: InstanceType<Later['TeamAgents']> | undefined;

  /** The send lifecycle (`send-lifecycle.ts`, with `later.ts`: a send waits for that chunk anyway). */
  #lifecycle: SendLifecycle | undefined;
  #problems: Problem[] = [];
  /** The request of the draft being rendered (computed once per update). */
  #request!: SendRequest;
  /** The recipient the scheduled list is for when there is no `to` attribute: the typed one, once committed. */
  #scheduleTo = '';
  /** Upcoming scheduled messages with Cancel (`scheduled-section.ts`, with `later.ts`), once there is a sender. */
  #scheduled: InstanceType<Later['ScheduledSection']> | undefined;
  /** Sender identity, short links, test send, templates and blast mode (`extras.ts`, with `later.ts`), with credentials. */
  #extras: Extras | undefined;
  /** What is not on the first screen (`later.ts`): a chunk, fetched when wanted and awaited when first needed. */
  #later: Later | undefined;
  readonly #i18n = new I18nController(this, composerMessages, () => this.locale);
  /** The lazy modules (`lazy.ts`): one memoizing loader for the element. */
  readonly #parts = new LazyController(this, composerParts);
  /** The service's checks of the RCS message and of its fallback, and what they cost (`cost-line.ts`, with `later.ts`). */
  #costs: InstanceType<Later['ServiceCosts']> | undefined;
  /** Words as the mode says them (an SMS/MMS blast's message is no "fallback": `extras.ts` renames). */
  #t = (key: ComposerKey, vars?: Record<string, string | number>) => this.#i18n.t(this.#extras?.word(key) ?? key, vars);
  /** What the composer says (its words as the mode says them, its locale, its live region): the editor and the parts say it. */
  readonly #voice: ComposerVoice = {
    t: this.#t,
    locale: () => this.#i18n.locale,
    announce: (text) => this.#announce(text),
  };
  /** The draft and everything about editing it (`draft-editor.ts`): what every editor renders from and edits through. */
  readonly #editor = new DraftEditor(this, emptyDraft(), {
    ...this.#voice,
    parts: this.#parts,
    changed: () => {
      this.#stored.save();
      this.emit(new ParleyChangeEvent({ value: this.value }));
    },
    uploadHandler: () => this.uploadHandler,
  });
  /** The draft as this browser keeps it, per (from, to), with the pending send (`stored-draft.ts`). */
  readonly #stored = new StoredDraft(this, this.#editor);
  /** What makes the draft unsendable in the element's mode, in words, and a refusal (`draft-judge.ts`). */
  readonly #judge = new DraftJudge(this, this.#editor, {
    voice: this.#voice,
    parts: this.#parts,
    mode: () => ({ blasting: !!this.#extras?.blasting, smsOnly: this.#smsOnly }),
    later: () => this.#later,
    loadLater: () => this.#loadLater(),
  });
  /** The draft as a send takes it, judged by the element (its rules, its mode): the send lifecycle and the extras send it. */
  readonly #sendable: SendableDraft = {
    request: () => this.#draftRequest(),
    problems: (request) => this.#judge.check(request).length,
    refuse: () => this.#judge.refuse(() => this.#draftRequest()),
    wire: (request) => (this.#smsToOne && this.#later?.asSmsRequest(request)) || request,
    prepare: async (request, key) => (await this.#extras?.prepare(request, key)) ?? request,
  };

  /** The draft send request. Setting it replaces the draft without firing `parley-change`. */
  get value(): SendRequest {
    // The SMS/MMS form comes with `later.ts` (`updateComplete` waits for it).
    return this.#sendable.wire(this.#draftRequest());
  }

  /** The draft as the editors' request: RCS-shaped, so every field's problem has its path (`fallback.text`…). */
  #draftRequest(): SendRequest {
    return toRequest(this.#editor.draft, this.from, this.to);
  }

  /** A phone-number sender sends the draft's SMS/MMS part alone, to one recipient (blast mode has its own "Send as"). */
  get #smsToOne(): boolean {
    return isPhoneNumber(this.from) && !this.#extras?.blasting;
  }

  /** The SMS/MMS fields alone, no RCS editors: an SMS/MMS message to one recipient, or an SMS/MMS blast. */
  get #smsOnly(): boolean {
    return this.#smsToOne || !!this.#extras?.smsBlast;
  }
  set value(value: SendRequest | null | undefined) {
    // `undefined` is "no value from the host" (framework wrappers pass it), so a stored draft still loads;
    // `null` empties the composer.
    if (value === undefined) return;
    this.#editor.draft = toDraft(value);
    this.#stored.replaced();
    this.#editor.untouch();
    this.#editor.showAll = false;
  }

  /** Live-region text; cleared first so that the same message twice is announced twice. */
  #announce(text: string): void {
    this.announcement = '';
    void this.updateComplete.then(() => (this.announcement = text));
  }

  /** Problems that make the current draft unsendable (empty when it can be sent). */
  get problems(): Problem[] {
    return this.#judge.check(this.#draftRequest());
  }

  constructor() {
    super();
    // Defaults through Lit's accessors, so the first update sees them (values set before the upgrade still win).
    this.from = '';
    this.to = '';
    this.audienceId = '';
    this.templates = [];
    this.announcement = '';
    // A draft beyond the first screen (another kind, a fallback or a suggestion: just chosen, restored, or set as
    // `value`) waits for `later.ts` before the update that shows it, so its fields appear with the click and nobody
    // meets a placeholder online.
    this.beforeEachUpdate(() => {
      this.#editor.sentFrom(this.from); // a phone-number sender edits the draft's SMS/MMS part
      if (!this.#later && needsLater(this.#editor.draft)) this.holdUpdatesUntil(this.#loadLater());
    });
    // At the first focus or press, or once the page is idle after its first paint: the draft is judged once they are in.
    new PartsWhenWanted(this, this.#parts, () => void this.#loadLater());
  }

  /** Fetches `later.ts` (once per page) and sets up what it brings; resolves undefined when it cannot be fetched. */
  #loadLater = (): Promise<Later | undefined> => this.#parts.try('later').then((m) => m && this.#useLater(m));

  #useLater(m: Later): Later {
    if (this.#later) return m;
    this.#later = m;
    this.#lifecycle = new m.SendLifecycle(this, this.#editor, this.#voice, this.#sendable, this.#stored);
    this.#costs = new m.ServiceCosts(this);
    this.#agents = new m.TeamAgents(this, () =>
      this.from && this.hasCredentials ? { client: this.api, from: this.from } : undefined,
    );
    this.requestUpdate();
    return m;
  }

  /** @internal The client given, else one built with the transport of `later.ts`, where every part calling the service is. */
  get api(): ApiTransport {
    return this.givenClient ?? this.clientWith(this.#later!.ApiTransport);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The token is asked for as the composer connects; one that needs a request once the transport alone is in: fetched
    // after the frame showing the box (the CDN head start asked already), its arrival renders nothing (`loadOnce`);
    // when it cannot be fetched, nothing is said (`later.ts` brings the transport and asks again).
    const ask = (api: ApiTransport): unknown => api.getToken().catch(() => undefined);
    const own = () => loadOnce(composerParts.transport).then((m) => ask(this.clientWith(m.ApiTransport)), Boolean);
    if (this.givenClient) ask(this.givenClient);
    else if (this.tokenUrl || this.tokenProvider) afterFirstPaint(own);
    // At once when another composer of the page loaded it; otherwise when the composer is wanted (`lazy.ts`).
    const later = this.#parts.get('later');
    if (later) this.#useLater(later);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The extras and the scheduled list come with `later.ts` once credentials are there (a token may be set after the
    // element is connected); the scheduled list once there is a sender too.
    const later = this.#later;
    if (later && this.hasCredentials) {
      this.#extras ??= new later.Extras(this, this.#editor, this.#voice, this.#sendable, this.#agents);
      if (this.from)
        this.#scheduled ??= new later.ScheduledSection(this, {
          voice: this.#voice,
          client: () => (this.hasCredentials ? this.api : undefined),
          recipient: () => this.#scheduleTo,
          extras: () => this.#extras,
          lifecycle: () => this.#lifecycle,
        });
    }
    // One draft per (from, to), restored on reload unless the host already set `value`.
    if (this.#stored.open(this.from, this.to)) this.#scheduleTo = this.#editor.draft.to ?? '';
    // Another sender: what the service said of the old one (its field errors, a failed send) no longer applies.
    if (changed.has('from') && changed.get('from') !== undefined) {
      this.#editor.serverErrors = {};
      this.#lifecycle?.senderChanged();
    }
    const request = (this.#request = this.#draftRequest());
    this.#summary = this.#later?.deriveSummary({
      request,
      phase: this.phase,
      message: this.result,
      sent: this.#lifecycle?.sent,
      shortHost: this.#extras?.links.shortHost,
      blasting: !!this.#extras?.blasting,
      locale: this.#i18n.locale,
      host: this,
    });
    this.#problems = this.#judge.check(request);
    this.#editor.view = {
      smsSender: this.#smsToOne ? this.from : undefined,
      summary: this.#summary,
      senders: this.#agents?.value?.numbers,
      checks: this.#costs?.results,
    };
    // Problems are worded by `later.ts`: none shows before it is there (fetched at the first focus at the latest).
    this.#editor.judge(this.#problems, this.#later && this.#message, request);
    this.#costs?.request(request, this.#problems, this.#smsOnly, this.hasCredentials ? this.api : undefined);
  }

  /** The styles of `later.ts` join the shadow root in the update that first shows a part of it. */
  protected override updated(): void {
    this.#later?.adoptLaterStyles(this.renderRoot);
  }

  /** `updateComplete` also waits for the send rules and `later.ts`, so what a host reads after it (`problems`) is judged and worded. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    if (this.#parts.get('sendRules') && this.#later) return result;
    await Promise.all([this.#parts.try('sendRules'), this.#loadLater()]);
    return super.getUpdateComplete();
  }

  #message = (p: Problem): string => this.#judge.message(p, this.#request);

  // ------------------------------------------------------------------ send

  /**
   * Sends the draft. Resolves to the message the service stored; rejects with a {@link ComposerValidationError}
   * (its `reasons`) when the draft is unsendable, an `AbortError` when a `parley-message-send` listener vetoed it,
   * or the API error when the service refused or could not be reached (the draft is kept; call again to retry
   * with the same Idempotency-Key).
   */
  send(): Promise<Message> {
    // Both are fetched by the first focus or press at the latest: once there, the send turns busy in this very tick.
    if (this.#lifecycle && this.#parts.get('sendRules')) return this.#lifecycle.send();
    // A send is the person's retry of what could not be fetched (offline): the composer has no other Retry for it.
    this.#parts.retry();
    return Promise.all([this.#parts.load('sendRules'), this.#parts.load('later')]).then(([, later]) => {
      this.#useLater(later);
      return this.send();
    });
  }

  // ------------------------------------------------------------------ render

  override render() {
    const request = this.#request;
    const sms = this.#smsOnly; // the SMS/MMS fields alone, no RCS editors
    const later = this.#later;
    const agent = this.#agents?.value?.agent;
    // Narrow: the editor or the preview, switched by a toggle the DOM owns (no element state, no re-render).
    return html`<div part="base" class="base">
      <div class="pv-toggle"><label class="btn" part="preview-toggle"><input type="checkbox" role="switch" class="pv" aria-controls="previews" />${this.#t('previewToggle')}</label></div>
      <form part="form" class="form" novalidate aria-label=${this.#t('composer')} @keydown=${noImplicitSubmit}
        @submit=${(e: Event) => {
          e.preventDefault();
          if (this.#extras?.blasting) void this.#extras.reviewBlast();
          else this.send().catch(() => {});
        }}>
        ${renderHeader(this.#editor, {
          from: request.from,
          // The sender as people know it (the agent's name once the team's agents are read), its id otherwise.
          agentName: agent?.agentId === request.from ? agent?.name : undefined,
          to: this.to,
          showFrom: !this.#extras?.smsBlast, // an SMS/MMS blast's sender is its message's own field
          showTo: !this.#extras?.blasting,
          extras: this.#extras?.header(),
          committed: () => {
            this.#scheduleTo = this.#editor.draft.to ?? '';
            this.requestUpdate();
          },
        })}
        ${this.hasCredentials ? nothing : html`<p class="error-text">${this.#t('noCredentials')}</p>`}
        ${sms ? nothing : contentEditor(this.#editor)}
        ${fallbackEditor(this.#editor, sms)} ${scheduleEditor(this.#editor)}
        ${
          this.#editor.showAll && this.#problems.length && later
            ? later.problemSummary(this.#editor, this.#problems, this.#message)
            : nothing
        }
        ${this.#extras?.tools()}
        ${renderSendActions({
          t: this.#t,
          send: this.#summary?.send,
          busy: this.phase === 'sending' ? this.#lifecycle?.busy : undefined,
          scheduled: !!request.scheduledTime,
          status: this.#lifecycle?.render(this.#summary?.result),
        })}
        ${this.#lifecycle?.outbox.render()}
        ${this.#costs?.render(this.#t, this.#i18n.locale, request, sms)}
      </form>
      <div class="previews" id="previews" part="preview">${later?.preview(
        this.#t,
        this.#summary?.shown ?? request,
        { agent, from: this.from, locale: this.locale, theme: this.theme },
        this,
        sms,
        this.#summary,
        this.#costs?.results,
      )}</div>
      ${this.#scheduled?.render()}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
  }
}
