import { listAgents, listCampaigns } from '../api/links-agents.js';
export class RcsNamesController {
    host;
    client;
    #senders = new Map();
    #brands = new Map();
    #campaigns = new Map();
    #loading;
    #abort;
    /** Set when loading failed (kept for diagnostics; the ids are shown instead). */
    error;
    constructor(host, client) {
        this.host = host;
        this.client = client;
        host.addController(this);
    }
    /** Loads the names once (every page); resolves when done, never rejects. */
    load() {
        const client = this.client();
        if (!client)
            return Promise.resolve();
        this.#abort = new AbortController();
        const signal = this.#abort.signal;
        this.#loading ??= (async () => {
            try {
                for (let cursor = null, first = true; first || cursor; first = false) {
                    const page = await listAgents(client, { pageSize: 100, cursor }, { signal });
                    for (const agent of page.data) {
                        this.#senders.set(agent.agentId, agent.name);
                        this.#brands.set(agent.brand.id, agent.brand.name);
                    }
                    cursor = page.nextCursor;
                }
                for (let cursor = null, first = true; first || cursor; first = false) {
                    const page = await listCampaigns(client, { pageSize: 100, cursor }, { signal });
                    for (const campaign of page.data) {
                        this.#campaigns.set(campaign.publicId, campaign.name);
                        this.#brands.set(campaign.brand.id, campaign.brand.name);
                    }
                    cursor = page.nextCursor;
                }
            }
            catch (error) {
                this.error = error;
            }
            this.host.requestUpdate();
        })();
        return this.#loading;
    }
    senderName = (id) => this.#senders.get(id) ?? id;
    brandName = (id) => this.#brands.get(id) ?? id;
    campaignName = (id) => this.#campaigns.get(id) ?? id;
    hostConnected() {
        void this.load();
    }
    hostDisconnected() {
        this.#abort?.abort();
        this.#loading = undefined;
    }
}
