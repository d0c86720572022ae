/**
 * The SMS/MMS fallback's fields, shown once its box is ticked (a chunk: not on the composer's first screen, issue 12):
 * sender phone (the team's numbers offered), text and media; the channel by the spec's rule with one segments line.
 * Ticking the box shows no error yet: the fields' errors wait until they are touched or a send is tried. The cost is
 * one line near the Send button (`composer.component.ts`), not here.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { countSegments } from '../../core/sms-segments.js';
import { LIMITS, fallbackChannel } from '../../schemas/constants.js';
import { field, groupError, type EditorHost } from './editors.js';

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
