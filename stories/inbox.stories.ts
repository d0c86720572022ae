/**
 * `<parley-inbox>` in every state, each story on its own in-browser sandbox (`createSandbox()`) reached through an
 * injected `client`: no server (media pictures come from picsum.photos).
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createApiClient, type ParleyClient } from '../src/api/client.js';
import type { ParleyInbox } from '../src/components/inbox/inbox.component.js';
import '../src/inbox.js';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox, type SandboxOptions } from '../src/sandbox/index.js';
import { DEMO_BRANDS, DEMO_SENDERS, LONG_THREAD } from '../src/sandbox/demo-data.js';
import type { Scope } from '../src/schemas/token.js';
import { createEmbedToken } from '../src/tokens/index.js';

const BASE_URL = 'http://sandbox.story/api';
const ALL: Scope[] = [
  'conversations:read',
  'conversations:notes',
  'messages:send',
  'messages:react',
  'messages:schedule',
];

type Wrap = (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;

interface Loaded {
  client: ParleyClient | undefined;
  sandbox?: Sandbox;
  /** The long demo thread's id. */
  threadId?: string;
}

/** A fresh sandbox and a client holding an embed token for it; `wrap` may intercept requests (failures, delays). */
async function sandboxClient(
  options: { scopes?: Scope[]; wrap?: Wrap; sandbox?: SandboxOptions; token?: string } = {},
): Promise<Loaded> {
  const sandbox = createSandbox({ baseUrl: BASE_URL, longThreadSize: 600, demoConversations: 120, ...options.sandbox });
  const token =
    options.token ??
    (await createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user: 'storybook@example.com',
      scopes: options.scopes ?? ALL,
    }));
  const next = (request: Request) => sandbox.fetch(request);
  const client = createApiClient({
    baseUrl: BASE_URL,
    token,
    retry: { retries: 0 },
    fetch: (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      return options.wrap ? options.wrap(request, next) : next(request);
    },
  });
  return { client, sandbox, threadId: sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)?.id };
}

