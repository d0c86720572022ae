/**
 * Media from files, for a host that gives an `uploadHandler` (`DraftEditor.canUpload`): a media field's file controls,
 * the checks a file meets before it is uploaded (`media-rules.ts`) and the uploads in progress
 * (`controllers/upload.ts`). A part of its own, since most hosts take media as URLs only: fetched beside `later.ts`
 * when a draft shows media fields with a handler set, and awaited by that update (`DraftEditor`'s update hold).
 *
 * @csspart upload - A media field's file controls: Choose file, progress and Cancel.
 */
// Through the composer's first screen, as every lazy part of it is (`first-screen.ts`).
import './first-screen.js';
import { html } from 'lit';
import type { DraftEditor } from './draft-editor.js';
import type { MediaKind } from './editors.js';
import type { Path } from './model.js';

export { FileUploads, MMS_MEDIA, RCS_MEDIA, problemText } from './media-rules.js';

const ACCEPT: Record<MediaKind, string> = {
  rcs: 'image/jpeg,image/png,image/gif,image/webp,video/mp4',
  mms: 'image/jpeg,image/png,image/gif,image/webp,video/mp4,application/pdf,text/vcard',
};

/** A media field's file controls: the picker button, the drop/paste hint, progress with Cancel. */
export function uploadControls(
  h: DraftEditor,
  path: Path,
  id: string,
  kind: MediaKind,
  state: ReturnType<DraftEditor['uploadState']>,
) {
  const uploading = state && !state.error;
  return html`<div class="upload" part="upload">
    ${
      uploading
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
              if (file) void h.upload(path, file, kind);
              input.value = '';
            }} />
          <span id="${id}-d" class="hint">${h.t('dropHint')}</span>`
    }
  </div>`;
}
