/**
 * The phone comparison: the draft on Android (RCS), on an iPhone (RCS) and on a phone without RCS (the SMS/MMS
 * fallback, or nothing), each with its figures (segments, encoding, cost) and what it loses there. Side by side when
 * the composer is wide enough for three phones beside its editor, else tabs (the ARIA tabs pattern: arrow keys,
 * Home and End, the selected tab the one tab stop). Rendered from `phone-views.ts`, itself a function of the
 * composer's one summary and the cost line's checks. A lazy part of its own (`phone-compare.ts` loads it when the
 * comparison is first opened), with its styles and words; the phones' contents are drawn by the previews' own
 * renderers, handed over in `PaneKit` (so this chunk shares no module with `later.ts` but the first screen).
 *
 * @csspart phone-panes - The comparison: three phones side by side, or tabs.
 * @csspart phone-tab - A tab of the comparison (narrow).
 * @csspart phone-pane - One phone's pane: the phone, its figures and its losses.
 * @csspart pane-figures - A pane's segments, encoding and cost.
 * @csspart pane-losses - What is lost on that phone.
 */
import './first-screen.js';
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { CardInput, CardLayout, CardWidth } from '../../core/rbm-layout.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';
import {
  iosContent,
  PANE_IDS,
  phoneViews,
  type Loss,
  type PaneFigures,
  type PaneId,
  type PaneModel,
} from './phone-views.js';
import { money } from '../../core/money.js';
import type { Summary } from './summary.js';

export { phonesEn } from '../../i18n/composer-phones.js';
export { phonePaneStyles } from './phone-panes.styles.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- drafts may be partial

/** Wide enough (the composer's own width, in CSS px) for its editor beside three phones. */
export const SIDE_BY_SIDE_PX = 1240;

/** What the comparison is drawn from and with: the summary and checks, and the previews' renderers. */
export interface PaneKit {
  t: T;
  locale: string;
  summary: Pick<Summary, 'shown' | 'sms'>;
  /** The service's checks as the cost line reads them (`ServiceCosts.results`; `null`: not asked, the draft not ready). */
  checks: readonly (ValidationResult | null | undefined)[] | undefined;
  layoutCard: (card: CardInput, width: CardWidth) => CardLayout;
  /** The sender as a phone's header shows it. */
  head: unknown;
  /** The preview's time ("now", or when it is scheduled). */
  time: string;
  /** An RCS phone's conversation: the kind's preview of `rcs` and its suggestion chips. */
  screen(rcs: Any): unknown;
  /** The SMS/MMS phone of the fallback (`fallbackPhone`), captioned as its pane. */
  smsPhone(f: NonNullable<SendRequest['fallback']>, caption: string): unknown;
}

const paneTitle = (t: T, pane: PaneModel) =>
  t(pane.id === 'sms' ? (`pane_${pane.channel}` as ComposerKey) : `pane_${pane.id}`);

/** An encoding's name isolated left to right ("UCS-2" stays whole at the end of a right-to-left sentence). */
const ltr = (name: string) => `\u2066${name}\u2069`;

/**
 * A pane's figures in words. An RCS message is one message, as the blast's confirm says it; the segments of the
 * service's check are named only when it counts more than one (the sandbox always counts one).
 */
function figuresLine(t: T, locale: string, f: PaneFigures, rcsSegments: number | undefined): string {
  const what =
    f.channel === 'RCS'
      ? rcsSegments && rcsSegments > 1
        ? t('paneRcsFigures', { count: rcsSegments })
        : t('paneRcsMessage')
      : f.channel === 'SMS'
        ? t('paneSmsFigures', { count: f.segments, encoding: ltr(f.encoding) })
        : t('paneMmsFigures', { encoding: ltr(f.encoding) });
  const cost = f.cost
    ? t('paneCost', { cost: money(locale, f.cost) })
    : t(f.cost === null ? 'paneCostBlocked' : 'paneCostPending');
  return `${what} · ${cost}`;
}

/** A loss in words; buttons cut when none of them fits are worded for that ("none of its 3 buttons fit"). */
function lossText(t: T, loss: Loss): string {
  const name = loss.about ? t(loss.about.key, loss.about.vars) : '';
  const height = loss.height ? t(`height_${loss.height}`) : '';
  const key = loss.key === 'lossActionsCut' && loss.vars?.shown === 0 ? 'lossActionsNone' : loss.key;
  return t(key, { ...loss.vars, name, height });
}

