/**
 * The carousel's editor and preview (with `later.ts`, not on the first screen): most messages are text, media or one
 * card. Its cards are rich cards (`rich-card.later.ts`); the fields are built from the shared editors handed over as `h.kit`.
 *
 * @csspart cards - The carousel's card list.
 * @csspart card - One card editor in the carousel.
 * @csspart drag-handle - A card's drag handle.
 * @csspart preview-carousel - The carousel in the preview.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { layoutCarousel, type CardWidth } from '../../../core/rbm-layout.js';
import type { ComposerKey } from '../../../i18n/composer.js';
import { CARD_WIDTHS, LIMITS } from '../../../schemas/constants.js';
import type { DraftEditor } from '../draft-editor.js';
import type { Path } from '../model.js';
import { itemTools, select } from '../more-editors.js';
import { cardFields, cardView } from './rich-card.later.js';
import { laidOutCard } from './rich-card.js';
import type { KindLater } from './types.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- drafts may be partial

/**
 * The carousel's cards (2–10): width, per-card fields and suggestions, reorder by buttons or by dragging. Cards fold:
 * a folded card is one line (its title and how many problems it has); the card being edited is open.
 */
export function carouselEditor(h: DraftEditor, content: Path): TemplateResult {
  const { groupError, idOf, list, emptyCard } = h.kit;
  const path = [...content, 'cards'];
  const cards = list(h, path);
  return html`${select(h, [...content, 'cardWidth'], h.t('cardWidth'), CARD_WIDTHS, (v) => h.t(`width_${v}` as ComposerKey))}
    <span id="${idOf(path)}-n" class="counter">${h.t('cardCount', { count: cards.length, min: LIMITS.carouselMinCards, max: LIMITS.carouselMaxCards })}</span>
    ${groupError(h, path)}
    <ol class="cards" part="cards" data-list=${path.join('.')} aria-describedby="${idOf(path)}-n">
      ${cards.map((item, i) => {
        const name = h.t('cardN', { n: i + 1 });
        const at = [...path, i];
        const open = h.isOpen(at);
        const problems = h.problemCount(at);
        const title = String(item.title ?? '').trim();
        // Read at event time: a drag starts after this render.
        const dragged = () => (h.dragging?.path === path.join('.') ? h.dragging.index : undefined);
        return html`<li class="item card ${open ? 'open' : 'collapsed'}" part="card" data-index=${i} aria-label=${name}
          @dragover=${(e: DragEvent) => dragged() !== undefined && e.preventDefault()}
          @drop=${(e: DragEvent) => {
            const from = dragged();
            if (from === undefined) return;
            e.preventDefault();
            h.dragging = undefined;
            h.move(path, from, i);
          }}>
          <div class="item-head">
            <span class="handle" part="drag-handle" draggable="true" title=${h.t('dragHint')}
              @dragstart=${(e: DragEvent) => {
                h.dragging = { path: path.join('.'), index: i };
                e.dataTransfer?.setData('text/plain', String(i));
                if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
              }}
              @dragend=${() => (h.dragging = undefined)}>⠿</span>
            <button type="button" class="toggle" aria-expanded=${open ? 'true' : 'false'} aria-controls="${idOf(at)}-body"
              title=${h.t(open ? 'collapseCard' : 'expandCard', { name })} @click=${() => h.setOpen(at, !open)}>
              <span class="chevron" aria-hidden="true">${open ? '▾' : '▸'}</span>
              <strong>${name}</strong>
              ${open ? nothing : html`<span class="summary" dir="auto" title=${title || nothing}>${title || h.t('untitled')}</span>`}
              ${problems ? html`<span class="problems">${h.t('cardProblems', { count: problems })}</span>` : nothing}
            </button>
            ${itemTools(h, path, i, cards.length, name)}
          </div>
          <div id="${idOf(at)}-body" class="card-body" ?hidden=${!open}>${open ? cardFields(h, at, name, h.kit.getAt(h.draft, [...content, 'cardWidth']) === 'SMALL' ? 'SMALL' : 'MEDIUM') : nothing}</div>
        </li>`;
      })}
    </ol>
    <button type="button" class="btn add" data-add=${path.join('.')} ?disabled=${cards.length >= LIMITS.carouselMaxCards}
      @click=${() => {
        h.setOpen([...path, cards.length], true);
        h.add(path, emptyCard());
      }}>${h.t('addCard')}</button>`;
}

/**
 * A carousel: its cards side by side at the carousel's width, scrolled sideways; as tall as its tallest card after
 * cutting, each card keeping its own height (not stretched with empty space). It takes the focus so the keyboard can
 * scroll it: a `section` named as a group (a labelled region would be one more landmark per phone of the comparison).
 */
export const carouselView = (label: string, value: Any | undefined, update: () => void) => {
  // Laid out as the editor's hints and the comparison lay each card out (`laidOutCard`).
  const cards = Array.isArray(value?.cards) ? (value.cards as Any[]).map(laidOutCard) : undefined;
  const layout = layoutCarousel({ cardWidth: value?.cardWidth, cards });
  const width: CardWidth = value?.cardWidth === 'SMALL' ? 'SMALL' : 'MEDIUM';
  return html`<section class="carousel" part="preview-carousel" tabindex="0" role="group" aria-label=${label} data-height=${layout.heightDp}>${(value?.cards as Any[] | undefined)?.map((c, i) => cardView(c, update, width, layout.cards[i]))}</section>`;
};

/** Folded cards' lines and the preview's row of cards, added to the composer's shadow root with `later.ts`. */
export const carouselStyles = css`
  .toggle {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
    flex: 1;
    min-width: 0;
    border: 0;
    background: none;
    padding: 0.2rem 0;
    text-align: start;
  }
  .toggle strong {
    flex: none;
    white-space: nowrap;
  }
  /* A folded card's title on one line, cut with an ellipsis (its whole text stays in the button's name). */
  .toggle .summary {
    flex: 1 1 0;
    color: var(--_muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    min-width: 0;
  }
  .toggle .problems {
    color: var(--_error);
    font-size: 0.86em;
    font-weight: 600;
    white-space: nowrap;
  }
  .chevron {
    width: 1em;
  }
  .card-body {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
  }
  .card-body[hidden] {
    display: none;
  }
  .carousel {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    overflow-x: auto;
    width: 100%;
    scroll-snap-type: x mandatory;
  }
  .carousel .p-card {
    flex: none;
    max-width: none;
    scroll-snap-align: start;
  }
`;

export const carouselLater: KindLater = {
  editor: carouselEditor,
  preview: (t, value, update) => carouselView(t('kind_carousel'), value, update),
  // Its cards are named by their number; its own problems (too few or too many cards) by the kind's name.
  problems: {
    items: { cards: 'cardN' },
    fields: { cards: 'kind_carousel', cardWidth: 'cardWidth' },
    tooMany: { cards: 'maxCards' },
  },
  // A field of a folded card is shown by opening that card.
  reveal: (h, path) => {
    const at = path.indexOf('cards');
    if (at < 0 || !/^\d+$/.test(path[at + 1] ?? '')) return false;
    h.setOpen(path.slice(0, at + 2), true);
    return true;
  },
};
