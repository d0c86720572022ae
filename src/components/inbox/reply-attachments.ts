/**
 * Files attached to a reply, loaded on first use (paperclip, drop or paste): checks each file
 * against what the channel can carry before uploading it, uploads it with the host's `uploadHandler`, and renders
 * the strip of previews with their progress, errors and remove buttons. The service takes media as URLs, so the
 * host turns a File into a URL (its own storage); the reply is then sent as MMS (phone senders) or RCS media.
 */
import './first-screen.js';
import { css, html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
import { listWords } from '../../core/list-words.js';
import {
  checkFile as checkAgainst,
  formatBytes,
  MEDIA_RULES,
  typeNames,
  type MediaChannel,
  type UploadHandler,
} from '../../core/media-files.js';

/** The host's upload function: the composer's, so one function serves both elements. */
export type { UploadHandler };

type T = (key: InboxKey, vars?: Record<string, string | number>) => string;

export type Channel = MediaChannel;

/** A preview's drawn size: twice its 56 px box, sharp on a 2× screen. */
const THUMB_PX = 112;

export interface Attachment {
  id: number;
  file: File;
  /**
   * A `data:` URL of an image's small thumbnail, once drawn. Not a `blob:` object URL: the README's CSP
   * (`img-src 'self' https: data:`) blocks those, and a host should not have to widen `img-src` for a preview.
   */
  preview: string | undefined;
  state: 'uploading' | 'done' | 'error';
  /** How much of the upload is done, 0 to 1, once the handler reports it. */
  progress?: number;
  url?: string;
  abort: AbortController;
}

/** The `accept` list of the file picker for a channel. */
export function acceptFor(channel: Channel): string {
  return MEDIA_RULES[channel].extensions.map((ext) => `.${ext}`).join(',');
}

/** Why a file cannot go on this channel (type, size), or null: the shared media policy, in the inbox's words. */
export function checkFile(file: File, channel: Channel, t: T, locale: string): string | null {
  const problem = checkAgainst(file, MEDIA_RULES[channel]);
  if (problem?.kind === 'type')
    return t('badType', { name: file.name, types: listWords(typeNames(problem.allowed), locale, 'disjunction') });
  if (problem?.kind === 'size') return t('tooLarge', { name: file.name, max: formatBytes(problem.maxBytes, locale) });
  return null;
}

let nextId = 1;

/** The attachments of the open thread's reply; the element owns one per thread and drops it on switch. */
export class ReplyAttachments {
  items: Attachment[] = [];
  /** Why files were refused at the last add (shown until the next add, remove or send). */
  refused: string[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly upload: () => UploadHandler | undefined,
  ) {}

  get uploading(): boolean {
    return this.items.some((a) => a.state === 'uploading');
  }
  get failed(): boolean {
    return this.items.some((a) => a.state === 'error');
  }
  /** URLs of uploaded files, in the order they were added. */
  get urls(): string[] {
    return this.items.filter((a) => a.state === 'done').map((a) => a.url!);
  }

  /** Checks and uploads files (from the picker, a drop or a paste). */
  add(files: Iterable<File>, channel: Channel, t: T, locale: string): void {
    this.refused = [];
    for (const file of files) {
      const reason = checkFile(file, channel, t, locale);
      if (reason) this.refused.push(reason);
      else if (this.items.length >= MEDIA_RULES[channel].maxFiles)
        this.refused.push(t('tooManyFiles', { max: MEDIA_RULES[channel].maxFiles }));
      else {
        const item: Attachment = {
          id: nextId++,
          file,
          preview: undefined,
          state: 'uploading',
          abort: new AbortController(),
        };
        this.items = [...this.items, item];
        void this.#upload(item);
        if (file.type.startsWith('image/')) void this.#thumbnail(item);
      }
    }
    this.refused = [...new Set(this.refused)];
    this.host.requestUpdate();
  }

  retry(id: number): void {
    const item = this.items.find((a) => a.id === id);
    if (!item) return;
    this.#set(id, { state: 'uploading', abort: new AbortController() });
    void this.#upload(this.items.find((a) => a.id === id)!);
  }

  remove(id: number): void {
    const item = this.items.find((a) => a.id === id);
    item?.abort.abort();
    this.items = this.items.filter((a) => a.id !== id);
    this.refused = [];
    this.host.requestUpdate();
  }

  /** Forgets everything (sent, or another thread opened): uploads in flight are aborted. */
  clear(): void {
    for (const item of this.items) this.remove(item.id);
    this.refused = [];
    this.host.requestUpdate();
  }

  async #upload(item: Attachment): Promise<void> {
    const handler = this.upload();
    try {
      if (!handler) throw new Error('no uploadHandler');
      const { signal } = item.abort;
      const url = await handler(item.file, {
        signal,
        onProgress: (fraction) => {
          if (!signal.aborted) this.#set(item.id, { progress: Math.min(1, Math.max(0, fraction)) });
        },
      });
      if (!item.abort.signal.aborted) this.#set(item.id, { state: 'done', url });
    } catch {
      if (!item.abort.signal.aborted) this.#set(item.id, { state: 'error' });
    }
  }

  /**
   * Draws the image into a canvas no bigger than the preview needs (2× its 56 px square) and keeps it as a `data:`
   * URL: decoding a File is not a fetch, so no CSP directive applies, and a few kB stay in memory instead of the
   * photo. A format the browser cannot decode keeps the file-type badge.
   */
  async #thumbnail(item: Attachment): Promise<void> {
    try {
      const bitmap = await createImageBitmap(item.file);
      const scale = Math.min(1, THUMB_PX / Math.min(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      bitmap.close();
      // PNG keeps transparency; a photo is far smaller as JPEG.
      const type = item.file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
      const preview = canvas.toDataURL(type, 0.85);
      if (!item.abort.signal.aborted && this.items.some((a) => a.id === item.id)) this.#set(item.id, { preview });
    } catch {
      // Not decodable here (e.g. HEIC in Chromium): the badge with the file's extension stays.
    }
  }

  #set(id: number, patch: Partial<Attachment>): void {
    this.items = this.items.map((a) => (a.id === id ? { ...a, ...patch } : a));
    this.host.requestUpdate();
  }

  /** The strip above the reply box: thumbnails (or file names), progress, errors with Retry, remove buttons. */
  render(t: T): TemplateResult | typeof nothing {
    if (!this.items.length && !this.refused.length) return nothing;
    return html`<div class="attachments" part="attachments">
      ${this.refused.length ? html`<p class="attach-refused error-text" role="alert">${this.refused.join(' ')}</p>` : nothing}
      ${
        this.items.length
          ? html`<ul class="attach-list" aria-label=${t('attach')}>
            ${this.items.map(
              (a) => html`<li class="attachment ${a.state}" part="attachment" data-state=${a.state}>
                ${a.preview ? html`<img src=${a.preview} alt="" />` : html`<span class="attach-file" aria-hidden="true">${a.file.name.split('.').pop()?.toUpperCase()}</span>`}
                <span class="attach-name" dir="auto">${a.file.name}</span>
                ${
                  a.state === 'uploading'
                    ? html`<span class="attach-state" role="status">${t('uploading')}</span>
                      ${
                        // Without a value the bar is indeterminate: the handler has not said how far it is.
                        a.progress === undefined
                          ? html`<progress class="attach-progress" max="1" aria-label=${t('uploadProgress', { name: a.file.name })}></progress>`
                          : html`<progress class="attach-progress" max="1" .value=${a.progress} aria-label=${t('uploadProgress', { name: a.file.name })}></progress>`
                      }`
                    : nothing
                }
                ${
                  a.state === 'error'
                    ? html`<span class="attach-state error-text" role="alert">${t('uploadFailed')}</span>
                      <button type="button" class="link-btn" @click=${() => this.retry(a.id)}>${t('retry')}</button>`
                    : nothing
                }
                <button type="button" class="attach-remove" part="attachment-remove" aria-label=${t('removeFile', { name: a.file.name })}
                  @click=${() => this.remove(a.id)}><span aria-hidden="true">×</span></button>
              </li>`,
            )}
          </ul>`
          : nothing
      }
    </div>`;
  }
}

