/**
 * The errors a shown form shows, and when its fields are judged: a field edited since its last judgement is judged
 * when focus leaves it, a shown error follows the fix as it is typed, a submit judges every field in play. The
 * rules (`validation.ts`) load after the first screen, so a field left before they arrive is judged once they
 * have. The errors on screen stay in the element's language.
 */
import type { ReactiveController } from 'lit';
import type { Field } from '../../schemas/forms.js';
import type { FieldTypes } from './field-types.js';
import type { ParleyForm } from './form.component.js';
import type { SessionParts } from './parts.js';
import type { Validation } from './validation.js';
import type { FieldErrors, RawValues, Translate } from './values.js';

type Rules = typeof import('./validation.js');

/** What the validation reads of the session. */
export interface JudgedForm {
  fields(): readonly Field[];
  values(): RawValues;
  /** Keys of the fields in play: the others are neither judged nor sent. */
  active(): ReadonlySet<string>;
  t: Translate;
  locale(): string;
}

/** `path` is the field's (`key`) or one of its parts' (`key.part`). */
const isOf = (path: string, key: string): boolean => path === key || path.startsWith(`${key}.`);

export class FormValidation implements ReactiveController {
  readonly #host: ParleyForm;
  readonly #lazy: SessionParts;
  readonly #types: FieldTypes;
  readonly #form: JudgedForm;
  /** Shown errors by path (`key` or `key.part`). */
  #errors: FieldErrors = {};
  /** Fields edited since their last validation: validated when focus leaves them. */
  readonly #dirty = new Set<string>();
  /** The words of the update in which the shown errors were last judged (one message stands for the catalog). */
  #words: string | undefined;

  constructor(host: ParleyForm, lazy: SessionParts, types: FieldTypes, form: JudgedForm) {
    this.#host = host;
    this.#lazy = lazy;
    this.#types = types;
    this.#form = form;
    host.addController(this);
  }

  /** Shown errors by path. */
  get errors(): FieldErrors {
    return this.#errors;
  }

  /** Another form: no errors, nothing edited. */
  reset(): void {
    this.#dirty.clear();
    this.show({});
  }

  /** Shows these errors (and only these). */
  show(errors: FieldErrors): void {
    this.#errors = errors;
    this.#host.requestUpdate();
  }

  /** The person changed the field: judged when focus leaves it. */
  edited(field: Field): void {
    this.#dirty.add(field.key);
  }

  /** Whether the field was edited since it was last judged. */
  edits(field: Field): boolean {
    return this.#dirty.has(field.key);
  }

  /** Whether the field (or one of its parts) shows an error. */
  has(field: Field): boolean {
    return Object.keys(this.#errors).some((path) => isOf(path, field.key));
  }

  /** The rules, loading them if they have not arrived (rejects when they cannot be fetched). */
  async rules(): Promise<Rules> {
    // Loaded after the first screen, so normally already here (and then nothing is awaited).
    return this.#lazy.get('validation') ?? (await this.#lazy.load('validation'));
  }

  /** Starts loading the rules (offline: fetched again by a Retry). */
  preload(): void {
    this.#lazy.load('validation').catch(() => undefined);
  }

  /** Every field in play (or only `only`) judged: the wire data and the errors by path. */
  judge(rules: Rules, only?: string): Validation {
    const form = this.#form;
    return rules.validate(
      form.fields(),
      form.values(),
      (field) => this.#types.of(field),
      form.t,
      form.locale(),
      only,
      form.active(),
    );
  }

  /** Judges one field now: its errors replace those it showed. */
  one(field: Field): void {
    const rules = this.#lazy.get('validation');
    if (!rules) {
      // Left before the rules arrived (they load after the first screen): judged as soon as they have.
      this.#lazy.load('validation').then(
        () => this.one(field),
        () => undefined,
      );
      return;
    }
    const { errors } = this.judge(rules, field.key);
    const next: FieldErrors = {};
    for (const [path, text] of Object.entries(this.#errors)) if (!isOf(path, field.key)) next[path] = text;
    this.#dirty.delete(field.key);
    this.show({ ...next, ...errors });
  }

  /**
   * The errors on screen in the element's language: after a change of `locale` (or of the page's `lang`) the fields
   * showing an error are judged again, in this update, so no error stays in the old language beside labels and
   * buttons in the new one. An error the rules do not find there (the service's own, in its words) stays as it is.
   */
  hostUpdate(): void {
    const words = this.#form.t('errRequired');
    const changed = this.#words !== undefined && words !== this.#words;
    this.#words = words;
    const rules = this.#lazy.get('validation');
    if (!changed || !rules || !Object.keys(this.#errors).length) return;
    const errors = { ...this.#errors };
    for (const key of new Set(Object.keys(errors).map((path) => path.split('.')[0]!))) {
      const again = this.judge(rules, key).errors;
      if (!Object.keys(again).length) continue;
      for (const path of Object.keys(errors)) if (isOf(path, key)) delete errors[path];
      Object.assign(errors, again);
    }
    // Set without asking for an update: this one renders it.
    this.#errors = errors;
  }
}
