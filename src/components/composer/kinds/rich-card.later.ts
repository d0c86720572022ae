/**
 * The rich card's editor and preview (with `later.ts`, not on the first screen), for the card kind and for each card
 * of a carousel (`rich-card.ts`): its fields say what phones cut of it, and its preview is laid out as phones lay it
 * out (`core/rbm-layout.ts`). The fields are built from the shared editors handed over as `h.kit`.
 *
 * @csspart cut-note - Under a card's field: what phones cut of it (lines, suggestions that do not fit).
 * @csspart preview-card - A rich card in the preview.
 * @csspart chip - A suggestion chip in the preview (a card's, as a full-width row).
 */
import { html, nothing } from 'lit';
import { layoutCard, type CardLayout, type CardWidth, type TextFit } from '../../../core/rbm-layout.js';
import type { ComposerKey } from '../../../i18n/composer.js';
import { LIMITS, MEDIA_HEIGHTS } from '../../../schemas/constants.js';
import type { DraftEditor } from '../draft-editor.js';
import type { Path } from '../model.js';
import { select } from '../more-editors.js';
import { pictureBox, suggestionLabel } from '../preview-parts.js';
import { iosCard, laidOutCard } from './rich-card.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- drafts may be partial

type Fit = { lines: number; cut: boolean };

/**
 * What phones show of a card's title or description, as the phone comparison's panes show it: the same lines on both
 * ("Shown as 1 line on phones"), else each phone's ("On Android: shown as 1 line. On iPhone: shown as 3 lines."),
 * nothing when neither cuts it.
 */
function linesHint(t: DraftEditor['t'], android: Fit, ios: Fit): string | undefined {
  if (!android.cut && !ios.cut) return undefined;
  if (android.cut && ios.cut && android.lines === ios.lines) return t('shownLines', { count: android.lines });
  const shown = (fit: Fit) => (fit.cut ? t('linesShown', { count: fit.lines }) : t('linesFull'));
  return t('shownLinesEach', { android: shown(android), ios: shown(ios) });
}

/**
 * A card's fields, each saying what phones cut of it (`core/rbm-layout.ts`: the card's height budget at its `width`,
 * a carousel's card width or a standalone card's, on Android and as an iPhone draws the card, `iosCard`): the lines
 * its title and description are shown as, the suggestions that do not fit.
 */
export function cardFields(h: DraftEditor, path: Path, name: string, width: CardWidth = 'STANDALONE') {
  const { field, groupError, suggestionsEditor, getAt } = h.kit;
  const card = laidOutCard((getAt(h.draft, path) ?? {}) as Any);
  const layout = layoutCard(card, width);
  const ios = layoutCard(iosCard(card), width);
  const cut = layout.suggestions;
  return html`${field(h, [...path, 'title'], h.t('title'), { max: LIMITS.cardTitle, hint: linesHint(h.t, layout.title, ios.title) })}
    ${field(h, [...path, 'description'], h.t('description'), { max: LIMITS.cardDescription, multiline: true, hint: linesHint(h.t, layout.description, ios.description) })}
    ${field(h, [...path, 'media', 'url'], h.t('mediaUrl'), { type: 'url', hint: h.t('urlHint'), upload: 'rcs' })}
    ${select(h, [...path, 'media', 'height'], h.t('mediaHeight'), MEDIA_HEIGHTS, (v) => h.t(`height_${v}` as ComposerKey))}
    ${layout.tallNarrowed ? html`<p class="hint cut-note" part="cut-note">${h.t('tallInSmall')}</p>` : nothing}
    ${groupError(h, path)} ${suggestionsEditor(h, [...path, 'suggestions'], LIMITS.suggestionsPerCard, name)}
    ${
      cut.cut
        ? html`<p class="hint cut-note" part="cut-note">${cut.shown ? h.t('suggestionsCut', { shown: cut.shown, count: cut.of }) : h.t('suggestionsNone', { count: cut.of })}</p>`
        : nothing
    }`;
}

/**
 * A card's title or description as phones show it: the model's lines, whole or cut with its ellipsis. The page's
 * fonts wrap them their own way, so the preview's styles neither clamp them nor cap the card's height: nothing cuts
 * them a second time, elsewhere, where nothing says so.
 */
const cardText = (tag: 'title' | 'description', fit: TextFit) =>
  tag === 'title'
    ? html`<strong dir="auto" data-lines=${fit.lines}>${fit.text}</strong>`
    : html`<p dir="auto" data-lines=${fit.lines}>${fit.text}</p>`;

/**
 * A rich card as phones lay it out (`core/rbm-layout.ts`): its width (standalone, or the carousel's SMALL 120 / MEDIUM
 * 232 dp), its media height, the title and description as the model cuts them to the lines the card has room for,
 * and only the suggestions that fit, as the card's full-width rows. The same layout says what the editor's hints and
 * the comparison's losses say of the card, so what is drawn and what is said are one decision. `update` renders the
 * composer again when its media settle.
 */
export const cardView = (
  c: Any | undefined,
  update: () => void,
  width: CardWidth = 'STANDALONE',
  layout: CardLayout | undefined = c && layoutCard(laidOutCard(c), width),
) =>
  c && layout
    ? html`<div class="p-card w-${width.toLowerCase()}" part="preview-card" data-height=${layout.heightDp}>
        ${pictureBox(c.media, update, layout.media)}
        ${
          layout.title.lines || layout.description.lines
            ? html`<div class="p-body">
              ${layout.title.lines ? cardText('title', layout.title) : nothing}
              ${layout.description.lines ? cardText('description', layout.description) : nothing}
            </div>`
            : nothing
        }
        ${
          layout.suggestions.shown
            ? html`<div class="c-actions">${(c.suggestions as Any[]).slice(0, layout.suggestions.shown).map((s) => html`<span class="c-action" part="chip" dir="auto">${suggestionLabel(s)}</span>`)}</div>`
            : nothing
        }
      </div>`
    : nothing;
