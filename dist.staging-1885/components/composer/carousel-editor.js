/**
 * The composer's carousel editor (with `later.ts`, not on the first screen): most messages are text, media or one card.
 * Built from the shared field editors of `editors.ts` (handed over as `h.kit`) and `more-editors.ts`.
 */
import { css, html, nothing } from 'lit';
import { CARD_WIDTHS, LIMITS } from '../../schemas/constants.js';
import { cardFields, itemTools, select } from './more-editors.js';
/**
 * The carousel's cards (2–10): width, per-card fields and suggestions, reorder by buttons or by dragging. Cards fold:
 * a folded card is one line (its title and how many problems it has); the card being edited is open.
 */
export function carouselEditor(h, carousel) {
    const { groupError, idOf, list, emptyCard } = h.kit;
    const path = [...carousel, 'cards'];
    const cards = list(h, path);
    return html `${select(h, [...carousel, 'cardWidth'], h.t('cardWidth'), CARD_WIDTHS, (v) => h.t(`width_${v}`))}
    <span id="${idOf(path)}-n" class="counter">${h.t('cardCount', { count: cards.length, min: LIMITS.carouselMinCards, max: LIMITS.carouselMaxCards })}</span>
    ${groupError(h, path)}
    <ol class="cards" part="cards" data-list=${path.join('.')} aria-describedby="${idOf(path)}-n">
      ${cards.map((card, i) => {
        const name = h.t('cardN', { n: i + 1 });
        const at = [...path, i];
        const open = h.isOpen(at);
        const problems = h.problemCount(at);
        const title = String(card.title ?? '').trim();
        // Read at event time: a drag starts after this render.
        const dragged = () => (h.dragging?.path === path.join('.') ? h.dragging.index : undefined);
        return html `<li class="item card ${open ? 'open' : 'collapsed'}" part="card" data-index=${i} aria-label=${name}
          @dragover=${(e) => dragged() !== undefined && e.preventDefault()}
          @drop=${(e) => {
            const from = dragged();
            if (from === undefined)
                return;
            e.preventDefault();
            h.dragging = undefined;
            h.move(path, from, i);
        }}>
          <div class="item-head">
            <span class="handle" part="drag-handle" draggable="true" title=${h.t('dragHint')}
              @dragstart=${(e) => {
            h.dragging = { path: path.join('.'), index: i };
            e.dataTransfer?.setData('text/plain', String(i));
            if (e.dataTransfer)
                e.dataTransfer.effectAllowed = 'move';
        }}
              @dragend=${() => (h.dragging = undefined)}>⠿</span>
            <button type="button" class="toggle" aria-expanded=${open ? 'true' : 'false'} aria-controls="${idOf(at)}-body"
              title=${h.t(open ? 'collapseCard' : 'expandCard', { name })} @click=${() => h.setOpen(at, !open)}>
              <span class="chevron" aria-hidden="true">${open ? '▾' : '▸'}</span>
              <strong>${name}</strong>
              ${open ? nothing : html `<span class="summary" dir="auto">${title || h.t('untitled')}</span>`}
              ${problems ? html `<span class="problems">${h.t('cardProblems', { count: problems })}</span>` : nothing}
            </button>
            ${itemTools(h, path, i, cards.length, name)}
          </div>
          <div id="${idOf(at)}-body" class="card-body" ?hidden=${!open}>${open ? cardFields(h, at, name, h.kit.getAt(h.draft, [...carousel, 'cardWidth']) === 'SMALL' ? 'SMALL' : 'MEDIUM') : nothing}</div>
        </li>`;
    })}
    </ol>
    <button type="button" class="btn add" data-add=${path.join('.')} ?disabled=${cards.length >= LIMITS.carouselMaxCards}
      @click=${() => {
        h.setOpen([...path, cards.length], true);
        h.edit([...path, cards.length], emptyCard());
    }}>${h.t('addCard')}</button>`;
}
/** Folded cards' lines, added to the composer's shadow root with this module. */
export const carouselStyles = css `
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
  .toggle .summary {
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
    gap: 0.5rem;
  }
  .card-body[hidden] {
    display: none;
  }
`;
