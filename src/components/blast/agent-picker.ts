/**
 * `<parley-blast>`'s RCS sender: the team's agents as people know them — each a radio with its logo and name (the
 * composer's `<parley-agent-identity compact>`, loaded with the agents), its launch per carrier in words, and its
 * description (isolated with `<bdi dir="auto">`, so an English description reads right in an Arabic page). Never a
 * free-text box: without `agents:read` the agent the host gave is the one choice; with no agent at all, words say what
 * is missing (the scope, or an agent of the team) and the choice that works, SMS/MMS — never a box that cannot change.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BlastKey } from '../../i18n/blast.js';
import type { RcsAgent } from '../../schemas/agents.js';
import type { FieldKit } from './fields.js';
import type { BlastSender } from './senders.js';
import { listWords } from '../../core/list-words.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/** Defines `<parley-agent-identity>` (its own entry) once the agents are known: only a picker with agents needs it. */
export const loadAgentIdentity = () => import('../../agent-identity.js');

/** "Launched on Carrier A; not yet on Carrier B, Carrier C, and other carriers", from the agent's campaign. */
export function launchLine(t: T, agent: Pick<RcsAgent, 'carrierLaunches'>, locale: string): string {
  const join = (names: string[]) => listWords(names, locale);
  // The carriers in the order the service lists them (the spec's: A, B, C, others).
  const states = Object.entries(agent.carrierLaunches.carriers);
  const name = ([carrier]: [string, string]) => t(`carrier_${carrier}` as BlastKey);
  const launched = states.filter(([, state]) => state === 'LAUNCHED').map(name);
  const missing = states.filter(([, state]) => state !== 'LAUNCHED').map(name);
  if (!missing.length) return t('agentLaunchedAll');
  if (!launched.length) return t('agentLaunchedNone');
  return t('agentLaunchedSome', { launched: join(launched), missing: join(missing) });
}

export interface AgentPickerView extends FieldKit<'from'> {
  from: string;
  /** The agents to choose from: the team's (`agents:read`), else the one the host gave; `undefined` while they load. */
  agents: BlastSender[] | undefined;
  /** Why there is no agent to choose, when there is none: the token may not list them, or the team lists none. */
  missing: 'no-scope' | 'none' | undefined;
  locale: string;
  theme: string | undefined;
  setFrom: (from: string) => void;
}

/** One agent: a radio named by the agent, described by its launch and description. */
function option(v: AgentPickerView, agent: BlastSender, index: number, invalid: string): TemplateResult {
  const profile = agent.profile;
  const about = `agent-${index}-about`;
  return html`<label class="agent-option" part="agent-option">
    <input type="radio" name="from-agent" value=${agent.id} .checked=${agent.id === v.from.trim()}
      aria-label=${agent.name ?? agent.id} aria-describedby=${about} aria-invalid=${invalid}
      @change=${() => v.setFrom(agent.id)} />
    <span class="agent-card">
      ${
        profile
          ? html`<parley-agent-identity compact .agent=${profile} locale=${v.locale} theme=${v.theme ?? nothing}></parley-agent-identity>`
          : html`<span class="agent-name">${agent.name ?? agent.id}</span>`
      }
      <span id=${about} class="agent-about">
        ${profile ? html`<span class="launch" part="agent-launch">${launchLine(v.t, profile, v.locale)}</span>` : nothing}
        ${profile?.description ? html`<bdi class="description" dir="auto" part="agent-description">${profile.description}</bdi>` : nothing}
      </span>
    </span>
  </label>`;
}

/** The RCS sender: a radio group of the agents to choose from; while there is none, words saying why. */
export function agentPicker(v: AgentPickerView): TemplateResult {
  const { t } = v;
  const { invalid, describedby } = v.invalid('from');
  const listed = v.agents?.filter((s) => s.agent);
  if (!listed?.length) {
    // What Review found says the same as the words shown before it, in their place (said once, as an error).
    const problem = v.problem('from');
    const none = t(v.missing === 'no-scope' ? 'senderNoAgents' : 'senderNoTeamAgents');
    return html`<div class="field">
      <span class="block label">${t('fromAgent')}</span>
      ${
        listed === undefined
          ? html`<span class="muted" role="status">${t('agentsLoading')}</span>${problem}`
          : problem === nothing
            ? html`<span class="muted" id="from-none">${none}</span>`
            : problem
      }
    </div>`;
  }
  return html`<fieldset id="from" class="agents" part="agents" aria-describedby=${describedby}>
    <legend>${t('fromAgent')}</legend>
    ${listed.map((agent, i) => option(v, agent, i, invalid))}
    ${v.problem('from')}
  </fieldset>`;
}
