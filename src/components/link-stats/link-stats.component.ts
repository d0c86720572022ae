/** `<parley-link-stats>`; documented on the class. */
import { LinkStatsLoadEvent } from '../../events/loaded.js';
import { html, nothing, type PropertyDeclarations } from 'lit';
import type { LinkWithAnalytics } from '../../schemas/links.js';
import { I18nController } from '../../i18n/index.js';
import { rcsMessages } from '../../i18n/rcs.js';
import { getLink } from '../../api/links-agents.js';
import { ParleyElement } from '../shared/parley-element.js';
import { baseStyles } from '../shared/styles.js';
import { linkButtonStyles } from '../shared/link-button.styles.js';
import { retryable } from '../shared/load-failure.js';
import { RecordLoad } from '../shared/record-load.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import { chartSize, clickBars, fillDays } from './chart.js';
import { followAnchor, placePopover } from '../../core/place-popover.js';
import { rcsFailureText, type RcsSubject } from '../shared/rcs-failure-text.js';
import { linkStatsStyles } from './link-stats.styles.js';
import { listWords } from '../../core/list-words.js';

const LINK_SUBJECT: RcsSubject = { feature: 'featureLinks', scope: 'links:read', notFound: 'linkNotFound' };

let panelSeq = 0;

/**
 * `<parley-link-stats link-id="…">`: a short link's click count as a small button; pressing it opens a details
 * popover with unique visitors, the last click and a per-day click chart drawn as SVG, both in UTC as the service
 * counts its days (and saying so); a link not clicked yet says only that. Needs an embed token with
 * `links:read`. Loaded on first use (its own entry, `@parley/embeds/link-stats`), so the inbox's first screen does
 * not carry it.
 *
 * @tag parley-link-stats
 * @csspart toggle - the click-count button
 * @csspart panel - the details popover
 * @csspart chart - the `<svg>` chart
 * @csspart chart-bar - one day's bar
 * @cssproperty --parley-link-stats-bar - bar colour (default the primary colour)
 * @cssproperty --parley-link-stats-background - button background
 * @cssproperty --parley-link-stats-panel-background - popover background
 * @event {LinkStatsLoadEvent} parley-link-stats-load - the link's analytics loaded; `detail` is the link with `analytics`
 * @event {ParleyErrorEvent} parley-error - loading the analytics failed (`detail.action` is `load`; also shown in the popover)
 */
export class ParleyLinkStats extends ParleyElement {
  static override styles = [baseStyles, linkButtonStyles, linkStatsStyles];

  static override properties: PropertyDeclarations = {
    linkId: { attribute: 'link-id' },
    toggleTabindex: { type: Number, attribute: 'toggle-tabindex' },
    open: { type: Boolean, reflect: true },
  };

  /** The short link's id (`linkId` of `POST /tools/url`). @attr link-id */
  declare linkId: string;
  /**
   * `tabindex` of the click-count button: `-1` when a host moves focus itself (the inbox's message log is one Tab
   * stop with arrow keys inside, and calls `focus()` on this element). @attr toggle-tabindex
   */
  declare toggleTabindex: number | undefined;
  /** Whether the details popover is open. @attr open */
  declare open: boolean;

  constructor() {
    super();
    this.linkId = '';
    this.open = false;
  }

