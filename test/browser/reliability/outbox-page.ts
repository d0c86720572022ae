/**
 * The page around the outbox tests: a client whose sandbox can be killed and restarted (the connection lost), what a
 * reload does to the outbox (the page's instance gone; IndexedDB and localStorage stay), an empty outbox between
 * tests, and the kept writes an element lists.
 */
import { waitUntil } from '../helpers/wait.js';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import { closeOutbox, getOutbox } from '../../../src/api/outbox.js';
import { decodeJwtPayload } from '../../../src/api/jwt.js';
import { BASE_URL, type TestSandbox } from '../helpers/sandbox.js';

export interface Line {
  client: ParleyClient;
  /** Every write that reached the sandbox: path, Idempotency-Key and the user (`sub`) of its bearer token. */
  writes: { path: string; key: string | null; user: unknown }[];
  down(): void;
  up(): void;
  /** Answer this path with a 400 (a refusal) while set. */
  refuse(path: string | undefined): void;
}

/** A client whose sandbox can be killed and restarted; `token` defaults to the sandbox's. */
export function line(box: TestSandbox, token = box.token): Line {
  let alive = true;
  let refused: string | undefined;
  const writes: Line['writes'] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!alive) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname.replace('/api', '');
    if (
      request.method !== 'GET' &&
      !path.endsWith('/list') &&
      !path.includes('/validate/') &&
      !path.endsWith('/presence') &&
      !path.endsWith('/read')
    ) {
      const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      writes.push({ path, key: request.headers.get('Idempotency-Key'), user: decodeJwtPayload(bearer)?.sub });
      if (refused && path === refused) {
        return new Response(JSON.stringify({ error: 'This sender may not send to that number' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    return box.fetch(request);
  };
  const client = createApiClient({
    baseUrl: BASE_URL,
    token,
    fetch: fetchImpl,
    retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
  });
  return { client, writes, down: () => (alive = false), up: () => (alive = true), refuse: (path) => (refused = path) };
}

/**
 * The browser saying it is offline until the returned function is called: the outbox makes no round of its own
 * meanwhile, so what a kept line says comes from the database (or from a press of Send), not from a round's failure.
 */
export function offline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => delete (navigator as { onLine?: boolean }).onLine;
}

/** The browser saying the connection is back: the outbox tries its kept writes at once. */
export const online = (): boolean => dispatchEvent(new Event('online'));

export const outboxItems = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[part~="outbox-item"]')];
/** What a reload does to the outbox: the page's instance is gone; IndexedDB and localStorage stay. */
export async function reload(...elements: HTMLElement[]): Promise<void> {
  for (const el of elements) el.remove();
  await closeOutbox();
}

export async function emptyOutbox(): Promise<void> {
  const outbox = getOutbox();
  await waitUntil(() => true);
  for (const item of outbox.items) await outbox.cancel(item.seq);
  await closeOutbox();
  // Earlier test files may have left items of other users (never shown here, so never cancelled above).
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase('parley-outbox');
    deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
  });
  localStorage.clear();
}

/** Generous waits: what they wait for does come, but a loaded machine can take many seconds to get there. */
export const LONG = 60_000;
