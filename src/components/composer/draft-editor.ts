/**
 * The composer's draft as the editors edit it: one controller owning the draft and everything about editing it —
 * which fields were touched, whether every problem shows (after a refused send), the problems shown per field (the
 * shared rules' and the service's last 400), the carousel card being edited, the card being dragged, the fallback
 * sender last used and the media uploads. Every editor (`editors.ts`, `more-editors.ts`, the kinds'
 * editors in `kinds/`) renders from it and edits through it; it renders its element again itself.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ParleyBase } from '../shared/parley-base.js';
import type { UploadHandler } from '../../core/media-files.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { ComposerVoice } from './extras-host.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';
import { editorKit, type MediaKind } from './editors.js';
import type { ComposerParts, Part } from './lazy.js';
import { emptyDraft, isPlain, kindOf, plainContent, plainText, toDraft, type KindMemory } from './kinds/index.js';
import { getAt, isPhoneNumber, updateAt, type Draft, type Path, type Problem } from './model.js';
import type { Summary } from './summary.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Later = Part<'later'>;
type UploadsPart = Part<'uploads'>;
type Uploads = { module: UploadsPart; files: InstanceType<UploadsPart['FileUploads']> };
/** The element: it renders, and its updates can wait for a part (`ParleyBase`'s update hold). */
type Host = ReactiveControllerHost & HTMLElement & Pick<ParleyBase, 'beforeEachUpdate' | 'holdUpdatesUntil'>;

/** What the editor is given by its element: its voice (words, locale, live region), the lazy modules, and where a user's edit goes next. */
export interface DraftEditorOptions extends ComposerVoice {
  parts: ComposerParts;
  /** The user changed the draft: keep it (this browser) and tell the host (`parley-change`). */
  changed: () => void;
  uploadHandler: () => UploadHandler | undefined;
}

/** What the element derives once per update and the editors show: the summary, the team's numbers, the service's checks. */
export interface EditorView {
  /** The phone number an SMS/MMS message to one recipient is sent from (its part has no sender field then). */
  smsSender?: string | undefined;
  summary?: Summary | undefined;
  senders?: readonly string[] | undefined;
  checks?: readonly (ValidationResult | null | undefined)[];
}

export class DraftEditor implements ReactiveController {
  readonly kit = editorKit;
  readonly t: T;
  readonly #host: Host;
  readonly #o: DraftEditorOptions;
  #draft: Draft;
  /** Fields the user has edited: their missing values are now worth saying. */
  readonly #touched = new Set<string>();
  /** After a refused send: every problem shows, and folded cards with problems open. */
  #showAll = false;
  #problems: Problem[] = [];
  /** The message shown per field path (the first problem of each), computed once per update by {@link judge}. */
  readonly #shown = new Map<string, string>();
  /** Per-field messages of the service's last 400, until the next edit. */
  #serverErrors: Record<string, string[]> = {};
  /**
   * The foldable item being edited (a carousel card's path, `rcs.carousel.cards.1`); the others are folded to one
   * line. Until one is chosen, each list's first item is open.
   */
  #open: string | undefined;
  /** The card being dragged (read at drop time). */
  dragging: { path: string; index: number } | undefined;
  /** The fallback sender last used: ticking the fallback box again offers it. */
  fallbackFrom = '';
  #uploads: Uploads | undefined;
  view: EditorView = {};

  constructor(host: Host, draft: Draft, options: DraftEditorOptions) {
    this.#host = host;
    this.#draft = draft;
    this.#o = options;
    this.t = options.t;
    host.addController(this);
    // With an upload handler, a draft that shows media fields (another kind, the fallback's media) waits for the file
    // controls (`uploads.ts`), fetched beside `later.ts`, so they appear with the field. Without one they never load.
    host.beforeEachUpdate(() => {
      const { parts } = options;
      const media = !!this.#draft.fallback || !kindOf(this.#draft.rcs).firstScreen;
      if (this.canUpload && media && !parts.get('uploads') && !parts.failed('uploads'))
        host.holdUpdatesUntil(parts.try('uploads'));
    });
  }

