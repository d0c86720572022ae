/**
 * The composer's one cost line, in the service's own figures: the RCS message, and what the fallback would cost if it
 * is used (each from its validation call, so they never disagree with the service). What is validated is the draft
 * as it will be sent (`as-sent.ts`: its links as short links while "Shorten links" is on), the text the segment
 * counts are of: a price of the typed text would be of segments never sent. For one recipient it follows the reach
 * line (`reach-line.ts`): only the fallback's price when only the fallback arrives, none when nothing does. With
 * `later.ts`.
 *
 * @csspart validation - The one cost line, in the service's figures (the RCS message and its fallback).
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { ServiceValidation } from '../../controllers/service-validation.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { Capability } from '../../schemas/agents.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';
import type { Problem } from './model.js';
import { reachWords, recipientReach } from './reach-line.js';
import { money } from '../../core/money.js';
import { validateMessage } from '../../api/messages.js';
import { asSent, shortHostOf } from './as-sent.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;

/** A check as the line reads it; `blocked`: not asked, since the draft is not ready to send yet (it has problems). */
type Check = { result?: ValidationResult | undefined; pending: boolean; blocked?: boolean };

function costLine(
  t: T,
  locale: string,
  rcsCheck: Check,
  legCheck: Check | undefined,
  request: SendRequest,
  reach?: Capability,
) {
  const { fallback } = request;
  const line = (text: string) => html`<p part="validation" class="muted cost">${text}</p>`;
  const priced = (check: Check | undefined, text: (result: ValidationResult) => string) =>
    check?.result
      ? line(text(check.result))
      : check?.pending
        ? line(t('costEstimate'))
        : check?.blocked
          ? line(t('costBlocked'))
          : nothing;
  // The reach line's verdict on this recipient decides what is priced: the fallback alone when only it arrives,
  // nothing when nothing does (a price beside "it will not arrive" reads as a charge for a message that never comes).
  const words = reach && reachWords(reach, request);
  if (words && fallback && (words.key === 'reachSms' || words.key === 'reachMms'))
    return priced(legCheck, (leg) =>
      t('costFallback', { fallback: money(locale, leg.estimatedCost), type: fallbackChannel(fallback) }),
    );
  if (words) return line(t('costNone'));
  const leg = legCheck?.result;
  return priced(rcsCheck, (rcs) =>
    fallback && leg
      ? t('costBoth', {
          rcs: money(locale, rcs.estimatedCost),
          fallback: money(locale, leg.estimatedCost),
          type: fallbackChannel(fallback),
        })
      : t('costRcs', { rcs: money(locale, rcs.estimatedCost) }),
  );
}

/** Whether any text of `value` is written (a draft's content with something in it). */
const written = (value: unknown): boolean =>
  typeof value === 'string'
    ? !!value.trim()
    : !!value && typeof value === 'object' && Object.values(value).some(written);

/**
 * Asks the service for the cost of the draft as it will be sent (each check calls again only when its body changed):
 * the RCS message with its fallback, unless it has problems or goes as SMS/MMS alone; and the fallback (or SMS/MMS
 * message) on its own, as SMS or MMS. `problems` are the typed draft's (their paths are the same in both).
 */
function requestCosts(
  checks: { rcs: ServiceValidation<ValidationResult>; fallback: ServiceValidation<ValidationResult> },
  request: SendRequest,
  problems: readonly Problem[],
  smsOnly: boolean,
  api: ApiTransport | undefined,
): { rcs: boolean; fallback: boolean } {
  const f = request.fallback;
  const fallbackOk = f && !problems.some((p) => p.path.startsWith('fallback'));
  const body = fallbackOk ? { text: f.text, ...(f.mediaUrls ? { mediaUrls: f.mediaUrls } : {}) } : undefined;
  // Priced as the channel it goes by (the spec's rule, counted in characters), so the price and "SMS"/"MMS" agree.
  const kind = f && fallbackChannel(f) === 'MMS' ? 'mms' : 'sms';
  checks.fallback.request(
    JSON.stringify([kind, body]),
    f && body && api
      ? (signal) =>
          kind === 'sms'
            ? validateMessage(api, 'sms', { from: f.from, text: body.text ?? '' }, { signal })
            : validateMessage(api, 'mms', { from: f.from, ...body }, { signal })
      : undefined,
  );
  const rcsOk =
    !smsOnly && !problems.some((p) => p.path === '' || p.path.startsWith('rcs') || p.path.startsWith('fallback'));
  const rcsBody = { rcs: request.rcs!, ...(f ? { fallback: f } : {}) };
  checks.rcs.request(
    JSON.stringify(rcsOk && rcsBody),
    rcsOk && api ? (signal) => validateMessage(api, 'rcs', rcsBody, { signal }) : undefined,
  );
  // Which checks wait for the draft to be ready (a message written, with problems): said, not left blank.
  return { rcs: !!api && !smsOnly && !rcsOk && written(request.rcs), fallback: !!api && !!f && !fallbackOk };
}

/**
 * The service's two checks of the draft (the RCS message with its fallback, and the fallback or SMS/MMS message on its
 * own) and the one line saying what they cost; `smsOnly`: the SMS/MMS check is the message's own cost.
 */
export class ServiceCosts {
  readonly #rcs: ServiceValidation<ValidationResult>;
  readonly #fallback: ServiceValidation<ValidationResult>;

  readonly #host: ReactiveControllerHost;
  /** Which checks are not asked because the draft is not ready to send yet. */
  #blocked = { rcs: false, fallback: false };

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    this.#rcs = new ServiceValidation<ValidationResult>(host);
    this.#fallback = new ServiceValidation<ValidationResult>(host);
  }

  /** The service's latest answers (what the editors read unsupported files from); `null`: not asked, the draft not ready. */
  get results(): (ValidationResult | null | undefined)[] {
    const { rcs, fallback } = this.#blocked;
    return [rcs ? null : this.#rcs.result, fallback ? null : this.#fallback.result];
  }

  /** `request` as it will be sent: its links as short links while the composer's "Shorten links" is on. */
  #sent(request: SendRequest): SendRequest {
    return asSent(request, shortHostOf(this.#host));
  }

  /** Asks again for what changed (`requestCosts`), of the draft as it will be sent. */
  request(request: SendRequest, problems: readonly Problem[], smsOnly: boolean, api: ApiTransport | undefined): void {
    const sent = this.#sent(request);
    this.#blocked = requestCosts({ rcs: this.#rcs, fallback: this.#fallback }, sent, problems, smsOnly, api);
  }

  /** The line for `request`: an SMS/MMS message's own price, else what its one recipient's reach says arrives. */
  render(t: T, locale: string, typed: SendRequest, smsOnly: boolean) {
    const request = this.#sent(typed); // its channel is the sent text's, as its price is
    const { blocked } = this;
    const fallback = { result: this.#fallback.result, pending: this.#fallback.pending, blocked: blocked.fallback };
    if (smsOnly) return costLine(t, locale, fallback, undefined, request);
    const reach = recipientReach(this.#host).known(request.from, request.to);
    const rcs = { result: this.#rcs.result, pending: this.#rcs.pending, blocked: blocked.rcs };
    return costLine(t, locale, rcs, request.fallback ? fallback : undefined, request, reach);
  }

  /** Which checks are not asked because the draft is not ready to send yet. */
  get blocked(): { rcs: boolean; fallback: boolean } {
    return this.#blocked;
  }
}
