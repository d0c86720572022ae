/**
 * The RCS message's content, on the first screen: the kind chooser (the kinds' registry, `kinds/index.ts`), the
 * chosen kind's editor and the message's suggestions. Switching kinds carries over what fits (`switchKind`), so it
 * never destroys the obvious part of what was typed.
 *
 * @csspart kind - The content kind chooser (text, media, card, carousel).
 */
import { html, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import { LIMITS } from '../../schemas/constants.js';
import type { DraftEditor } from './draft-editor.js';
import { suggestionsEditor } from './editors.js';
import { KINDS, kindOf, switchKind, type ContentKind } from './kinds/index.js';

/**
 * Another kind: the draft's content switched to it, its fields untouched (no error shows before they are edited);
 * what the kinds left is kept with the editor, so a switch back brings it back.
 */
function setKind(h: DraftEditor, kind: ContentKind): void {
  if (kind === kindOf(h.draft.rcs)) return;
  h.untouch();
  h.edit(['rcs'], switchKind(h.draft.rcs, kind, h.kinds));
}

export function contentEditor(h: DraftEditor): TemplateResult {
  const kind = kindOf(h.draft.rcs);
  return html`<fieldset part="kind" class="kind">
      <legend>${h.t('content')}</legend>
      ${KINDS.map(
        (
          k,
        ) => html`<label><input type="radio" name="kind" value=${k.id} .checked=${k === kind} @change=${() => setKind(h, k)} />
          ${h.t(`kind_${k.id}` as ComposerKey)}</label>`,
      )}
    </fieldset>
    <div class="content">${kind.editor(h)}</div>
    ${h.kit.groupError(h, ['rcs'])}
    ${suggestionsEditor(h, ['rcs', 'suggestions'], LIMITS.suggestionsPerMessage, h.t('message'))}`;
}
