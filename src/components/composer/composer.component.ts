/**
 * `<parley-composer>`: compose, validate, preview, schedule and send an RCS message with SMS/MMS fallback.
 * Side-effect free: `src/composer.ts` registers the tag.
 *
 * The element holds the draft and renders; the jobs live beside it: `editors.ts` (field editors; the carousel's in
 * `carousel-editor.ts`, loaded on first use), `problems.ts` (how problems are worded), `controllers/service-validation.ts`
 * (the service's confirmation), `status-tracker.ts` (following a sent message's status), `schedule-list.ts` and
 * `scheduled-list.ts` (upcoming scheduled messages, rendered by a module loaded on first use), `preview.ts`.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { DraftStore } from '../../controllers/draft.js';
import { ServiceValidation } from '../../controllers/service-validation.js';
import { loadPhoneSupport } from '../../core/phone.js';
import { composerMessages, type ComposerKey } from '../../i18n/composer.js';
import { I18nController, registerLanguage, type CatalogSource } from '../../i18n/index.js';
import { ParleyChangeEvent, type ChangeDetail } from '../../events/change.js';
import { MessageSendEvent } from '../../events/message-send.js';
import { MessageSentEvent, type MessageSentDetail } from '../../events/message-sent.js';
import { ParleyErrorEvent, toError, type ParleyErrorDetail } from '../../events/parley-error.js';
import { LIMITS } from '../../schemas/constants.js';
import type { Message, SendRequest, ValidationResult } from '../../schemas/messages.js';
import { ParleyElement } from '../shared/parley-element.js';
import { composerStyles } from './composer.styles.js';
import { contentEditor, fallbackEditor, idOf, scheduleEditor, suggestionsEditor, type EditorHost } from './editors.js';
import {
  KINDS,
  emptyContent,
  emptyDraft,
  getAt,
  kindOf,
  toDraft,
  toRequest,
  updateAt,
  type ContentKind,
  type Draft,
  type Path,
  type Problem,
} from './model.js';
import { preview } from './preview.js';
import { problemLabel, problemMessage } from './problems.js';
import type { carouselEditor } from './carousel-editor.js';
import { ScheduleList } from './schedule-list.js';
import { settled, StatusTracker } from './status-tracker.js';
import type { renderScheduledList } from './scheduled-list.js';
import { errorCategory, planFeature } from '../shared/plan-error.js';
import type { ComposerHost, Extras } from './extras.js';
import type { ComposerTemplate } from './templates.js';

export type { ComposerTemplate } from './templates.js';

type SendRules = typeof import('./send-rules.js');
let sendRules: SendRules | undefined;
let sendRulesLoading: Promise<SendRules> | undefined;

/** The send rules (zod) load once for every composer on the page; a failed fetch is retried by the next caller. */
function loadSendRules(): Promise<SendRules> {
  sendRulesLoading ??= import('./send-rules.js').then(
    (module) => (sendRules = module),
    (error: unknown) => {
      sendRulesLoading = undefined;
      throw error;
    },
  );
  return sendRulesLoading;
}

/** Why {@link ParleyComposer.send} refused: every problem, with its path in the request and its message. */
export class ComposerValidationError extends Error {
  override readonly name = 'ComposerValidationError';
  constructor(readonly reasons: { path: string; message: string }[]) {
    super(reasons.map((r) => (r.path ? `${r.path}: ${r.message}` : r.message)).join('; '));
  }
}

/** Where the last send stands. */
export type ComposerPhase = 'idle' | 'sending' | 'sent' | 'failed';
/** `parley-change` detail. */
export type ComposerChangeDetail = ChangeDetail;
/** `parley-message-sent` detail: the message, its conversation and the send's Idempotency-Key. */
export type ComposerSentDetail = MessageSentDetail;
/** `parley-error` detail: an `ApiError` (or, rarely, another error) from a send or a schedule cancellation. */
export type ComposerErrorDetail = ParleyErrorDetail<'send' | 'schedule'>;
export type { Problem as ComposerProblem } from './model.js';
interface Stored {
  d: Draft;
  /** The pending logical send: its body and Idempotency-Key, reused by a retry (even after a reload). */
  k?: { body: string; key: string } | undefined;
}

