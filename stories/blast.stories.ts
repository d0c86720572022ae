/**
 * `<parley-blast>` in every state, each story on its own in-browser sandbox (`createSandbox()`) reached through an
 * injected `client`: no server.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createApiClient, type ParleyClient } from '../src/api/client.js';
import '../src/blast.js';
import type { ParleyBlast } from '../src/components/blast/blast.component.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../src/sandbox/index.js';
import { DEMO_SENDERS } from '../src/sandbox/demo-data.js';
import type { Scope } from '../src/schemas/token.js';
import { createEmbedToken } from '../src/tokens/index.js';
import { until } from './play.js';

const BASE_URL = 'http://sandbox.story/api';
const ALL: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule'];

interface Loaded {
  client: ParleyClient;
}

async function sandboxClient(scopes: Scope[] = ALL, hold = false): Promise<Loaded> {
  const sandbox = createSandbox({
    baseUrl: BASE_URL,
    longThreadSize: 50,
    demoConversations: 60,
    carrierDelays: { sent: 400, delivered: 1500, read: 3000 },
  });
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
      if (hold && new URL(request.url).pathname.endsWith('/audiences/list')) return new Promise<Response>(() => {});
      return sandbox.fetch(request);
    },
  });
  return { client };
}

interface Args {
  theme: 'light' | 'dark' | 'auto';
  locale: string;
  channel: 'SMS' | 'MMS' | 'RCS';
  audienceId: string;
}

const blastIn = (canvas: HTMLElement) => canvas.querySelector('parley-blast') as ParleyBlast;
/** Types into one of the element's fields, as a user does. */
async function fill(el: ParleyBlast, selector: string, value: string): Promise<void> {
  const field = el.shadowRoot!.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  field.value = value;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}
async function write(canvas: HTMLElement, text: string, scheduleInDays = 0): Promise<ParleyBlast> {
  const el = blastIn(canvas);
  await until(() => el.shadowRoot?.querySelector('#text'));
  await el.updateComplete;
  await fill(el, '#text', text);
  if (scheduleInDays) {
    const at = new Date(Date.now() + scheduleInDays * 86_400_000);
    await fill(el, '#at', new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16));
  }
  return el;
}

const meta: Meta<Args> = {
  title: 'Elements/parley-blast',
  component: 'parley-blast',
  args: { theme: 'light', locale: '', channel: 'SMS', audienceId: 'aud_dtest_numbers' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['', 'en', 'es', 'ar'] },
    channel: { control: 'inline-radio', options: ['SMS', 'MMS', 'RCS'] },
  },
  loaders: [async () => sandboxClient()],
  render: (args, { loaded }) => html`<div style="width:420px;max-width:100%;padding:12px">
    <parley-blast theme=${args.theme} locale=${args.locale || undefined} channel=${args.channel} audience-id=${args.audienceId}
      from=${args.channel === 'RCS' ? DEMO_SENDERS.acmeAgent : DEMO_SENDERS.acmePhone} fallback-from=${DEMO_SENDERS.acmePhone}
      poll-interval="300" .client=${(loaded as Loaded).client}></parley-blast>
  </div>`,
};
export default meta;

type Story = StoryObj<Args>;

/** The edit step: audience picker with member counts, channel, message, schedule. */
export const Edit: Story = {};

/** Review without a message: the required error is on the field. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const el = await write(canvasElement, '');
    await el.review();
  },
};

/** The confirm step: recipients, segments and the estimated total. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const el = await write(canvasElement, 'Cupping on Friday at 10:00. Reply STOP to opt out.');
    await el.review();
  },
};

/** Sent: live progress (sent, delivered, failed, fell back) until COMPLETED. */
export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const el = await write(canvasElement, 'Your reward is here');
    await el.review();
    await el.send();
  },
};

/** Completed. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const el = await write(canvasElement, 'Thanks for coming!');
    await el.review();
    await el.send();
    await until(() => el.blast?.status === 'COMPLETED');
  },
};

/** An RCS blast with an SMS fallback, scheduled: it can be cancelled until it starts. */
export const Scheduled: Story = {
  args: { channel: 'RCS' },
  play: async ({ canvasElement }) => {
    const el = await write(canvasElement, 'Weekend special: 2-for-1 cold brew', 2);
    await fill(el, '#fallback', 'Weekend special: 2-for-1 cold brew at Acme Coffee');
    await el.review();
    await el.send();
  },
};

/** The service refused (an empty audience). */
export const SendError: Story = {
  play: async ({ canvasElement }) => {
    const el = await write(canvasElement, 'Hello');
    await el.review();
    el.audienceId = 'aud_missing';
    await el.send();
  },
};

/** Waiting for the audiences. */
export const Loading: Story = { loaders: [async () => sandboxClient(ALL, true)] };

/** A token without messages:blast. */
export const NoScope: Story = { loaders: [async () => sandboxClient(['audiences:read'])] };

/** Dark theme. */
export const Dark: Story = { args: { theme: 'dark' } };

/** Arabic, right to left. */
export const ArabicRtl: Story = { args: { locale: 'ar' } };
