/**
 * The strict-CSP page's one module (bundled by csp-server.mjs): an in-page sandbox seeded with the XSS corpus,
 * the three elements wired to it, and each element driven through its main paths (inbox: list, thread, notes,
 * reply; composer: card with suggestions and fallback, carousel editor, send; form: every field type, the
 * form theme with an image background, the lazy phone library, address autocomplete, submit). Then it posts what
 * it saw to the framing test. `?mode=control` adds deliberate violations, so the test knows the counters work.
 */
import { flushReports, watched } from './csp-watch.js';
import '../../../src/index.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { DEMO_FORMS } from '../../../src/sandbox/demo-forms.js';
import { FIELD_TYPES, type Field, type FieldType } from '../../../src/schemas/forms.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { PAYLOADS } from './xss-kit.js';
import { inboxState } from '../inbox/harness.js';

const BASE_URL = 'http://sandbox.test/api';
const PHONE = DEMO_SENDERS.acmePhone;
const AGENT = DEMO_SENDERS.acmeAgent;
const CONTACT = '+14155557001';
const hits: number[] = [];
(window as unknown as Record<string, unknown>).__xss = (id: unknown) => hits.push(Number(id));
const steps: string[] = [];
const payload = (i: number) => PAYLOADS[i % PAYLOADS.length]!.replaceAll('$', String(i + 1));

async function until<T>(what: string, check: () => T | null | undefined | false, timeout = 15000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
/** A few turns of the event loop (timers: a framed page of a background tab may get no animation frames). */
const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 30));
};

