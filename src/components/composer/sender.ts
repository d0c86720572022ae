/**
 * The composer's sender (issue 14): the RCS agent as recipients see it — `<parley-agent-identity>` (name, logo,
 * per-carrier launch state), loaded on first use — and, before sending, the warning that recipients on a carrier
 * where the agent is not launched get the SMS/MMS fallback (or nothing, without one).
 *
 * A recipient's carrier is known only for the sandbox's test numbers (DESIGN §8: `…7777` is a `CARRIER_B`
 * subscriber); for any other number, and for an audience, the warning names every carrier without launch.
 */
import { html, nothing } from 'lit';
import type { RcsAgent } from '../../schemas/agents.js';
import { CARRIERS } from '../../schemas/campaigns.js';
import type { ExtrasHost } from './extras.js';

type Carrier = (typeof CARRIERS)[number];

/** The carrier of a recipient when it is known (the sandbox's launch-first test numbers), else undefined. */
export function carrierOf(phone: string): Carrier | undefined {
  return /^\+\d+7777$/.test(phone) ? 'CARRIER_B' : undefined;
}

export class Sender {
  /** The agent once `<parley-agent-identity>` loaded it. */
  agent: RcsAgent | undefined;

  constructor(private readonly host: ExtrasHost) {}

  /** Logo, name and launch states, when the token may read agents (`agents:read`). */
  render() {
    const { host } = this;
    if (!host.from || !host.scopes.has('agents:read')) return nothing;
    // The team's agents (loaded for the preview's header) already hold this one: handing it over skips a fetch.
    if (this.agent?.agentId !== host.from && host.sendingAgent?.agentId === host.from) this.agent = host.sendingAgent;
    return html`<parley-agent-identity part="agent" class="agent" agent-id=${host.from} .agent=${this.agent?.agentId === host.from ? this.agent : null}
      .client=${host.api} locale=${host.locale} theme=${host.theme}
      @parley-agent-load=${(e: CustomEvent<RcsAgent> | Event) => {
        this.agent = (e as CustomEvent<RcsAgent>).detail;
        host.requestUpdate();
      }}></parley-agent-identity>`;
  }

  /** The warning shown before sending, or nothing when every recipient gets RCS. */
  warning() {
    const { host, agent } = this;
    if (!agent || agent.agentId !== host.from) return nothing;
    const missing = CARRIERS.filter((c) => agent.carrierLaunches.carriers[c] !== 'LAUNCHED');
    if (!missing.length) return nothing;
    const request = host.request();
    const fallback = !!request.fallback;
    const name = (c: Carrier) => host.t(`carrier_${c}`);
    const carrier = host.blasting ? undefined : carrierOf(request.to ?? '');
    let text: string;
    if (carrier) {
      if (!missing.includes(carrier)) return nothing;
      text = host.t(fallback ? 'launchRecipient' : 'launchRecipientNoFallback', { carrier: name(carrier) });
    } else {
      // Unknown carrier: for one recipient the identity above already says who falls back; repeat it only when
      // there is no fallback (the message would fail), and always for an audience (some recipients are there).
      if (fallback && !host.blasting) return nothing;
      const names = missing.map(name);
      const carriers = names.length > 1 ? host.t('listJoin', { a: names.slice(0, -1).join(', '), b: names.at(-1)! }) : names[0]!;
      text = host.t(fallback ? 'launchSome' : 'launchSomeNoFallback', { carriers });
    }
    return html`<p class="launch-warning" part="launch-warning" role="note">${text}</p>`;
  }
}
