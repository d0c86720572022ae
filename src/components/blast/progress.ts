/**
 * The pieces of a blast that `<parley-blast>` and the composer's blast mode share (one implementation):
 * the audience list, when a blast goes out in words, the live progress (sent, delivered, failed, fell back), who did
 * not get it, and the follower that keeps a blast live until it is COMPLETED or CANCELLED (`blast.updated` on the event stream,
 * polling `POST /messages/blasts/list` only without the stream).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { listAudiences, listBlasts } from '../../api/contacts-blasts.js';
import { sleep } from '../../api/backoff.js';
import type { ApiTransport } from '../../api/transport.js';
import { readTokenScopes } from '../../api/jwt.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { Blast, BlastRecipient } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';
import { subscribeEvents } from '../../api/events.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/** Statuses after which nothing changes any more. */
export const FINAL_BLAST = new Set(['COMPLETED', 'CANCELLED']);

/** Review's price: the validation's price of one message × recipients (`null`: not priced, without `messages:send`). */
export interface BlastEstimate {
  total: { amount: number; currency: string } | null;
}

/** The validation cost of one message × recipients, rounded like the service's prices (4 decimals). */
export const totalOf = (cost: { amount: number; currency: string }, recipients: number) => ({
  amount: Math.round(cost.amount * recipients * 10_000) / 10_000,
  currency: cost.currency,
});

/** Every audience (all pages), by name, and the one to preselect: `preferred`, else the first with members. */
export async function loadAudiences(
  api: ApiTransport,
  preferred: string | undefined,
): Promise<{ audiences: Audience[]; selected: string | undefined }> {
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

/**
 * When a scheduled blast goes out, in the locale's words: weekday, date, hour and minute (no seconds), local time as
 * the schedule field took it. Dates only: counts go through the catalog (`figure`, `{count}`).
 */
export function whenWords(iso: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
  }
}

/**
 * The blast's status in words, a progress bar and its counters. The bar measures the messages that reached an end —
 * delivered or failed, full when the blast completes — and says so beside it in those words, with its figures: a
 * "Sent" counter ahead of it (sent, not yet delivered) never reads as a bar that is wrong.
 */
export function blastProgress(t: T, locale: string, blast: Blast) {
  const done = blast.delivered + blast.failed;
  const time = blast.scheduledTime ? whenWords(blast.scheduledTime, locale) : '';
  const figure = (count: number) => t('figure', { count });
  return html`<p role="status" aria-live="polite" data-status=${blast.status}>${t(`status_${blast.status}` as BlastKey, { time })}</p>
    ${
      blast.status === 'SCHEDULED'
        ? nothing
        : html`<div class="blast-bar">
          <span id="blast-bar-label" class="blast-bar-label">${t('barLabel', { done, count: blast.recipients })}</span>
          <progress max=${blast.recipients} .value=${done} aria-labelledby="blast-bar-label"></progress>
        </div>`
    }
    <dl class="summary">
      <dt>${t('recipients')}</dt><dd>${figure(blast.recipients)}</dd>
      <dt>${t('sent')}</dt><dd data-count="sent">${figure(blast.sent)}</dd>
      <dt>${t('delivered')}</dt><dd data-count="delivered">${figure(blast.delivered)}</dd>
      <dt>${t('failed')}</dt><dd data-count="failed">${figure(blast.failed)}</dd>
      ${
        // Only an RCS message has an SMS/MMS fallback: an SMS or MMS blast never "falls back", so it says nothing of it.
        blast.type === 'RCS'
          ? html`<dt>${t('fellBack')}</dt><dd data-count="fellBack">${figure(blast.fallbackSent)}</dd>`
          : nothing
      }
    </dl>`;
}

/** Why one message did not arrive, in words (from the carrier's `error.code`; the service's developer text is not shown). */
export function failureReason(t: T, recipient: BlastRecipient): string {
  const code = recipient.error?.code;
  return code === 'OPTED_OUT' || code === 'UNDELIVERABLE' || code === 'RCS_UNDELIVERABLE'
    ? t(`reason_${code}`)
    : t('reason_other');
}

/**
 * Who did not get the blast, and why: one row per failed recipient (name, number, reason) with the way to their
 * thread — a link when the host gave a thread address, else a button (`open` fires the element's thread event).
 */
