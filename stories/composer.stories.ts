/**
 * `<parley-composer>` in every state, each story on its own in-browser sandbox (`createSandbox()`) reached through
 * an injected `client`: no server (card pictures come from picsum.photos).
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createApiClient, type ParleyClient } from '../src/api/client.js';
import type { ParleyComposer } from '../src/components/composer/composer.component.js';
import type { ComposerTemplate } from '../src/components/composer/public-types.js';
import '../src/composer.js';
import { DraftStore } from '../src/controllers/draft.js';
import { createSandbox, SANDBOX_DEFAULTS, type SandboxOptions } from '../src/sandbox/index.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS } from '../src/sandbox/demo-data.js';
import type { SendRequest } from '../src/schemas/messages.js';
import type { Scope } from '../src/schemas/token.js';
import { createEmbedToken } from '../src/tokens/index.js';
import { until } from './play.js';

const BASE_URL = 'http://sandbox.story/api';
const AGENT = DEMO_SENDERS.acmeAgent;
const PHONE = DEMO_SENDERS.acmePhone;
const CUSTOMER = '+14155550123';
const ALL: Scope[] = ['conversations:read', 'messages:send', 'messages:schedule'];

type Wrap = (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;

/** A fresh sandbox and a client holding an embed token for it; `wrap` may intercept requests (failures, delays). */
async function sandboxClient(
  options: { scopes?: Scope[]; wrap?: Wrap; sandbox?: SandboxOptions } = {},
): Promise<ParleyClient> {
  const sandbox = createSandbox({
    baseUrl: BASE_URL,
    longThreadSize: 50,
    demoConversations: 20,
    carrierDelays: { sent: 600, delivered: 1400, read: 3000 },
    ...options.sandbox,
  });
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'storybook@example.com',
    scopes: options.scopes ?? ALL,
  });
  const next = (request: Request) => sandbox.fetch(request);
  return createApiClient({
    baseUrl: BASE_URL,
    token,
    retry: { retries: 0 },
    fetch: (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      return options.wrap ? options.wrap(request, next) : next(request);
    },
  });
}

interface Args {
  from: string;
  to: string;
  theme: 'light' | 'dark' | 'auto';
  locale: string;
  value?: SendRequest;
}

const card = (i: number) => ({
  title: `Trip ${i + 1}: ${['Lisbon', 'Porto', 'Faro', 'Madeira', 'Azores', 'Sintra', 'Évora', 'Braga', 'Coimbra', 'Óbidos'][i]}`,
  description: 'Three nights, breakfast included.',
  media: { url: `https://picsum.photos/seed/parley${i}/600/400`, height: 'MEDIUM' as const },
  suggestions: [{ type: 'reply' as const, text: 'Book', postbackData: `book_${i}` }],
});

const VALUES = {
  text: {
    type: 'RCS',
    from: AGENT,
    to: CUSTOMER,
    rcs: {
      text: 'Your flat white is ready at Acme Coffee, Market St. ☕',
      suggestions: [
        { type: 'reply', text: 'On my way' },
        { type: 'dial', text: 'Call the shop', phoneNumber: PHONE },
        { type: 'viewLocation', text: 'Directions', latitude: 37.7749, longitude: -122.4194, label: 'Acme Coffee' },
      ],
    },
  },
  card: {
    type: 'RCS',
    from: AGENT,
    to: CUSTOMER,
    rcs: {
      card: {
        title: 'Half-price flat white',
        description: 'Today only, in every Acme Coffee shop.',
        media: { url: 'https://picsum.photos/seed/coffee/600/400', height: 'TALL' },
        suggestions: [
          { type: 'openUrl', text: 'Order ahead', url: 'https://example.com/order' },
          {
            type: 'createCalendarEvent',
            text: 'Remind me',
            title: 'Coffee',
            startTime: '2030-01-01T09:00:00Z',
            endTime: '2030-01-01T09:30:00Z',
          },
        ],
      },
    },
  },
  carousel: {
    type: 'RCS',
    from: AGENT,
    to: CUSTOMER,
    rcs: { carousel: { cardWidth: 'MEDIUM', cards: Array.from({ length: 10 }, (_, i) => card(i)) } },
  },
  smsFallback: {
    type: 'RCS',
    from: AGENT,
    to: DEMO_TEST_NUMBERS.noRcs,
    rcs: { card: card(0), suggestions: [{ type: 'reply', text: 'Stop' }] },
    fallback: { from: PHONE, text: 'Lisbon, 3 nights with breakfast: example.com/trips. Reply STOP to opt out.' },
  },
  mmsFallback: {
    type: 'RCS',
    from: AGENT,
    to: DEMO_TEST_NUMBERS.noRcs,
    rcs: { text: 'Your itinerary is attached.' },
    fallback: {
      from: PHONE,
      text: 'Itinerary: '.padEnd(3200, '·'),
      mediaUrls: ['https://example.com/map.png', 'https://example.com/notes.exe'],
    },
  },
  errors: {
    type: 'RCS',
    from: AGENT,
    to: CUSTOMER,
    rcs: {
      carousel: { cardWidth: 'SMALL', cards: [{ title: 'x'.repeat(201), media: { url: 'javascript:alert(1)' } }] },
      suggestions: Array.from({ length: 12 }, () => ({
        type: 'reply' as const,
        text: 'This label is far too long to fit',
      })),
    },
  },
} satisfies Record<string, SendRequest>;