/** The strip's styles, adopted into the inbox's shadow root with this module (not on its first screen). */
export const attachmentStyles = css`
  .attachments {
    flex: 1 0 100%;
    display: grid;
    gap: 4px;
  }
  .attach-refused {
    margin: 0;
    font-size: 12px;
  }
  .attach-list {
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  .attachment {
    position: relative;
    display: grid;
    grid-template-rows: 56px auto auto;
    justify-items: center;
    gap: 2px;
    width: 88px;
    padding: 4px;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.7);
    background: var(--_surface);
    font-size: 12px;
    line-height: 16px;
  }
  .attachment.error {
    border-color: var(--_error);
  }
  .attachment img,
  .attach-file {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: 6px;
  }
  .attachment.uploading img {
    opacity: 0.6;
  }
  .attach-file {
    display: grid;
    place-items: center;
    background: var(--_bg);
    color: var(--_muted);
    font-weight: 600;
  }
  .attach-name {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .attach-state {
    color: var(--_muted);
  }
  .attach-progress {
    width: 100%;
    height: 4px;
    accent-color: var(--_primary);
  }
  .attach-remove {
    position: absolute;
    inset-block-start: -8px;
    inset-inline-end: -8px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    border: 1px solid var(--_border);
    background: var(--_bg);
    color: var(--_text);
    line-height: 1;
    padding: 0;
  }
`;