/** Calls a sandbox server route with the API key (a recipient writing, typing). */
function server(sandbox: Sandbox, path: string, body: unknown): Promise<Response> {
  return sandbox.fetch(
    new Request(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

interface Args {
  theme: 'light' | 'dark' | 'auto';
  locale: string;
  from: string;
  brandId: string;
  /** Open the long demo thread. */
  openThread: boolean;
  /** Width of the container, px (under 640 the inbox shows one pane). */
  width: number;
}

const render = (args: Args, loaded: Loaded) => {
  // Stories start from their own state, not from drafts another story left behind.
  for (const key of Object.keys(localStorage)) if (key.startsWith('parley:draft:inbox-')) localStorage.removeItem(key);
  return html`<div style="width:${args.width}px;max-width:100%;padding:12px">
    <parley-inbox
      theme=${args.theme}
      locale=${args.locale || undefined}
      from=${args.from || undefined}
      brand-id=${args.brandId || undefined}
      conversation-id=${(args.openThread && loaded.threadId) || undefined}
      .client=${loaded.client}
    ></parley-inbox>
  </div>`;
};

const inboxIn = (canvas: HTMLElement) => canvas.querySelector('parley-inbox') as ParleyInbox;
/** The element's state as the user sees it: a pane is busy while it loads (`aria-busy`). */
const busy = (el: ParleyInbox, part: 'list' | 'thread') =>
  el.shadowRoot?.querySelector(`[part="${part}"]`)?.getAttribute('aria-busy') !== 'false';
const threadReady = (el: ParleyInbox) =>
  until(() => !busy(el, 'thread') && el.shadowRoot?.querySelector('[part="messages"]')).then(() => el.updateComplete);

const meta: Meta<Args> = {
  title: 'Elements/parley-inbox',
  component: 'parley-inbox',
  // locale '' follows the document language; a story may pin one.
  args: { theme: 'light', locale: '', from: '', brandId: '', openThread: false, width: 1000 },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['', 'en', 'es', 'ar'] },
    from: { control: 'select', options: ['', ...Object.values(DEMO_SENDERS)] },
    brandId: { control: 'select', options: ['', ...Object.values(DEMO_BRANDS)] },
    width: { control: { type: 'range', min: 320, max: 1400, step: 10 } },
  },
  loaders: [async () => sandboxClient()],
  render: (args, { loaded }) => render(args, loaded as Loaded),
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;

// ---------------------------------------------------------------- list, search, header, reply box (issue 17)

/** Every scope the list, header and contact panel use: names (agents:read), contacts, audiences. */
const FULL: Scope[] = [...ALL, 'agents:read', 'contacts:read', 'contacts:write', 'audiences:read'];
const CANNED = [
  { label: 'Order ready', text: 'Your order is ready for pickup at the counter.' },
  { label: 'Opening hours', text: 'We are open 7am–7pm on weekdays and 8am–5pm on weekends.' },
  { label: 'Thanks', text: 'Thank you! Have a lovely day.' },
];
const faultOn = (status: number) => async () =>
  sandboxClient({
    wrap: (r, next) =>
      r.url.endsWith('/conversations/list')
        ? Promise.resolve(Response.json({ error: `Injected fault: ${status} on POST /conversations/list` }, { status }))
        : next(r),
  });
const typeInto = async (el: ParleyInbox, selector: string, text: string) => {
  const input = el.shadowRoot!.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
};

/** Names, not ids: each row and the header say the sender and channel ("Acme Coffee · SMS"), with initials. */
export const SenderNames: Story = {
  args: { openThread: true },
  loaders: [async () => sandboxClient({ scopes: FULL })],
};

/** The filters list brand, campaign, sender and audience names, and the contacts' tags. */
export const FiltersWithNames: Story = {
  loaders: [async () => sandboxClient({ scopes: FULL })],
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await until(() => !busy(el, 'list'));
    el.shadowRoot!.querySelector<HTMLButtonElement>('[aria-controls="filter-panel"]')!.click();
    await until(() => el.shadowRoot!.querySelector('#filter-panel:not([hidden]) select'));
  },
};

/** A failed load in words with Retry: the service's own text ("Injected fault: 500 …") is never shown. */
export const ErrorInWords: Story = { loaders: [faultOn(500)] };

/** A 403: "Your plan does not include the inbox", not a lost session. */
export const PlanError: Story = { loaders: [faultOn(403)] };

/** Search over the whole history: a message from long ago is found, its words highlighted; opening jumps there. */
export const SearchMatch: Story = {
  loaders: [
    async () => {
      const loaded = await sandboxClient();
      const history = loaded.sandbox!.store.messagesByConversation.get(loaded.threadId!)!;
      history[30]!.text = 'Could you hold the Kilimanjaro beans for Saturday pickup?';
      return loaded;
    },
  ],
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await until(() => !busy(el, 'list'));
    await typeInto(el, '[part~="search"]', 'kilimanjaro');
  },
};

/** A search that finds nothing says so and offers "Clear search". */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await until(() => !busy(el, 'list'));
    await typeInto(el, '[part~="search"]', 'zzqx nothing');
  },
};

/** The contact panel beside the thread, editable with contacts:write (autosaved). */
export const ContactPanel: Story = {
  args: { openThread: true },
  loaders: [async () => sandboxClient({ scopes: FULL })],
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="contact-toggle"]')!.click();
    await until(() => el.shadowRoot!.querySelector('parley-contact-panel'));
  },
};

/** The contact panel read-only (contacts:read). */
export const ContactPanelReadOnly: Story = {
  ...ContactPanel,
  loaders: [async () => sandboxClient({ scopes: [...ALL, 'contacts:read'] })],
};

