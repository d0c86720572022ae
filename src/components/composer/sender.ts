/**
 * The composer's sender: the RCS agent as recipients see it — `<parley-agent-identity>` (name, logo,
 * per-carrier launch state), loaded on first use — and, before sending, the warning that recipients on a carrier
 * where the agent is not launched get the SMS/MMS fallback (or nothing, without one).
 *
 * For one recipient the service's capability check says what this draft does (`reach-line.ts`: RCS, the fallback,
 * or nothing); for an audience, or until the check can answer, the warning names every carrier without launch. Its
 * id (`f-to-reach`) is there for the typed recipient's field to name among what describes it (`header.ts`), and it
 * is said once in the composer's polite live region when a recipient's answer appears or changes, not on every
 * render.
 *
 * @csspart agent - The sender's `<parley-agent-identity>` (`agents:read`).
 * @csspart launch-warning - Recipients on carriers without launch get the fallback (or nothing).
 */
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { RcsAgent } from '../../schemas/agents.js';
import type { CARRIERS } from '../../schemas/constants.js';
import type { ParleyComposer } from './composer.component.js';
import type { ComposerVoice, ExtrasReach, SendableDraft } from './extras-host.js';
import { reachWords, recipientReach, type RecipientReach } from './reach-line.js';
import { launchWarning } from './summary.js';
import type { TeamAgents } from './team-agents.js';
import { listWords } from '../../core/list-words.js';

type Carrier = (typeof CARRIERS)[number];

/** The warning's id, for the typed recipient's field to name among what describes it (`header.ts`). */
const WARNING_ID = 'f-to-reach';

export class Sender {
  /** The agent once `<parley-agent-identity>` loaded it. */
  agent: RcsAgent | undefined;
  /** The one recipient's reach, asked of the service before Send (the cost line reads the same answer). */
  readonly #recipient: RecipientReach;
  /** What the warning last said, and of whom: said again only when it appears or changes. */
  #said = '';

  /** `agents`: the team's agents the preview's header loads; when they hold the sender, no second request is made. */
  constructor(
    private readonly element: ParleyComposer,
    private readonly voice: ComposerVoice,
    private readonly reach: ExtrasReach,
    private readonly draft: SendableDraft,
    private readonly agents: TeamAgents | undefined,
  ) {
    this.#recipient = recipientReach(element);
  }

  /**
   * Logo, name and launch states, when the token may read agents (`agents:read`). One identity element per sender
   * (keyed): another sender gets a fresh one, so a sender that was not found leaves no error behind for the next. Its
   * own launch note is hidden (`extras.styles.ts`): the composer's one warning below says what this draft does.
   */
  render() {
    const { element } = this;
    const { from } = element;
    if (!from || !this.reach.scopes.has('agents:read')) return nothing;
    // The team's agents (loaded for the preview's header) already hold this one: handing it over skips a fetch.
    const sending = this.agents?.value?.agent;
    if (this.agent?.agentId !== from && sending?.agentId === from) this.agent = sending;
    return keyed(
      from,
      html`<parley-agent-identity part="agent" class="agent" agent-id=${from} .agent=${this.agent?.agentId === from ? this.agent : null}
      .client=${element.api} locale=${this.voice.locale()} theme=${element.theme}
      @parley-agent-load=${(e: CustomEvent<RcsAgent> | Event) => {
        this.agent = (e as CustomEvent<RcsAgent>).detail;
        element.requestUpdate();
      }}></parley-agent-identity>`,
    );
  }

  /** The one warning about carriers without launch (with the fallback, or nothing without one), else nothing. */
  warning() {
    const { t } = this.voice;
    const name = (c: Carrier) => t(`carrier_${c}`);
    const join = (names: string[]) => listWords(names, this.voice.locale());
    const request = this.draft.request();
    const { element } = this;
    // One recipient: what the service's capability check says this draft does for them (the send's own rules).
    // An audience: no one recipient's answer stands (the cost line then prices the message as it is).
    if (this.reach.blasting) this.#recipient.stop();
    const reach = this.reach.blasting ? undefined : this.#recipient.answer(element.api, request.from, request.to);
    // A check under way changes nothing yet: its answer is what is said next.
    if (reach === 'pending') return nothing;
    const words = reach ? reachWords(reach, request) : launchWarning(this.agent, request, name, join);
    const text = words ? t(words.key, words.vars) : '';
    // The check's answer is about this recipient: another one's same answer is news too.
    this.#say(text, reach ? request.to : '');
    return words
      ? html`<p id=${WARNING_ID} class="launch-warning" part="launch-warning" role="note" data-reach=${reach?.reason ?? nothing}>${text}</p>`
      : nothing;
  }

  /**
   * Says a recipient's reach in the composer's polite live region when it appears or its words change (its place on
   * the page is far from the recipient's field, where the person is), once: this runs on every render. After this render, since
   * the live region is the composer's own property.
   */
  #say(text: string, about: string): void {
    const said = text && `${about}|${text}`;
    if (said === this.#said) return;
    this.#said = said;
    // Only a recipient's own answer is news: the carriers' warning stands on the page from its first render.
    if (text && about) void this.element.updateComplete.then(() => this.voice.announce(text));
  }
}
