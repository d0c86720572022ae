/**
 * `<parley-form>` in every state, each story on its own in-browser sandbox (`createSandbox()`) reached through an
 * injected `client`: the form is created with the server route, and opened with a recipient token, as a texted
 * form link would. No server, no network.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { createApiClient, type ParleyClient } from '../src/api/client.js';
import { closeOutbox } from '../src/api/outbox.js';
import type { ParleyForm } from '../src/components/form/form.component.js';
import '../src/form.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../src/sandbox/index.js';
import type { Field, FormCreateRequest } from '../src/schemas/forms.js';
import type { ThemeOverride } from '../src/schemas/theme.js';
import { createEmbedToken } from '../src/tokens/index.js';
import { until } from './play.js';

const BASE_URL = 'http://sandbox.story/api';
const RECIPIENT = '+14155550123';

type Wrap = (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;

interface Loaded {
  client: ParleyClient | undefined;
  formId: string;
}

/**
 * A fresh sandbox holding `form` (answered once already when `prior` is given) and a client with the recipient's
 * token; `wrap` may intercept requests (slow, failing).
 */
async function formClient(
  form: FormCreateRequest | null,
  options: { wrap?: Wrap; prior?: Record<string, unknown>; baseUrl?: string } = {},
): Promise<Loaded> {
  const baseUrl = options.baseUrl ?? BASE_URL;
  const sandbox = createSandbox({ baseUrl, demoData: false });
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    else headers['SERVICE-API-KEY'] = SANDBOX_DEFAULTS.apiKey;
    const response = await sandbox.fetch(
      new Request(`${baseUrl}${path}`, { method, headers, body: JSON.stringify(body) }),
    );
    return (await response.json()) as { id: string };
  };
  const formId = form ? (await call('POST', '/forms', form)).id : 'form_missing';
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: RECIPIENT,
    scopes: ['forms:read', 'forms:submit'],
    resources: { forms: [formId] },
  });
  if (options.prior) await call('POST', `/forms/${formId}/submit`, { data: options.prior }, token);
  const next = (request: Request) => sandbox.fetch(request);
  const client = createApiClient({
    baseUrl,
    token,
    retry: { retries: 0 },
    fetch: (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      return options.wrap ? options.wrap(request, next) : next(request);
    },
  });
  return { client, formId };
}

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
];

const EVERY_TYPE: Field[] = [
  { key: 'name', label: 'Full name', type: 'text', required: true, autocomplete: 'name', placeholder: 'Ada Lovelace' },
  { key: 'bio', label: 'About you', type: 'textarea', help: 'A few sentences; the box grows as you type.' },
  { key: 'email', label: 'Email', type: 'email', required: true },
  { key: 'site', label: 'Website', type: 'url', placeholder: 'https://' },
  {
    key: 'mobile',
    label: 'Mobile number',
    type: 'phone',
    defaultCountry: 'US',
    help: 'Formatted as you type; sent as E.164.',
  },
  { key: 'guests', label: 'Guests', type: 'number', min: 1, max: 10, default: 2 },
  { key: 'budget', label: 'Budget (USD)', type: 'range', min: 0, max: 5000, step: 100, default: 1000 },
  { key: 'stars', label: 'How was your visit?', type: 'rating', max: 5 },
  { key: 'day', label: 'Date', type: 'date' },
  { key: 'at', label: 'Time', type: 'time', min: '08:00', max: '20:00' },
  { key: 'when', label: 'Meeting', type: 'datetime' },
  { key: 'colour', label: 'Favourite colour', type: 'color', default: '#4f46e5' },
  { key: 'size', label: 'Size', type: 'select', options },
  { key: 'plan', label: 'Plan', type: 'radio', required: true, options },
  { key: 'topics', label: 'Topics', type: 'checkbox', options, minSelected: 1, maxSelected: 2 },
  { key: 'home', label: 'Home address', type: 'address', help: 'Try “baker street”.' },
];

const SHORT: Field[] = [
  { key: 'name', label: 'Your name', type: 'text', required: true, autocomplete: 'name' },
  { key: 'stars', label: 'How was it?', type: 'rating', required: true },
  { key: 'note', label: 'Anything else?', type: 'textarea' },
];

