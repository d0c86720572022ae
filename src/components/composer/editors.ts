/**
 * The composer's editors as render functions over one {@link EditorHost}: they live in the element's shadow root,
 * so every label, counter and error is tied to its input by id (`for`, `aria-describedby`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import { LIMITS, MEDIA_HEIGHTS } from '../../schemas/constants.js';
import type { ValidationResult } from '../../schemas/messages.js';
import { fromLocalInput, getAt, toLocalInput, type Draft, type Path } from './model.js';

export interface EditorHost {
  t(key: ComposerKey, vars?: Record<string, string | number>): string;
  readonly draft: Draft;
  /** A user edit at `path` (fires `parley-change`); a `quiet` edit (ticking a box) does not count as touching it. */
  edit(path: Path, value: unknown, quiet?: boolean): void;
  /** The message to show for exactly this path, if any. */
  error(path: Path): string | undefined;
  /** Why the service would refuse the file at `url` (unsupported type), worded; shown next to its field. */
  unsupported(url: string): string | undefined;
  /** Normalizes a phone number typed at `path` to E.164 (lazy libphonenumber). */
  normalizePhone(path: Path): void;
  /** Moves item `from` of the list at `path` to `to`, keeping focus on the moved item's `focus` control. */
  move(path: Path, from: number, to: number, focus?: string): void;
  /** Removes item `index` of the list at `path` and focuses the list's add button. */
  remove(path: Path, index: number): void;
  dragging?: { path: string; index: number } | undefined;
  readonly validation: { result?: ValidationResult | undefined; pending: boolean; failed: boolean };
  readonly timeZone: string;
  /** Whether the foldable item at `path` (a carousel card) is open. */
  isOpen(path: Path): boolean;
  /** Opens (and makes the one being edited) or folds the item at `path`. */
  setOpen(path: Path, open: boolean): void;
  /** How many problems are shown inside `path`. */
  problemCount(path: Path): number;
  /** The team's phone numbers, offered as fallback senders. */
  readonly senders: readonly string[];
  /** The fallback sender to offer when the fallback is ticked (the last one used, else the team's first). */
  readonly lastFallbackFrom: string;
  /** Whether the host gave an `uploadHandler`: media fields then also take files (picker, drop, paste). */
  readonly canUpload: boolean;
  /** Checks and uploads `file` for the media field at `path`; the URL fills the field when done. */
  upload(path: Path, file: File, kind: MediaKind): void;
  cancelUpload(path: Path): void;
  /** The field's upload in progress (`fraction` when the handler reports it), or what went wrong, worded. */
  uploadState(path: Path): { name: string; fraction?: number | undefined; error?: string } | undefined;
  /** The carousel editor once loaded (`carousel-editor.ts`); until then a placeholder shows. */
  readonly carouselEditor?: ((h: EditorHost) => TemplateResult) | undefined;
  /** The fallback's fields and one suggestion's fields once loaded (`more-editors.ts`). */
  readonly fallbackFields?: ((h: EditorHost) => TemplateResult) | undefined;
  readonly suggestionItem?: ((h: EditorHost, path: Path, s: Record<string, unknown>, i: number, count: number) => TemplateResult) | undefined;
}

export const idOf = (path: Path) => `f-${path.join('-')}`;
/** Where a lazily loaded editor will be (shown only if its chunk could not be fetched: it is retried on the next update). */
const loadingEditor = (h: EditorHost) => html`<p class="muted" role="status" data-loading>${h.t('loadingEditor')}</p>`;
/** Which media limits a field's files are checked against. */
export type MediaKind = 'rcs' | 'mms';
const ACCEPT: Record<MediaKind, string> = { rcs: 'image/jpeg,image/png,image/gif,image/webp,video/mp4', mms: 'image/jpeg,image/png,image/gif,image/webp,video/mp4,application/pdf,text/vcard' };
const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

interface FieldOptions {
  max?: number;
  multiline?: boolean;
  type?: string;
  phone?: boolean;
  hint?: string;
  /** How the counter counts (default: UTF-16 length); the fallback counts characters as the service does. */
  count?: (value: string) => number;
  /** The id of a `<datalist>` of suggested values (a combobox that still takes typed values). */
  list?: string;
  /** Maps the stored value to what the input shows and back (dates). */
  show?: (value: string) => string;
  read?: (value: string) => unknown;
  /** A media URL field: with an `uploadHandler`, it also takes a file (picker, drop, paste), checked as `upload`. */
  upload?: MediaKind;
}

