/**
 * Whether the one recipient gets this message as RCS, asked of the service before Send (`POST /rcs/capability/check`,
 * the send's own rules: DESIGN §14) and said in words consistent with the draft: RCS (nothing to say), the SMS/MMS
 * fallback instead, or nothing at all. Asked once the sender and recipient have stood still for a moment (a typed
 * number is not checked per keystroke) and again when either changes; comes with `later.ts`, never on the first
 * screen.
 */
import { checkCapability } from '../../api/reach.js';
import type { ApiTransport } from '../../api/transport.js';
import type { Capability } from '../../schemas/agents.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SendRequest } from '../../schemas/messages.js';
import { isPhoneNumber } from './model.js';
import type { Words } from './summary.js';

/** How long sender and recipient stand still before they are checked. */
export const REACH_DEBOUNCE_MS = 350;

/** The reach of `request`'s recipient as words, from the check's answer: undefined when it gets RCS. */
export function reachWords(answer: Pick<Capability, 'rcs' | 'reason'>, request: SendRequest): Words | undefined {
  if (answer.rcs) return undefined;
  if (answer.reason === 'opted_out') return { key: 'reachOptedOut' };
  if (answer.reason === 'invalid') return { key: 'reachInvalid' };
  if (!request.fallback) return { key: 'reachNone' };
  return { key: fallbackChannel(request.fallback) === 'MMS' ? 'reachMms' : 'reachSms' };
}

export class RecipientReach {
  /** The answer for {@link #asked}: `pending` until it comes, undefined when it cannot be asked or was not answered. */
  #answer: Capability | 'pending' | undefined;
  /** The `from|to` pair asked (or about to be). */
  #asked = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #abort: AbortController | undefined;

  constructor(private readonly changed: () => void) {}

  /**
   * The answer for (from, to): asked once (debounced), `pending` until it comes; undefined when it cannot be known
   * (only an agent sending to one E.164 number is asked: a phone-number sender sends SMS/MMS anyway) or the check
   * failed.
   */
  answer(client: ApiTransport | undefined, from: string, to: string): Capability | 'pending' | undefined {
    const pair = `${from}|${to}`;
    if (pair === this.#asked) return this.#answer;
    this.#asked = pair;
    this.#answer = undefined;
    clearTimeout(this.#timer);
    this.#abort?.abort();
    if (!client || !from || isPhoneNumber(from) || !isPhoneNumber(to)) return undefined;
    this.#answer = 'pending';
    this.#timer = setTimeout(() => {
      const abort = (this.#abort = new AbortController());
      checkCapability(client, { from, phoneNumbers: [to] }, { signal: abort.signal }).then(
        ({ data: [answer] }) => {
          if (abort.signal.aborted || this.#asked !== pair) return;
          this.#answer = answer;
          this.changed();
        },
        // Not knowing is not an error of the draft: the launch warning says what it can instead.
        () => {
          if (abort.signal.aborted || this.#asked !== pair) return;
          this.#answer = undefined;
          this.changed();
        },
      );
    }, REACH_DEBOUNCE_MS);
    return this.#answer;
  }

  /** The answer for (from, to) once it came, without asking: what the cost line prices follows it. */
  known(from: string, to: string): Capability | undefined {
    const answer = this.#answer;
    return `${from}|${to}` === this.#asked && typeof answer === 'object' ? answer : undefined;
  }

  /** Stops a pending check (the element left the page). */
  stop(): void {
    clearTimeout(this.#timer);
    this.#abort?.abort();
    this.#asked = '';
  }
}

const checks = new WeakMap<object, RecipientReach>();

/**
 * The composer's one check of its recipient: the launch warning asks it (`sender.ts`), the cost line reads its answer
 * (`cost-line.ts`), so the two never disagree about what arrives and the service is asked once.
 */
export function recipientReach(element: { requestUpdate(): void }): RecipientReach {
  let reach = checks.get(element);
  if (!reach) checks.set(element, (reach = new RecipientReach(() => element.requestUpdate())));
  return reach;
}