const form = (fields: Field[], extra: Partial<FormCreateRequest> = {}): FormCreateRequest => ({
  name: 'Story form',
  title: 'Tell us about your visit',
  description: 'It takes a minute.\nYour answers go to the team at Acme Coffee.',
  fields,
  ...extra,
});

const themed = (theme_override: ThemeOverride) => form(SHORT, { theme_override });

interface Args {
  theme: 'light' | 'dark' | 'auto';
  locale: string;
  headingLevel: number;
  layout: 'page' | 'steps';
}

const formIn = (canvas: HTMLElement) => canvas.querySelector('parley-form') as ParleyForm;
const ready = async (canvas: HTMLElement) => {
  await until(() => formIn(canvas)?.phase === 'ready');
  // Parts loaded on first use (address, steps) hold the render until they are there; long forms render the rest
  // of their fields in idle time.
  await formIn(canvas)?.allFieldsRendered;
};

/** Answers as a person would: text typed into inputs (an `input` event each), a star rating clicked. */
async function answer(el: ParleyForm, answers: Record<string, string | number>): Promise<void> {
  for (const [key, value] of Object.entries(answers)) {
    const root = el.shadowRoot!;
    if (typeof value === 'number')
      root.querySelector<HTMLInputElement>(`input[name=${key}][value="${value}"]`)?.click();
    else {
      const input = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#f-${key}`)!;
      input.value = value;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
    }
    await el.updateComplete;
  }
}

const meta: Meta<Args> = {
  title: 'Elements/parley-form',
  component: 'parley-form',
  args: { theme: 'light', locale: '', headingLevel: 1, layout: 'page' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['page', 'steps'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['', 'en', 'es', 'ar'] },
  },
  loaders: [async () => formClient(form(EVERY_TYPE))],
  render: (args, { loaded }) => {
    const { client, formId } = loaded as Loaded;
    // Stories start from their definition, not from answers another story left as a draft.
    for (const key of Object.keys(localStorage)) if (key.startsWith('parley:draft:form:')) localStorage.removeItem(key);
    return html`<parley-form
      form-id=${formId}
      heading-level=${args.headingLevel}
      layout=${args.layout}
      theme=${args.theme}
      locale=${args.locale}
      style="min-height: 100vh"
      .client=${client}
      .navigate=${(url: string) => console.info('[story] would navigate to', url)}
    ></parley-form>`;
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;

export const EveryFieldType: Story = {};

export const Loading: Story = {
  loaders: [
    async () =>
      formClient(form(SHORT), {
        wrap: (r, next) => (r.url.endsWith('/render') ? new Promise<Response>(() => {}) : next(r)),
      }),
  ],
};

export const NotFound: Story = { loaders: [async () => formClient(null)] };

export const LoadError: Story = {
  loaders: [async () => formClient(form(SHORT), { wrap: () => Promise.reject(new TypeError('Failed to fetch')) })],
};

export const MissingFormId: Story = {
  render: (args, { loaded }) =>
    html`<parley-form theme=${args.theme} locale=${args.locale} .client=${(loaded as Loaded).client}></parley-form>`,
};

export const RequiredErrors: Story = {
  loaders: [async () => formClient(form(SHORT))],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await formIn(canvasElement).submit();
  },
};

export const ServerErrorAtTop: Story = {
  loaders: [
    async () =>
      formClient(form(SHORT), {
        wrap: (r, next) =>
          r.url.endsWith('/submit')
            ? Promise.resolve(Response.json({ error: 'This form no longer takes answers' }, { status: 409 }))
            : next(r),
      }),
  ],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const el = formIn(canvasElement);
    await answer(el, { name: 'Ada', stars: 5 });
    await el.submit();
  },
};

/**
 * The service down (503) on submit: the answers wait in the outbox ("Waiting to send", cancellable) and go out when
 * it is back. On an API root of its own, so no other story's client ever sends the kept answers; the outbox starts
 * empty each time the story loads.
 */
