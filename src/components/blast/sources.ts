/**
 * What `<parley-blast>` offers to choose from, read once it is connected with credentials: the token's scopes, the
 * team's audiences (with the one to preselect) and senders. Owns what it read and re-renders its host as each arrives.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { readTokenScopes } from '../../api/jwt.js';
import type { Audience } from '../../schemas/contacts.js';
import { loadAgentIdentity } from './agent-picker.js';
import { loadAudiences } from './progress.js';
import { loadSenders, type BlastSender } from './senders.js';

export interface BlastSourcesOptions {
  api: () => ApiTransport;
  /** The audience to preselect, and the one preselected once they are read. */
  audienceId: () => string | undefined;
  select: (audienceId: string | undefined) => void;
  /** Reading the audiences failed (there are none to choose from). */
  failed: (error: unknown) => void;
}

export class BlastSources {
  scopes: Set<string> | undefined;
  audiences: Audience[] | undefined;
  /** The team's agents and numbers (`agents:read`); `undefined` until read, `null` without the scope or on failure. */
  senders: BlastSender[] | null | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: BlastSourcesOptions,
  ) {}

  /** Reads the scopes (then the senders) and the audiences. */
  load(): void {
    void this.options
      .api()
      .getToken()
      .then(
        (token) => {
          this.#set({ scopes: new Set(readTokenScopes(token)) });
          void this.#loadSenders();
        },
        () => this.#set({ scopes: new Set() }),
      );
    void this.loadAudiences();
  }

  /** Every audience again (a new blast is started), preselecting the one chosen. */
  async loadAudiences(): Promise<void> {
    try {
      const { audiences, selected } = await loadAudiences(this.options.api(), this.options.audienceId());
      this.#set({ audiences });
      this.options.select(selected);
    } catch (error) {
      this.#set({ audiences: [] });
      this.options.failed(error);
    }
  }

  /** The team's senders; without `agents:read` (or when the read fails) the sender is typed and checked by its shape. */
  async #loadSenders(): Promise<void> {
    if (!this.scopes?.has('agents:read')) return this.#set({ senders: null });
    try {
      const senders = await loadSenders(this.options.api());
      // The agent picker draws each agent with `<parley-agent-identity>`: defined before the agents are shown.
      if (senders.some((s) => s.agent)) await loadAgentIdentity().catch(() => {});
      this.#set({ senders });
    } catch {
      this.#set({ senders: null });
    }
  }

  #set(read: Partial<Pick<BlastSources, 'scopes' | 'audiences' | 'senders'>>): void {
    Object.assign(this, read);
    this.host.requestUpdate();
  }
}
