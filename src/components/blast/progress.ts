/**
 * The pieces of a blast that `<parley-blast>` and the composer's blast mode share (one implementation, issue 13):
 * the audience list, the confirm summary (recipients, segments, estimated total), the live progress (sent, delivered, failed, fell
 * back) and the poller that follows a blast through `POST /messages/blasts/list` until it is COMPLETED or CANCELLED.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { listAudiences, listBlasts } from '../../api/contacts-blasts.js';
import type { ApiTransport } from '../../api/transport.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { Blast } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/** Statuses after which nothing changes any more. */
export const FINAL_BLAST = new Set(['COMPLETED', 'CANCELLED']);

export interface BlastEstimate {
  segments: number;
  total: { amount: number; currency: string } | null;
}

/** The validation cost of one message × recipients, rounded like the service's prices (4 decimals). */
export const totalOf = (cost: { amount: number; currency: string }, recipients: number) => ({
  amount: Math.round(cost.amount * recipients * 10_000) / 10_000,
  currency: cost.currency,
});

/** Every audience (all pages), by name, and the one to preselect: `preferred`, else the first with members. */
export async function loadAudiences(api: ApiTransport, preferred: string | undefined): Promise<{ audiences: Audience[]; selected: string | undefined }> {
  const all: Audience[] = [];
  let cursor: string | null = null;
  do {
    const page = await listAudiences(api, { pageSize: 100, cursor });
    all.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  all.sort((a, b) => a.name.localeCompare(b.name));
  return { audiences: all, selected: preferred || (all.find((a) => a.contactCount > 0) ?? all[0])?.id };
}

/** Recipients, segments and the estimated total, as a definition list. */
export function blastSummary(t: T, locale: string, audience: string, recipients: number, estimate: BlastEstimate | undefined) {
  const total = estimate?.total;
  const money = total ? new Intl.NumberFormat(locale, { style: 'currency', currency: total.currency, maximumFractionDigits: 4 }).format(total.amount) : '—';
  return html`<dl class="summary" part="summary">
    <dt>${t('audience')}</dt><dd>${audience}</dd>
    <dt>${t('recipients')}</dt><dd>${recipients}</dd>
    <dt>${t('segments')}</dt><dd>${estimate?.segments ?? '—'}</dd>
    <dt>${t('estimatedTotal')}</dt><dd>${money}</dd>
  </dl>`;
}

/** The blast's status in words, a progress bar and its counters. */
export function blastProgress(t: T, locale: string, blast: Blast) {
  const done = blast.delivered + blast.failed;
  const time = blast.scheduledTime ? new Date(blast.scheduledTime).toLocaleString(locale) : '';
  return html`<p role="status" aria-live="polite" data-status=${blast.status}>${t(`status_${blast.status}` as BlastKey, { time })}</p>
    ${blast.status === 'SCHEDULED' ? nothing : html`<progress max=${blast.recipients} .value=${done} aria-label=${t('progress')}></progress>`}
    <dl class="summary">
      <dt>${t('recipients')}</dt><dd>${blast.recipients}</dd>
      <dt>${t('sent')}</dt><dd data-count="sent">${blast.sent}</dd>
      <dt>${t('delivered')}</dt><dd data-count="delivered">${blast.delivered}</dd>
      <dt>${t('failed')}</dt><dd data-count="failed">${blast.failed}</dd>
      <dt>${t('fellBack')}</dt><dd data-count="fellBack">${blast.fallbackSent}</dd>
    </dl>`;
}

/** Follows one blast by polling the blast list every `interval()` ms until it is final; stops when disconnected. */
export class BlastPoller implements ReactiveController {
  blast: Blast | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: { api: () => ApiTransport; interval: () => number; changed: (blast: Blast) => void },
  ) {
    host.addController(this);
  }

  /** Starts (or restarts) following `blast`. */
  follow(blast: Blast | undefined): void {
    this.blast = blast;
    this.#next();
  }

  stop(): void {
    clearTimeout(this.#timer);
  }

  #next(): void {
    clearTimeout(this.#timer);
    if (!this.blast || FINAL_BLAST.has(this.blast.status)) return;
    this.#timer = setTimeout(() => void this.#refresh(), this.options.interval());
  }

  async #refresh(): Promise<void> {
    const current = this.blast;
    if (!current) return;
    try {
      const page = await listBlasts(this.options.api(), { audienceId: current.audienceId, pageSize: 100 });
      const next = page.data.find((b) => b.id === current.id);
      if (next && this.blast?.id === next.id && JSON.stringify(next) !== JSON.stringify(this.blast)) {
        this.blast = next;
        this.options.changed(next);
      }
    } catch {
      // A missed refresh is retried on the next tick.
    }
    this.#next();
  }

  hostConnected(): void {
    this.#next();
  }

  hostDisconnected(): void {
    this.stop();
  }
}