/** Attachments (the `uploadHandler` property): image previews, one uploading, one failed with Retry, a refused file. */
export const ReplyAttachments: Story = {
  args: { openThread: true },
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    let call = 0;
    // The first upload finishes, the second never does (in progress), the third fails.
    el.uploadHandler = (file) =>
      ++call === 1
        ? Promise.resolve(`https://picsum.photos/seed/${file.name}/400/300.jpg`)
        : call === 2
          ? new Promise(() => {})
          : Promise.reject(new Error('quota'));
    await threadReady(el);
    const canvas = document.createElement('canvas');
    canvas.width = 60;
    canvas.height = 40;
    const draw = async (colour: string, name: string) => {
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, 60, 40);
      return new File([await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'))], name, {
        type: 'image/png',
      });
    };
    const files = new DataTransfer();
    for (const file of [
      await draw('#0f766e', 'latte.png'),
      await draw('#b45309', 'beans.png'),
      await draw('#4f46e5', 'menu.png'),
      new File(['x'], 'notes.docx'),
    ])
      files.items.add(file);
    const box = el.shadowRoot!.querySelector('[part~="reply-input"]')!;
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: files, bubbles: true, cancelable: true }));
    // Three pictures added and the document refused, with why.
    await until(
      () =>
        el.shadowRoot!.querySelectorAll('[part~="attachment"]').length === 3 &&
        el.shadowRoot!.querySelector('.attach-refused'),
    );
  },
};

/** "More reactions": the searchable emoji grid, opened from the reaction picker of the newest message. */
export const EmojiGrid: Story = {
  args: { openThread: true },
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="react-button"]')].at(-1)?.click();
    await until(() => el.shadowRoot!.querySelector('[part~="more-reactions"]'));
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more-reactions"]')!.click();
    await until(() => el.shadowRoot!.querySelector('[part~="emoji-picker"]'));
  },
};

/** Canned replies (the `cannedReplies` property): offered by typing "/" at the start of the reply box. */
export const CannedReplies: Story = {
  args: { openThread: true },
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    el.cannedReplies = CANNED;
    await threadReady(el);
    await typeInto(el, '[part~="reply-input"]', '/');
  },
};

/** The thread list: newest activity first, unread badges, previews, filters. */
export const List: Story = {};

/** The long demo thread open: history, day separators, statuses, reactions, the reply box. */
export const Thread: Story = { args: { openThread: true } };

/** The 10 000-message demo thread: the DOM stays bounded, older pages load on scroll-up without a jump. */
export const TenThousandMessages: Story = {
  args: { openThread: true },
  loaders: [async () => sandboxClient({ sandbox: { longThreadSize: 10_000 } })],
};

/** The service never answers. */
export const Loading: Story = {
  loaders: [
    async () =>
      sandboxClient({
        wrap: (r, next) => (r.url.includes('/conversations') ? new Promise<Response>(() => {}) : next(r)),
      }),
  ],
};

/** A team without conversations. */
export const Empty: Story = { loaders: [async () => sandboxClient({ sandbox: { demoData: false } })] };

/** Filters that match nothing. */
export const EmptyFiltered: Story = {
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await until(() => !busy(el, 'list'));
    const search = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.value = 'nobody by this name';
    search.dispatchEvent(new Event('input'));
    await until(() => el.shadowRoot!.querySelector('[part~="no-matches"]'));
  },
};

/** Only one brand's threads (the `brand-id` attribute). */
export const FilteredByBrand: Story = { args: { brandId: DEMO_BRANDS.northwind } };

/** The list cannot load: the reason and Retry. */
export const ListError: Story = {
  loaders: [
    async () =>
      sandboxClient({
        wrap: (r, next) =>
          r.url.endsWith('/conversations/list')
            ? Promise.resolve(Response.json({ error: 'Service temporarily unavailable' }, { status: 503 }))
            : next(r),
      }),
  ],
};

/** A reply that could not be sent stays visible with the reason and Retry (same Idempotency-Key). */
export const FailedSend: Story = {
  args: { openThread: true },
  loaders: [
    async () =>
      sandboxClient({
        wrap: (r, next) =>
          r.url.endsWith('/send')
            ? Promise.resolve(Response.json({ error: 'Service temporarily unavailable' }, { status: 503 }))
            : next(r),
      }),
  ],
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    const input = el.shadowRoot!.querySelector<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.value = 'Your order is ready for pickup!';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="send-button"]')!.click();
    // The state this story is about: the reply kept to send again (a 503 is the service's to recover from).
    await until(() => el.shadowRoot!.querySelector('.bubble.failed, [part~="outbox"]'));
  },
};