export const ServiceDownWaits: Story = {
  loaders: [
    async () => {
      await closeOutbox();
      await new Promise((resolve) => {
        const deleting = indexedDB.deleteDatabase('parley-outbox');
        deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
      });
      localStorage.removeItem('parley:outbox');
      return formClient(form(SHORT), {
        baseUrl: 'http://outage.sandbox.story/api',
        wrap: (r, next) =>
          r.url.endsWith('/submit')
            ? Promise.resolve(Response.json({ error: 'The service is down for maintenance' }, { status: 503 }))
            : next(r),
      });
    },
  ],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const el = formIn(canvasElement);
    await answer(el, { name: 'Ada', stars: 5 });
    await el.submit();
    await until(() => !!el.shadowRoot!.querySelector('[part~="outbox-item"]'));
  },
};

export const AddressSuggestions: Story = {
  loaders: [
    async () => formClient(form([{ key: 'home', label: 'Delivery address', type: 'address', required: true }])),
  ],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const input = formIn(canvasElement).shadowRoot!.querySelector<HTMLInputElement>('[role=combobox]')!;
    input.focus();
    input.value = 'baker street';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
    await until(() => input.getAttribute('aria-expanded') === 'true');
  },
};

export const Submitted: Story = {
  loaders: [
    async () =>
      formClient(form(SHORT, { theme_override: { successMessage: 'Thanks, Ada! See you soon at Acme Coffee.' } })),
  ],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const el = formIn(canvasElement);
    await answer(el, { name: 'Ada', stars: 5 });
    await el.submit();
  },
};

export const UpdateYourAnswers: Story = {
  loaders: [
    async () =>
      formClient(form(SHORT, { can_update: true }), { prior: { name: 'Ada', stars: 4, note: 'Great flat white.' } }),
  ],
};

export const AlreadySubmitted: Story = {
  loaders: [async () => formClient(form(SHORT), { prior: { name: 'Ada', stars: 4 } })],
  // A one-time link opened again shows the earlier answers, read-only, at once (no form to fill in and submit).
  play: async ({ canvasElement }) => {
    await until(() => formIn(canvasElement)?.phase === 'already');
    await formIn(canvasElement)?.updateComplete;
  },
};

export const GradientTheme: Story = {
  loaders: [
    async () =>
      formClient(
        themed({
          background: {
            type: 'gradient',
            angle: 135,
            stops: [
              { color: '#fdf2f8', at: 0 },
              { color: '#c7d2fe', at: 100 },
            ],
          },
          colors: { primary: '#9d174d' },
          cornerRadius: 16,
          fontFamily: 'Georgia',
          submitLabel: 'Send feedback',
        }),
      ),
  ],
};

export const PatternTheme: Story = {
  loaders: [
    async () =>
      formClient(
        themed({
          background: { type: 'pattern', pattern: 'grid', color: '#cbd5e1', backgroundColor: '#f1f5f9' },
          colors: { primary: '#0f766e' },
          cornerRadius: 4,
        }),
      ),
  ],
};

export const ImageTheme: Story = {
  loaders: [
    async () =>
      formClient(
        themed({
          background: {
            type: 'image',
            url: 'https://picsum.photos/seed/parley-form/1600/900',
            fit: 'cover',
            overlay: 'rgb(15 23 42 / 40%)',
          },
          cornerRadius: 12,
        }),
      ),
  ],
};

export const SolidThemeSquare: Story = {
  loaders: [
    async () =>
      formClient(
        themed({
          background: { type: 'solid', color: '#fef3c7' },
          colors: { primary: '#92400e', surface: '#fffbeb' },
          cornerRadius: 0,
        }),
      ),
  ],
};

export const Dark: Story = { args: { theme: 'dark' } };
export const Spanish: Story = { args: { locale: 'es' } };
export const ArabicRtl: Story = { args: { locale: 'ar' } };
export const Embedded: Story = {
  args: { headingLevel: 2 },
  render: (args, { loaded }) => html`<main style="max-width: 720px; margin: 2rem auto; font-family: system-ui">
    <h1>Acme Coffee</h1>
    <p>Our feedback form, embedded in a page.</p>
    <parley-form form-id=${(loaded as Loaded).formId} heading-level=${args.headingLevel} theme=${args.theme} locale=${args.locale} .client=${(loaded as Loaded).client}></parley-form>
  </main>`,
};