/** The carousel editor module, shared by every composer of the page once loaded. */
let loadingCarousel: Promise<typeof carouselEditor> | undefined;
let loadedCarousel: typeof carouselEditor | undefined;


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
 * @prop {'idle' | 'sending' | 'sent' | 'failed'} phase - Read-only: where the last send stands.
 * @prop {ParleyClient} client - An API client to use (e.g. bound to an in-browser sandbox).
 * @prop {TokenProvider} tokenProvider - Async function returning a fresh token.
 * @prop {ComposerTemplate[]} templates - Messages to start from (`{id, name, request}`), offered in a menu.
 *
 * @event {ParleyChangeEvent} parley-change - The user edited the draft. `detail: {value: SendRequest}`.
 * @event {MessageSendEvent} parley-message-send - Before sending; cancelable (`preventDefault()` vetoes). `detail: SendRequest`.
 * @event {MessageSentEvent} parley-message-sent - The service accepted the message. `detail: {message, conversationId, idempotencyKey}`.
 * @event {ParleyErrorEvent} parley-error - A send or a schedule cancellation failed (the draft is kept). `detail: {error, action: 'send' | 'schedule'}`.
 * @event {TemplateSaveEvent} parley-template-save - "Save as template": persist it. `detail: {name, request}` (no from/to).
 * @event {BlastSentEvent} parley-blast-sent - Blast mode: the service accepted the blast. `detail: {blast}`.
 * @event {BlastUpdatedEvent} parley-blast-updated - Blast mode: the blast's status or counters changed. `detail: {blast}`.
 *
 * @csspart base - The layout wrapper.
 * @csspart form - The editor column.
 * @csspart header - Sender and recipient.
 * @csspart kind - The content kind chooser (text, media, card, carousel).
 * @csspart field - One labelled input with its counter and error.
 * @csspart counter - A length counter (`12 / 200`).
 * @csspart error - A field's error message.
 * @csspart errors - The summary shown when a send is refused.
 * @csspart cards - The carousel's card list.
 * @csspart card - One card editor in the carousel.
 * @csspart drag-handle - A card's drag handle.
 * @csspart suggestions - A suggestion list editor.
 * @csspart suggestion - One suggestion editor.
 * @csspart fallback - The SMS/MMS fallback editor.
 * @csspart channel - "Goes as SMS/MMS" with segments, encoding and characters.
 * @csspart validation - The service's confirmation (segments, cost, unsupported files).
 * @csspart schedule - The schedule editor.
 * @csspart actions - The send button and the send status.
 * @csspart send-button - The send (or schedule) button.
 * @csspart status - Send progress, result and live status, or the failure with Retry.
 * @csspart preview - Both previews.
 * @csspart phone - The RCS phone preview.
 * @csspart bubble - A message bubble in a preview.
 * @csspart chip - A suggestion chip in the preview.
 * @csspart preview-card - A rich card in the preview.
 * @csspart preview-carousel - The carousel in the preview.
 * @csspart fallback-preview - The SMS/MMS phone preview.
 * @csspart scheduled - The list of scheduled messages with Cancel.
 * @csspart agent - The sender's `<parley-agent-identity>` (`agents:read`).
 * @csspart launch-warning - Recipients on carriers without launch get the fallback (or nothing).
 * @csspart shorten - The "Shorten links" toggle and the lengths with short links.
 * @csspart shortened - The lengths with short links.
 * @csspart templates - The template menu and "Save as template".
 * @csspart template-menu - The template menu.
 * @csspart template-confirm - "Replace your draft with …?".
 * @csspart test-send - "Send a test" with the number field.
 * @csspart test-send-button - The "Send test" button.
 * @csspart test-result - The test send's result in words.
 * @csspart send-to - "Send to: one recipient / an audience".
 * @csspart audience - The audience picker.
 * @csspart blast-confirm - The blast's summary and confirm.
 * @csspart blast-progress - The blast's live progress.
 * @csspart summary - The blast's recipients, segments and estimated total.
 *
 * @cssproperty --parley-composer-preview-background - Behind the phone previews (default: the surface colour).
 * @cssproperty --parley-composer-bubble-background - RCS bubbles and cards (default: the background colour).
 * @cssproperty [--parley-composer-sms-bubble-background=#1a7f37] - SMS/MMS bubbles (white text).
 * @cssproperty --parley-composer-chip-color - Suggestion chips (default: the primary colour).
 * @cssproperty [--parley-composer-phone-width=300px] - Width of the phone previews.
 * @cssproperty [--parley-composer-warning=#b45309] - Accent of the launch warning.
 */
export class ParleyComposer extends ParleyElement {
  static override styles = [ParleyElement.styles, composerStyles];

  /**
   * Adds a language (or replaces a shipped one): a catalog of this element's messages, or a loader of one
   * (`() => import('./fr.js')`); missing keys fall back to English. Plural messages tag their forms with
   * `Intl.PluralRules` categories (`'one: {count} x|other: {count} xs'`).
   */
  static registerLanguage(language: string, catalog: CatalogSource<ComposerKey>): void {
    registerLanguage(composerMessages, language, catalog);
  }

  /** RCS agent id sending the message. @attr from */
  @property() accessor from = '';
  /** Recipient in E.164; when empty, the user types one. @attr to */
  @property() accessor to = '';
  /** Blast mode: send to every contact of this audience (`messages:blast`) instead of one recipient. @attr audience-id */
  @property({ attribute: 'audience-id' }) accessor audienceId = '';
  /** Messages to start from, offered in a "Start from a template" menu (`{id, name, request}`). */
  @property({ attribute: false }) accessor templates: ComposerTemplate[] = [];

  /** Where the last send stands (read-only for hosts). */
  @state() accessor phase: ComposerPhase = 'idle';
  /** The last message sent, its status kept live (read-only for hosts). */
  @state() accessor result: Message | undefined;
  @state() private accessor draft: Draft = emptyDraft();
  @state() private accessor announcement = '';
  /** A schedule cancellation that failed, worded. */
  @state() private accessor cancelError = '';

  #error: unknown;
  /** Per-field messages of the service's last 400, until the next edit. */
  #serverErrors: Record<string, string[]> = {};
  #showAll = false;
  #touched = new Set<string>();
  #problems: Problem[] = [];
  /** The request of the draft being rendered (computed once per update). */
  #request!: SendRequest;
  #shown = new Map<string, string>();
  #pending: Stored['k'];
  #inflight: Promise<Message> | undefined;
  #drafts: DraftStore<Stored> | undefined;
  #draftsKey = '';
  #hostSetValue = false;
  readonly #tracker = new StatusTracker(this, {
    api: () => this.api,
    update: (m) => {
      const before = this.result && this.#statusText(this.result);
      this.result = m;
      const now = this.#statusText(m);
      if (before !== now) this.#announce(now);
    },
  });
  /** The recipient the scheduled list is for when there is no `to` attribute: the typed one, once committed. */
  #scheduleTo = '';
  readonly #schedules = new ScheduleList(this, {
    source: () => {
      if (!this.from || !this.hasCredentials) return undefined;
      const blast = this.#extras?.blasting ? this.#extras.blast : undefined;
      if (blast) return { from: this.from, to: `audience:${blast.audienceId}`, client: this.api, list: (signal) => blast.listScheduled(this.from, signal) };
      return { from: this.from, to: this.to || this.#scheduleTo, client: this.api };
    },
  });
  /** Sender identity, short links, test send, templates and blast mode (`extras.ts`), loaded after the first paint. */
  #extras: Extras | undefined;
  #loadingExtras: Promise<unknown> | undefined;
  /** The carousel editor, loaded when a carousel is first edited (or the kind chooser is first approached). */
  #carouselEditor: typeof carouselEditor | undefined = loadedCarousel;
  /** The scheduled list's renderer, loaded on first use. */
  #scheduledView: typeof renderScheduledList | undefined;
  readonly #i18n = new I18nController(this, composerMessages, () => this.locale);
  readonly #validation = new ServiceValidation<ValidationResult>(this);
  readonly #rcsCheck = new ServiceValidation<ValidationResult>(this);
  #t = this.#i18n.t;

  /** What the editors see of the element (kept off its public surface). */
  readonly #host: EditorHost = (() => {
    const self = this;
    return {
      t: self.#t,
      get draft() {
        return self.draft;
      },
      get validation() {
        return self.#validation;
      },
      get timeZone() {
        return self.#timeZone();
      },
      get carouselEditor() {
        return self.#carouselEditor;
      },
      dragging: undefined,
      edit: (path, value) => self.#edit(path, value),
      error: (path) => self.#shown.get(path.join('.')),
      normalizePhone: (path) => void self.#normalizePhone(path),
      move: (path, from, to, focus) => self.#move(path, from, to, focus),
      remove: (path, index) => self.#remove(path, index),
    };
  })();

  readonly #extrasHost: ComposerHost = (() => {
    const self = this;
    return {
      element: self,
      t: (key, vars) => self.#t(key, vars),
      get locale() {
        return self.#i18n.locale;
      },
      get theme() {
        return self.theme;
      },
      get api() {
        return self.api;
      },
      get from() {
        return self.from;
      },
      get audienceAttr() {
        return self.audienceId;
      },
      get templates() {
        return self.templates;
      },
      request: () => self.value,
      problems: (request) => self.#check(request).length,
      refuse: () => self.#refuse().then((error) => !error),
      fill: (request) => {
        self.#touched.clear();
        self.#commit(toDraft({ ...request, from: self.from, to: self.value.to }));
      },
      isEmpty: () => JSON.stringify(self.draft) === JSON.stringify({ ...emptyDraft(), ...(self.draft.to ? { to: self.draft.to } : {}) }),
      emit: (event) => self.emit(event),
      announce: (text) => self.#announce(text),
      describe: (error) => self.#describe(error),
      focus: async (selector) => {
        await self.updateComplete;
        self.renderRoot.querySelector<HTMLElement>(selector)?.focus();
      },
      reloadSchedules: () => self.#schedules.reload(),
      requestUpdate: () => self.requestUpdate(),
    };
  })();

  /** The draft send request. Setting it replaces the draft without firing `parley-change`. */
  get value(): SendRequest {
    return toRequest(this.draft, this.from, this.to);
  }
  set value(value: SendRequest | null | undefined) {
    // `undefined` is "no value from the host" (framework wrappers pass it), so a stored draft still loads;
    // `null` empties the composer.
    if (value === undefined) return;
    this.draft = toDraft(value);
    this.#hostSetValue = true;
    this.#touched.clear();
    this.#showAll = false;
    this.#pending = undefined;
  }

  /** Live-region text; cleared first so that the same message twice is announced twice. */
  #announce(text: string): void {
    this.announcement = '';
    void this.updateComplete.then(() => (this.announcement = text));
  }

  /** Problems that make the current draft unsendable (empty when it can be sent). */
  get problems(): Problem[] {
    return this.#check(this.value);
  }

  #timeZone(): string {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const name = new Intl.DateTimeFormat(this.#i18n.locale, { timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && name !== zone ? `${name} (${zone})` : zone;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Fetched now, beside the first paint (which does not wait): the draft is judged once they are in.
    if (!sendRules) void loadSendRules().then(() => this.requestUpdate(), () => undefined);
    if (this.result && this.phase === 'sent' && !settled(this.result)) void this.#tracker.track(this.result);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#drafts?.dispose();
    this.#drafts = undefined;
    this.#draftsKey = '';
  }

  /** Loads the carousel editor (once per page); the element renders again when it is there. */
  #loadCarouselEditor = (): void => {
    if (this.#carouselEditor) return;
    loadingCarousel ??= import('./carousel-editor.js').then((m) => m.carouselEditor);
    void loadingCarousel.then((editor) => {
      this.#carouselEditor = loadedCarousel = editor;
      this.requestUpdate();
    });
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The extras load once credentials are there (a token may be set after the element is connected).
    if (!this.#loadingExtras && this.hasCredentials) this.#loadingExtras = import('./extras.js').then(
        (m) => ((this.#extras = new m.Extras(this.#extrasHost)), this.requestUpdate()),
        () => (this.#loadingExtras = undefined), // a failed fetch is tried again on a later update
      );
    if (changed.has('from') || changed.has('to') || !this.#drafts) this.#openDrafts();
    if (kindOf(this.draft.rcs) === 'carousel') this.#loadCarouselEditor();
    const request = (this.#request = this.value);
    this.#problems = this.#check(request);
    this.#shown.clear();
    for (const p of this.#problems) {
      if (this.#shown.has(p.path)) continue;
      const value = getAt(request, p.path ? p.path.split('.') : []);
      const touched = [...this.#touched].some((t) => t === p.path || t.startsWith(`${p.path}.`));
      // What is merely missing waits until the field is touched or a send is tried; what is wrong shows at once.
      const quiet = value === undefined || value === '' || (typeof value === 'object' && !Array.isArray(value));
      if (this.#showAll || touched || !quiet) {
        this.#shown.set(p.path, this.#message(p));
      }
    }
    // What the service refused that the shared schema let through (e.g. a scheduled time too far ahead).
    for (const [path, messages] of Object.entries(this.#serverErrors)) {
      if (!this.#shown.has(path) && messages[0]) this.#shown.set(path, messages[0]);
    }
    this.#validateFallback(request);
    const rcsOk = !this.#problems.some((p) => p.path === '' || p.path.startsWith('rcs') || p.path.startsWith('fallback'));
    const body = { rcs: request.rcs!, ...(request.fallback ? { fallback: request.fallback } : {}) };
    this.#rcsCheck.request(
      JSON.stringify(rcsOk && body),
      rcsOk && this.hasCredentials ? (signal) => this.api.validateMessage('rcs', body, { signal }) : undefined,
    );
  }

  /** One draft per (from, to), restored on reload unless the host already set `value`. */
  #openDrafts(): void {
    const key = `${this.from}|${this.to}`;
    if (key === this.#draftsKey) return;
    this.#drafts?.dispose();
    this.#draftsKey = key;
    this.#drafts = new DraftStore<Stored>('composer', key);
    const stored = this.#hostSetValue ? undefined : this.#drafts.load();
    if (stored?.d) {
      this.draft = toDraft(stored.d);
      this.#pending = stored.k;
    }
    this.#scheduleTo = this.draft.to ?? '';
  }

  /** `updateComplete` also waits for the send rules, so what a host reads after it (`problems`) is judged. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    if (sendRules) return result;
    await loadSendRules().catch(() => undefined);
    return super.getUpdateComplete();
  }

  #check(request: SendRequest): Problem[] {
    // A blast has no recipient of its own: the audience is the recipient.
    const problems = (sendRules?.problemsOf(request) ?? []).filter((p) => !(p.path === 'to' && this.#extras?.blasting));
    if (this.draft.scheduledTime === '') problems.push({ path: 'scheduledTime', code: 'invalid_type', message: 'Required' });
    return problems;
  }

  #message(p: Problem): string {
    return problemMessage(p, this.#request, this.#t);
  }

  #focusField(path: string): void {
    const id = idOf(path.split('.'));
    const target = this.renderRoot.querySelector<HTMLElement>(`#${id}`) ?? this.renderRoot.querySelector<HTMLElement>(`#${id}-e`)?.parentElement?.querySelector('input, textarea, select, button');
    target?.focus();
  }

  // ------------------------------------------------------------------ EditorHost

  #edit(path: Path, value: unknown): void {
    this.#touched.add(path.join('.'));
    this.#commit(updateAt(this.draft, path, () => value));
  }

  #move(path: Path, from: number, to: number, focus?: string): void {
    const list = getAt(this.draft, path);
    if (!Array.isArray(list) || to < 0 || to >= list.length || from === to) return;
    const moved = [...list];
    moved.splice(to, 0, ...moved.splice(from, 1));
    this.#commit(updateAt(this.draft, path, () => moved));
    this.#announce(`${this.#t(path.at(-1) === 'cards' ? 'cardN' : 'suggestionN', { n: from + 1 })} → ${to + 1}`);
    if (focus) {
      void this.updateComplete.then(() => {
        const item = this.renderRoot.querySelector(`[data-list="${path.join('.')}"] > [data-index="${to}"]`);
        const buttons = [...(item?.querySelectorAll<HTMLButtonElement>(':scope > .item-head [data-move]') ?? [])];
        (buttons.find((b) => b.dataset.move === focus && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
      });
    }
  }

  #remove(path: Path, index: number): void {
    this.#touched.add(path.join('.'));
    this.#commit(updateAt(this.draft, path, (list) => (Array.isArray(list) ? list.filter((_, i) => i !== index) : list)));
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[data-add="${path.join('.')}"]`)?.focus());
  }

  async #normalizePhone(path: Path): Promise<void> {
    const raw = String(getAt(this.draft, path) ?? '').trim();
    if (!raw || /^\+[1-9]\d{6,14}$/.test(raw)) return;
    try {
      const region = new Intl.Locale(this.#i18n.locale).maximize().region;
      const e164 = (await loadPhoneSupport()).toE164(raw, region);
      if (e164 && getAt(this.draft, path) === raw) this.#edit(path, e164);
    } catch {
      /* the phone library could not load: the schema's E.164 message still guides the user */
    }
  }

  #commit(draft: Draft): void {
    this.draft = draft;
    this.#serverErrors = {};
    if (this.phase === 'sent') this.phase = 'idle';
    this.#save();
    this.emit(new ParleyChangeEvent({ value: this.value }));
  }

  #save(): void {
    this.#drafts?.save({ d: this.draft, k: this.#pending });
  }

  #setKind(kind: ContentKind): void {
    const current = kindOf(this.draft.rcs);
    if (kind === current) return;
    const rcs = { ...this.draft.rcs };
    delete rcs[current];
    const src = this.draft.rcs;
    // Carry what fits into the new kind, so switching is never destructive of the obvious part.
    const next = emptyContent(kind);
    if (kind === 'carousel' && current === 'card') (next.carousel as { cards: unknown[] }).cards[0] = src.card;
    if (kind === 'card' && current === 'carousel') next.card = (src.carousel as { cards?: unknown[] })?.cards?.[0] ?? next.card;
    if (kind === 'card' && current === 'text' && src.text) (next.card as Record<string, unknown>).description = src.text;
    if (kind === 'text' && current === 'card') next.text = (src.card as { description?: string })?.description ?? '';
    this.#touched.clear();
    this.#edit(['rcs'], { ...rcs, ...next });
  }

  // ------------------------------------------------------------------ service validation

  #validateFallback(request: SendRequest): void {
    const f = request.fallback;
    const fallbackOk = f && !this.#problems.some((p) => p.path.startsWith('fallback'));
    const body = fallbackOk ? { text: f.text, ...(f.mediaUrls ? { mediaUrls: f.mediaUrls } : {}) } : undefined;
    const kind = f?.mediaUrls?.length || (f?.text?.length ?? 0) > LIMITS.smsFallbackText ? 'mms' : 'sms';
    this.#validation.request(
      JSON.stringify([kind, body]),
      f && body && this.hasCredentials
        ? (signal) =>
            kind === 'sms'
              ? this.api.validateMessage('sms', { from: f.from, text: body.text ?? '' }, { signal })
              : this.api.validateMessage('mms', { from: f.from, ...body }, { signal })
        : undefined,
    );
  }

  // ------------------------------------------------------------------ send

  /**
   * Sends the draft. Resolves to the message the service stored; rejects with a {@link ComposerValidationError}
   * (its `reasons`) when the draft is unsendable, an `AbortError` when a `parley-message-send` listener vetoed it,
   * or the API error when the service refused or could not be reached (the draft is kept; call again to retry
   * with the same Idempotency-Key).
   */
  send(): Promise<Message> {
    this.#inflight ??= this.#send().finally(() => (this.#inflight = undefined));
    return this.#inflight;
  }

  /** When the draft is unsendable: shows every problem, focuses the first wrong field, and returns why. */
  async #refuse(): Promise<ComposerValidationError | undefined> {
    await loadSendRules();
    const problems = this.#check(this.value);
    if (!problems.length) return undefined;
    this.#showAll = true;
    this.requestUpdate();
    this.#announce(this.#t('cannotSend', { count: problems.length }));
    // The first wrong field may be in the carousel editor, still loading.
    if (kindOf(this.draft.rcs) === 'carousel') await loadingCarousel?.catch(() => {});
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return new ComposerValidationError(problems.map((p) => ({ path: p.path, message: this.#message(p) })));
  }

  async #send(): Promise<Message> {
    await loadSendRules();
    // Only an unsendable draft waits on #refuse: a sendable one turns busy in the same tick as before.
    const refused = this.#check(this.value).length ? await this.#refuse() : undefined;
    if (refused) throw refused;
    const request = this.value;
    if (!this.emit(new MessageSendEvent(request))) {
      throw new DOMException('A parley-message-send listener cancelled the send', 'AbortError');
    }
    const body = JSON.stringify(request);
    if (this.#pending?.body !== body) this.#pending = { body, key: newIdempotencyKey() };
    this.#save();
    this.#drafts?.flush();
    this.phase = 'sending';
    this.#announce(this.#t('sending'));
    try {
      const key = this.#pending.key;
      const message = await this.api.send((await this.#extras?.prepare(request, key)) ?? request, { idempotencyKey: key });
      this.#pending = undefined;
      this.result = message;
      this.phase = 'sent';
      // A new, empty draft for the next message (unless the user already edited during the send); the fallback
      // sender is configuration, so it stays.
      if (JSON.stringify(this.value) === body) {
        const next = emptyDraft();
        if (this.draft.fallback) next.fallback = { from: this.draft.fallback.from, text: '', mediaUrls: [] };
        this.draft = next;
        this.#touched.clear();
        this.#drafts?.clear();
      } else this.#save();
      this.#showAll = false;
      this.#announce(this.#statusText(message));
      this.emit(new MessageSentEvent({ message, conversationId: message.conversationId, idempotencyKey: key }));
      if (message.status === 'SCHEDULED') this.#schedules.reload();
      else void this.#tracker.track(message);
      return message;
    } catch (error) {
      this.#error = error;
      if (isApiError(error)) this.#serverErrors = error.fieldErrors;
      this.phase = 'failed';
      this.#announce(this.#failure());
      this.emit(new ParleyErrorEvent<'send'>({ error: toError(error), action: 'send' }));
      throw error;
    }
  }

  #failure(): string {
    return this.#t('failed', { reason: this.#describe(this.#error) });
  }

  /** An error in words: a 403 names what the plan lacks (never "session expired"). */
  #describe(error: unknown): string {
    if (errorCategory(error) === 'plan') {
      const feature = planFeature(error);
      const text = this.#t('planError', { feature: this.#t(`feature_${feature}`) });
      return feature === 'links' ? `${text} ${this.#t('planLinksHint')}` : text;
    }
    return isApiError(error) ? Object.values(error.fieldErrors).flat()[0] || error.message : String(error);
  }

  #statusText(m: Message): string {
    const status = this.#t(`status_${m.status}` as ComposerKey);
    const head =
      m.status === 'SCHEDULED' && m.scheduledTime
        ? this.#t('scheduledFor', { time: new Date(m.scheduledTime).toLocaleString(this.#i18n.locale), id: m.id })
        : this.#t('sent', { id: m.id });
    const leg = m.fallbackMessage;
    return [head, this.#t('status', { status }), leg ? this.#t('fallbackLeg', { type: leg.type, id: leg.id, status: this.#t(`status_${leg.status}` as ComposerKey) }) : '']
      .filter(Boolean)
      .join(' · ');
  }

  async #cancelSchedule(message: Message): Promise<void> {
    try {
      await (message.blastId === message.id && this.#extras ? this.#extras.cancelBlast(message.id) : this.api.cancelSchedule(message.id));
      this.cancelError = '';
      this.#schedules.removed(message.id);
      this.#announce(this.#t('cancelled'));
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[part~="scheduled"] button, [part~="send-button"]')?.focus();
    } catch (error) {
      this.#announce(this.cancelError = this.#t('cancelFailed', { reason: this.#describe(error) }));
      this.emit(new ParleyErrorEvent<'schedule'>({ error: toError(error), action: 'schedule' }));
    }
  }

  // ------------------------------------------------------------------ render

  override render() {
    const request = this.#request;
    const kind = kindOf(this.draft.rcs);
    const sending = this.phase === 'sending';
    const toId = idOf(['to']);
    const toError = this.#host.error(['to']);
    const fromError = request.from ? this.#host.error(['from']) : this.#t('noFrom');
    return html`<div part="base" class="base">
      <form part="form" class="form" novalidate aria-label=${this.#t('composer')}
        @submit=${(e: Event) => {
          e.preventDefault();
          if (this.#extras?.blasting) void this.#extras.reviewBlast();
          else this.send().catch(() => {});
        }}>
        <div part="header" class="header">
          <p><span class="muted">${this.#t('from')}</span> <bdi dir="ltr">${request.from || '—'}</bdi></p>
          ${fromError ? html`<p class="error-text" part="error" id="f-from-e">${fromError}</p>` : nothing}
          ${this.#extras?.header()}
          ${this.#extras?.blasting ? nothing : this.to
            ? html`<p><span class="muted">${this.#t('to')}</span> <bdi dir="ltr">${this.to}</bdi></p>${toError ? html`<p class="error-text" part="error">${toError}</p>` : nothing}`
            : html`<div class="field" part="field">
                <label for=${toId}>${this.#t('recipient')}</label>
                <input id=${toId} type="tel" dir="ltr" autocomplete="tel" .value=${this.draft.to ?? ''}
                  aria-describedby="${toId}-h${toError ? ` ${toId}-e` : ''}" aria-invalid=${toError ? 'true' : 'false'}
                  @input=${(e: Event) => this.#edit(['to'], (e.target as HTMLInputElement).value)}
                  @change=${() => this.#normalizePhone(['to']).then(() => {
                    this.#scheduleTo = this.draft.to ?? '';
                    this.requestUpdate();
                  })} />
                <span class="hint" id="${toId}-h">${this.#t('phoneHint')}</span>
                ${toError ? html`<span class="error-text" part="error" id="${toId}-e">${toError}</span>` : nothing}
              </div>`}
        </div>
        ${this.hasCredentials ? nothing : html`<p class="error-text">${this.#t('noCredentials')}</p>`}
        <fieldset part="kind" class="kind" @pointerenter=${this.#loadCarouselEditor} @focusin=${this.#loadCarouselEditor}>
          <legend>${this.#t('content')}</legend>
          ${KINDS.map(
            (k) => html`<label><input type="radio" name="kind" value=${k} .checked=${k === kind} @change=${() => this.#setKind(k)} />
              ${this.#t(`kind_${k}` as ComposerKey)}</label>`,
          )}
        </fieldset>
        <div class="content">${contentEditor(this.#host, kind)}</div>
        ${suggestionsEditor(this.#host, ['rcs', 'suggestions'], LIMITS.suggestionsPerMessage, this.#t('message'))}
        ${fallbackEditor(this.#host)} ${scheduleEditor(this.#host)}
        ${this.#showAll && this.#problems.length
          ? html`<div part="errors" class="errors error-text">
              <p>${this.#t('cannotSend', { count: this.#problems.length })}</p>
              <ul>
                ${[...new Map(this.#problems.map((p) => [p.path, p])).values()].map(
                  (p) => html`<li><button type="button" class="link" @click=${() => this.#focusField(p.path)}>${problemLabel(p.path, this.#t)}</button>:
                    ${this.#message(p)}</li>`,
                )}
              </ul>
            </div>`
          : nothing}
        ${this.#extras?.tools()}
        <div part="actions" class="actions">
          <button part="send-button" class="btn btn-primary" type="submit" ?disabled=${sending} aria-busy=${sending ? 'true' : 'false'}>
            ${sending ? this.#t('sending') : this.#t(this.#extras?.blasting ? 'reviewBlast' : request.scheduledTime ? 'scheduleSend' : 'send')}
          </button>
          ${this.#renderStatus()}
        </div>
        ${this.#renderCheck()}
      </form>
      ${preview(this.#t, request)}
      ${this.#renderSchedules()}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
  }

  #renderStatus() {
    if (this.phase === 'sending') return html`<span part="status" class="status"><progress aria-label=${this.#t('sending')}></progress></span>`;
    if (this.phase === 'failed')
      return html`<span part="status" class="status error-text">${this.#failure()}
        <button type="button" class="btn" @click=${() => this.send().catch(() => {})}>${this.#t('retry')}</button></span>`;
    if (this.phase === 'sent' && this.result)
      return html`<span part="status" class="status" data-status=${this.result.status}>${this.#statusText(this.result)}</span>`;
    return nothing;
  }

  /** The service's view of the whole message: estimated cost and files it would refuse. */
  #renderCheck() {
    const result = this.#rcsCheck.result;
    if (!result) return nothing;
    const { amount, currency } = result.estimatedCost;
    return html`<p part="validation" class="muted">
      ${this.#t('totalCost', { amount, currency })}
      ${result.unsupportedFiles.map((u) => html`<br /><span class="error-text">${this.#t('unsupported', { url: u.url, reason: u.reason })}</span>`)}
    </p>`;
  }

  #renderSchedules() {
    const list = this.#schedules;
    if (!list.items && !list.error && !this.cancelError) return nothing;
    if (!this.#scheduledView) {
      void import('./scheduled-list.js').then((m) => {
        this.#scheduledView = m.renderScheduledList;
        this.requestUpdate();
      });
      return nothing;
    }
    return this.#scheduledView({ t: this.#t, locale: this.#i18n.locale, list, cancelError: this.cancelError, cancel: (m) => void this.#cancelSchedule(m) });
  }
}