export function failedList(
  t: T,
  failures: { data: BlastRecipient[]; more: boolean } | undefined,
  link: { href(recipient: BlastRecipient): string | null; open(recipient: BlastRecipient): void },
) {
  if (!failures?.data.length) return nothing;
  return html`<section class="failures" part="failures" aria-labelledby="failures-title">
    <h4 id="failures-title">${t('failedTitle', { count: failures.data.length })}</h4>
    <ul>
      ${failures.data.map((r) => {
        const href = link.href(r);
        const who = r.name
          ? html`<span dir="auto">${r.name}</span> <span dir="ltr" class="muted">${r.to}</span>`
          : html`<span dir="ltr">${r.to}</span>`;
        const label = t('openThreadOf', { who: r.name ?? r.to });
        return html`<li part="failure">
          <span class="who">${who}</span>
          <span class="reason">${failureReason(t, r)}</span>
          ${
            href
              ? html`<a part="thread-link" href=${href} aria-label=${label}>${t('openThread')}</a>`
              : html`<button type="button" class="btn" part="button thread-link" aria-label=${label} @click=${() => link.open(r)}>${t('openThread')}</button>`
          }
        </li>`;
      })}
    </ul>
    ${failures.more ? html`<p class="muted">${t('moreFailed')}</p>` : nothing}
  </section>`;
}

/**
 * Follows one blast until it is COMPLETED or CANCELLED: on the event stream (`blast.updated`, which needs
 * `conversations:read`), catching up with one `blasts/list` read each time the stream opens or resets (changes between
 * the send's answer and the stream opening, or during a gap); it polls the list every `interval()` ms only when the
 * token lacks `conversations:read` or the stream ends for good. Stops when the host disconnects (and resumes when it
 * connects again) or another blast is followed.
 */
export class BlastFollower implements ReactiveController {
  blast: Blast | undefined;
  #abort: AbortController | undefined;
  /** Reads the followed blast's audience's blasts once, now (set while following). */
  #catchUp: (() => Promise<void>) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: { api: () => ApiTransport; interval: () => number; changed: (blast: Blast) => void },
  ) {
    host.addController(this);
  }

  /** Starts (or restarts) following `blast` (`undefined`: stops). */
  follow(blast: Blast | undefined): void {
    this.blast = blast;
    this.stop();
    if (!blast || FINAL_BLAST.has(blast.status)) return;
    const abort = (this.#abort = new AbortController());
    void this.#run(blast.id, blast.audienceId, abort);
  }

  stop(): void {
    this.#abort?.abort();
    this.#abort = undefined;
    this.#catchUp = undefined;
  }

  /**
   * Reads the blast now, without waiting for its next event or poll: after the service refused an action because
   * the blast changed (a Cancel answered 409, cancelled or started elsewhere), so the view stops offering it.
   */
  readNow(): Promise<void> {
    return this.#catchUp?.() ?? Promise.resolve();
  }

  async #run(id: string, audienceId: string, abort: AbortController): Promise<void> {
    const { signal } = abort;
    const api = this.options.api();
    const update = (next: Blast) => {
      if (next.id !== id || signal.aborted || JSON.stringify(next) === JSON.stringify(this.blast)) return;
      this.blast = next;
      this.options.changed(next);
      if (FINAL_BLAST.has(next.status)) abort.abort();
    };
    const catchUp = () =>
      listBlasts(api, { audienceId, pageSize: 100 }, { signal }).then(
        (page) => page.data.forEach(update),
        () => {}, // a missed read: the next event, reset or poll brings the news
      );
    this.#catchUp = catchUp;
    const poll = async () => {
      while (!signal.aborted) {
        await sleep(this.options.interval(), signal).catch(() => {});
        if (!signal.aborted) await catchUp();
      }
    };
    const scopes = readTokenScopes(await api.getToken().catch(() => undefined));
    if (signal.aborted) return;
    // Without conversations:read the stream would answer 401 (a shared client would call it an expired session).
    if (scopes && !scopes.includes('conversations:read')) return void poll();
    subscribeEvents(api, {
      onEvent: (e) => {
        if (e.event === 'blast.updated') update(e.data.blast);
      },
      onReset: () => void catchUp(),
      onStateChange: (state) => {
        if (state === 'open') void catchUp();
        else if (state === 'closed' && !signal.aborted) void poll();
      },
      signal,
    });
  }

  hostConnected(): void {
    if (!this.#abort) this.follow(this.blast);
  }

  hostDisconnected(): void {
    this.stop();
  }
}
