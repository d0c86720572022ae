/**
 * `<parley-form>`: renders a hosted form (spec: Form, Form submission; DESIGN §3 Forms) from one
 * `GET /forms/{id}/render` and submits it with `POST /forms/{id}/submit`. Side-effect free: importing this module
 * defines nothing and touches no global.
 */
import { type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { FormSubmitResult } from '../../schemas/forms.js';
import { ParleyElement } from '../shared/parley-element.js';
import type { PlacesProvider } from './address-search.js';
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
/**
 * The hosted-form renderer: a recipient's form from a form link, or a form embedded in your own page.
 * All 16 field types with native controls, the form's theme, E.164 phones, address autocomplete, drafts that
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
 * @csspart note - Notices (prior answers, restored draft).
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
export declare class ParleyForm extends ParleyElement {
    #private;
    static styles: import("lit").CSSResult[];
    static properties: PropertyDeclarations;
    /** The form to show. @attr form-id */
    formId: string | undefined;
    /** Level of the title heading. @attr heading-level */
    headingLevel: number;
    /** One question at a time (`steps`) or all on one page (`page`). @attr layout */
    layout: FormLayout;
    /** Address lookup replacing `/forms/places/autocomplete`. */
    placesProvider: PlacesProvider | undefined;
    /**
     * Answers to start from, by field key (wire values, or text as a page's query gives them: `"3"`, `"a,b"`): fills
     * `hidden` fields and presets others. Never replaces the recipient's own earlier answers. Read when the form loads.
     */
    prefill: Record<string, unknown> | undefined;
    /** Follows the post-submit redirect (an http/https URL, checked again before the call). */
    navigate: (url: string) => void;
    /** Loading the definition and the code that shows it; once `ready`, the session says what shows. */
    private loadPhase;
    /** Why loading failed. */
    private notice;
    constructor();
    /** What the element shows (read-only). */
    get phase(): FormPhase;
    /**
     * Resolves once every field of the shown form is rendered: long forms render their first screen at once and the
     * rest in idle time, so `updateComplete` alone may leave later fields out. Resolves at once when no form shows.
     */
    get allFieldsRendered(): Promise<void>;
    /** @internal */
    private t;
    connectedCallback(): void;
    disconnectedCallback(): void;
    protected willUpdate(changed: PropertyValues<this>): void;
    /** Loads the form again (e.g. after a network error). */
    reload(): void;
    protected render(): TemplateResult;
    /**
     * Validates and sends the answers, as pressing the submit button does.
     * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
     */
    submit(): Promise<FormSubmitResult | undefined>;
}
export {};
