/**
 * Names instead of raw ids: loads the team's RCS agents and campaigns once (`agents:read`) and answers
 * `senderName(id)`, `brandName(id)`, `campaignName(id)` for headers and filter drop-downs; an id it does not know
 * falls back to the id itself, so nothing breaks. Self-contained: an element adds it only when its token holds
 * `agents:read` (without it the service answers 401, which the shared client reports as a lost session), and
 * re-renders when the names arrive.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { listAgents, listCampaigns } from '../api/links-agents.js';
import type { ApiTransport } from '../api/transport.js';

export class RcsNamesController implements ReactiveController {
  readonly #senders = new Map<string, string>();
  readonly #brands = new Map<string, string>();
  readonly #campaigns = new Map<string, string>();
  #loading: Promise<void> | undefined;
  #abort: AbortController | undefined;
  /** Set when loading failed (kept for diagnostics; the ids are shown instead). */
  error: unknown;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly client: () => ApiTransport | undefined,
  ) {
    host.addController(this);
  }

  /** Loads the names once (every page); resolves when done, never rejects. */
  load(): Promise<void> {
    const client = this.client();
    if (!client) return Promise.resolve();
    this.#abort = new AbortController();
    const signal = this.#abort.signal;
    this.#loading ??= (async () => {
      try {
        for (let cursor: string | null = null, first = true; first || cursor; first = false) {
          const page = await listAgents(client, { pageSize: 100, cursor }, { signal });
          for (const agent of page.data) {
            this.#senders.set(agent.agentId, agent.name);
            this.#brands.set(agent.brand.id, agent.brand.name);
          }
          cursor = page.nextCursor;
        }
        for (let cursor: string | null = null, first = true; first || cursor; first = false) {
          const page = await listCampaigns(client, { pageSize: 100, cursor }, { signal });
          for (const campaign of page.data) {
            this.#campaigns.set(campaign.publicId, campaign.name);
            this.#brands.set(campaign.brand.id, campaign.brand.name);
          }
          cursor = page.nextCursor;
        }
      } catch (error) {
        this.error = error;
      }
      this.host.requestUpdate();
    })();
    return this.#loading;
  }

  senderName = (id: string): string => this.#senders.get(id) ?? id;
  brandName = (id: string): string => this.#brands.get(id) ?? id;
  campaignName = (id: string): string => this.#campaigns.get(id) ?? id;

  hostConnected(): void {
    void this.load();
  }

  hostDisconnected(): void {
    this.#abort?.abort();
    this.#loading = undefined;
  }
}