// ------------------------------------------------------------------ issue 18: what a respondent found

const QUESTIONS: Field[] = [
  { key: 'name', label: 'Your name', type: 'text', required: true, autocomplete: 'name' },
  { key: 'mobile', label: 'Mobile number', type: 'phone', required: true },
  { key: 'visit', label: 'When did you visit?', type: 'time', min: '07:00', max: '19:00' },
  { key: 'stars', label: 'How likely are you to recommend us?', type: 'rating', required: true },
  {
    key: 'topics',
    label: 'What did you have?',
    type: 'checkbox',
    options: [
      { value: 'coffee', label: 'Coffee' },
      { value: 'pastry', label: 'Pastry' },
    ],
  },
];

const shadow = (canvas: HTMLElement) => formIn(canvas).shadowRoot!;

/** One question at a time, with a progress bar (Enter or Next advances, Back returns). */
export const OneQuestionAtATime: Story = {
  args: { layout: 'steps' },
  loaders: [async () => formClient(form(QUESTIONS))],
};

/** Next on an empty required question: its error, focus kept on it. */
export const OneQuestionInvalid: Story = {
  args: { layout: 'steps' },
  loaders: [async () => formClient(form(QUESTIONS))],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await until(() => !!shadow(canvasElement).querySelector('[part=progress]'));
    shadow(canvasElement).querySelector<HTMLButtonElement>('[part=submit]')!.click();
    await until(() => shadow(canvasElement).querySelector('[part=error]'));
  },
};

/** The second question (a phone number with its country picker), Back shown. */
export const OneQuestionSecondStep: Story = {
  args: { layout: 'steps', theme: 'dark', locale: 'ar' },
  loaders: [async () => formClient(form(QUESTIONS))],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await until(() => !!shadow(canvasElement).querySelector('[part=progress]'));
    const el = formIn(canvasElement);
    await answer(el, { name: 'Ada' });
    shadow(canvasElement).querySelector<HTMLButtonElement>('[part=submit]')!.click();
    await until(() => shadow(canvasElement).querySelector('input[type=tel]'));
  },
};

/** A phone field's country picker: national numbers are read as the chosen country's, stored as E.164. */
export const PhoneCountryPicker: Story = {
  loaders: [
    async () =>
      formClient(
        form([
          {
            key: 'mobile',
            label: 'Mobile number',
            type: 'phone',
            defaultCountry: 'GB',
            help: 'Pick the country, then type the number as you would dial it there.',
          },
          { key: 'office', label: 'Office number (country from the page language)', type: 'phone' },
        ]),
      ),
  ],
};

/** After sending: the thank-you panel lists the stored answers. */
export const AnswerSummary: Story = {
  loaders: [async () => formClient(form(QUESTIONS.map((f) => ({ ...f, required: false }))))],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const el = formIn(canvasElement);
    await answer(el, { name: 'Ada Lovelace', mobile: '4155550142', stars: 4 });
    await el.submit();
  },
};

/** A bare domain in a Website field is taken (stored as https://…); a time outside the range is said in the locale. */
export const WebsiteAndTimeErrors: Story = {
  loaders: [
    async () =>
      formClient(
        form([
          { key: 'site', label: 'Website', type: 'url', required: true },
          { key: 'at', label: 'Arrival time', type: 'time', min: '09:00', required: true },
        ]),
      ),
  ],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const el = formIn(canvasElement);
    await answer(el, { site: 'dana.example.com', at: '08:00' });
    await el.submit();
  },
};

/** The keyboard focus ring on the first star, drawn whole (the sandbox team's mint theme, borders raised to 3:1). */
export const FocusRingOnStars: Story = {
  loaders: [async () => formClient(form(SHORT))],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    shadow(canvasElement).querySelector<HTMLInputElement>('input[name=stars]')!.focus();
  },
};
