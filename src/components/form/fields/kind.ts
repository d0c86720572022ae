/**
 * What one field type is, in one module per type (`fields/<type>.ts`) behind one registry of loaders
 * (`fields/registry.ts`): its template, how its controls' input becomes its raw value, its wire value both ways, the
 * text of a stored answer, its validation messages (worded in `forms/errors.ts`) and its styles. Adding a field type is its module, its registry
 * line, its words (`i18n/form*.ts`) and its schema (`schemas/forms.ts`); nothing else in the element names it.
 */
import type { CSSResult, ReactiveControllerHost, TemplateResult } from 'lit';
import type { ApiTransport } from '../../../api/transport.js';
import type { FormMessageKey } from '../../../i18n/form.js';
import type { Wire } from '../../../forms/wire.js';
import type { Field } from '../../../schemas/forms.js';
import type { ValueIssue } from '../../../core/field-rules.js';
import type { PlacesProvider } from '../address-search.js';
import type { FieldErrors, Translate } from '../values.js';

/** One field as a template sees it. */
export interface FieldView<F extends Field = Field> {
  field: F;
  /** The raw value (as the inputs hold it: see `values.ts`). */
  value: unknown;
  errors: FieldErrors;
  t: Translate;
  locale: string;
  /** What the type adds to the author's help (set by the type's template: "Choose up to 2."). */
  hint?: string | undefined;
}

/** A raw value read for the wire (`forms/wire.ts`, the conversions the server's reader of a post uses too). */
export type { Wire } from '../../../forms/wire.js';

/** What a field type may use of the form it is in (given to `createKind` once per element). */
export interface KindContext {
  /** The element: its update cycle, root and the services a field type may call (address lookups). */
  readonly host: ReactiveControllerHost & {
    readonly renderRoot: HTMLElement | DocumentFragment;
    readonly placesProvider: PlacesProvider | undefined;
    readonly api: ApiTransport;
  };
  readonly t: Translate;
  locale(): string;
  /** The raw value of a field now. */
  value(key: string): unknown;
  /** Sets a field's raw value as the person changed it (saved in the draft; a shown error follows the fix). */
  change(field: Field, raw: unknown): void;
  /** Validates one field now (a suggestion was chosen). */
  validate(field: Field): void;
  /** Says `text` in the polite live region. */
  announce(text: string): void;
  /** Runs `callback` once the element's next render is done and the browser is idle (what the first screen skips). */
  afterFirstScreen(callback: () => void): void;
}

/**
 * One field type. Methods (not arrow properties), so a kind of one type is usable where any field's kind is: the
 * session only ever passes a kind the fields of its own type.
 */
export interface FieldKind<F extends Field = Field> {
  /** The field's template (label, control(s), help and error). */
  render(view: FieldView<F>): TemplateResult;
  /**
   * The raw value after an `input` event on one of its controls (default: the control's value); `undefined` when
   * the event changed something else than the value (the kind handled it).
   */
  input?(field: F, control: HTMLInputElement, current: unknown, event: Event): unknown;
  /** A wire value (a default, a prior answer, a prefill) as the inputs hold it. */
  fromWire(field: F, value: unknown): unknown;
  /** A raw value for the wire. */
  toWire(field: F, raw: unknown): Wire;
  /** Whether a value restored from a draft has this type's raw shape (a draft may predate an edit of the form). */
  fits(raw: unknown): boolean;
  /** A stored answer as people read it ('' when not answered). */
  answer(field: F, value: unknown, locale: string, t: Translate): string;
  /**
   * The message for one schema issue: `errorWords(type)` (`fields/common.ts`), the words of `forms/errors.ts`, which
   * a page rendered on a server uses too, so a bad value reads the same with scripts and without.
   */
  message?(field: F, issue: ValueIssue, value: unknown, t: Translate, locale: string): string | undefined;
  /** The message for a required field left empty (`errorWords(type)`: "Choose a rating" for stars). */
  required?: FormMessageKey;
  /** A structured value's parts (server errors on `key.part` show under the part's input). */
  parts?: readonly string[];
  /** Its styles, adopted into the form's shadow root when the type is first used. */
  styles?: CSSResult;
  /** Keyboard and pointer handling beyond `input` (an address combobox). */
  keydown?(field: F, event: KeyboardEvent): void;
  click?(field: F, target: HTMLElement): void;
  focusin?(field: F, control: HTMLElement): void;
  focusout?(field: F, control: HTMLElement): void;
  /** Resolves when what a submit needs has loaded (the phone library); never rejects. */
  settled?(): Promise<void>;
  /** What this type keeps in the draft beside the values (a phone field's chosen country), and its restore. */
  saved?(): unknown;
  restore?(fields: readonly F[], saved: unknown): void;
  /** The element left the document: stop lookups. */
  disconnect?(): void;
}

/** A field type's module: `createKind` runs once per element that shows a field of that type. */
export interface KindModule<F extends Field = Field> {
  createKind(context: KindContext): FieldKind<F>;
}
