/**
 * Editors not on the composer's first screen (a chunk, issue 12): fetched beside the first paint, and awaited by the
 * update that first shows one (`ParleyComposer`'s update hold), so they appear with the tick or click that asks.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { countSegments } from '../../core/sms-segments.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { LIMITS, SUGGESTION_TYPES, fallbackChannel } from '../../schemas/constants.js';
import type { SuggestionType } from '../../schemas/messages.js';
import { field, groupError, itemTools, select, type EditorHost } from './editors.js';
import { SUGGESTION_FIELDS, fromLocalInput, toLocalInput, type Path } from './model.js';

/**
 * The SMS/MMS fallback's fields, shown once its box is ticked: sender phone (the team's numbers offered), text and
 * media; the channel by the spec's rule with one segments line. Ticking the box shows no error yet: the fields' errors
 * wait until they are touched or a send is tried. The cost is one line near the Send button, not here.
 */
export function fallbackFields(h: EditorHost): TemplateResult {
  const f = h.draft.fallback!;
  const info = countSegments(f.text);
  const channel = fallbackChannel(f);
  return html`${groupError(h, ['fallback'])}
    ${field(h, ['fallback', 'from'], h.t('fallbackFrom'), { phone: true, hint: h.t('fallbackFromHint'), list: h.senders.length ? 'fallback-senders' : undefined })}
    ${h.senders.length ? html`<datalist id="fallback-senders">${h.senders.map((n) => html`<option value=${n}></option>`)}</datalist>` : nothing}
    ${field(h, ['fallback', 'text'], h.t('fallbackText'), {
      max: channel === 'SMS' ? LIMITS.smsFallbackText : LIMITS.mmsText,
      multiline: true,
      count: (text) => countSegments(text).characters,
    })}
    <p class="channel" part="channel" id="fallback-channel">
      <strong>${h.t(channel === 'SMS' ? 'asSms' : 'asMms')}</strong>
      ${channel === 'SMS' ? html` · ${h.t('segmentsLine', { count: info.segments, encoding: info.encoding })}` : nothing}
    </p>
    ${f.mediaUrls.map((_, i) => html`<div class="row">
      ${field(h, ['fallback', 'mediaUrls', i], h.t('mediaUrlN', { n: i + 1 }), { type: 'url', upload: 'mms' })}
      <button type="button" class="btn icon" aria-label=${h.t('remove', { name: h.t('mediaUrlN', { n: i + 1 }) })}
        @click=${() => h.remove(['fallback', 'mediaUrls'], i)}>✕</button>
    </div>`)}
    ${groupError(h, ['fallback', 'mediaUrls'])}
    <button type="button" class="btn add" data-add="fallback.mediaUrls" ?disabled=${f.mediaUrls.length >= LIMITS.mediaUrls}
      @click=${() => h.edit(['fallback', 'mediaUrls', f.mediaUrls.length], '')}>${h.t('addMedia')}</button>`;
}

/** One suggestion of the message or a card: its type, label, the fields its type needs, and postback data. */
export function suggestionItem(h: EditorHost, path: Path, s: Record<string, unknown>, i: number, count: number): TemplateResult {
  const at = [...path, i];
  const name = h.t('suggestionN', { n: i + 1 });
  const type = (s.type as SuggestionType) ?? 'reply';
  return html`<div class="item" part="suggestion" role="group" aria-label=${name} data-index=${i}>
    <div class="item-head"><strong>${name}</strong>${itemTools(h, path, i, count, name)}</div>
    ${select(h, [...at, 'type'], h.t('suggestionType'), SUGGESTION_TYPES, (v) => h.t(`type_${v}` as ComposerKey), (next) =>
      h.edit(at, { type: next, text: s.text ?? '', ...(s.postbackData ? { postbackData: s.postbackData } : {}) }),
    )}
    ${field(h, [...at, 'text'], h.t('label'), { max: LIMITS.suggestionText })}
    ${SUGGESTION_FIELDS[type]?.map((key) => {
      const label = h.t(`s_${key}` as ComposerKey);
      if (key === 'url') return field(h, [...at, key], label, { type: 'url', hint: h.t('urlHint') });
      if (key === 'phoneNumber') return field(h, [...at, key], label, { phone: true, hint: h.t('phoneHint') });
      if (key === 'latitude' || key === 'longitude') return field(h, [...at, key], label, { type: 'number' });
      if (key === 'startTime' || key === 'endTime')
        return field(h, [...at, key], label, { type: 'datetime-local', show: toLocalInput, read: fromLocalInput, hint: h.timeZone });
      return field(h, [...at, key], label, { multiline: key === 'description' });
    })}
    ${field(h, [...at, 'postbackData'], h.t('postbackData'), { max: LIMITS.postbackData })}
  </div>`;
}
