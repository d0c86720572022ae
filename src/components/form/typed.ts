/**
 * The answers as typed (`values.ts`: raw values by field key) and the draft that keeps them across a reload: where
 * a shown form starts from (the recipient's earlier answers, the page's prefill, the defaults, then the unsent
 * draft over them), each change saved to the draft, and the fields those answers put in play (form logic).
 */
import type { ReactiveController } from 'lit';
import { DraftStore } from '../../controllers/draft.js';
import type { Field, FormRender } from '../../schemas/forms.js';
import type { FieldTypes } from './field-types.js';
import type { ParleyForm } from './form.component.js';
import { fieldsInPlay, type InPlay } from './logic.js';
import { own } from './own.js';
import type { RawValues } from './values.js';

/** How long typing pauses before the link's draft is saved on the service (DESIGN §15). */
const SERVICE_DRAFT_MS = 800;

export class TypedAnswers implements ReactiveController {
  readonly #host: ParleyForm;
  readonly #types: FieldTypes;
  #values: RawValues = {};
  /** Unsent answers came back from a draft. */
  #restored = false;
  #draft: DraftStore<RawValues> | undefined;
  #draftId: string | undefined;
  /** The form whose draft is also kept on the service (per recipient link), and the pending save. */
  #formId: string | undefined;
  #serviceSave: ReturnType<typeof setTimeout> | undefined;
  /** The fields in play, for the values and fields they were computed from. */
  #logic: (InPlay & { values: RawValues; fields: readonly Field[] }) | undefined;

  constructor(host: ParleyForm, types: FieldTypes) {
    this.#host = host;
    this.#types = types;
    host.addController(this);
  }

  /** The answers as the inputs hold them. */
  get values(): RawValues {
    return this.#values;
  }

  /** Whether the answers shown came back from a draft. */
  get restored(): boolean {
    return this.#restored;
  }

  /** The raw value of a field now. */
  value(key: string): unknown {
    return own(this.#values, key);
  }

  /** The element is back in a document: opens the same draft again. */
  hostConnected(): void {
    if (this.#draftId && !this.#draft) this.#draft = new DraftStore<RawValues>('form', this.#draftId);
  }

  /** The element left the document: flushes the pending draft and stops listening for `pagehide`. */
  hostDisconnected(): void {
    if (this.#serviceSave !== undefined) this.#saveOnService();
    this.#draft?.dispose();
    this.#draft = undefined;
  }

  /**
   * A form arrived (its field types loaded): opens its draft (`draftId`) and starts from the recipient's own earlier
   * answer, else the page's prefill, else the default; a `hidden` field (never typed in) takes the prefill first.
   * What the person typed and did not send yet (the draft) wins over all, unless the form shows as `answered`.
   */
  start(
    render: FormRender,
    prefill: Readonly<Record<string, unknown>>,
    draftId: string,
    answered: boolean,
    typed?: Readonly<Record<string, unknown>>,
  ): void {
    const { form, prior } = render;
    this.#draft?.dispose();
    this.#draftId = draftId;
    this.#formId = form.id;
    this.#draft = new DraftStore<RawValues>('form', draftId);
    // This browser's draft, else the link's (saved on the service from another device or the page without scripts).
    const saved = this.#draft.load() ?? render.draft?.data;
    const values: RawValues = {};
    for (const field of form.fields) {
      const kind = this.#types.of(field);
      const given = own(prefill, field.key);
      const earlier = prior ? own(prior.data, field.key) : undefined;
      const wire = field.hidden
        ? (given ?? earlier)
        : prior
          ? (earlier ?? (Object.hasOwn(prior.data, field.key) ? undefined : given))
          : (given ?? field.default);
      values[field.key] = kind.fromWire(field, wire);
      const restored = !field.hidden && saved && typeof saved === 'object' ? own(saved, field.key) : undefined;
      if (restored !== undefined && kind.fits(restored)) values[field.key] = restored;
      // What was typed in the server-rendered form this element took over is the newest of all.
      const shown = !field.hidden && typed && !answered ? own(typed, field.key) : undefined;
      if (shown !== undefined && kind.fits(shown)) values[field.key] = shown;
    }
    // What a type keeps beside the values (a datetime's zones) as chosen on the taken-over page wins as well.
    this.#types.restore(form.fields, typed && !answered ? withChoices(saved, typed) : saved);
    this.#values = values;
    this.#restored = saved !== undefined && !answered;
    this.#host.requestUpdate();
  }

  /** A field's raw value as the person changed it, saved in the draft. */
  set(field: Field, value: unknown): void {
    this.#values = { ...this.#values, [field.key]: value };
    this.#host.requestUpdate();
    this.#draft?.save({ ...this.#values, ...this.#types.saved() });
    // With a link's token, the service keeps the draft too: another device, or a reload elsewhere, resumes it.
    if (this.#host.token) {
      clearTimeout(this.#serviceSave);
      this.#serviceSave = setTimeout(() => this.#saveOnService(), SERVICE_DRAFT_MS);
    }
  }

  #saveOnService(): void {
    // A draft that could not be kept on the service is still in this browser's.
    this.#put(true).catch(() => undefined);
  }

  /**
   * Keeps the answers on the service now ("Save and finish later"), the pending save included; rejects when the
   * service did not keep them.
   */
  saveNow(): Promise<void> {
    return this.#put(false);
  }

  /** `keepalive`: the save outlives the page (a save as the element leaves, or after the last keystroke). */
  async #put(keepalive: boolean): Promise<void> {
    clearTimeout(this.#serviceSave);
    this.#serviceSave = undefined;
    if (!this.#formId) return;
    await this.#host.api.request('PUT', `/forms/${encodeURIComponent(this.#formId)}/draft`, {
      body: { data: this.#values },
      idempotent: true,
      keepalive,
    });
  }

  /** The answers are stored (or the service already has them): the draft goes. */
  discardDraft(): void {
    clearTimeout(this.#serviceSave);
    this.#serviceSave = undefined;
    this.#draft?.clear();
    this.#restored = false;
    this.#host.requestUpdate();
  }

  /** The fields in play (conditions hold on the answers) and those shown (in play and not `hidden`). */
  inPlay(fields: readonly Field[]): InPlay {
    const values = this.#values;
    if (this.#logic?.values !== values || this.#logic.fields !== fields)
      this.#logic = { values, fields, ...fieldsInPlay(fields, values, (field) => this.#types.of(field)) };
    return this.#logic;
  }
}

/**
 * `saved` (a draft, or nothing) with the types' entries of `typed` (`#<type>` keys: by field key) merged over its own.
 */
function withChoices(saved: unknown, typed: Readonly<Record<string, unknown>>): RawValues | undefined {
  const extras = Object.entries(typed).filter(
    ([key, value]) => key.startsWith('#') && value && typeof value === 'object',
  );
  if (!extras.length) return saved as RawValues | undefined;
  const base: RawValues = saved && typeof saved === 'object' ? { ...(saved as RawValues) } : {};
  for (const [key, value] of extras) {
    const kept = base[key];
    base[key] = { ...(kept && typeof kept === 'object' ? kept : {}), ...(value as object) };
  }
  return base;
}
