/**
 * Editors not on the composer's first screen (a chunk: size budgets): the fallback's and suggestions' fields, and the
 * selects and list item tools the kinds' editors (`kinds/<kind>.later.ts`) are built with too. Fetched with
 * `later.ts` when the composer is wanted (`lazy.ts`), and awaited by the update that first shows one (`ParleyComposer`'s update hold),
 * so they appear with the tick or click that asks.
 *
 * @csspart field - One labelled input with its counter and error.
 * @csspart suggestion - One suggestion editor.
 * @csspart channel - "Goes as SMS/MMS" with segments, encoding and characters.
 * @csspart text-offer - A card or carousel sent from a phone number: its words offered as the text, with undo.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import {
  LIMITS,
  SUGGESTION_TYPES,
  URL_APPLICATIONS,
  WEBVIEW_VIEW_MODES,
  fallbackChannel,
} from '../../schemas/constants.js';
import type { SuggestionType } from '../../schemas/messages.js';
import type { DraftEditor } from './draft-editor.js';
import type { Path } from './model.js';

export function select(
  h: DraftEditor,
  path: Path,
  label: string,
  options: readonly string[],
  names: (v: string) => string,
  onChange?: (v: string) => void,
) {
  const { idOf, valueOf, getAt } = h.kit;
  const id = idOf(path);
  const value = String(getAt(h.draft, path) ?? 'MEDIUM');
  return html`<div class="field" part="field">
    <label for=${id}>${label}</label>
    <select id=${id} @change=${(e: Event) => (onChange ? onChange(valueOf(e)) : h.edit(path, valueOf(e)))}>
      ${options.map((o) => html`<option value=${o} ?selected=${o === value}>${names(o)}</option>`)}
    </select>
  </div>`;
}

/** Up/down/remove buttons of one list item; `data-move` and `data-remove` let focus follow a moved or removed item. */
export function itemTools(h: DraftEditor, path: Path, index: number, count: number, name: string) {
  return html`<span class="tools">
    <button type="button" class="btn icon" data-move="up" aria-label=${h.t('moveUp', { name })} ?disabled=${index === 0}
      @click=${() => h.move(path, index, index - 1, 'up')}>↑</button>
    <button type="button" class="btn icon" data-move="down" aria-label=${h.t('moveDown', { name })} ?disabled=${index === count - 1}
      @click=${() => h.move(path, index, index + 1, 'down')}>↓</button>
    <button type="button" class="btn icon" data-remove aria-label=${h.t('remove', { name })} @click=${() => h.remove(path, index)}>✕</button>
  </span>`;
}

/**
 * The SMS/MMS fallback's fields, shown once its box is ticked: sender phone (the team's numbers offered), text and
 * media; the channel by the spec's rule with one segments line. Ticking the box shows no error yet: the fields' errors
 * wait until they are touched or a send is tried. The cost is one line near the Send button, not here.
 */
export function fallbackFields(h: DraftEditor): TemplateResult {
  const { field, groupError } = h.kit;
  const f = h.draft.fallback!;
  // The composer's one count of the SMS/MMS part (as it will go: with short links when on), as the preview shows it.
  const info = h.summary?.sms ?? { channel: fallbackChannel(f), segments: 0, encoding: 'GSM-7' };
  const channel = info.channel;
  return html`${groupError(h, ['fallback'])}
    ${h.view.smsSender ? textOffer(h) : nothing}
    ${
      h.view.smsSender
        ? nothing
        : html`${field(h, ['fallback', 'from'], h.t('fallbackFrom'), { phone: true, hint: h.t('fallbackFromHint'), list: h.senders.length ? 'fallback-senders' : undefined })}
      ${h.senders.length ? html`<datalist id="fallback-senders">${h.senders.map((n) => html`<option value=${n}></option>`)}</datalist>` : nothing}`
    }
    ${field(h, ['fallback', 'text'], h.t('fallbackText'), {
      max: channel === 'SMS' ? LIMITS.smsFallbackText : LIMITS.mmsText,
      multiline: true,
    })}
    <p class="channel" part="channel" id="fallback-channel">
      <strong>${h.t(channel === 'SMS' ? 'asSms' : 'asMms')}</strong>
      ${channel === 'SMS' ? html` · ${h.t('segmentsLine', { count: info.segments, encoding: `\u2066${info.encoding}\u2069` })}` : nothing}
    </p>
    ${channel === 'SMS' ? html`<p class="hint" id="fallback-encoding">${h.t(info.encoding === 'GSM-7' ? 'enc_GSM7' : 'enc_UCS2')}</p>` : nothing}
    ${f.mediaUrls.map(
      (_, i) => html`<div class="row">
      ${field(h, ['fallback', 'mediaUrls', i], h.t('mediaUrlN', { n: i + 1 }), { type: 'url', upload: 'mms' })}
      <button type="button" class="btn icon" aria-label=${h.t('remove', { name: h.t('mediaUrlN', { n: i + 1 }) })}
        @click=${() => h.remove(['fallback', 'mediaUrls'], i)}>✕</button>
    </div>`,
    )}
    ${groupError(h, ['fallback', 'mediaUrls'])}
    <button type="button" class="btn add" data-add="fallback.mediaUrls" ?disabled=${f.mediaUrls.length >= LIMITS.mediaUrls}
      @click=${() => h.edit(['fallback', 'mediaUrls', f.mediaUrls.length], '')}>${h.t('addMedia')}</button>`;
}

