/**
 * `<parley-contact-panel>` in every state, each story on its own in-browser sandbox (`createSandbox()`) reached
 * through an injected `client`: no server.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createApiClient, type ParleyClient } from '../src/api/client.js';
import type { ParleyContactPanel } from '../src/components/contact-panel/contact-panel.component.js';
import '../src/contact-panel.js';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../src/sandbox/index.js';
import { LONG_THREAD } from '../src/sandbox/demo-data.js';
import type { Scope } from '../src/schemas/token.js';
import { createEmbedToken } from '../src/tokens/index.js';
import { until } from './play.js';

const BASE_URL = 'http://sandbox.story/api';
const WRITE: Scope[] = ['contacts:write', 'audiences:read'];

interface Loaded {
  client: ParleyClient;
  sandbox: Sandbox;
  contactId: string;
}

async function sandboxClient(scopes: Scope[] = WRITE, hold = false): Promise<Loaded> {
  const sandbox = createSandbox({ baseUrl: BASE_URL, longThreadSize: 50, demoConversations: 40 });
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'storybook@example.com',
    scopes,
  });
  const client = createApiClient({
    baseUrl: BASE_URL,
    token,
    retry: { retries: 0 },
    fetch: (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      // "Loading" holds contact reads forever.
      if (hold && request.method === 'GET' && new URL(request.url).pathname.includes('/contacts/'))
        return new Promise<Response>(() => {});
      return sandbox.fetch(request);
    },
  });
  return { client, sandbox, contactId: sandbox.store.data.contacts[LONG_THREAD.to]!.id };
}

interface Args {
  theme: 'light' | 'dark' | 'auto';
  locale: string;
}

const panelIn = (canvas: HTMLElement) => canvas.querySelector('parley-contact-panel') as ParleyContactPanel;
const typeInto = (panel: ParleyContactPanel, selector: string, value: string) => {
  const input = panel.shadowRoot!.querySelector<HTMLInputElement>(selector)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
};

const meta: Meta<Args> = {
  title: 'Elements/parley-contact-panel',
  component: 'parley-contact-panel',
  args: { theme: 'light', locale: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['', 'en', 'es', 'ar'] },
  },
  loaders: [async () => sandboxClient()],
  render: (args, { loaded }) => {
    const l = loaded as Loaded;
    return html`<div style="width:360px;max-width:100%;padding:12px">
      <parley-contact-panel theme=${args.theme} locale=${args.locale || undefined} contact-id=${l.contactId} .client=${l.client}></parley-contact-panel>
    </div>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Editable (contacts:write): name, email, tags, description; audiences by name (audiences:read). */
export const Editable: Story = {};

/** After an edit: autosaved, "Saved". */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const panel = panelIn(canvasElement);
    await until(() => panel.current);
    await panel.updateComplete;
    typeInto(panel, '#f-description', 'Prefers oat milk. Call after 5pm.');
    await panel.flush();
  },
};

/** A wrong email: the error is on the field and nothing is saved. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const panel = panelIn(canvasElement);
    await until(() => panel.current);
    await panel.updateComplete;
    typeInto(panel, '#f-email', 'jordan@');
    await panel.flush();
  },
};

/** The service refused the save (the contact was deleted meanwhile): the edit stays, the reason shows. */
export const SaveError: Story = {
  play: async ({ canvasElement, loaded }) => {
    const panel = panelIn(canvasElement);
    const l = loaded as Loaded;
    await until(() => panel.current);
    await panel.updateComplete;
    await l.sandbox.fetch(
      new Request(`${BASE_URL}/contacts/${l.contactId}`, {
        method: 'DELETE',
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey },
      }),
    );
    typeInto(panel, '#f-name', 'Jordan Avery (moved)');
    await panel.flush();
  },
};

/** contacts:read only: the same details, read-only. */
export const ReadOnly: Story = { loaders: [async () => sandboxClient(['contacts:read'])] };

/** Waiting for the contact. */
export const Loading: Story = { loaders: [async () => sandboxClient(WRITE, true)] };

/** Dark theme. */
export const Dark: Story = { args: { theme: 'dark' } };

/** Arabic, right to left. */
export const ArabicRtl: Story = { args: { locale: 'ar' } };

/** Spanish. */
export const Spanish: Story = { args: { locale: 'es' } };