/** The notes panel: the team's note box above the timeline, the conversation's notes field read-only under it. */
export const Notes: Story = {
  args: { openThread: true },
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-controls="notes"]')!.click();
    // The notes panel is a module loaded on first use.
    await until(() => el.shadowRoot!.querySelector('#note-new'));
  },
};

/** The reaction picker open on the newest message. */
export const ReactionPicker: Story = {
  args: { openThread: true },
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    // A frame for layout, or a short timer where none comes (a background tab gets no animation frames).
    await new Promise((r) => {
      requestAnimationFrame(r);
      setTimeout(r, 100);
    });
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="react-button"]')].at(-1)?.click();
    await until(() => el.shadowRoot!.querySelector('parley-reaction-picker'));
  },
};

/** The customer types, then writes: the typing indicator, the live message, the list re-ordered. */
export const LiveIncoming: Story = {
  args: { openThread: true },
  play: async ({ canvasElement, loaded }) => {
    const el = inboxIn(canvasElement);
    const { sandbox } = loaded as Loaded;
    await threadReady(el);
    await new Promise((r) => setTimeout(r, 500));
    await server(sandbox!, '/sandbox/typing', { from: LONG_THREAD.to, to: LONG_THREAD.from });
    await new Promise((r) => setTimeout(r, 2000));
    await server(sandbox!, '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      text: 'Can I switch to oat milk? 🥛',
    });
  },
};

/** One pane under 640 px: the list, then a thread with a back button. */
export const Narrow: Story = { args: { width: 420 } };
export const NarrowThread: Story = { args: { width: 420, openThread: true } };

export const Dark: Story = { args: { theme: 'dark', openThread: true } };
export const Spanish: Story = { args: { locale: 'es', openThread: true } };
export const ArabicRtl: Story = { args: { locale: 'ar', openThread: true } };

/** A read-only token (`conversations:read`): no reply box, no reactions, no notes. */
export const ReadOnlyScope: Story = {
  args: { openThread: true },
  loaders: [async () => sandboxClient({ scopes: ['conversations:read'] })],
};

/** The token is refused and cannot be renewed: a clear state with Retry (and a `parley-error` event). */
export const SessionExpired: Story = { loaders: [async () => sandboxClient({ token: 'expired-token' })] };

export const NoToken: Story = { loaders: [async () => ({ client: undefined })] };

// ---------------------------------------------------------------- message log (issue 17)
// (Imports of this block are here, not at the top, to keep it one piece; ES modules hoist them.)
import { DEMO_AUDIENCES, DEMO_TEST_NUMBERS } from '../src/sandbox/demo-data.js';
import { until } from './play.js';

/**
 * A sandbox with the thread between `from` and `to` open; `prepare` acts on the sandbox first (sends, blasts,
 * links). The thread is opened through `conversation-id`, so `openThread` is set on these stories.
 */
function openOn(from: string, to: string, prepare?: (sandbox: Sandbox) => Promise<unknown>, scopes?: Scope[]) {
  return async (): Promise<Loaded> => {
    const loaded = await sandboxClient({ scopes });
    await prepare?.(loaded.sandbox!);
    return { ...loaded, threadId: loaded.sandbox!.store.conversationFor(from, to)?.id };
  };
}
const logStory = (
  from: string,
  to: string,
  prepare?: (sandbox: Sandbox) => Promise<unknown>,
  scopes?: Scope[],
): Story => ({
  args: { openThread: true },
  loaders: [openOn(from, to, prepare, scopes)],
});
const inOneMinute = () => new Date(Date.now() + 60_000).toISOString();

/** An RCS card that fell back to SMS: the SMS the customer received, its status, and the RCS attempt behind "Show the RCS message". */
export const FellBackToSms: Story = {
  ...logStory(DEMO_SENDERS.acmeAgent, DEMO_TEST_NUMBERS.noRcs),
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="rcs-attempt"] summary')?.click();
    await until(() => el.shadowRoot!.querySelector('[part~="rcs-attempt"][open]'));
  },
};

