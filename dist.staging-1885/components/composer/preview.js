/**
 * Live previews: the RCS message as a phone shows it (headed by the agent), and the SMS/MMS a non-RCS phone gets
 * instead. With `later.ts` (the first screen is the editor; the previews' column is kept for them, so nothing moves
 * when they arrive beside the first paint), with their styles (`preview-parts.styles.ts`). Text is always rendered
 * as text.
 */
import { html, nothing } from 'lit';
import * as parts from './preview-parts.js';
import { kindOf } from './kinds/index.js';
/**
 * The RCS phone preview, framed as a phone shows an RCS conversation (the agent's header, bubbles, chips), and, with
 * a fallback, the SMS/MMS one: the content of the element's `previews` column. `head` is the agent's identity;
 * `update` re-renders when a typed media URL settles; `smsOnly` (an SMS/MMS message) shows the SMS/MMS phone alone.
 */
export function preview(t, request, head, update, smsOnly, summary) {
    const rcs = request.rcs ?? {};
    const f = request.fallback;
    const time = summary?.when ?? t('previewNow');
    return html `${smsOnly
        ? nothing
        : html `<figure class="phone" part="phone">
      <figcaption>${t('rcsPreview')}</figcaption>
      <div class="p-head">${head}</div>
      <div class="screen">
        <small class="p-time">${time}</small>
        ${kindOf(rcs).preview(t, rcs, parts, update) ?? nothing}
        ${parts.chips(rcs.suggestions)}
      </div>
    </figure>`}
    ${f ? parts.fallbackPhone(t, f, summary?.sms, time, update) : nothing}`;
}
