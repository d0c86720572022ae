/**
 * The composer's editors as render functions over the draft's one owner, {@link DraftEditor} (`draft-editor.ts`): they live in the element's shadow root,
 * so every label, counter and error is tied to its input by id (`for`, `aria-describedby`).
 *
 * @csspart field - One labelled input with its counter and error.
 * @csspart counter - A length counter (`12 / 200`).
 * @csspart error - A field's error message.
 * @csspart suggestions - A suggestion list editor.
 * @csspart fallback - The SMS/MMS fallback editor.
 * @csspart schedule - The schedule editor.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import { LIMITS } from '../../schemas/constants.js';
import type { DraftEditor } from './draft-editor.js';
import { SUGGESTION_FIELDS, characters, fromLocalInput, getAt, toLocalInput, type Draft, type Path } from './model.js';
import { emptyCard } from './kinds/rich-card.js';

export const idOf = (path: Path) => `f-${path.join('-')}`;
/** Where a lazily loaded editor will be (shown only if its chunk could not be fetched: it is retried on the next update). */
export const loadingEditor = (h: DraftEditor) =>
  html`<p class="muted" role="status" data-loading>${h.t('loadingEditor')}</p>`;
/** Which media limits a field's files are checked against. */
export type MediaKind = 'rcs' | 'mms';
export const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * The editor form's keydown: Enter in a one-line field never sends the message (the browser's implicit submission of a
 * form); Send is its button. A field with an Enter of its own ("Send a test"'s number) handles it first.
 */
export const noImplicitSubmit = (e: KeyboardEvent): void => {
  if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
};

interface FieldOptions {
  max?: number;
  multiline?: boolean;
  /** The input's type; without one, a plain text input. */
  type?: string;
  phone?: boolean;
  hint?: string;
  /** The id of a `<datalist>` of suggested values (a combobox that still takes typed values). */
  list?: string;
  /** Maps the stored value to what the input shows and back (dates). */
  show?: (value: string) => string;
  read?: (value: string) => unknown;
  /** A media URL field: with an `uploadHandler`, it also takes a file (picker, drop, paste), checked as `upload`. */
  upload?: MediaKind;
}

/** A labelled input with its counter and error, described by both. */
export function field(h: DraftEditor, path: Path, label: string, o: FieldOptions = {}): TemplateResult {
  const id = idOf(path);
  const raw = getAt(h.draft, path);
  const value = raw === undefined || raw === null ? '' : String(raw);
  const upload = o.upload && h.canUpload ? o.upload : undefined;
  const uploadState = upload ? h.uploadState(path) : undefined;
  const error = uploadState?.error ?? h.error(path) ?? (o.type === 'url' && value ? h.unsupported(value) : undefined);
  const length = characters(value);
  const describedBy = [o.max ? `${id}-n` : '', o.hint ? `${id}-h` : '', error ? `${id}-e` : '']
    .filter(Boolean)
    .join(' ');
  const shown = o.show ? o.show(value) : value;
  const onInput = (e: Event) => h.edit(path, o.read ? o.read(valueOf(e)) : valueOf(e));
  const common = {
    id,
    describedBy: describedBy || nothing,
    invalid: error ? 'true' : 'false',
  };
  // A file dropped on the field, or pasted into its input, is uploaded (text pastes and drops stay text).
  const take = (e: DragEvent | ClipboardEvent, data: DataTransfer | null) => {
    const file = data?.files[0];
    if (!upload || !file) return;
    e.preventDefault();
    void h.upload(path, file, upload);
  };
  return html`<div class="field ${upload ? 'droppable' : ''}" part="field"
    @dragover=${upload ? (e: DragEvent) => e.dataTransfer?.types.includes('Files') && e.preventDefault() : nothing}
    @drop=${upload ? (e: DragEvent) => take(e, e.dataTransfer) : nothing}>
    <label for=${id}>${label}</label>
    ${
      o.multiline
        ? html`<textarea
          id=${common.id}
          rows="3"
          dir="auto"
          aria-describedby=${common.describedBy}
          aria-invalid=${common.invalid}
          .value=${shown}
          @input=${onInput}
        ></textarea>`
        : html`<input
          id=${common.id}
          type=${o.phone ? 'tel' : (o.type ?? nothing)}
          dir=${o.phone ? 'ltr' : 'auto'}
          list=${o.list ?? nothing}
          step=${o.type === 'number' ? 'any' : nothing}
          aria-describedby=${common.describedBy}
          aria-invalid=${common.invalid}
          .value=${shown}
          @input=${onInput}
          @change=${o.phone ? () => void h.normalizePhone(path) : nothing}
          @paste=${upload ? (e: ClipboardEvent) => take(e, e.clipboardData) : nothing}
        />`
    }
    ${o.hint ? html`<span id="${id}-h" class="hint">${o.hint}</span>` : nothing}
    ${
      o.max
        ? html`<span id="${id}-n" class="counter ${length > o.max ? 'over' : ''}" part="counter"
          >${h.t('counter', { count: length, max: o.max })}</span
        >`
        : nothing
    }
    ${error ? html`<span id="${id}-e" class="error-text" part="error">${error}</span>` : nothing}
    ${upload ? h.uploadControls(path, id, upload, uploadState) : nothing}
  </div>`;
}

/** An error that belongs to a whole list or object (too many cards, a card with nothing in it). */
export const groupError = (h: DraftEditor, path: Path) => {
  const error = h.error(path);
  return error ? html`<p id="${idOf(path)}-e" class="error-text" part="error">${error}</p>` : nothing;
};

export const list = (h: DraftEditor, path: Path) => {
  const value = getAt(h.draft, path);
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
};

/** Suggestions of the message (≤ 11) or of a card (≤ 4), each with the fields its type needs. */
export function suggestionsEditor(h: DraftEditor, path: Path, max: number, owner: string): TemplateResult {
  const items = list(h, path);
  return html`<fieldset class="suggestions" part="suggestions" data-list=${path.join('.')} aria-describedby="${idOf(path)}-n">
    <legend>${h.t('suggestionsOf', { name: owner })}</legend>
    <span id="${idOf(path)}-n" class="counter ${items.length > max ? 'over' : ''}">${h.t('counter', { count: items.length, max })}</span>
    ${items.map((s, i) => h.more?.suggestionItem(h, path, s, i, items.length) ?? loadingEditor(h))}
    ${groupError(h, path)}
    <button type="button" class="btn add" data-add=${path.join('.')} ?disabled=${items.length >= max}
      aria-label=${h.t('addSuggestionTo', { name: owner })}
      @click=${() => h.add(path, { type: 'reply', text: '' })}>${h.t('addSuggestion')}</button>
  </fieldset>`;
}

/**
 * SMS/MMS fallback: the box on the first screen; its fields (`more-editors.ts`) are a chunk the element loads
 * before the update that first shows them (`ParleyComposer`'s update hold), so ticking the box shows them at once.
 * `only` (an SMS/MMS blast): the part is the message itself, so there is no box to untick.
 */
export function fallbackEditor(h: DraftEditor, only = false): TemplateResult {
  const f = h.draft.fallback;
  return html`<fieldset part="fallback">
    <legend>${h.t('fallback')}</legend>
    ${
      only
        ? nothing
        : html`<label class="check"><input type="checkbox" .checked=${!!f}
      @change=${(e: Event) =>
        h.edit(
          ['fallback'],
          (e.target as HTMLInputElement).checked
            ? { from: h.lastFallbackFrom, text: h.plainText, mediaUrls: [] }
            : undefined,
          true,
        )} />
      ${h.t('fallbackOn')}</label>`
    }
    ${f ? (h.more?.fallbackFields(h) ?? loadingEditor(h)) : nothing}
  </fieldset>`;
}

/** Send later: a future local date and time, with its time zone named. */
export function scheduleEditor(h: DraftEditor): TemplateResult {
  const on = h.draft.scheduledTime !== undefined;
  const soon = () => {
    const at = new Date(Date.now() + 3_600_000);
    at.setMinutes(Math.ceil(at.getMinutes() / 5) * 5, 0, 0);
    return fromLocalInput(toLocalInput(at.toISOString()));
  };
  return html`<fieldset part="schedule">
    <legend>${h.t('schedule')}</legend>
    <label class="check"><input type="checkbox" .checked=${on}
      @change=${(e: Event) => h.edit(['scheduledTime'], (e.target as HTMLInputElement).checked ? soon() : undefined)} />
      ${h.t('sendLater')}</label>
    ${
      on
        ? field(h, ['scheduledTime'], h.t('when'), {
            type: 'datetime-local',
            show: toLocalInput,
            read: fromLocalInput,
            hint: h.timeZone,
          })
        : nothing
    }
  </fieldset>`;
}

/**
 * What the editors of `later.ts` (`more-editors.ts`, `kinds/<kind>.later.ts`) build with, handed to them as
 * `DraftEditor.kit` rather than imported: a lazy chunk that imports this module would make a bundler that splits by
 * file (esbuild) cut it, and the model, out of the first screen's file into a separately compressed chunk.
 */
export const editorKit = {
  field,
  groupError,
  idOf,
  list,
  suggestionsEditor,
  valueOf,
  getAt,
  fromLocalInput,
  toLocalInput,
  emptyCard,
  SUGGESTION_FIELDS,
};