/** A media field's file controls: the picker button, the drop/paste hint, progress with Cancel. */
function uploadControls(h: EditorHost, path: Path, id: string, kind: MediaKind, state: ReturnType<EditorHost['uploadState']>) {
  const uploading = state && !state.error;
  return html`<div class="upload" part="upload">
    ${uploading
      ? html`<progress id="${id}-p" max="1" .value=${state.fraction ?? null} aria-label=${state.name}></progress>
          <span role="status">${h.t('uploading', { name: state.name, percent: Math.round((state.fraction ?? 0) * 100) })}</span>
          <button type="button" class="btn" data-upload="cancel" @click=${() => h.cancelUpload(path)}>${h.t('cancelUpload')}</button>`
      : html`<button type="button" class="btn" data-upload="pick" aria-describedby="${id}-d"
            @click=${(e: Event) => (e.currentTarget as HTMLElement).parentElement!.querySelector<HTMLInputElement>('input[type=file]')!.click()}>
            ${h.t('chooseFile')}</button>
          <input type="file" hidden accept=${ACCEPT[kind]} tabindex="-1"
            @change=${(e: Event) => {
              const input = e.target as HTMLInputElement;
              const file = input.files?.[0];
              if (file) h.upload(path, file, kind);
              input.value = '';
            }} />
          <span id="${id}-d" class="hint">${h.t('dropHint')}</span>`}
  </div>`;
}

/** A labelled input with its counter and error, described by both. */
export function field(h: EditorHost, path: Path, label: string, o: FieldOptions = {}): TemplateResult {
  const id = idOf(path);
  const raw = getAt(h.draft, path);
  const value = raw === undefined || raw === null ? '' : String(raw);
  const upload = o.upload && h.canUpload ? o.upload : undefined;
  const uploadState = upload ? h.uploadState(path) : undefined;
  const error = uploadState?.error ?? h.error(path) ?? (o.type === 'url' && value ? h.unsupported(value) : undefined);
  const length = o.count ? o.count(value) : value.length;
  const describedBy = [o.max ? `${id}-n` : '', o.hint ? `${id}-h` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ');
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
    h.upload(path, file, upload);
  };
  return html`<div class="field ${upload ? 'droppable' : ''}" part="field"
    @dragover=${upload ? (e: DragEvent) => e.dataTransfer?.types.includes('Files') && e.preventDefault() : nothing}
    @drop=${upload ? (e: DragEvent) => take(e, e.dataTransfer) : nothing}>
    <label for=${id}>${label}</label>
    ${o.multiline
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
          type=${o.phone ? 'tel' : (o.type ?? 'text')}
          dir=${o.phone ? 'ltr' : 'auto'}
          list=${o.list ?? nothing}
          step=${o.type === 'number' ? 'any' : nothing}
          aria-describedby=${common.describedBy}
          aria-invalid=${common.invalid}
          .value=${shown}
          @input=${onInput}
          @change=${o.phone ? () => h.normalizePhone(path) : nothing}
          @paste=${upload ? (e: ClipboardEvent) => take(e, e.clipboardData) : nothing}
        />`}
    ${o.hint ? html`<span id="${id}-h" class="hint">${o.hint}</span>` : nothing}
    ${o.max
      ? html`<span id="${id}-n" class="counter ${length > o.max ? 'over' : ''}" part="counter"
          >${h.t('counter', { count: length, max: o.max })}</span
        >`
      : nothing}
    ${error ? html`<span id="${id}-e" class="error-text" part="error">${error}</span>` : nothing}
    ${upload ? uploadControls(h, path, id, upload, uploadState) : nothing}
  </div>`;
}

export function select(h: EditorHost, path: Path, label: string, options: readonly string[], names: (v: string) => string, onChange?: (v: string) => void) {
  const id = idOf(path);
  const value = String(getAt(h.draft, path) ?? 'MEDIUM');
  return html`<div class="field" part="field">
    <label for=${id}>${label}</label>
    <select id=${id} @change=${(e: Event) => (onChange ? onChange(valueOf(e)) : h.edit(path, valueOf(e)))}>
      ${options.map((o) => html`<option value=${o} ?selected=${o === value}>${names(o)}</option>`)}
    </select>
  </div>`;
}

/** An error that belongs to a whole list or object (too many cards, a card with nothing in it). */
export const groupError = (h: EditorHost, path: Path) => {
  const error = h.error(path);
  return error ? html`<p id="${idOf(path)}-e" class="error-text" part="error">${error}</p>` : nothing;
};

export const list = (h: EditorHost, path: Path) => {
  const value = getAt(h.draft, path);
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
};

/** Up/down/remove buttons of one list item; `data-move` lets focus follow the item after a move. */
export function itemTools(h: EditorHost, path: Path, index: number, count: number, name: string) {
  return html`<span class="tools">
    <button type="button" class="btn icon" data-move="up" aria-label=${h.t('moveUp', { name })} ?disabled=${index === 0}
      @click=${() => h.move(path, index, index - 1, 'up')}>↑</button>
    <button type="button" class="btn icon" data-move="down" aria-label=${h.t('moveDown', { name })} ?disabled=${index === count - 1}
      @click=${() => h.move(path, index, index + 1, 'down')}>↓</button>
    <button type="button" class="btn icon" aria-label=${h.t('remove', { name })} @click=${() => h.remove(path, index)}>✕</button>
  </span>`;
}

/** Suggestions of the message (≤ 11) or of a card (≤ 4), each with the fields its type needs. */
export function suggestionsEditor(h: EditorHost, path: Path, max: number, owner: string): TemplateResult {
  const items = list(h, path);
  return html`<fieldset class="suggestions" part="suggestions" data-list=${path.join('.')} aria-describedby="${idOf(path)}-n">
    <legend>${h.t('suggestionsOf', { name: owner })}</legend>
    <span id="${idOf(path)}-n" class="counter ${items.length > max ? 'over' : ''}">${h.t('counter', { count: items.length, max })}</span>
    ${items.map((s, i) => h.suggestionItem?.(h, path, s, i, items.length) ?? loadingEditor(h))}
    ${groupError(h, path)}
    <button type="button" class="btn add" data-add=${path.join('.')} ?disabled=${items.length >= max}
      aria-label=${h.t('addSuggestionTo', { name: owner })}
      @click=${() => h.edit([...path, items.length], { type: 'reply', text: '' })}>${h.t('addSuggestion')}</button>
  </fieldset>`;
}

const mediaFields = (h: EditorHost, path: Path) => html`
  ${field(h, [...path, 'url'], h.t('mediaUrl'), { type: 'url', hint: h.t('urlHint'), upload: 'rcs' })}
  ${select(h, [...path, 'height'], h.t('mediaHeight'), MEDIA_HEIGHTS, (v) => h.t(`height_${v}` as ComposerKey))}
