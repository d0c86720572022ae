/**
 * The send path of the announcement tests: a client whose `POST /send` the test can cut or have refused, and an
 * outbox emptied between tests.
 */
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import { closeOutbox } from '../../../src/api/outbox.js';
import { BASE_URL, type TestSandbox } from '../helpers/sandbox.js';

export const REFUSAL = 'This sender may not send to that number';

/** A client whose `POST /send` can be cut (a dropped connection) or refused (400 `{error}`); it records each try. */
export function sendLine(box: TestSandbox): {
  client: ParleyClient;
  sends: { key: string; status: number }[];
  set(mode: 'up' | 'cut' | 'refuse'): void;
} {
  let mode: 'up' | 'cut' | 'refuse' = 'up';
  const sends: { key: string; status: number }[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/send') return box.fetch(request);
      const key = request.headers.get('Idempotency-Key')!;
      if (mode === 'cut') {
        sends.push({ key, status: 0 });
        throw new TypeError('Failed to fetch');
      }
      if (mode === 'refuse') {
        sends.push({ key, status: 400 });
        return new Response(JSON.stringify({ error: REFUSAL }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const response = await box.fetch(request);
      sends.push({ key, status: response.status });
      return response;
    },
  });
  return { client, sends, set: (next) => (mode = next) };
}

/** Nothing kept from an earlier test: the outbox closed and its stores deleted. */
export async function emptyOutbox(): Promise<void> {
  await closeOutbox();
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase('parley-outbox');
    deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
  });
  localStorage.removeItem('parley:outbox');
}