  readonly #i18n = new I18nController(this, rcsMessages, () => this.locale);
  readonly #panelId = `parley-link-stats-${++panelSeq}`;
  /**
   * The link and its analytics, loaded with the credentials and `base-url` the element has now (again whenever any
   * of them changes), and why the load failed. Internal: hosts hear of them through the load and error events.
   */
  readonly #load = new RecordLoad<LinkWithAnalytics>(this, {
    scope: 'links:read',
    id: () => this.linkId,
    // Without a token there is nothing to ask with: the popover says so rather than sending a request bound to fail.
    api: () => (this.hasCredentials ? this.api : undefined),
    get: (api, id, signal) => getLink(api, id, { signal }),
    loaded: (link) => this.emit(new LinkStatsLoadEvent(link)),
    failed: (error) => this.emit(new ParleyErrorEvent({ action: 'load', error: toError(error) })),
    landing: '.panel h2',
  });

  /** Focuses the click-count button. */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector<HTMLButtonElement>('.toggle')?.focus(options);
  }

  /** Loads (again) the link's analytics; resolves when done. */
  reload(): Promise<void> {
    return this.#load.reload();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#follow(false);
  }

  protected override updated(): void {
    // The details are a popover (top layer, fixed): a scrolling message log cannot clip them, and they are placed
    // beside the button inside the viewport — above it when below is the fold — again whenever their size changes.
    const panel = this.renderRoot.querySelector<HTMLElement>('.panel');
    if (!panel) return;
    const shown = panel.matches(':popover-open');
    if (this.open && !shown) panel.showPopover();
    if (!this.open && shown) panel.hidePopover();
    this.#follow(this.open);
    if (this.open) this.#place();
  }

  #place = (): void => {
    const panel = this.renderRoot.querySelector<HTMLElement>('.panel');
    const toggle = this.renderRoot.querySelector<HTMLElement>('.toggle');
    if (panel && toggle && this.open) placePopover(panel, toggle);
  };

  #unfollow: (() => void) | undefined;

  /** While open, the details follow their button (scrolls, resizes). */
  #follow(on: boolean): void {
    if (on && !this.#unfollow) this.#unfollow = followAnchor(this.#place, this);
    if (!on && this.#unfollow) {
      this.#unfollow();
      this.#unfollow = undefined;
    }
  }

  #toggle(): void {
    this.open = !this.open;
    if (this.open) void this.#load.reload(); // fresh numbers each time the details open
  }

  #close(): void {
    this.open = false;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('.toggle')?.focus());
  }

  #onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && this.open) {
      event.stopPropagation();
      this.#close();
    }
  };

  protected override render() {
    const t = this.#i18n.t.bind(this.#i18n);
    const count = this.#load.value?.analytics.clicks;
    return html`<div @keydown=${this.#onKeydown}>
      <button class="toggle" part="toggle" type="button" tabindex=${this.toggleTabindex ?? nothing} aria-expanded=${this.open ? 'true' : 'false'} aria-controls=${this.#panelId}
        aria-label=${count === undefined ? t('showClicks') : `${t('clicks', { count })}. ${t('showClicks')}`} @click=${this.#toggle}>
        ${count === undefined ? (this.#load.failed || !this.hasCredentials || !this.linkId ? '–' : '…') : t('clicks', { count })}
      </button>
      <div class="panel" part="panel" popover="manual" id=${this.#panelId} role="region" aria-labelledby="${this.#panelId}-title" ?hidden=${!this.open}>
        <div class="head">
          <h2 id="${this.#panelId}-title" tabindex="-1">${t('title')}</h2>
          <button class="close" type="button" @click=${this.#close}>${t('close')}</button>
        </div>
        ${this.open ? this.#details(t) : nothing}
      </div>
    </div>`;
  }

  #details(t: (key: keyof typeof rcsMessages.en, vars?: Record<string, string | number>) => string) {
    if (!this.hasCredentials) return html`<p class="error" role="alert">${t('noCredentials')}</p>`;
    const failed = this.#load.failed;
    if (failed) {
      return html`<p class="error" role="alert">${rcsFailureText(t, failed.failure, LINK_SUBJECT)}</p>
        ${retryable(failed.failure) ? html`<button class="retry" type="button" @click=${() => this.#load.retry(true)}>${t('retry')}</button>` : nothing}`;
    }
    const link = this.#load.value;
    if (!link) return this.linkId ? html`<p class="muted" role="status">${t('loading')}</p>` : nothing;
    const { analytics } = link;
    // Not clicked: said once, not as "0 clicks", "not clicked" and "no clicks" one under the other.
    if (!analytics.clicks) return html`<p class="muted">${t('neverClicked')}</p>`;
    const locale = this.#i18n.locale;
    // The service counts clicks by UTC day (`byDay`, DESIGN §7), so the last click is said in UTC too, named: the two
    // then agree on the day wherever the reader is (in Auckland a click at 3:55 on Nov 30 is in the bar of Nov 29).
    const dateTime = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    const dayFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const days = fillDays(analytics.byDay);
    const label = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
    // Every count is the catalog's words with a numeric {count}: plural forms apply, and numbers read as the
    // language writes them.
    const value = (count: number) => t('chartValue', { count });
    // What the screen reader reads of the chart: each day with its count ("Nov 23: 3"), joined in the page's
    // language (Arabic with «و», not a Latin comma); one day is "Clicks on Nov 10", not "from Nov 10 to Nov 10".
    const summary = listWords(
      days.map((d) => t('chartDay', { day: label(d.date), count: d.clicks })),
      locale,
    );
    const chartLabel = days.length
      ? t(days.length === 1 ? 'chartLabelOneDay' : 'chartLabel', {
          first: label(days[0]!.date),
          last: label(days.at(-1)!.date),
          summary,
        })
      : '';
    const size = chartSize(days.length);
    // The caption is the start of the chart's own label: read once, as part of the chart's name.
    return html`<p><strong>${t('clicks', { count: analytics.clicks })}</strong> · ${t('unique', { count: analytics.uniqueClicks })}</p>
      ${analytics.lastClickedAt ? html`<p class="muted">${t('lastClick', { time: dateTime.format(new Date(analytics.lastClickedAt)) })}</p>` : nothing}
      ${
        days.length
          ? html`<p class="muted caption" aria-hidden="true">${t('chartTitle')}</p>
            <svg part="chart" viewBox="0 0 ${size.width} ${size.height}" width=${size.width} height=${size.height} role="img"
              aria-label=${chartLabel}>${clickBars(days, label, value, this.#i18n.dir)}</svg>
            <table class="sr-only">
              <thead><tr><th scope="col">${t('day')}</th><th scope="col">${t('dayClicks')}</th></tr></thead>
              <tbody>${days.map((d) => html`<tr><td>${label(d.date)}</td><td>${value(d.clicks)}</td></tr>`)}</tbody>
            </table>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-link-stats': ParleyLinkStats;
  }
}