  hostConnected(): void {}

  get draft(): Draft {
    return this.#draft;
  }
  /** Replaces the draft (a host's value, a stored draft, a template): nothing is touched yet, no kind left. */
  set draft(draft: Draft) {
    this.#draft = draft;
    this.kinds = {};
    this.#host.requestUpdate();
  }

  /** What the kinds switched from left behind (`switchKind`): a switch back brings it back. */
  kinds: KindMemory = {};

  /** Forgets which fields were touched: another draft (a host's, a template, another kind) starts quiet. */
  untouch(): void {
    this.#touched.clear();
  }

  get showAll(): boolean {
    return this.#showAll;
  }
  set showAll(on: boolean) {
    this.#showAll = on;
    this.#host.requestUpdate();
  }

  /** What the service refused that the shared schema let through (kept until the next edit). */
  set serverErrors(errors: Record<string, string[]>) {
    this.#serverErrors = errors;
  }

  get problems(): readonly Problem[] {
    return this.#problems;
  }

  /**
   * Decides what each field shows: what is merely missing waits until the field is touched or a send is tried; what
   * is wrong shows at once; then what the service refused.
   */
  judge(problems: Problem[], message: ((p: Problem) => string) | undefined, request: unknown): void {
    this.#problems = problems;
    this.#shown.clear();
    for (const p of message ? problems : []) {
      if (this.#shown.has(p.path)) continue;
      const value = getAt(request, p.path ? p.path.split('.') : []);
      // A suggestion chip is filled as one thing: once any of its fields but its type was touched, its missing ones
      // (a calendar event's Starts and Ends) show as it is filled, not first when Send is pressed.
      const chip = /^(.*\.suggestions\.\d+)\./.exec(p.path)?.[1];
      const touched = [...this.#touched].some(
        (t) =>
          t === p.path ||
          t.startsWith(`${p.path}.`) ||
          (chip !== undefined && t.startsWith(`${chip}.`) && t !== `${chip}.type`),
      );
      const quiet = value === undefined || value === '' || (typeof value === 'object' && !Array.isArray(value));
      if (this.#showAll || touched || !quiet) this.#shown.set(p.path, message!(p));
    }
    for (const [path, messages] of Object.entries(this.#serverErrors)) {
      if (!this.#shown.has(path) && messages[0]) this.#shown.set(path, messages[0]);
    }
  }

  /** The message to show for exactly this path, if any. */
  error(path: Path): string | undefined {
    return this.#shown.get(path.join('.'));
  }

  /** How many problems are shown inside `path`. */
  problemCount(path: Path): number {
    const at = path.join('.');
    return [...this.#shown.keys()].filter((k) => k === at || k.startsWith(`${at}.`)).length;
  }

  /** Whether the foldable item at `path` (a carousel card) is open. */
  isOpen(path: Path): boolean {
    const at = path.join('.');
    return (
      (this.#open === undefined ? path.at(-1) === 0 : this.#open === at) ||
      (this.#showAll && this.#problems.some((p) => p.path === at || p.path.startsWith(`${at}.`)))
    );
  }

  /** Opens (and makes the one being edited) or folds the item at `path`. */
  setOpen(path: Path, open: boolean): void {
    this.#open = open ? path.join('.') : '';
    this.#host.requestUpdate();
  }

  get more(): Later | undefined {
    return this.#o.parts.get('later');
  }

  get summary(): Summary | undefined {
    return this.view.summary;
  }

  /** The team's phone numbers, offered as fallback senders. */
  get senders(): readonly string[] {
    return this.view.senders ?? [];
  }

  /** The fallback sender to offer when the fallback is ticked (the last one used, else the team's first). */
  get lastFallbackFrom(): string {
    return this.fallbackFrom || this.senders[0] || '';
  }

  get timeZone(): string {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const name = new Intl.DateTimeFormat(this.#o.locale(), { timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && name !== zone ? `${name} (${zone})` : zone;
  }

  /** Why the service would refuse the file at `url` (unsupported type), worded; shown next to its field. */
  unsupported(url: string): string | undefined {
    const found = (this.view.checks ?? []).flatMap((r) => r?.unsupportedFiles ?? []).find((u) => u.url === url);
    return found && this.t('unsupported', { url: found.url, reason: found.reason });
  }

  // ------------------------------------------------------------------ edits

  /** The user's draft: kept and announced to the host; the service's old field errors no longer apply. */
  commit(draft: Draft): void {
    this.#draft = draft;
    this.#serverErrors = {};
    this.#host.requestUpdate();
    this.#o.changed();
  }

  /** Replaces the draft's content with a template's (its sender and recipient stay). */
  fill(request: Partial<SendRequest>): void {
    this.untouch();
    this.commit(toDraft({ ...request, from: this.#draft.from, to: this.#draft.to }));
  }

  /**
   * A phone-number sender edits the draft's SMS/MMS part, sent from that number: the draft has one whenever such a
   * number sends (set as it is, not as a user's edit).
   */
  sentFrom(from: string): void {
    const before = this.#sender;
    this.#sender = from;
    const switched = before !== undefined && before !== from && isPhoneNumber(before) !== isPhoneNumber(from);
    let draft = this.#draft;
    // A fallback already from this number (set by the host, or left by an earlier switch) still takes the text.
    if (isPhoneNumber(from) && (draft.fallback?.from !== from || switched)) {
      draft = { ...draft, fallback: { text: '', mediaUrls: [], ...draft.fallback, from } };
      // Agent → number: the message's text is the SMS's (plain text is valid in both); a card or carousel is only
      // offered as text (`textOffer`), since turning it into text loses its layout.
      if (switched && !draft.fallback!.text) {
        if (isPlain(draft.rcs)) draft.fallback!.text = this.#carried = plainText(draft.rcs);
        else this.textOffer = plainText(draft.rcs) ? 'offered' : undefined;
      }
    } else if (switched && !isPhoneNumber(from) && isPlain(draft.rcs) && draft.fallback?.text) {
      // Number → agent: what was typed as the SMS is the message again, unless the message text was changed apart.
      const own = plainText(draft.rcs);
      if (!own || own === this.#carried)
        draft = { ...draft, rcs: { ...draft.rcs, ...plainContent(draft.fallback.text) } };
    }
    if (switched && !isPhoneNumber(from)) this.textOffer = undefined;
    if (draft !== this.#draft) this.draft = draft;
  }

  /** The sender the draft was last shown for: a switch between an agent and a number carries the text. */
  #sender: string | undefined;
  /** The text an agent → number switch carried into the SMS (a switch back replaces it if still unchanged). */
  #carried: string | undefined;
  /**
   * A card or carousel met a number sender: `offered` asks whether to turn its words into the SMS's text, `taken`
   * after it did (the SMS text before it is kept for undo).
   */
  textOffer: 'offered' | 'taken' | undefined;
  #beforeOffer = '';

  /** The draft's message as plain text (what a new fallback starts with). */
  get plainText(): string {
    return plainText(this.#draft.rcs);
  }

  /** Takes the offer: the card's title and description become the SMS text (undoable). */
  takeTextOffer(): void {
    const f = this.#draft.fallback;
    if (!f) return;
    this.#beforeOffer = f.text;
    this.textOffer = 'taken';
    this.commit(updateAt(this.#draft, ['fallback', 'text'], () => plainText(this.#draft.rcs)));
    this.#o.announce(this.t('textOfferTaken'));
  }

  /** Undoes {@link takeTextOffer}: the SMS text as it was, the offer made again. */
  undoTextOffer(): void {
    this.textOffer = 'offered';
    this.commit(updateAt(this.#draft, ['fallback', 'text'], () => this.#beforeOffer));
    this.#o.announce(this.t('textOfferUndone'));
  }

  /** Whether anything of a message is written: text, the SMS part's text or media, or non-text content. */
  hasMessage(): boolean {
    const { rcs, fallback } = this.#draft;
    return !!(this.plainText || fallback?.text || fallback?.mediaUrls.length || !isPlain(rcs));
  }

  /** Whether the draft holds nothing but its recipient. */
  isEmpty(): boolean {
    const { to } = this.#draft;
    return JSON.stringify(this.#draft) === JSON.stringify({ ...emptyDraft(), ...(to ? { to } : {}) });
  }

  /** A user edit at `path`; a `quiet` edit (ticking a box) does not count as touching the fields below. */
  edit(path: Path, value: unknown, quiet = false): void {
    if (!quiet) this.#touched.add(path.join('.'));
    // A URL typed (or an uploaded one filled in) replaces the field's upload and its error.
    this.#uploads?.files.cancel(path.join('.'));
    this.commit(updateAt(this.#draft, path, () => value));
  }

  /** Moves item `from` of the list at `path` to `to`, keeping focus on the moved item's `focus` control. */
  move(path: Path, from: number, to: number, focus?: string): void {
    const list = getAt(this.#draft, path);
    if (!Array.isArray(list) || to < 0 || to >= list.length || from === to) return;
    const moved = [...list];
    moved.splice(to, 0, ...moved.splice(from, 1));
    // The open card stays open where it moved.
    const at = path.join('.');
    const open = this.#open ?? `${at}.0`;
    if (open === `${at}.${from}`) this.#open = `${at}.${to}`;
    else if (open === `${at}.${to}`) this.#open = `${at}.${from}`;
    this.commit(updateAt(this.#draft, path, () => moved));
    this.#o.announce(`${this.t(path.at(-1) === 'cards' ? 'cardN' : 'suggestionN', { n: from + 1 })} → ${to + 1}`);
    if (focus) {
      void this.afterRender((root) => {
        const item = root.querySelector(`[data-list="${at}"] > [data-index="${to}"]`);
        const buttons = [...(item?.querySelectorAll<HTMLButtonElement>(':scope > .item-head [data-move]') ?? [])];
        (buttons.find((b) => b.dataset.move === focus && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
      });
    }
  }

  /** Item `index` of the list at `path` as its tools and the live region name it ("Card 3"). */
  #itemName(path: Path, index: number): string {
    const list = path.at(-1);
    return this.t(list === 'cards' ? 'cardN' : list === 'mediaUrls' ? 'mediaUrlN' : 'suggestionN', { n: index + 1 });
  }

  /** Item `index` of a list editor (`data-list` holds its items as `data-index` children), if rendered. */
  #item(root: ParentNode, path: Path, index: number): Element | null {
    return root.querySelector(`[data-list="${path.join('.')}"] > [data-index="${index}"]`);
  }

  /**
   * Adds `value` at the end of the list at `path`. It appears above the Add button, so it is said ("Card 3 added")
   * and focus goes into its first field, where a keyboard user continues.
   */
  add(path: Path, value: unknown): void {
    const list = getAt(this.#draft, path);
    const index = Array.isArray(list) ? list.length : 0;
    this.edit([...path, index], value);
    void this.afterRender((root) => {
      this.#o.announce(this.t('itemAdded', { name: this.#itemName(path, index) }));
      this.#item(root, path, index)?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    });
  }

  /**
   * Removes item `index` of the list at `path`, says so ("Card 3 removed") and puts focus where the item was: on the
   * Remove of the item now in its place (or the one before it), or on the list's Add button when none is left.
   */
  remove(path: Path, index: number): void {
    const name = this.#itemName(path, index);
    const list = getAt(this.#draft, path);
    const left = Array.isArray(list) ? list.length - 1 : 0;
    this.#touched.add(path.join('.'));
    this.commit(
      updateAt(this.#draft, path, (list) => (Array.isArray(list) ? list.filter((_, i) => i !== index) : list)),
    );
    this.#o.announce(this.t('itemRemoved', { name }));
    void this.afterRender((root) => {
      const next = left > 0 ? this.#item(root, path, Math.min(index, left - 1)) : null;
      const target = next?.querySelector<HTMLElement>(':scope > .item-head [data-remove]');
      (target ?? root.querySelector<HTMLElement>(`[data-add="${path.join('.')}"]`))?.focus();
    });
  }

  /** The element's rendered DOM (its shadow root). */
  get root(): ShadowRoot | HTMLElement {
    return this.#host.shadowRoot ?? this.#host;
  }

  /** `then` on the element's rendered DOM, once the pending update is done. */
  async afterRender<R>(then: (root: ShadowRoot | HTMLElement) => R): Promise<R> {
    await this.#host.updateComplete;
    return then(this.root);
  }

  /** Normalizes a phone number typed at `path` to E.164 (lazy libphonenumber). */
  async normalizePhone(path: Path): Promise<void> {
    const raw = String(getAt(this.#draft, path) ?? '').trim();
    if (!raw || /^\+[1-9]\d{6,14}$/.test(raw)) return;
    try {
      const region = new Intl.Locale(this.#o.locale()).maximize().region;
      const later = await this.#o.parts.try('later');
      const e164 = later && (await later.loadPhoneSupport()).toE164(raw, region);
      if (e164 && getAt(this.#draft, path) === raw) this.edit(path, e164);
    } catch {
      /* the phone library could not load: the schema's E.164 message still guides the user */
    }
  }

  // ------------------------------------------------------------------ uploads

  /** Whether the host gave an `uploadHandler`: media fields then also take files (picker, drop, paste). */
  get canUpload(): boolean {
    return !!this.#o.uploadHandler();
  }

  /** A media field's file controls (`uploads.ts`), once fetched: until then (or offline) the field takes a URL. */
  uploadControls(path: Path, id: string, kind: MediaKind, state: ReturnType<DraftEditor['uploadState']>) {
    return this.#o.parts.get('uploads')?.uploadControls(this, path, id, kind, state);
  }

  /** Checks and uploads `file` for the media field at `path`; the URL fills the field when done. */
  async upload(path: Path, file: File, kind: MediaKind): Promise<void> {
    const handler = this.#o.uploadHandler();
    if (!handler) return;
    if (!this.#uploads) {
      const module = await this.#o.parts.try('uploads');
      if (!module) return;
      this.#uploads ??= { module, files: new module.FileUploads(this.#host) };
    }
    const { module, files } = this.#uploads;
    const key = path.join('.');
    await files.start(key, file, kind === 'rcs' ? module.RCS_MEDIA : module.MMS_MEDIA, handler, (url) => {
      // The preview (with `later.ts`, there whenever a media field is) shows the uploaded file as it is.
      this.more?.settleMedia(url);
      this.edit(path, url);
    });
    this.#o.announce(files.get(key)?.status === 'failed' ? (this.uploadState(path)?.error ?? '') : '');
  }

  cancelUpload(path: Path): void {
    this.#uploads?.files.cancel(path.join('.'));
  }

  /** The field's upload in progress (`fraction` when the handler reports it), or what went wrong, worded. */
  uploadState(path: Path): { name: string; fraction?: number | undefined; error?: string } | undefined {
    const uploads = this.#uploads;
    const state = uploads?.files.get(path.join('.'));
    if (!uploads || !state) return undefined;
    if (state.status === 'uploading') return { name: state.name, fraction: state.fraction };
    return { name: state.name, error: uploads.module.problemText(this.t, state.name, state.problem, this.#o.locale()) };
  }
}
