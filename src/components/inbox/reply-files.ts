/**
 * Files for the reply, with the host's `uploadHandler`: the paperclip and its file input, files dropped on or pasted
 * into the reply box, and the strip of them above it. Checking, uploading and the strip are `ReplyAttachments`, a
 * lazy part of its own (`reply-attachments.ts`) fetched with the first file. Part of the thread pane's chunk.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { PaneContext } from './pane-context.js';
import type { ReplyAttachments } from './reply-attachments.js';
import { ViewState } from './view-state.js';

/**
 * @csspart attach-button - Opens the file picker; `attachments` the strip of files, `attachment` one of them, `attachment-remove` its remove button.
 */
export class ReplyFiles {
  readonly #p: PaneContext;
  /** Files are being dragged over the reply box. */
  readonly #view: ViewState<{ dropping: boolean }>;
  /** The reply's attachments; its module loads with the first file. */
  #attachments: ReplyAttachments | undefined;

  constructor(p: PaneContext) {
    this.#p = p;
    this.#view = new ViewState(p.host, { dropping: false });
  }

  get dropping(): boolean {
    return this.#view.value.dropping;
  }

  /** The uploaded files' URLs, to send with the reply. */
  get urls(): readonly string[] | undefined {
    return this.#attachments?.urls;
  }

  /** A file is still uploading: the reply waits for it. */
  get uploading(): boolean {
    return !!this.#attachments?.uploading;
  }

  /** The reply went, or another thread opened: its files go. */
  clear(): void {
    this.#attachments?.clear();
  }

  #rcs(): boolean {
    return this.#p.store.state.thread?.conversation?.senderType === 'rcs_agent';
  }

  async #add(files: File[]): Promise<void> {
    const host = this.#p.host;
    if (!host.uploadHandler || !files.length) return;
    const { ReplyAttachments, attachmentStyles } = await this.#p.lazy.load('attachments');
    adoptStyles(host.renderRoot, attachmentStyles);
    this.#attachments ??= new ReplyAttachments(host, () => host.uploadHandler);
    this.#attachments.add(files, this.#rcs() ? 'rcs' : 'mms', this.#p.i18n.t, this.#p.i18n.locale);
  }

  /** The strip of files, and the drop hint while files are dragged over the box. */
  renderStrip(): TemplateResult {
    const t = this.#p.i18n.t;
    return html`${this.#attachments?.render(t) ?? nothing}
      ${this.dropping ? html`<p class="drop-hint" aria-hidden="true">${t('dropFiles')}</p>` : nothing}`;
  }

  /** The paperclip and its file input, when the host uploads files. */
  renderButton(): TemplateResult | typeof nothing {
    const host = this.#p.host;
    if (!host.uploadHandler) return nothing;
    const t = this.#p.i18n.t;
    const rcs = this.#rcs();
    return html`<button class="btn icon" type="button" part="attach-button" aria-label=${t('attach')} title=${t('attach')}
        @click=${() => host.renderRoot.querySelector<HTMLInputElement>('#reply-files')!.click()}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"
          d="M10.5 4.5 5.3 9.7a1.5 1.5 0 0 0 2.1 2.1l5.5-5.5a3 3 0 0 0-4.2-4.2L3.2 7.6a4.5 4.5 0 0 0 6.4 6.4l4.1-4.1"/></svg>
      </button>
      <input id="reply-files" type="file" hidden ?multiple=${!rcs} accept=${rcs ? 'image/*,video/mp4' : 'image/*,video/mp4,application/pdf,.vcf'}
        @change=${(e: Event) => {
          const input = e.target as HTMLInputElement;
          void this.#add([...(input.files ?? [])]);
          input.value = '';
        }} />`;
  }

  /** The reply box's `dragover`. */
  onDragOver = (e: DragEvent): void => {
    if (!this.#p.host.uploadHandler || !e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    this.#view.set({ dropping: true });
  };

  /** The reply box's `dragleave`. */
  onDragLeave = (): void => {
    this.#view.set({ dropping: false });
  };

  /** The reply box's `drop`. */
  onDrop = (e: DragEvent): void => {
    this.#view.set({ dropping: false });
    if (!this.#p.host.uploadHandler || !e.dataTransfer?.files.length) return;
    e.preventDefault();
    void this.#add([...e.dataTransfer.files]);
  };

  /** The reply input's `paste`: files pasted are attached, text is left to the box. */
  onPaste = (e: ClipboardEvent): void => {
    const files = [...(e.clipboardData?.files ?? [])];
    if (!this.#p.host.uploadHandler || !files.length) return;
    e.preventDefault();
    void this.#add(files);
  };
}
