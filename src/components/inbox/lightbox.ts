/**
 * The image lightbox of the message log: a modal `<dialog>` (focus moves in, the page behind is
 * inert, Escape closes) showing one image at its natural aspect ratio; its caption names the file, the message's
 * text, who sent it and when, and a Download link saves it under that file name; ArrowLeft /
 * ArrowRight (mirrored in right-to-left layouts) step through the images of the same message. Loaded on first use.
 * The inbox owns the state and returns focus to the image that opened it.
 *
 * @csspart lightbox-caption - The viewer's caption: the file's name, the message's text, who sent it and when.
 * @csspart lightbox-download - The viewer's Download link.
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
import type { LogImage } from './message-bubble.js';

export interface LightboxView {
  /** The message whose images are shown (to find the opener again after a re-render). */
  messageId: string;
  images: readonly LogImage[];
  index: number;
  /** The image button that opened the lightbox; focus returns to it. */
  opener: HTMLElement;
}

/** What the caption says besides the file: the message's text, who sent it, and when (in the words of this update). */
export interface LightboxCaption {
  text: string | undefined;
  sender: string;
  /** ISO time, and its words. */
  at: string;
  when: string;
}

/**
 * The name a download is saved under: the URL's last path segment as the sender named it (decoded), else
 * `image-<n>`. Characters a file system refuses are replaced, so the browser keeps the name rather than inventing one.
 */
export function fileNameOf(src: string, n: number): string {
  let name = '';
  try {
    const segment = new URL(src).pathname.split('/').filter(Boolean).at(-1) ?? '';
    name = decodeURIComponent(segment);
  } catch {
    name = '';
  }
  name = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim();
  return name || `image-${n}`;
}

/**
 * Styles of the dialog, shipped with it rather than in the inbox's first-screen styles; the inbox adopts them on
 * first open (a constructable sheet: no inline `<style>`, so a strict CSP still holds).
 */
export const lightboxStyles = css`
  .lightbox { max-width: min(96vw, 1100px); max-height: 96vh; padding: 12px; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_bg); color: var(--_text); }
  .lightbox::backdrop { background: rgb(0 0 0 / 0.75); }
  .lightbox figure { display: grid; justify-items: center; gap: 8px; margin: 0; }
  .lightbox img { display: block; max-width: 100%; max-height: calc(96vh - 120px); object-fit: contain; }
  .lightbox figcaption { display: grid; gap: 2px; justify-items: center; text-align: center; max-width: 60ch; }
  .lightbox-name { font-weight: 600; overflow-wrap: anywhere; }
  .lightbox-text { margin: 0; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; }
  .lightbox-meta { display: flex; flex-wrap: wrap; gap: 4px 12px; justify-content: center; }
  .lightbox-bar { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin-block-start: 8px; }
  .lightbox-bar a.btn { text-decoration: none; color: var(--_text); display: inline-flex; align-items: center; }
`;

type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

export function renderLightbox(
  view: LightboxView,
  caption: LightboxCaption,
  t: Translate,
  on: { step(delta: number): void; close(): void },
): TemplateResult {
  const image = view.images[view.index]!;
  // A real link with `download`: the browser saves it under this name (same origin), or opens it in a new tab.
  const name = fileNameOf(image.src, view.index + 1);
  const many = view.images.length > 1;
  const onKeydown = (event: KeyboardEvent) => {
    if (!many || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const rtl = getComputedStyle(event.currentTarget as HTMLElement).direction === 'rtl';
    event.preventDefault();
    on.step((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  return html`<dialog class="lightbox" part="lightbox" aria-labelledby="lightbox-caption" @keydown=${onKeydown} @close=${() => on.close()}
    @click=${(e: Event) => e.target === e.currentTarget && (e.currentTarget as HTMLDialogElement).close()}>
    <figure>
      <img src=${image.src} alt=${image.alt} referrerpolicy="no-referrer" />
      <figcaption id="lightbox-caption" part="lightbox-caption">
        <span class="lightbox-name" dir="auto">${name}</span>
        ${caption.text ? html`<p class="lightbox-text" dir="auto">${caption.text}</p>` : nothing}
        <span class="lightbox-meta muted">
          <span dir="auto">${caption.sender}</span>${caption.at ? html`<time datetime=${caption.at}>${caption.when}</time>` : nothing}
          ${many ? html`<span aria-live="polite">${t('imageOf', { n: view.index + 1, count: view.images.length })}</span>` : nothing}
        </span>
      </figcaption>
    </figure>
    <div class="lightbox-bar">
      ${
        many
          ? html`<button class="btn" type="button" aria-label=${t('previousImage')} @click=${() => on.step(-1)}><span class="flip" aria-hidden="true">‹</span></button>
            <button class="btn" type="button" aria-label=${t('nextImage')} @click=${() => on.step(1)}><span class="flip" aria-hidden="true">›</span></button>`
          : nothing
      }
      <a class="btn" part="lightbox-download" href=${image.src} download=${name} target="_blank" rel="noopener noreferrer"
        aria-label=${t('downloadFile', { name })}>${t('download')}</a>
      <button class="btn btn-primary" type="button" autofocus @click=${(e: Event) => (e.currentTarget as HTMLElement).closest('dialog')!.close()}>${t('closeImage')}</button>
    </div>
  </dialog>`;
}