/**
 * A card or carousel sent from a phone number: SMS/MMS cannot show it, so its words are offered as the text, and
 * once taken the change can be undone (the text before it comes back).
 */
function textOffer(h: DraftEditor): TemplateResult | typeof nothing {
  if (!h.textOffer) return nothing;
  const taken = h.textOffer === 'taken';
  return html`<p class="text-offer" part="text-offer" role="note">
    <span>${h.t(taken ? 'textOfferTaken' : 'textOffer')}</span>
    <button type="button" class="btn" @click=${() => (taken ? h.undoTextOffer() : h.takeTextOffer())}>
      ${h.t(taken ? 'textOfferUndo' : 'textOfferTake')}</button>
  </p>`;
}

/** One suggestion of the message or a card: its type, label, the fields its type needs, and postback data. */
export function suggestionItem(
  h: DraftEditor,
  path: Path,
  s: Record<string, unknown>,
  i: number,
  count: number,
): TemplateResult {
  const { field, SUGGESTION_FIELDS, toLocalInput, fromLocalInput } = h.kit;
  const at = [...path, i];
  const name = h.t('suggestionN', { n: i + 1 });
  const type = (s.type as SuggestionType) ?? 'reply';
  return html`<div class="item" part="suggestion" role="group" aria-label=${name} data-index=${i}>
    <div class="item-head"><strong>${name}</strong>${itemTools(h, path, i, count, name)}</div>
    ${select(
      h,
      [...at, 'type'],
      h.t('suggestionType'),
      SUGGESTION_TYPES,
      (v) => h.t(`type_${v}` as ComposerKey),
      (next) =>
        h.edit(at, { type: next, text: s.text ?? '', ...(s.postbackData ? { postbackData: s.postbackData } : {}) }),
    )}
    ${field(h, [...at, 'text'], h.t('label'), { max: LIMITS.suggestionText })}
    ${type === 'shareLocation' ? html`<p class="hint">${h.t('shareLocationHint')}</p>` : nothing}
    ${SUGGESTION_FIELDS[type]?.map((key) => {
      const label = h.t(`s_${key}` as ComposerKey);
      if (key === 'url') return field(h, [...at, key], label, { type: 'url', hint: h.t('urlHint') });
      // Absent means the phone's browser; choosing a webview picks its size too (RBM requires one).
      if (key === 'application')
        return select(
          h,
          [...at, key],
          label,
          URL_APPLICATIONS,
          (v) => h.t(`app_${v}` as ComposerKey),
          (v) =>
            h.edit(at, {
              ...s,
              application: v,
              webviewViewMode: v === 'WEBVIEW' ? (s.webviewViewMode ?? 'FULL') : undefined,
            }),
        );
      if (key === 'webviewViewMode')
        return s.application === 'WEBVIEW'
          ? select(h, [...at, key], label, WEBVIEW_VIEW_MODES, (v) => h.t(`view_${v}` as ComposerKey))
          : nothing;
      if (key === 'query') return field(h, [...at, key], label, { max: 200, hint: h.t('queryHint') });
      if (key === 'phoneNumber') return field(h, [...at, key], label, { phone: true, hint: h.t('phoneHint') });
      if (key === 'latitude' || key === 'longitude') return field(h, [...at, key], label, { type: 'number' });
      if (key === 'startTime' || key === 'endTime')
        return field(h, [...at, key], label, {
          type: 'datetime-local',
          show: toLocalInput,
          read: fromLocalInput,
          hint: h.timeZone,
        });
      return field(h, [...at, key], label, { multiline: key === 'description' });
    })}
    ${field(h, [...at, 'postbackData'], h.t('postbackData'), { max: LIMITS.postbackData, hint: h.t('postbackHint') })}
  </div>`;
}
