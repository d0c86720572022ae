/** `<parley-agent-identity>`; documented on the class. */
import { AgentLoadEvent } from '../../events/loaded.js';
import { html, nothing, svg, type PropertyDeclarations } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { CARRIERS } from '../../schemas/constants.js';
import type { RcsAgent } from '../../schemas/agents.js';
import { I18nController } from '../../i18n/index.js';
import { rcsMessages, type RcsKey } from '../../i18n/rcs.js';
import { getAgent } from '../../api/links-agents.js';
import { listWords } from '../../core/list-words.js';
import { ParleyElement } from '../shared/parley-element.js';
import { baseStyles } from '../shared/styles.js';
import { linkButtonStyles } from '../shared/link-button.styles.js';
import { retryable } from '../shared/load-failure.js';
import { RecordLoad } from '../shared/record-load.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import { rcsFailureText, type RcsSubject } from '../shared/rcs-failure-text.js';
import { agentIdentityStyles } from './agent-identity.styles.js';

const AGENT_SUBJECT: RcsSubject = { feature: 'featureAgents', scope: 'agents:read', notFound: 'agentNotFound' };

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function onColor(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

const verifiedMark = svg`<svg class="verified" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 1.5l2.6 2 3.3-.2.9 3.2 2.7 1.9-1.2 3.1 1.2 3.1-2.7 1.9-.9 3.2-3.3-.2-2.6 2-2.6-2-3.3.2-.9-3.2-2.7-1.9 1.2-3.1-1.2-3.1 2.7-1.9.9-3.2 3.3.2z"/><path d="M10.3 15.6l-3.2-3.2 1.3-1.3 1.9 1.9 5-5 1.3 1.3z" fill="#fff"/></svg>`;

/**
 * `<parley-agent-identity agent-id="…">`: an RCS agent as recipients see it — logo, name, verified mark — with its
 * launch state per carrier and a warning when recipients on carriers without launch get the SMS/MMS fallback.
 * Loads `GET /rcs/agents/{agentId}` (`agents:read`), or shows the `agent` property as given (previews). Loaded on
 * first use (its own entry, `@parley/embeds/agent-identity`).
 *
 * @tag parley-agent-identity
 * @attr heading-level - Level of the "Launch by carrier" heading (default 2), so it follows the page's own headings.
 * @csspart logo - the round logo (an image, or the name's initial on the agent's colour)
 * @csspart name - the agent's name with the verified mark
 * @csspart launches - the per-carrier launch list
 * @csspart warning - the fallback warning
 * @cssproperty --parley-agent-identity-verified - colour of the verified mark
 * @cssproperty --parley-agent-identity-warning - accent of the fallback warning
 * @event {AgentLoadEvent} parley-agent-load - the agent loaded; `detail` is the agent
 * @event {ParleyErrorEvent} parley-error - loading the agent failed (`detail.action` is `load`; also shown in place)
 */
export class ParleyAgentIdentity extends ParleyElement {
  static override styles = [baseStyles, linkButtonStyles, agentIdentityStyles];

  static override properties: PropertyDeclarations = {
    agentId: { attribute: 'agent-id' },
    // Its accessors are the class's own: the agent shown is the one given for the id, else the one loaded for it.
    agent: { attribute: false, noAccessor: true },
    compact: { type: Boolean, reflect: true },
    headingLevel: { attribute: 'heading-level', type: Number },
    brokenLogo: { state: true, attribute: false },
  };

  /** The RCS agent's id. @attr agent-id */
  declare agentId: string;
  /** Show only logo, name and mark (a message header), without launches and warning. @attr compact */
  declare compact: boolean;
  /** Level of the "Launch by carrier" heading, 1–6 (default 2). @attr heading-level */
  declare headingLevel: number;

  /** The logo URL that failed to load: the initial stands in for it (never a broken-image icon). */
  declare private brokenLogo: string;

  /** The agent the host gave (a preview, or one it holds already): shown instead of loading it. */
  #given: RcsAgent | null = null;

  constructor() {
    super();
    this.agentId = '';
    this.compact = false;
    this.headingLevel = 2;
    this.brokenLogo = '';
  }

  readonly #i18n = new I18nController(this, rcsMessages, () => this.locale);
  /**
   * The agent named by `agent-id`, loaded with the credentials and `base-url` the element has now (again whenever
   * any of them changes), and why it failed (shown in place; internal, so not part of the element's API).
   */
  readonly #load = new RecordLoad<RcsAgent>(this, {
    scope: 'agents:read',
    // An agent given for this id stands in for loading it.
    id: () => (this.#given && this.#given.agentId === this.agentId ? '' : this.agentId),
    // Without a token there is nothing to ask with: the element says so rather than sending a request bound to fail.
    api: () => (this.hasCredentials ? this.api : undefined),
    get: (api, id, signal) => getAgent(api, id, { signal }),
    loaded: (agent) => this.emit(new AgentLoadEvent(agent)),
    failed: (error) => this.emit(new ParleyErrorEvent({ action: 'load', error: toError(error) })),
    landing: '[part="name"]',
  });

  /**
   * The agent to show; set it to skip loading (previews), or read it once loaded. With `agent-id`, only an agent of
   * that id: one given for another id is not shown under this one.
   */
  get agent(): RcsAgent | null {
    const given = this.#given;
    if (!this.agentId || given?.agentId === this.agentId) return given;
    return this.#load.value ?? null;
  }
  set agent(agent: RcsAgent | null) {
    const old = this.agent;
    this.#given = agent;
    this.requestUpdate('agent', old);
  }

  /** Loads (again) the agent named by `agent-id`; resolves when done. */
  reload(): Promise<void> {
    return this.#load.reload();
  }

  protected override render() {
    const t = (key: RcsKey, vars?: Record<string, string | number>) => this.#i18n.t(key, vars);
    const agent = this.agent;
    if (!agent && !this.agentId) return nothing;
    if (!agent && !this.hasCredentials) return html`<p class="error" role="alert">${t('noCredentials')}</p>`;
    const failed = this.#load.failed;
    if (failed) {
      return html`<p class="error" role="alert">${rcsFailureText(t, failed.failure, AGENT_SUBJECT)}</p>
        ${retryable(failed.failure) ? html`<button class="retry" type="button" @click=${() => this.#load.retry(true)}>${t('retry')}</button>` : nothing}`;
    }
    if (!agent) return html`<p class="muted" role="status">${t('loading')}</p>`;
    const color = HEX.test(agent.branding.colors.primary) ? agent.branding.colors.primary : '#4b5563';
    const missing = CARRIERS.filter((carrier) => agent.carrierLaunches.carriers[carrier] !== 'LAUNCHED');
    // Named inside the warning's sentence: "other carriers", where the launch list's own label reads "Other carriers".
    const inSentence = (carrier: (typeof CARRIERS)[number]) => t(carrier === 'OTHERS' ? 'othersInSentence' : carrier);
    const carriers = listWords(missing.map(inSentence), this.#i18n.locale);
    return html`<div class="identity">
        ${
          agent.branding.logoUrl && /^https?:/i.test(agent.branding.logoUrl)
            ? html`<img class="logo" part="logo" src=${agent.branding.logoUrl} alt="" width="40" height="40"
              ?hidden=${this.brokenLogo === agent.branding.logoUrl} @error=${() => (this.brokenLogo = agent.branding.logoUrl ?? '')} />`
            : nothing
        }
        ${
          !agent.branding.logoUrl ||
          !/^https?:/i.test(agent.branding.logoUrl) ||
          this.brokenLogo === agent.branding.logoUrl
            ? html`<span class="logo initial" part="logo" aria-hidden="true" style=${styleMap({ '--_agent-color': color, color: onColor(color) })}>${agent.name.slice(0, 1).toUpperCase()}</span>`
            : nothing
        }
        <div>
          <span class="name" part="name" tabindex="-1"><bdi>${agent.name}</bdi>${agent.verified ? html`${verifiedMark}<span class="sr-only">${t('verified')}</span>` : nothing}</span>
          ${!this.compact && agent.description ? html`<p class="description" dir="auto">${agent.description}</p>` : nothing}
        </div>
      </div>
      ${
        this.compact
          ? nothing
          : html`<div class="launches-title" role="heading" aria-level=${Math.min(6, Math.max(1, Math.round(this.headingLevel) || 2))}>${t('launches')}</div>
            <ul part="launches">
              ${CARRIERS.map((carrier) => {
                const state = agent.carrierLaunches.carriers[carrier];
                return html`<li data-carrier=${carrier}><span>${t(carrier)}</span><span class=${`state-${state}`}>${t(state)}</span></li>`;
              })}
            </ul>
            ${missing.length ? html`<p class="warning" part="warning" role="note">${t('fallbackWarning', { carriers })}</p>` : nothing}`
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-agent-identity': ParleyAgentIdentity;
  }
}