const render = (args: Args, client: ParleyClient | undefined) => {
  // Stories start from their own value, not from a draft another story left behind.
  new DraftStore('composer', `${args.from}|${args.to}`).clear();
  return html`<parley-composer
    from=${args.from}
    to=${args.to}
    theme=${args.theme}
    locale=${args.locale}
    .client=${client}
    .value=${args.value}
  ></parley-composer>`;
};

const composerIn = (canvas: HTMLElement) => canvas.querySelector('parley-composer') as ParleyComposer;

const meta: Meta<Args> = {
  title: 'Elements/parley-composer',
  component: 'parley-composer',
  // locale '' follows the toolbar's document language; a story may pin one.
  args: { from: AGENT, to: CUSTOMER, theme: 'light', locale: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['', 'en', 'es', 'ar'] },
  },
  loaders: [async () => ({ client: await sandboxClient() })],
  render: (args, { loaded }) => render(args, loaded.client as ParleyClient),
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;

// ---------------------------------------------------------------- sender, links, blast, templates, test send (issues 13, 14, 18)

const BLAST_SCOPES: Scope[] = [...ALL, 'messages:blast', 'audiences:read'];
const MENU_URL = 'https://acme-coffee.example/menu/autumn-2026?utm_source=rcs&utm_campaign=roast';
const TEMPLATES: ComposerTemplate[] = [
  {
    id: 'tpl_ready',
    name: 'Order ready',
    request: {
      rcs: { text: 'Your order is ready at Acme Coffee ☕', suggestions: [{ type: 'reply', text: 'On my way' }] },
    },
  },
  {
    id: 'tpl_promo',
    name: 'Autumn promo',
    request: { rcs: { card: { title: 'Autumn roast', description: 'Half price today' } } },
  },
];
const BLAST_DRAFT: SendRequest = {
  type: 'RCS',
  from: AGENT,
  to: '',
  rcs: { text: 'Weekend special: two for one' },
  fallback: { from: PHONE, text: 'Weekend special: 2 for 1' },
};

const shadow = (canvas: HTMLElement) => composerIn(canvas).shadowRoot!;
const click = (canvas: HTMLElement, selector: string) => shadow(canvas).querySelector<HTMLElement>(selector)?.click();
const extras = (canvas: HTMLElement) => until(() => shadow(canvas).querySelector('[part~="templates"]'));

const renderWith =
  (extra: { templates?: ComposerTemplate[]; audienceId?: string }) =>
  (args: Args, { loaded }: { loaded: Record<string, unknown> }) => {
    new DraftStore('composer', `${args.from}|${args.to}`).clear();
    new DraftStore('composer-blast-as', `${args.from}|${extra.audienceId ?? ''}`).clear(); // "Send as" starts at RCS
    return html`<parley-composer from=${args.from} to=${args.to} theme=${args.theme} locale=${args.locale} audience-id=${extra.audienceId ?? ''}
    .client=${loaded.client as ParleyClient} .value=${args.value} .templates=${extra.templates ?? []}></parley-composer>`;
  };

