/**
 * What the hosted-page tests share: the sandbox as a real HTTP server (its pages included), its API with the key,
 * recipient links sent by SMS (`POST /forms/send` with `to`), the `FORM.SUBMISSION` events it emits, and one
 * valid answer per demo form field in both shapes: as the element sends it (JSON, wire values) and as a form
 * without scripts posts it (urlencoded fields, as typed).
 */
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-ids.js';
import type { Field, Form } from '../../../src/schemas/forms.js';
import type { FormSubmissionEvent } from '../../../src/schemas/webhooks.js';

export interface Harness {
  server: SandboxServer;
  events: FormSubmissionEvent[];
  api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  forms(): Promise<Form[]>;
  /** Sends `formId` to `to` by SMS; the link's URL and token. */
  send(formId: string, to: string): Promise<{ url: string; token: string }>;
  close(): Promise<void>;
}

export async function startHarness(options: { dataFile?: string } = {}): Promise<Harness> {
  const server = await startSandboxServer({ port: 0, log: () => {}, ...options });
  const events: FormSubmissionEvent[] = [];
  const webhooks = server.sandbox.context.webhooks;
  const emit = webhooks.emit.bind(webhooks);
  webhooks.emit = (sender, event) => {
    if (event.type === 'FORM.SUBMISSION') events.push(structuredClone(event as FormSubmissionEvent));
    return emit(sender, event);
  };
  const api: Harness['api'] = async (method, path, body, token) => {
    const headers: Record<string, string> = token
      ? { Authorization: `Bearer ${token}` }
      : { 'SERVICE-API-KEY': server.sandbox.context.options.apiKey };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
  };
  return {
    server,
    events,
    api,
    async forms() {
      return (await api<{ data: Form[] }>('POST', '/forms/list', { pageSize: 100 })).body.data;
    },
    async send(formId, to) {
      const sent = await api<{ url: string }>('POST', '/forms/send', {
        form_id: formId,
        from: DEMO_SENDERS.acmePhone,
        to,
      });
      if (sent.status !== 200) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
      return { url: sent.body.url, token: new URL(sent.body.url).searchParams.get('t')! };
    },
    close: () => server.close(),
  };
}

/** One valid answer: the wire value (the element's JSON) and the fields a form without scripts posts for it. */
export function answerFor(field: Field): { wire: unknown; posted: [string, string][] } {
  const one = (wire: unknown, text: string) => ({ wire, posted: [[field.key, text]] as [string, string][] });
  switch (field.type) {
    case 'text':
      return one('Dana Reyes', 'Dana Reyes');
    case 'textarea':
      return one('Two lines\nof text', 'Two lines\nof text');
    case 'email':
      return one('dana@example.com', ' dana@example.com ');
    case 'url':
      return one('https://dana.example.com', 'dana.example.com');
    case 'phone':
      // Typed as people write a US number; the field's default country reads it.
      return one('+14155550123', '(415) 555-0123');
    case 'number':
      return one(
        field.max !== undefined ? Math.min(2, field.max) : 2,
        String(field.max !== undefined ? Math.min(2, field.max) : 2),
      );
    case 'range':
      return one(field.min + (field.step ?? 1), String(field.min + (field.step ?? 1)));
    case 'rating':
      return one(4, '4');
    case 'date':
      return one('2031-03-14', '2031-03-14');
    case 'time':
      return one('10:30', '10:30');
    case 'datetime':
      // A page without scripts in a language that names no country (the tests' `en`) reads a datetime in UTC.
      return one('2031-03-14T09:15:00+00:00', '2031-03-14T09:15');
    case 'color':
      return one('#be185d', '#be185d');
    case 'select':
    case 'radio':
      return one(field.options[0]!.value, field.options[0]!.value);
    case 'checkbox': {
      const chosen = field.options.slice(0, Math.min(2, field.maxSelected ?? 2)).map((o) => o.value);
      return { wire: chosen, posted: [[field.key, ''], ...chosen.map((v) => [field.key, v] as [string, string])] };
    }
    case 'address':
      return {
        wire: {
          line1: '1 Market Street',
          city: 'San Francisco',
          country: 'US',
          region: 'CA',
          postalCode: '94105',
          formatted: '1 Market Street, 94105 San Francisco, CA, US',
        },
        posted: [
          [`${field.key}.line1`, '1 Market Street'],
          [`${field.key}.line2`, ''],
          [`${field.key}.city`, 'San Francisco'],
          [`${field.key}.region`, 'CA'],
          [`${field.key}.postalCode`, '94105'],
          [`${field.key}.country`, 'us'],
        ],
      };
  }
}

/** Posts a hosted page's form as a browser without scripts would (urlencoded); the answer, redirects not followed. */
export async function postPage(url: string, entries: [string, string][], headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(entries).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}
