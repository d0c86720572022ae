/**
 * The image lightbox of the message log (issue 17 point 10): a modal `<dialog>` (focus moves in, the page behind is
 * inert, Escape closes) showing one image at its natural aspect ratio with its description as caption; ArrowLeft /
 * ArrowRight (mirrored in right-to-left layouts) step through the images of the same message. Loaded on first use.
 * The inbox owns the state and returns focus to the image that opened it.
 */
import { html, nothing, type TemplateResult } from 'lit';
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

type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

export function renderLightbox(view: LightboxView, t: Translate, on: { step(delta: number): void; close(): void }): TemplateResult {
  const image = view.images[view.index]!;
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
      <figcaption id="lightbox-caption">
        <span dir="auto">${image.alt}</span>
        ${many ? html`<span class="muted" aria-live="polite">${t('imageOf', { n: view.index + 1, count: view.images.length })}</span>` : nothing}
      </figcaption>
    </figure>
    <div class="lightbox-bar">
      ${many
        ? html`<button class="btn" type="button" aria-label=${t('previousImage')} @click=${() => on.step(-1)}><span class="flip" aria-hidden="true">‹</span></button>
            <button class="btn" type="button" aria-label=${t('nextImage')} @click=${() => on.step(1)}><span class="flip" aria-hidden="true">›</span></button>`
        : nothing}
      <button class="btn btn-primary" type="button" autofocus @click=${(e: Event) => (e.currentTarget as HTMLElement).closest('dialog')!.close()}>${t('closeImage')}</button>
    </div>
  </dialog>`;
}