/** The agent's name, logo and launch per carrier; the recipient (…7777) is on Carrier B, not launched, and there is no fallback. */
export const SenderLaunchWarning: Story = {
  args: { to: '+14155557777', value: { ...VALUES.text, to: '+14155557777' } },
  loaders: [async () => ({ client: await sandboxClient({ scopes: [...ALL, 'agents:read'] }) })],
};

/** "Shorten links" on (`links:write`): the lengths with short links, before sending. */
export const ShortenLinks: Story = {
  args: {
    value: {
      type: 'RCS',
      from: AGENT,
      to: CUSTOMER,
      rcs: { text: `Our autumn menu is out: ${MENU_URL}` },
      fallback: { from: PHONE, text: `Autumn menu: ${MENU_URL}` },
    },
  },
  loaders: [async () => ({ client: await sandboxClient({ scopes: [...ALL, 'links:write'] }) })],
};

/** The team's subscription lacks short links: the send says what the plan does not include. */
export const PlanError: Story = {
  args: { value: { type: 'RCS', from: AGENT, to: CUSTOMER, rcs: { text: `Menu: ${MENU_URL}` } } },
  loaders: [
    async () => ({
      client: await sandboxClient({ scopes: [...ALL, 'links:write'], sandbox: { features: { links: false } } }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await extras(canvasElement);
    await composerIn(canvasElement)
      .send()
      .catch(() => {});
  },
};

/** A test sent to my own number: the result in words, the draft kept. */
export const TestSendResult: Story = {
  args: { value: VALUES.text },
  play: async ({ canvasElement }) => {
    await extras(canvasElement);
    click(canvasElement, '[part="test-send"] summary');
    const input = shadow(canvasElement).querySelector<HTMLInputElement>('#test-to')!;
    input.value = '+14155550177';
    input.dispatchEvent(new Event('input'));
    click(canvasElement, '[part="test-send-button"]');
    await until(() => shadow(canvasElement).querySelector('[part="test-result"]'));
  },
};

/** Templates offered; choosing one over a draft asks first. */
export const TemplatesMenu: Story = {
  args: { value: VALUES.text },
  render: renderWith({ templates: TEMPLATES }),
  play: async ({ canvasElement }) => {
    await extras(canvasElement);
    const menu = shadow(canvasElement).querySelector<HTMLSelectElement>('#template')!;
    menu.value = 'tpl_promo';
    menu.dispatchEvent(new Event('change'));
    // The state this story is about: replacing the draft is asked first.
    await until(() => shadow(canvasElement).querySelector('[part="template-confirm"]'));
  },
};

/** Blast mode (`audience-id`): the audience picker with member counts, the same editor. */
export const BlastPicker: Story = {
  args: { to: '', value: BLAST_DRAFT },
  render: renderWith({ audienceId: 'aud_dtest_numbers' }),
  loaders: [async () => ({ client: await sandboxClient({ scopes: BLAST_SCOPES }) })],
  play: async ({ canvasElement }) => {
    await until(() => shadow(canvasElement).querySelector('#audience'));
  },
};

const review = async (canvas: HTMLElement) => {
  await until(() => shadow(canvas).querySelector('#audience'));
  click(canvas, '[part~="send-button"]');
  await until(() => shadow(canvas).querySelector('[part~="blast-confirm"]'));
};

/** "Review blast": recipients, segments and the estimated total, one confirm. */
export const BlastConfirm: Story = { ...BlastPicker, play: async ({ canvasElement }) => review(canvasElement) };

/** Sent: the blast's live progress (sent, delivered, failed, fell back). */
export const BlastProgress: Story = {
  ...BlastPicker,
  play: async ({ canvasElement }) => {
    await review(canvasElement);
    click(canvasElement, '[data-confirm]');
    await until(() => shadow(canvasElement).querySelector('[part~="blast-progress"]'));
  },
};

/** The blast COMPLETED: the final counters. */
export const BlastCompleted: Story = {
  ...BlastPicker,
  loaders: [
    async () => ({
      client: await sandboxClient({
        scopes: BLAST_SCOPES,
        sandbox: { carrierDelays: { sent: 50, delivered: 100, read: 150 } },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await review(canvasElement);
    click(canvasElement, '[data-confirm]');
    await until(() => shadow(canvasElement).querySelector('[part~="blast-progress"] [data-status="COMPLETED"]'));
  },
};

/** Blast mode, "Send as: SMS/MMS": the SMS/MMS message alone (sender number, text with segments, media), its preview alone. */
export const BlastSms: Story = {
  ...BlastPicker,
  play: async ({ canvasElement }) => {
    await until(() => shadow(canvasElement).querySelector('input[name="send-as"][value="sms"]'));
    click(canvasElement, 'input[name="send-as"][value="sms"]');
    await until(() => !shadow(canvasElement).querySelector('[part~="kind"]'));
  },
};

/** An SMS/MMS blast reviewed: the SMS's segments and price × recipients. */
export const BlastSmsConfirm: Story = {
  ...BlastPicker,
  play: async (context) => {
    await BlastSms.play!(context);
    await review(context.canvasElement);
  },
};

/** An SMS/MMS blast sent: its progress, followed on the event stream. */
export const BlastSmsProgress: Story = {
  ...BlastPicker,
  play: async (context) => {
    await BlastSmsConfirm.play!(context);
    click(context.canvasElement, '[data-confirm]');
    await until(() => shadow(context.canvasElement).querySelector('[part~="blast-progress"]'));
  },
};

export const Empty: Story = {};
export const RecipientInput: Story = { args: { to: '' } };
export const TextWithSuggestions: Story = { args: { value: VALUES.text } };
export const RichCard: Story = { args: { value: VALUES.card } };
export const CarouselOfTen: Story = { args: { value: VALUES.carousel } };
export const SmsFallback: Story = { args: { value: VALUES.smsFallback, to: DEMO_TEST_NUMBERS.noRcs } };
export const MmsFallbackWithUnsupportedFile: Story = {
  args: { value: VALUES.mmsFallback, to: DEMO_TEST_NUMBERS.noRcs },
};

/** Limits broken everywhere, then a send attempt: per-field messages, counters in red, the summary. */
export const Errors: Story = {
  args: { value: VALUES.errors },
  play: async ({ canvasElement }) => {
    await composerIn(canvasElement)
      .send()
      .catch(() => {});
  },
};

/** The service never answers: the button is busy and progress shows. */
export const Sending: Story = {
  args: { value: VALUES.text },
  loaders: [
    async () => ({
      client: await sandboxClient({
        wrap: (r, next) => (r.url.endsWith('/send') ? new Promise<Response>(() => {}) : next(r)),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    void composerIn(canvasElement)
      .send()
      .catch(() => {});
  },
};

/** Sent to the non-RCS test number: the status goes live to FALLBACK_SENT with the SMS leg. */
export const SentWithFallback: Story = {
  args: { value: VALUES.smsFallback, to: DEMO_TEST_NUMBERS.noRcs },
  play: async ({ canvasElement }) => {
    await composerIn(canvasElement).send();
  },
};

/** The service is down: the draft stays, with the reason and Retry (same Idempotency-Key). */
export const Failed: Story = {
  args: { value: VALUES.text },
  loaders: [
    async () => ({
      client: await sandboxClient({
        wrap: (r, next) =>
          r.url.endsWith('/send')
            ? Promise.resolve(Response.json({ error: 'Service temporarily unavailable' }, { status: 503 }))
            : next(r),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await composerIn(canvasElement)
      .send()
      .catch(() => {});
  },
};

/** Two messages scheduled for this recipient, listed with Cancel; the draft is set to send later. */
export const ScheduledList: Story = {
  loaders: [
    async () => {
      const client = await sandboxClient();
      for (const hours of [20, 44]) {
        await client.send({
          type: 'RCS',
          from: AGENT,
          to: CUSTOMER,
          rcs: { text: `Reminder in ${hours} hours` },
          scheduledTime: new Date(Date.now() + hours * 3_600_000).toISOString(),
        });
      }
      return { client };
    },
  ],
  args: { value: { ...VALUES.text, scheduledTime: new Date(Date.now() + 86_400_000).toISOString() } },
};

/** Without `messages:schedule`, no list; without `conversations:read`, no live status. */
export const SendOnlyScope: Story = {
  args: { value: VALUES.text },
  loaders: [async () => ({ client: await sandboxClient({ scopes: ['messages:send'] }) })],
};

export const Dark: Story = { args: { theme: 'dark', value: VALUES.smsFallback, to: DEMO_TEST_NUMBERS.noRcs } };
export const Spanish: Story = { args: { locale: 'es', value: VALUES.card } };
export const ArabicRtl: Story = { args: { locale: 'ar', value: VALUES.carousel } };

export const NoToken: Story = { loaders: [async () => ({ client: undefined })] };

// ---------------------------------------------------------------- issue 18: results in words, fallback panel, layout

const WITH_AGENTS: Scope[] = [...ALL, 'agents:read'];
const sendThen = async (canvasElement: HTMLElement): Promise<void> => {
  await composerIn(canvasElement)
    .send()
    .catch(() => {});
};

/** After a send: "Delivered as RCS to …" (after "Sent as RCS…, waiting for delivery"), with Send another / Edit and resend. */
export const ResultDelivered: Story = {
  args: { value: VALUES.text },
  loaders: [async () => ({ client: await sandboxClient({ scopes: WITH_AGENTS }) })],
  play: async ({ canvasElement }) => sendThen(canvasElement),
};

/** A phone without RCS: "RCS not delivered — sent as SMS instead, delivered to …" (a warning, not a success). */
export const ResultFellBack: Story = {
  args: { value: VALUES.smsFallback, to: DEMO_TEST_NUMBERS.noRcs },
  play: async ({ canvasElement }) => sendThen(canvasElement),
};

/** No RCS and no fallback: "Failed: this phone could not get RCS from this agent and the message had no SMS/MMS fallback". */
export const ResultFailed: Story = {
  args: { value: VALUES.text, to: DEMO_TEST_NUMBERS.noRcs },
  play: async ({ canvasElement }) => sendThen(canvasElement),
};

/** "Scheduled for Tomorrow, 9:00 AM", and the entry in the list with its content, channel and recipient. */
export const ResultScheduled: Story = {
  args: { value: { ...VALUES.text, scheduledTime: new Date(Date.now() + 86_400_000).toISOString() } },
  play: async ({ canvasElement }) => sendThen(canvasElement),
};

/** The fallback panel ticked: the team's numbers offered, one counter, one segments line, one cost line. */
export const FallbackPanel: Story = {
  args: { value: VALUES.smsFallback },
  loaders: [async () => ({ client: await sandboxClient({ scopes: WITH_AGENTS }) })],
};

/** Three carousel cards: the first folded to one line each, the last open; the preview beside, with the agent header. */
export const CarouselFolded: Story = {
  args: {
    value: { ...VALUES.carousel, rcs: { carousel: { cardWidth: 'MEDIUM', cards: [card(0), card(1), card(2)] } } },
  },
  loaders: [async () => ({ client: await sandboxClient({ scopes: WITH_AGENTS }) })],
};

/** The same composer in a narrow column (360 px): editor and preview stacked (container query, not the viewport). */
export const NarrowColumn: Story = {
  args: { value: VALUES.card },
  decorators: [(story) => html`<div style="max-width: 360px">${story()}</div>`],
};

/** Media fields with an `uploadHandler`: Choose file, drop or paste; a slow upload shows progress and Cancel. */
export const UploadMedia: Story = {
  args: {
    value: {
      ...VALUES.card,
      rcs: { card: { title: 'Our new seasonal latte', description: 'Drop a picture on the media field.' } },
    },
  },
  play: async ({ canvasElement }) => {
    // A pretend storage: progress over two seconds, then a picture URL.
    composerIn(canvasElement).uploadHandler = (file, { signal, onProgress }) =>
      new Promise((resolve, reject) => {
        let step = 0;
        const timer = setInterval(() => {
          onProgress?.(++step / 10);
          if (step === 10) {
            clearInterval(timer);
            resolve(`https://picsum.photos/seed/${encodeURIComponent(file.name)}/600/400`);
          }
        }, 200);
        signal.addEventListener('abort', () => (clearInterval(timer), reject(signal.reason)));
      });
  },
};
