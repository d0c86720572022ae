/**
 * Live previews: the RCS message as a phone shows it (headed by the agent), and the SMS/MMS a non-RCS phone gets
 * instead. With `later.ts` (the first screen is the editor; the previews' column is kept for them, so nothing moves
 * when they arrive beside the first paint), with their styles (`preview-parts.styles.ts`). Text is always rendered
 * as text. Above them, "Compare Android, iPhone and SMS" (`phone-compare.ts`) shows the draft on Android, on an iPhone and on a phone
 * without RCS instead, drawn with these same renderers.
 *
 * @csspart phone - The RCS phone preview, headed by the sending agent (name, logo, verified mark).
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { RcsAgent } from '../../schemas/agents.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';
import type { Summary } from './summary.js';
import { phoneCompare } from './phone-compare.js';
import { chips, fallbackPhone } from './preview-parts.js';
import { kindOf } from './first-screen.js';
import { kindsLater } from './kinds/later.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;

/** The kind's content on the phone: its `later.ts` part's preview, else its first-screen one (text). */
function content(t: T, rcs: Record<string, unknown>, update: () => void) {
  const kind = kindOf(rcs);
  const later = kindsLater[kind.id];
  return later ? later.preview(t, rcs[kind.id] as Record<string, unknown> | undefined, update) : kind.preview?.(t, rcs);
}

/** Who the RCS phone shows as the sender: the team's agent when it is read, else the sender's id. */
export interface AgentHead {
  agent: RcsAgent | undefined;
  from: string;
  locale: string | undefined;
  theme: string | undefined;
}

/** The preview's header: the sending agent as phones show it (name, logo, verified mark), else its id. */
const agentHead = ({ agent, from, locale, theme }: AgentHead) =>
  agent
    ? html`<parley-agent-identity compact .agent=${agent} locale=${locale || nothing} theme=${theme || nothing}></parley-agent-identity>`
    : html`<span class="p-initial" aria-hidden="true">${(from || '?')
        .replace(/^agent_/, '')
        .slice(0, 1)
        .toUpperCase()}</span><bdi dir="ltr">${from || '—'}</bdi>`;

/**
 * The RCS phone preview, framed as a phone shows an RCS conversation (the agent's header, bubbles, chips), and, with
 * a fallback, the SMS/MMS one: the content of the element's `previews` column; or, once "Compare Android, iPhone and SMS" is on, the
 * comparison of Android, iPhone and a phone without RCS. `head` is who sends; `host` (the composer) renders again when
 * a typed media URL settles and keeps the comparison; `smsOnly` (an SMS/MMS message) shows the SMS/MMS phone alone;
 * `checks` are the service's cost checks, as the cost line reads them.
 */
export function preview(
  t: T,
  request: SendRequest,
  head: AgentHead,
  host: ReactiveControllerHost & HTMLElement,
  smsOnly: boolean,
  summary: Summary | undefined,
  checks?: readonly (ValidationResult | null | undefined)[],
): TemplateResult {
  const update = () => host.requestUpdate();
  const rcs = request.rcs ?? {};
  const f = request.fallback;
  const time = summary?.when ?? t('previewNow');
  const fallback = (f: NonNullable<SendRequest['fallback']>, caption?: string) =>
    fallbackPhone(t, f, summary?.sms, time, update, caption);
  if (smsOnly) return html`${f ? fallback(f) : nothing}`;
  const screen = (rcs: Record<string, unknown>) =>
    html`${content(t, rcs, update) ?? nothing} ${chips(rcs.suggestions as Record<string, unknown>[] | undefined)}`;
  const compare = phoneCompare(host);
  const panes = compare.render({
    t,
    locale: summary?.locale ?? head.locale ?? 'en',
    summary: summary ?? { shown: request, sms: undefined },
    checks,
    head: agentHead(head),
    time,
    screen,
    smsPhone: fallback,
  });
  return html`${compare.toggle(t)}
    ${
      panes ??
      html`<figure class="phone" part="phone">
          <figcaption>${t('rcsPreview')}</figcaption>
          <div class="p-head">${agentHead(head)}</div>
          <div class="screen">
            <small class="p-time">${time}</small>
            ${screen(rcs)}
          </div>
        </figure>
        ${f ? fallback(f) : nothing}`
    }`;
}
