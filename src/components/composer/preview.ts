/**
 * Live previews: the RCS message as a phone shows it (headed by the agent), and the SMS/MMS a non-RCS phone gets
 * instead. The frame and a text bubble are here; media, cards, the carousel, chips and the SMS/MMS phone are in
 * `preview-parts.ts` (with `later.ts`, which every draft that has them waits for). Text is always rendered as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { Summary } from './summary.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
export type PreviewParts = typeof import('./preview-parts.js');
import { kindOf } from './kinds/index.js';

/**
 * The RCS phone preview, framed as a phone shows an RCS conversation (the agent's header, bubbles, chips), and, with
 * a fallback, the SMS/MMS one. `head` is the agent's identity; `update` re-renders when a typed media URL settles;
 * `smsOnly` (an SMS/MMS blast) shows the SMS/MMS phone alone.
 */
export function preview(
  t: T,
  request: SendRequest,
  head: TemplateResult,
  parts: PreviewParts | undefined,
  update: () => void,
  smsOnly = false,
  summary?: Summary,
): TemplateResult {
  const rcs = request.rcs ?? {};
  const f = request.fallback;
  const time = summary?.when ?? t('previewNow');
  parts?.previewRefresh(update);
  return html`<div class="previews" id="previews" part="preview">
    ${
      smsOnly
        ? nothing
        : html`<figure class="phone" part="phone">
      <figcaption>${t('rcsPreview')}</figcaption>
      <div class="p-head">${head}</div>
      <div class="screen">
        <small class="p-time">${time}</small>
        ${kindOf(rcs).preview(t, rcs, parts, update) ?? nothing}
        ${parts?.chips(rcs.suggestions)}
      </div>
    </figure>`
    }
    ${f && parts ? parts.fallbackPhone(t, f, summary?.sms, time) : nothing}
  </div>`;
}