/** One phone: the phone as it shows the message, then its figures and its losses. */
function pane(kit: PaneKit, model: PaneModel): TemplateResult {
  const { t } = kit;
  const shown = kit.summary.shown;
  const phone =
    model.id === 'sms'
      ? shown.fallback
        ? kit.smsPhone(shown.fallback, paneTitle(t, model))
        : html`<figure class="phone sms none"><figcaption>${t('pane_none')}</figcaption>
            <div class="screen"><p class="nothing">${t('paneNothing')}</p></div></figure>`
      : html`<figure class="phone" part="phone phone-${model.id}">
          <figcaption>${paneTitle(t, model)}</figcaption>
          <div class="p-head">${kit.head}</div>
          <div class="screen">
            <small class="p-time">${kit.time}</small>
            ${kit.screen(model.id === 'ios' ? iosContent(shown.rcs ?? {}, (count) => t('iosMenu', { count })) : (shown.rcs ?? {}))}
          </div>
        </figure>`;
  return html`${phone}
    ${model.figures ? html`<p class="pane-figures" part="pane-figures">${figuresLine(t, kit.locale, model.figures, kit.checks?.[0]?.segments)}</p>` : nothing}
    <div class="losses" part="pane-losses">
      <strong>${t('paneLosses')}</strong>
      ${
        model.losses.length
          ? html`<ul>${model.losses.map((l) => html`<li data-loss=${l.key}>${lossText(t, l)}</li>`)}</ul>`
          : html`<p>${t('paneNoLoss')}</p>`
      }
    </div>`;
}

/**
 * The comparison's own state on its composer: side by side or tabs (from the composer's width, observed while the
 * comparison shows), and the selected tab.
 */
export class PhonePanes {
  #side = false;
  #selected: PaneId = 'android';
  readonly #observer: ResizeObserver | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    this.#observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            const side = (entry?.contentRect.width ?? 0) >= SIDE_BY_SIDE_PX;
            if (side === this.#side) return;
            this.#side = side;
            // In the next frame: a layout change within the observer's own delivery is a "loop" error.
            requestAnimationFrame(() => this.host.requestUpdate());
          });
    this.#side = host.getBoundingClientRect().width >= SIDE_BY_SIDE_PX;
  }

  /** Starts (or stops) following the composer's width: only while the comparison shows. */
  watch(on: boolean): void {
    if (on) this.#observer?.observe(this.host);
    else this.#observer?.disconnect();
  }

  #select(id: PaneId, focus: boolean): void {
    this.#selected = id;
    this.host.requestUpdate();
    if (focus)
      void this.host.updateComplete.then(() => this.host.shadowRoot?.querySelector<HTMLElement>(`#pt-${id}`)?.focus());
  }

  /** The tabs' keys (automatic activation): Left/Right follow the reading direction, Home and End the ends. */
  #key = (e: KeyboardEvent): void => {
    const i = PANE_IDS.indexOf(this.#selected);
    const rtl = getComputedStyle(this.host).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const next =
      step !== undefined
        ? (i + step + PANE_IDS.length) % PANE_IDS.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? PANE_IDS.length - 1
            : -1;
    if (next < 0) return;
    e.preventDefault();
    this.#select(PANE_IDS[next]!, true);
  };

  render(kit: PaneKit): TemplateResult {
    const { t } = kit;
    const panes = phoneViews(kit);
    if (this.#side)
      return html`<div class="phone-panes side" part="phone-panes" role="group" aria-label=${t('phonesTitle')}>
        ${panes.map((p) => html`<section class="pane" part="phone-pane" data-pane=${p.id} data-channel=${p.channel} aria-label=${paneTitle(t, p)}>${pane(kit, p)}</section>`)}
      </div>`;
    return html`<div class="phone-panes tabs" part="phone-panes">
      <div role="tablist" class="tablist" aria-label=${t('phonesTitle')} @keydown=${this.#key}>
        ${panes.map((p) => {
          const on = p.id === this.#selected;
          return html`<button type="button" role="tab" class="tab" part="phone-tab" id="pt-${p.id}" aria-selected=${on ? 'true' : 'false'}
            aria-controls="pp-${p.id}" tabindex=${on ? '0' : '-1'} @click=${() => this.#select(p.id, false)}>${paneTitle(t, p)}</button>`;
        })}
      </div>
      ${panes.map(
        (p) =>
          html`<section class="pane" part="phone-pane" role="tabpanel" id="pp-${p.id}" aria-labelledby="pt-${p.id}" tabindex="0"
            data-pane=${p.id} data-channel=${p.channel} ?hidden=${p.id !== this.#selected}>${pane(kit, p)}</section>`,
      )}
    </div>`;
  }
}