`;

export function cardFields(h: EditorHost, path: Path, name: string) {
  return html`${field(h, [...path, 'title'], h.t('title'), { max: LIMITS.cardTitle })}
    ${field(h, [...path, 'description'], h.t('description'), { max: LIMITS.cardDescription, multiline: true })}
    ${field(h, [...path, 'media', 'url'], h.t('mediaUrl'), { type: 'url', hint: h.t('urlHint'), upload: 'rcs' })}
    ${select(h, [...path, 'media', 'height'], h.t('mediaHeight'), MEDIA_HEIGHTS, (v) => h.t(`height_${v}` as ComposerKey))}
    ${groupError(h, path)} ${suggestionsEditor(h, [...path, 'suggestions'], LIMITS.suggestionsPerCard, name)}`;
}

/** The editor of the chosen content kind. */
export function contentEditor(h: EditorHost, kind: string): TemplateResult {
  if (kind === 'text') return field(h, ['rcs', 'text'], h.t('text'), { max: LIMITS.rcsText, multiline: true });
  if (kind === 'media') return mediaFields(h, ['rcs', 'media']);
  if (kind === 'card') return cardFields(h, ['rcs', 'card'], h.t('kind_card'));
  // The carousel editor is a module of its own, loaded when a carousel is first edited (`carousel-editor.ts`).
  return h.carouselEditor?.(h) ?? loadingEditor(h);
}

/**
 * SMS/MMS fallback: the box on the first screen; its fields (`more-editors.ts`) are a chunk the element loads
 * before the update that first shows them (`ParleyComposer`'s update hold), so ticking the box shows them at once.
 * `only` (an SMS/MMS blast): the part is the message itself, so there is no box to untick.
 */
export function fallbackEditor(h: EditorHost, only = false): TemplateResult {
  const f = h.draft.fallback;
  return html`<fieldset part="fallback">
    <legend>${h.t('fallback')}</legend>
    ${only ? nothing : html`<label class="check"><input type="checkbox" .checked=${!!f}
      @change=${(e: Event) =>
        h.edit(['fallback'], (e.target as HTMLInputElement).checked ? { from: h.lastFallbackFrom, text: '', mediaUrls: [] } : undefined, true)} />
      ${h.t('fallbackOn')}</label>`}
    ${f ? (h.fallbackFields?.(h) ?? loadingEditor(h)) : nothing}
  </fieldset>`;
}

/** Send later: a future local date and time, with its time zone named. */
export function scheduleEditor(h: EditorHost): TemplateResult {
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
    ${on
      ? field(h, ['scheduledTime'], h.t('when'), { type: 'datetime-local', show: toLocalInput, read: fromLocalInput, hint: h.timeZone })
      : nothing}
  </fieldset>`;
}
