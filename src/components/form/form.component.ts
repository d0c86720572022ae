/**
 * `<parley-form>`: renders a hosted form (spec: Form, Form submission; DESIGN §3 Forms) from one
 * `GET /forms/{id}/render` and submits it with `POST /forms/{id}/submit`. Side-effect free: importing this module
 * defines nothing and touches no global.
 */
import { html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { isApiError } from '../../api/errors.js';
import { formRender, type FirstRequest } from '../../api/wire.js';
import type { FormMessageKey } from '../../i18n/form.js';
import { formFirstMessages } from '../../i18n/form-first.js';
import { I18nController } from '../../i18n/index.js';
import type { FormRender, FormSubmitResult } from '../../schemas/forms.js';
// From its own module, not the events barrel: a first screen that reaches every event module makes esbuild emit
// the ones lazy chunks also use as small chunks of their own.
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import { ParleyElement } from '../shared/parley-element.js';
import { baseStyles } from '../shared/styles.js';
import type { PlacesProvider } from './address-search.js';
import { formStyles } from './form.styles.js';
import { LazyController } from '../../controllers/lazy.js';
import { loadOnce } from '../../core/lazy.js';
import type { FormSession } from './session.js';
import type { Translate } from './values.js';
import { renderForm } from '../../api/forms.js';
import { writesLeft } from '../../api/outbox-flag.js';

const READY = () => import('./ready.js');
/** Taking over a server-rendered form: fetched beside `ready.ts`, only by an element that holds one. */
const TAKEOVER = () => import('./takeover.js');
/** The outbox's view: fetched beside `ready.ts` when an earlier page left writes in the outbox (see `#reload`). */
const OUTBOX_VIEW = () => import('./outbox-view.js');
/** Why a load failed, in the form's words (`loadReason`): wanted only when it fails, and part of `ready.ts` anyway. */
const VALUES = () => import('./values.js');

/** `page`: every question on one page; `steps`: one question at a time with a progress bar. */
export type FormLayout = 'page' | 'steps';

export type FormPhase = LoadPhase | 'submitting' | 'done' | 'already';
/** Where loading the definition (and the code that shows it) stands; `ready` hands over to the session. */
type LoadPhase = 'missing' | 'loading' | 'not-found' | 'no-access' | 'plan' | 'error' | 'ready';

/** `detail` of `parley-form-submit`. */
export interface FormSubmitDetail {
  /** The answers about to be sent, as the wire has them (E.164 phones, ISO datetimes, structured addresses). */
  data: Record<string, unknown>;
}

/** `detail` of `parley-error`. */
export interface FormErrorDetail {
  error: unknown;
  operation: 'load' | 'submit';
}

/** Properties whose change means another form, or other credentials: load again. */
const RELOAD_ON = ['formId', 'baseUrl', 'token', 'tokenUrl', 'tokenProvider', 'client', 'contextClient'] as const;

/** `ready.ts` could not be fetched (offline, or a deploy removed the old chunk): shown as "offline", with "Try again". */
class ReadyUnavailable extends Error {
  constructor(cause: unknown) {
    super('The form’s code could not be loaded', { cause });
  }
}

/**
 * The hosted-form renderer: a recipient's form from a form link, or a form embedded in your own page.
 * Every field type of the service with native controls, the form's theme, E.164 phones, address autocomplete, drafts that
 * survive a reload, and edit-after-submit when the form allows it.
 *
 * @summary Renders and submits a Parley hosted form.
 *
 * @attr form-id - The form to show.
 * @attr heading-level - Level of the form title heading (default 2; the hosted page uses 1).
 * @attr layout - `page` (default): every question on one page; `steps`: one question at a time with a progress
 *   bar, as Typeform (Enter or Next advances once the question is valid, Back returns; loaded on first use).
 * @attr base-url - API root (default: the local sandbox).
 * @attr token - A recipient or embed token. Without it, the page's `?t=` query parameter is used when present.
 * @attr token-url - Your route answering `{token}`.
 * @attr locale - BCP 47 locale (en, es and ar built in; RTL follows the locale).
 * @attr theme - `light` | `dark` | `auto` (default). `dark` uses the dark tokens instead of the form theme's colours
 *   and backdrop; `light` and `auto` show a customised form theme as is (uncustomised, `auto` follows the system).
 *
 * @prop {Record<string, unknown>} prefill - Answers to start from, by field key (fills `hidden` fields; never
 *   replaces the recipient's own earlier answers).
 * @prop {PlacesProvider} placesProvider - Address lookup `(query, {country, signal}) => Promise<Place[]>`,
 *   replacing the service's `/forms/places/autocomplete` (e.g. with Google Places).
 * @prop {(url: string) => void} navigate - How to follow the theme's redirect after success (default `location.assign`).
 * @prop {TokenProvider} tokenProvider - Async function returning a fresh token.
 * @prop {ParleyClient} client - An API client to use instead of one built from the attributes.
 * @prop {FormPhase} phase - Read-only: what the element shows.
 *
 * @event {FormSubmitEvent} parley-form-submit - Before sending valid answers (`detail.data`, the wire answers);
 *   cancelable: `preventDefault()` keeps them unsent.
 * @event {FormSubmittedEvent} parley-form-submitted - After the service stored the submission (`detail`: the
 *   `FormSubmitResult`): at once, or later for answers kept while the service was unreachable ("Waiting to send"),
 *   when they are sent with their idempotency key.
 * @event {ParleyErrorEvent} parley-error - Loading or sending failed (`detail.error`, `detail.operation`:
 *   `load` | `submit`). Not fired for answers kept to send later: those end in `parley-form-submitted`.
 *
 * @csspart page - The full-width backdrop carrying the theme's background.
 * @csspart card - The centred card holding the form.
 * @csspart title - The form title.
 * @csspart description - The form description.
 * @csspart note - Notices (prior answers, restored draft, a saved draft or a texted link).
 * @csspart error-summary - Errors not tied to a field, with a retry.
 * @csspart form - The `<form>`.
 * @csspart field - One field's wrapper.
 * @csspart group - The fieldset of a radio, checkbox, rating or address field.
 * @csspart label - Labels and legends.
 * @csspart input - Inputs, selects and textareas.
 * @csspart choice - One radio or checkbox with its label.
 * @csspart star - One rating star.
 * @csspart range-value - The value shown beside a slider.
 * @csspart help - Help texts.
 * @csspart error - A field's error text.
 * @csspart combobox - The address search.
 * @csspart listbox - The address suggestions.
 * @csspart option - One address suggestion.
 * @csspart submit - The submit button (Next in the `steps` layout).
 * @csspart back - The Back button of the `steps` layout.
 * @csspart later - The draft actions under the submit (with a link's token).
 * @csspart save-draft - "Save and finish later".
 * @csspart text-link - "Text me a link to finish" (a link sent to a phone number).
 * @csspart progress - The progress bar and "Question 2 of 5" of the `steps` layout.
 * @csspart country - The country picker of a phone field.
 * @csspart answers - The answer summary on the thank-you panel.
 * @csspart success - The thank-you panel.
 * @csspart status - Loading, not-found and error panels.
 *
 * @cssproperty --parley-form-color-primary - Accent (buttons, selected stars and options); overrides the theme.
 * @cssproperty --parley-form-color-on-primary - Text on the accent.
 * @cssproperty --parley-form-color-surface - Card background.
 * @cssproperty --parley-form-color-text - Text.
 * @cssproperty --parley-form-color-muted - Help and secondary text.
 * @cssproperty --parley-form-color-border - Borders.
 * @cssproperty --parley-form-color-error - Errors.
 * @cssproperty --parley-form-color-field - Input background.
 * @cssproperty --parley-form-background - Backdrop (any `background` value).
 * @cssproperty --parley-form-radius - Corner radius.
 * @cssproperty --parley-form-font - Font family.
 * @cssproperty --parley-form-font-size - Base font size (default 16px).
 * @cssproperty --parley-form-max-width - Card width (default 640px).
 * @cssproperty --parley-form-page-padding - Space around the card.
 */
export class ParleyForm extends ParleyElement {
  static override styles = [baseStyles, formStyles];

  static override properties: PropertyDeclarations = {
    formId: { attribute: 'form-id' },
    headingLevel: { attribute: 'heading-level', type: Number },
    layout: { reflect: true },
    placesProvider: { attribute: false },
    prefill: { attribute: false },
    navigate: { attribute: false },
    loadPhase: { state: true, attribute: false },
    notice: { state: true, attribute: false },
  };

  /** The form to show. @attr form-id */
  declare formId: string | undefined;
  /** Level of the title heading. @attr heading-level */
  declare headingLevel: number;
  /** One question at a time (`steps`) or all on one page (`page`). @attr layout */
  declare layout: FormLayout;
  /** Address lookup replacing `/forms/places/autocomplete`. */
  declare placesProvider: PlacesProvider | undefined;
  /**
   * Answers to start from, by field key (wire values, or text as a page's query gives them: `"3"`, `"a,b"`): fills
   * `hidden` fields and presets others. Never replaces the recipient's own earlier answers. Read when the form loads.
   */
  declare prefill: Record<string, unknown> | undefined;
  /** Follows the post-submit redirect (an http/https URL, checked again before the call). */
  declare navigate: (url: string) => void;

  /** Loading the definition and the code that shows it; once `ready`, the session says what shows. */
  declare private loadPhase: LoadPhase;
  /** Why loading failed, in the form's words of the language shown (without them, the code could not be fetched). */
  declare private notice: ((t: Translate) => string) | undefined;

  constructor() {
    super();
    this.headingLevel = 2;
    this.layout = 'page';
    this.navigate = (url) => location.assign(url);
    this.loadPhase = 'loading';
    this.notice = undefined;
  }

  /** What the element shows (read-only). */
  get phase(): FormPhase {
    return this.loadPhase === 'ready' && this.#session ? this.#session.phase : this.loadPhase;
  }

  /**
   * Resolves once every field of the shown form is rendered: long forms render their first screen at once and the
   * rest in idle time, so `updateComplete` alone may leave later fields out. Resolves at once when no form shows.
   */
  get allFieldsRendered(): Promise<void> {
    return this.loadPhase === 'ready' && this.#session
      ? this.#session.allFieldsRendered()
      : this.updateComplete.then(() => undefined);
  }

  #i18n = new I18nController<FormMessageKey>(this, formFirstMessages, () => this.locale);
  #load: AbortController | undefined;
  /** Code loaded on first use: `ready.ts` here, then what the session loads (field types, steps, answers). */
  #lazy = new LazyController(this, { ready: READY });
  /**
   * Everything after the definition has arrived (answers, drafts, validation, submitting, the thank-you panel, the
   * theme): the `FormSession` controller of `ready.ts`. Created as `ready.ts` arrives and kept across reloads.
   */
  #session: FormSession | undefined;
  /**
   * A server-rendered form this element holds (`renderFormHtml`): shown until the element's own replaces it, then
   * taken over by `takeover.ts` (loaded beside the session, by an element holding such a form only).
   */
  #takeover: HTMLFormElement | undefined;

  /** @internal */
  private t = (key: FormMessageKey, vars?: Record<string, string | number>) => this.#i18n.t(key, vars);

  override connectedCallback(): void {
    // Found before the controllers connect: what they would hold the first update for (the language's words) does
    // not hold the page's form, which stays on screen meanwhile.
    if (!this.hasUpdated) this.#takeover = this.querySelector<HTMLFormElement>('form[data-parley-form]') ?? undefined;
    super.connectedCallback();
    // The hosted page carries the recipient token as `?t=`; read it only now (never at import), and only when the
    // page did not give a token itself.
    if (!this.token && typeof location !== 'undefined') {
      const t = new URLSearchParams(location.search).get('t');
      if (t) this.token = t;
    }
    if (this.hasUpdated && this.loadPhase !== 'ready') this.#reload();
  }

  /** The form's definition, which the token route may answer beside the first token. */
  protected override firstRequest(): FirstRequest | undefined {
    return this.formId ? formRender(this.formId) : undefined;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#load?.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((!this.hasUpdated || RELOAD_ON.some((key) => changed.has(key))) && this.isConnected) this.#reload();
    // One question at a time: its code (`steps.ts`) starts loading now, beside the definition.
    if (changed.has('layout') && this.layout === 'steps') this.#session?.loadSteps();
  }

  /** While the session sets a definition up, a render no property asked for would draw the loading state again. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    return changed.size > 0 || this.loadPhase !== 'loading' || !this.#session?.settingUp;
  }

  /** Loads the form again (e.g. after a network error), fetching again the code that could not be fetched. */
  reload(): void {
    this.#lazy.retry();
    this.#reload();
  }

  #reload(): void {
    this.#load?.abort();
    if (!this.formId) {
      this.loadPhase = 'missing';
      return;
    }
    const abort = (this.#load = new AbortController());
    const id = this.formId;
    this.loadPhase = 'loading';
    // The definition and the code that shows it travel in parallel; the field types' code follows the definition.
    // Awaited below, never rendered with: its arrival asks for no render of its own (the loading state again). The
    // session is made as soon as its code is here: when that comes before the definition (a token from `token-url`,
    // other elements' data first), making it (its controllers, the shown form's style sheet) runs while the definition
    // is on its way, not in the task that shows the fields.
    const ready = loadOnce(READY).then(
      (ui) => {
        this.#session ??= new ui.FormSession(this, {
          t: this.t,
          locale: () => this.#i18n.locale,
          emit: (event) => this.emit(event),
        });
        return this.#session;
      },
      (error: unknown) => {
        throw new ReadyUnavailable(error); // offline: "Try again" loads it again
      },
    );
    // Requested now, beside `ready`, so a server-rendered form costs no round trip more; awaited with the session.
    const takingOver = this.#takeover && loadOnce(TAKEOVER);
    takingOver?.catch(() => {});
    // Writes an earlier page left ("Waiting to send") show with the form: their view is fetched now, beside
    // `ready.ts`, as the composer's first screen does, not once the session's outbox reads the flag. Read here, in
    // the task that requested the code and now waits for the network, the flag is also the page's first use of its
    // storage, a synchronous round trip to the browser (a few to ~25 ms of a throttled phone's CPU in traces):
    // the session's outbox and the draft then find it open, in the tasks that show the fields.
    if (!this.#session && writesLeft()) loadOnce(OUTBOX_VIEW).catch(() => {});
    Promise.all([renderForm(this.api, id, { signal: abort.signal }), ready])
      .then(async ([render, session]) => {
        if (abort.signal.aborted) return;
        const part = await takingOver?.catch((error: unknown) => {
          throw new ReadyUnavailable(error);
        });
        if (abort.signal.aborted) return;
        const takeover = part && this.#takeover && new part.Takeover(this, this.#takeover);
        await session.setup(render, this.prefill, takeover).catch((error: unknown) => {
          throw new ReadyUnavailable(error);
        });
        if (abort.signal.aborted) return;
        this.loadPhase = 'ready';
        this.#takeover = undefined;
        if (takeover) void this.updateComplete.then(() => takeover.finish(this.renderRoot));
      })
      .catch(async (error: unknown) => {
        if (abort.signal.aborted) return;
        // The service's answer, not the page's token route failing (a route's 404 or refusal is not the form's).
        const kind = isApiError(error) && error.source !== 'token' ? error.kind : undefined;
        // 403: the team's plan lacks hosted forms — not an expired link.
        const phase =
          kind === 'not-found'
            ? 'not-found'
            : kind === 'forbidden'
              ? 'plan'
              : kind === 'unauthorized'
                ? 'no-access'
                : 'error';
        // Why, in the form's words: beyond the first screen's (`form-first.ts`), they come with the session's code,
        // fetched beside the definition, so the failure waits for it; without it, its own failure is said ("offline").
        const words =
          phase === 'error' && !(error instanceof ReadyUnavailable)
            ? await Promise.all([VALUES(), ready]).then(
                ([values]) => values,
                () => undefined,
              )
            : undefined;
        if (abort.signal.aborted) return;
        this.notice = words && ((t) => words.loadReason(error, t));
        this.loadPhase = phase;
        this.emit(new ParleyErrorEvent({ error: toError(error), action: 'load', operation: 'load' }));
      });
  }

  /** Whether it shows the page's server-rendered form as it is (until its own is ready to replace it). */
  #showsPageForm(): boolean {
    return !!this.#takeover && this.loadPhase === 'loading';
  }

  /**
   * @internal While it shows the page's form, an update waits for nothing: that form needs none of what a hold waits
   * for (its language's words: a page in Spanish or Arabic stayed blank while they loaded). The update that replaces
   * it holds as any other.
   */
  override holdUpdatesUntil(promise: Promise<unknown>): void {
    if (!this.#showsPageForm()) super.holdUpdatesUntil(promise);
  }

  protected override render(): TemplateResult {
    // The server-rendered form stays on screen, as it is, until this element's own is ready to replace it.
    if (this.#showsPageForm()) return html`<slot></slot>`;
    return html`<div class="page" part="page">
      <div class="card" part="card" aria-busy=${this.phase === 'loading' || this.phase === 'submitting' ? 'true' : 'false'}>${this.#body()}</div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.#session?.announcement ?? ''}</div>
    </div>`;
  }

  #body(): TemplateResult {
    const t = this.t;
    switch (this.phase) {
      case 'missing':
        return html`<p class="state" part="status">${t('missingId')}</p>`;
      case 'loading':
        return html`<p class="state" part="status"><span class="spinner" aria-hidden="true"></span>${t('loading')}</p>`;
      case 'not-found':
      case 'no-access':
        return html`<p class="state" part="status">${t(this.loadPhase === 'not-found' ? 'notFound' : 'noAccess')}</p>`;
      case 'plan':
        return html`<p class="state" part="status">${t('planUnavailable')}</p>`;
      case 'error':
        return html`<div class="state" part="status">
          <p>${t('loadError', { reason: this.notice?.(t) ?? t('offline') })}</p>
          <button type="button" class="btn btn-primary" @click=${this.reload}>${t('retry')}</button>
        </div>`;
      case 'done':
      case 'already':
        return this.#session!.done();
      default:
        return this.#session!.form();
    }
  }

  /**
   * Validates and sends the answers, as pressing the submit button does.
   * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
   */
  async submit(): Promise<FormSubmitResult | undefined> {
    return this.#session?.submit();
  }
}
