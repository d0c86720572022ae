// Talks to the scripted test API of test-server.mjs, one fresh scenario per call to newScenario().

export interface ScenarioLog {
  issued: number;
  tokenRequests: number;
  whoami: { n: number | null; status: number }[];
  attempts: number;
  idempotencyKeys: (string | null)[];
  slow: { hits: number; aborted: number };
  connections: { lastEventId: string | null; authorized: boolean }[];
}

export interface Scenario {
  /** The scenario's API root, to use as the client's `baseUrl`. */
  baseUrl: string;
  script(settings: Record<string, unknown>): Promise<void>;
  log(): Promise<ScenarioLog>;
  revoke(): Promise<void>;
}

export async function newScenario(settings: Record<string, unknown> = {}): Promise<Scenario> {
  const baseUrl = `${location.origin}/__test-api/s/${crypto.randomUUID()}`;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(baseUrl + path, { method: 'POST', body: JSON.stringify(body ?? {}) });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  };
  const scenario: Scenario = {
    baseUrl,
    script: (s) => post('/script', s),
    log: async () => (await fetch(`${baseUrl}/log`)).json(),
    revoke: () => post('/revoke'),
  };
  await scenario.script(settings);
  return scenario;
}

/** Sleep that records the requested delays and returns at once, so backoff is checked without waiting. */
export function recordingSleep(): { delays: number[]; sleep: (ms: number, signal?: AbortSignal) => Promise<void> } {
  const delays: number[] = [];
  return {
    delays,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      delays.push(ms);
    },
  };
}