function fire(el: HTMLElement, value: string): void {
  (el as HTMLInputElement).value = value;
  el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
  el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

async function run(): Promise<void> {
  const sandbox = createSandbox({
    baseUrl: BASE_URL,
    longThreadSize: 60,
    demoConversations: 8,
    carrierDelays: { sent: 5, delivered: 10, read: 15 },
  });
  const fetchImpl: typeof fetch = (input, init) =>
    sandbox.fetch(input instanceof Request && !init ? input : new Request(input, init));
  const server = async (method: string, path: string, body?: unknown) => {
    const res = await fetchImpl(`${BASE_URL}${path}`, {
      method,
      headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'agent@example.com',
    scopes: [
      'conversations:read',
      'conversations:notes',
      'messages:send',
      'messages:react',
      'messages:schedule',
      'forms:read',
      'forms:submit',
    ],
  });
  const client = createApiClient({ baseUrl: BASE_URL, token, fetch: fetchImpl });

  // Hostile data: a contact named with a payload, a thread of payloads, RCS cards with links and chips.
  sandbox.store.data.contacts[CONTACT] = {
    id: 'ct_csp',
    phoneNumber: CONTACT,
    name: payload(1),
    email: null,
    tags: [],
    description: null,
    audienceIds: [],
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
  };
  for (let i = 0; i < PAYLOADS.length; i++)
    await server('POST', '/sandbox/inbound', {
      from: CONTACT,
      to: PHONE,
      text: `${payload(i)} https://example.com/${i}`,
    });
  const rcsTo = '+14155557002';
  for (let i = 0; i < 6; i++) {
    const suggestions = [
      { type: 'openUrl', text: 'Open', url: 'https://example.com/o' },
      { type: 'dial', text: 'Call', phoneNumber: '+14155550199' },
      { type: 'reply', text: payload(2).slice(0, 25) },
    ];
    await server('POST', '/send', {
      type: 'RCS',
      from: AGENT,
      to: rcsTo,
      rcs: {
        card: {
          title: payload(i),
          description: payload(i + 1),
          media: { url: 'https://cdn.example/card.png', height: 'SHORT' },
          suggestions,
        },
        suggestions: suggestions.slice(0, 1),
      },
    });
  }
  const conversationId = sandbox.store.conversationFor(PHONE, CONTACT)!.id;
  await client.updateConversation(conversationId, {
    notes: PAYLOADS.slice(0, 10)
      .map((_, i) => payload(i))
      .join('\n'),
  });

  // Every type of FIELD_TYPES: these carry payloads or are driven below (`#f-<type>`); every other type is the demo
  // form's field of that type (the demo shows every type: test/node/sandbox/forms.test.ts), optional here, so a new
  // type is on this page without an edit.
  const own: Partial<Record<FieldType, Field>> = Object.fromEntries(
    (
      [
        { key: 'text', type: 'text', label: payload(3), help: payload(4), placeholder: payload(5) },
        { key: 'email', type: 'email', label: 'Email' },
        { key: 'phone', type: 'phone', label: 'Phone', defaultCountry: 'US' },
        {
          key: 'select',
          type: 'select',
          label: 'Select',
          options: [
            { value: 'a', label: payload(6) },
            { value: 'b', label: 'B' },
          ],
        },
        {
          key: 'radio',
          type: 'radio',
          label: payload(7),
          options: [
            { value: 'a', label: payload(8) },
            { value: 'b', label: 'B' },
          ],
        },
        {
          key: 'checkbox',
          type: 'checkbox',
          label: 'Checkbox',
          options: [
            { value: 'a', label: payload(9) },
            { value: 'b', label: 'B' },
          ],
        },
        { key: 'address', type: 'address', label: 'Address', country: 'US' },
      ] satisfies Field[]
    ).map((field) => [field.type, field]),
  );
  const demo = DEMO_FORMS.flatMap((f) => f.fields);
  const fields = FIELD_TYPES.map((type): Field => {
    const field = own[type] ?? demo.find((f) => f.type === type);
    if (!field) throw new Error(`no field of type ${type} in the demo forms`);
    return own[type] ? field : { ...field, key: type, required: false };
  });
  const form = (await server('POST', '/forms', {
    name: 'CSP form',
    title: payload(10),
    description: payload(11),
    fields,
    theme_override: {
      colors: { primary: '#be123c', surface: '#fff7ed' },
      background: { type: 'image', url: 'https://cdn.example/bg.jpg', overlay: 'rgba(0, 0, 0, 0.3)', fit: 'cover' },
      fontFamily: 'IBM Plex Sans',
      cornerRadius: 14,
      successMessage: payload(12),
    },
  })) as { id: string };
  steps.push('seeded');

  const app = document.getElementById('app')!;
  const inbox = document.createElement('parley-inbox') as ParleyInbox;
  const composer = document.createElement('parley-composer') as ParleyComposer;
  const formEl = document.createElement('parley-form') as ParleyForm;
  inbox.client = client;
  composer.client = client;
  formEl.client = client;
  composer.setAttribute('from', AGENT);
  composer.setAttribute('to', '+14155557003');
  composer.setAttribute('theme', 'dark');
  formEl.setAttribute('form-id', form.id);
  app.append(inbox, composer, formEl);

  // Inbox: list, the hostile thread, notes, a reply sent with Enter, the RCS thread, the reaction picker.
  await until('inbox list', () => inboxState(inbox).listStatus === 'ready');
  inbox.conversationId = conversationId;
  await until(
    'hostile thread',
    () => inboxState(inbox).thread?.id === conversationId && inboxState(inbox).thread?.status === 'ready',
  );
  await frames();
  inbox.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-controls="notes"]')?.click();
  await until('notes', () => inbox.shadowRoot!.querySelector('[part~="pinned-note"]'));
  const reply = await until('reply box', () =>
    inbox.shadowRoot!.querySelector<HTMLTextAreaElement>('[part~=reply-input]'),
  );
  fire(reply, `reply ${payload(13)}`);
  reply.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
  await until('reply stored', () =>
    Object.values(sandbox.store.data.messages).some((m) => m.text?.startsWith('reply ')),
  );
  const rcsId = sandbox.store.conversationFor(AGENT, rcsTo)!.id;
  inbox.conversationId = rcsId;
  await until(
    'RCS thread',
    () => inboxState(inbox).thread?.id === rcsId && inboxState(inbox).thread?.status === 'ready',
  );
  await frames();
  inbox.shadowRoot!.querySelector<HTMLButtonElement>('[part~=react-button]')?.click();
  await frames();
  steps.push('inbox');

  // Composer: the card editor and preview with hostile texts, the carousel editor, then a real send.
  composer.value = {
    type: 'RCS',
    from: AGENT,
    to: '+14155557003',
    rcs: {
      card: {
        title: payload(14),
        description: payload(15),
        media: { url: 'https://cdn.example/c.png', height: 'MEDIUM' },
        suggestions: [
          { type: 'reply', text: 'Yes' },
          { type: 'openUrl', text: 'Site', url: 'https://example.com/' },
        ],
      },
      suggestions: [{ type: 'dial', text: 'Call us', phoneNumber: '+14155550199' }],
    },
    fallback: { from: PHONE, text: payload(16) },
  };
  await composer.updateComplete;
  await frames();
  const sent = await composer.send();
  if (!sent?.id) throw new Error('composer send returned no message');
  composer.shadowRoot!.querySelector<HTMLInputElement>('input[name="kind"][value="carousel"]')?.click();
  await composer.updateComplete;
  await frames();
  steps.push('composer');

  // Form: every field type, the theme, the phone library, address autocomplete, submit.
  await until('form', () => formEl.phase === 'ready');
  const $ = <T extends HTMLElement>(s: string) => formEl.shadowRoot!.querySelector<T>(s);
  fire($('#f-text')!, payload(17));
  fire($('#f-phone')!, '4155550123');
  fire($('#f-email')!, 'a@example.com');
  const line1 = $<HTMLInputElement>('#f-address-line1')!;
  line1.focus();
  fire(line1, 'Market');
  const option = await until('address suggestions', () => $('[role=option]'));
  option.click();
  await formEl.updateComplete;
  const result = await formEl.submit();
  if (!result)
    throw new Error(
      `form submit failed: ${[...formEl.shadowRoot!.querySelectorAll('[part=error], [part=error-summary]')].map((e) => e.textContent).join(' ')}`,
    );
  await until('form done', () => formEl.phase === 'done');
  steps.push('form');
  const pageStyle = getComputedStyle($('.page')!);
  steps.push(`form background: ${pageStyle.backgroundImage.slice(0, 160)}`);
}

async function main(): Promise<void> {
  const mode = new URLSearchParams(location.search).get('mode') ?? 'strict';
  let failure = '';
  try {
    await run();
  } catch (error) {
    failure = String((error as Error)?.stack ?? error);
  }
  if (mode === 'control') {
    // Five things a strict page must refuse, each its own violation.
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
    } catch {
      /* Trusted Types: refused */
    }
    try {
      (0, eval)('1');
    } catch {
      /* unsafe-eval: refused */
    }
    document.body.setAttribute('style', 'outline: 1px solid red'); // inline style attribute: refused
    try {
      document.createElement('script').textContent = 'window.__xss(0)';
    } catch {
      /* Trusted Types: refused */
    }
    // A script from elsewhere (not a Trusted Types sink): script-src refuses it. Built at run time so the
    // bundler leaves it alone.
    await import(['data:text/javascript', 'window.__xss(0)'].join(',')).catch(() => undefined);
  }
  await new Promise((r) => setTimeout(r, 300));
  flushReports();
  const inbox = document.querySelector('parley-inbox');
  parent.postMessage(
    {
      type: 'csp-result',
      mode,
      failure,
      steps,
      hits,
      violations: watched.violations,
      reports: watched.reports,
      errors: watched.errors,
      trustedTypes: typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes === 'object',
      rendered: {
        inboxRows: inbox?.shadowRoot?.querySelectorAll('[role="option"]').length ?? 0,
        inboxMessages: inbox?.shadowRoot?.querySelectorAll('.messages [data-vkey]').length ?? 0,
        composer:
          document.querySelector('parley-composer')?.shadowRoot?.querySelectorAll('[part~=preview-card], [part~=card]')
            .length ?? 0,
        formDone: document.querySelector('parley-form')?.shadowRoot?.querySelector('.done-text')?.textContent ?? null,
      },
    },
    location.origin,
  );
}

void main();
