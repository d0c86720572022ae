/**
 * One "tab" of the outbox's process tests: a composer talking to a real sandbox process over HTTP with the page's own
 * `fetch`. Imported by the test page itself, and loaded into same-origin iframes by {@link openTab}: each iframe is
 * a realm of its own (its own module instances, so its own outbox, timers and custom element registry) sharing
 * the origin's IndexedDB, Web Locks, BroadcastChannel and localStorage with the others, as two tabs of one browser do.
 */
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import { closeOutbox, getOutbox } from '../../../src/api/outbox.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/context.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import type { Message } from '../../../src/schemas/messages.js';
import type { Scope } from '../../../src/schemas/token.js';

export { closeOutbox, getOutbox };

export const FROM = 'agent_acme_coffee';
export const TO = '+14155550123';
const SCOPES: Scope[] = ['conversations:read', 'messages:send', 'messages:schedule'];

/** A `POST /send` as this tab's client made it: its key, and the status answered (0: the connection failed). */
export interface SendAttempt {
  key: string | null;
  status: number;
}

export interface Composer {
  el: ParleyComposer;
  client: ParleyClient;
  /** Every `POST /send` of this composer's client, in order. */
  sends: SendAttempt[];
}

/** An embed token of the sandbox's default team for `user` (each tab mints its own, as a page asks its backend). */
export function mint(user = 'agent@example.com'): Promise<string> {
  return createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user,
    scopes: SCOPES,
  });
}

/** A composer in this realm's document whose client records its sends (through this realm's own `fetch`). */
export async function mountComposer(baseUrl: string, token: string): Promise<Composer> {
  new DraftStore('composer', `${FROM}|${TO}`).clear();
  const sends: SendAttempt[] = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const isSend = request.method === 'POST' && new URL(request.url).pathname.endsWith('/send');
    const key = request.headers.get('Idempotency-Key');
    try {
      const response = await fetch(request);
      if (isSend) sends.push({ key, status: response.status });
      return response;
    } catch (error) {
      if (isSend) sends.push({ key, status: 0 });
      throw error;
    }
  };
  const client = createApiClient({
    baseUrl,
    token,
    fetch: recording,
    retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
  });
  const el = document.createElement('parley-composer');
  el.setAttribute('from', FROM);
  el.setAttribute('to', TO);
  el.setAttribute('locale', 'en');
  el.client = client;
  document.body.append(el);
  await el.updateComplete;
  // Ready to write as a user would: the text field is there. (No test library in a tab's realm: a plain poll.)
  for (const started = Date.now(); !el.shadowRoot?.querySelector('#f-rcs-text');) {
    if (Date.now() - started > 60_000) throw new Error('the composer did not render');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { el, client, sends };
}

/** Types `text` as the RCS text, as a user does (value, then `input` and `change`), and waits for the render. */
export async function type(el: ParleyComposer, text: string): Promise<void> {
  const field = el.shadowRoot!.querySelector<HTMLInputElement>('#f-rcs-text')!;
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** The lines of the composer's outbox panel: state and text. */
export function panel(el: HTMLElement): { state: string; text: string }[] {
  return [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part~="outbox-item"]') ?? [])].map((li) => ({
    state: li.dataset.state ?? '',
    text: li.querySelector('.outbox-text')?.textContent ?? '',
  }));
}

/** Every message of a conversation whose RCS text is `text`, read from the sandbox through `client`. */
export async function messagesWithText(client: ParleyClient, conversationId: string, text: string): Promise<Message[]> {
  const found: Message[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page++) {
    const body = (await client.request('POST', `/conversations/${conversationId}/messages/list`, {
      body: { pageSize: 100, ...(cursor ? { cursor } : {}) },
      idempotent: true,
    })) as { data: Message[]; nextCursor?: string | null };
    found.push(...body.data.filter((m) => m.rcs?.text === text || m.text === text));
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return found;
}

/** Removes the outbox's database and flag (earlier tests of the file may have left items). */
export async function forgetOutbox(): Promise<void> {
  await closeOutbox();
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase('parley-outbox');
    deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
  });
  localStorage.removeItem('parley:outbox');
}
