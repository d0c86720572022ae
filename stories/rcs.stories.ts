/**
 * The lazily loaded issue-14 pieces — `<parley-link-stats>` and `<parley-agent-identity>` — in their states, each on
 * its own in-browser sandbox (`createSandbox()`) reached through an injected `client`.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createApiClient, type ParleyClient } from '../src/api/client.js';
import '../src/link-stats.js';
import '../src/agent-identity.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../src/sandbox/index.js';
import { DEMO_SENDERS } from '../src/sandbox/demo-data.js';
import { DEMO_LINKS } from '../src/sandbox/demo-rcs.js';
import type { Scope } from '../src/schemas/token.js';
import { createEmbedToken } from '../src/tokens/index.js';

const BASE_URL = 'http://sandbox.story/api';

async function sandboxClient(options: { scopes?: Scope[]; status?: number } = {}): Promise<{ client: ParleyClient }> {
  const sandbox = createSandbox({ baseUrl: BASE_URL, longThreadSize: 20, demoConversations: 6 });
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'storybook@example.com',
    scopes: options.scopes ?? ['links:read', 'agents:read'],
  });
  const client = createApiClient({
    baseUrl: BASE_URL,
    token,
    retry: { retries: 0 },
    fetch: (input, init) =>
      options.status
        ? Promise.resolve(Response.json({ error: 'Not included in the free plan' }, { status: options.status }))
        : sandbox.fetch(input instanceof Request && !init ? input : new Request(input, init)),
  });
  return { client };
}

interface Args {
  theme: 'light' | 'dark' | 'auto';
  locale: string;
  linkId: string;
  agentId: string;
  open: boolean;
}

const meta: Meta<Args> = {
  title: 'Pieces/link stats and agent identity',
  args: { theme: 'light', locale: '', linkId: DEMO_LINKS.menu.linkId, agentId: DEMO_SENDERS.acmeAgent, open: true },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['', 'en', 'es', 'ar'] },
    linkId: { control: 'select', options: Object.values(DEMO_LINKS).map((l) => l.linkId) },
    agentId: { control: 'select', options: [DEMO_SENDERS.acmeAgent, DEMO_SENDERS.northwindAgent] },
  },
  loaders: [async () => sandboxClient()],
  render: (args, { loaded }) => html`<div style="display:grid;gap:24px;max-width:420px;padding:12px;min-height:260px">
    <parley-agent-identity theme=${args.theme} locale=${args.locale || undefined} agent-id=${args.agentId} .client=${(loaded as { client: ParleyClient }).client}></parley-agent-identity>
    <p>Outbound message with a short link · <parley-link-stats theme=${args.theme} locale=${args.locale || undefined} link-id=${args.linkId}
      ?open=${args.open} .client=${(loaded as { client: ParleyClient }).client}></parley-link-stats></p>
  </div>`,
};
export default meta;

type Story = StoryObj<Args>;

/** An agent launched on one carrier (fallback warning) and a link clicked over a week, details open. */
export const Default: Story = {};

/** The same in the dark theme. */
export const Dark: Story = { args: { theme: 'dark' } };

/** Arabic, right to left. */
export const Arabic: Story = { args: { locale: 'ar' } };

/** An agent launched nowhere and a link with few clicks. */
export const NotLaunched: Story = { args: { agentId: DEMO_SENDERS.northwindAgent, linkId: DEMO_LINKS.trips.linkId } };

/** The plan lacks the features: "your plan does not include …". */
export const PlanLacksFeature: Story = { loaders: [async () => sandboxClient({ status: 403 })] };

/** The token lacks the scopes: the session message. */
export const NoScope: Story = { loaders: [async () => sandboxClient({ scopes: ['conversations:read'] })] };