/** A message scheduled for Friday: dashed outline, clock, "Scheduled for …" and Cancel; another goes out in a minute, live. */
export const ScheduledMessage: Story = logStory(LONG_THREAD.from, LONG_THREAD.to, async (sandbox) => {
  const friday = new Date(Date.now() + 3 * 86400e3).toISOString();
  await server(sandbox, '/send', {
    type: 'SMS',
    from: LONG_THREAD.from,
    to: LONG_THREAD.to,
    text: 'See you at the tasting on Friday',
    scheduledTime: friday,
  });
  await server(sandbox, '/send', {
    type: 'SMS',
    from: LONG_THREAD.from,
    to: LONG_THREAD.to,
    text: 'Doors open now',
    scheduledTime: inOneMinute(),
  });
});

/** A delivery the carrier refused: the outline in the error colour, the warning icon, the reason and Retry. */
export const FailedWithRetry: Story = logStory(DEMO_SENDERS.acmePhone, DEMO_TEST_NUMBERS.fails);

/** A message sent by a blast to an audience: "Sent by a blast". */
export const SentByBlast: Story = logStory(LONG_THREAD.from, LONG_THREAD.to, (sandbox) =>
  server(sandbox, '/messages/blast/sms', {
    audienceId: DEMO_AUDIENCES.testNumbers,
    from: LONG_THREAD.from,
    text: 'Autumn menu is here: pumpkin cold brew',
  }),
);

/** A thread opened with unread messages: the "New" divider above the first of them; grouped replies of the customer. */
export const NewDivider: Story = {
  args: { openThread: true },
  loaders: [
    async () => {
      const loaded = await sandboxClient();
      for (const text of ['Are you open on Sunday?', 'And is there parking?'])
        await server(loaded.sandbox!, '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text });
      return loaded;
    },
  ],
};

/** Scrolled up in the log: "Jump to latest" is offered even when nothing new arrived. */
export const JumpToLatest: Story = {
  args: { openThread: true },
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    await new Promise((r) => setTimeout(r, 200));
    const log = el.shadowRoot!.querySelector<HTMLElement>('[part="messages"]')!;
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await until(() => el.shadowRoot!.querySelector('[part~="new-messages"]'));
  },
};

/** An MMS with a portrait and a landscape picture at their own proportions; the lightbox open on the first. */
export const ImageLightbox: Story = {
  ...logStory(LONG_THREAD.from, LONG_THREAD.to, (sandbox) =>
    server(sandbox, '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      type: 'MMS',
      text: 'This one, or the beans? https://acme-coffee.example/menu',
      mediaUrls: ['https://picsum.photos/seed/latte/300/450', 'https://picsum.photos/seed/beans/480/240'],
    }),
  ),
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    await until(() => el.shadowRoot!.querySelector('.media-btn'));
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.media-btn')].at(-2)?.click();
    await until(() => el.shadowRoot!.querySelector('dialog[open]'));
  },
};

/** An outbound message with a tracked short link: its click count, and the per-day chart in the details (`links:read`). */
export const LinkClicks: Story = {
  ...logStory(
    LONG_THREAD.from,
    LONG_THREAD.to,
    async (sandbox) => {
      const res = await server(sandbox, '/tools/url', { url: 'https://acme-coffee.example/autumn' });
      const { shortUrl } = (await res.json()) as { shortUrl: string };
      for (const agent of ['a', 'b', 'c'])
        await sandbox.fetch(new Request(shortUrl, { headers: { 'User-Agent': agent } }));
      await server(sandbox, '/send', {
        type: 'SMS',
        from: LONG_THREAD.from,
        to: LONG_THREAD.to,
        text: `Our autumn menu: ${shortUrl}`,
      });
    },
    [...ALL, 'links:read'],
  ),
  play: async ({ canvasElement }) => {
    const el = inboxIn(canvasElement);
    await threadReady(el);
    await until(() => el.shadowRoot!.querySelector('parley-link-stats')?.shadowRoot?.querySelector('[part~="toggle"]'));
    el.shadowRoot!.querySelector('parley-link-stats')!
      .shadowRoot!.querySelector<HTMLButtonElement>('[part~="toggle"]')!
      .click();
    await until(() =>
      el.shadowRoot!.querySelector('parley-link-stats')!.shadowRoot!.querySelector('[part~="chart-bar"]'),
    );
  },
};
