/**
 * Test helpers for the sandbox: a manual clock, a sandbox driven by it, and calls through `sandbox.fetch` with
 * Request objects (API key or embed token), plus an SSE reader for the event stream.
 */
import {
  createSandbox,
  SANDBOX_DEFAULTS,
  type Clock,
  type Sandbox,
  type SandboxOptions,
} from '../../../src/sandbox/index.js';
import type { EmbedResources, Scope } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

export const ORIGIN = 'http://sandbox.test';
export const ALL_SCOPES: Scope[] = [
  'conversations:read',
  'conversations:notes',
  'messages:send',
  'messages:react',
  'messages:schedule',
  'forms:read',
  'forms:submit',
];
/** Senders seeded in every sandbox (demo data or not); see src/sandbox/demo-data.ts. */
export {
  DEMO_SENDERS,
  DEMO_BRANDS,
  DEMO_CAMPAIGNS,
  DEMO_TEST_NUMBERS,
  LONG_THREAD,
} from '../../../src/sandbox/demo-data.js';

/** A clock that moves only when told to; timers run in due order, including timers set by timers. */
export class ManualClock implements Clock {
  #timers = new Map<number, { at: number; fn: () => void }>();
  #next = 1;
  constructor(public time = Date.parse('2026-11-21T12:00:00.000Z')) {}

  now(): number {
    return this.time;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#timers.set(id, { at: this.time + Math.max(0, ms), fn });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }
  /** Timers not yet run. */
  get pending(): number {
    return this.#timers.size;
  }
  /** Moves time forward by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let due: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.#timers)
        if (entry[1].at <= end && (!due || entry[1].at < due[1].at || (entry[1].at === due[1].at && entry[0] < due[0])))
          due = entry;
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].fn();
    }
    this.time = end;
  }
  /** `advance`, then lets promises started by the timers (webhook deliveries, streams) settle. */
  async tick(ms: number): Promise<void> {
    this.advance(ms);
    await settle();
  }
}

/** Lets pending promise callbacks and stream pulls run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestSandbox {
  sandbox: Sandbox;
  clock: ManualClock;
  /** A request with the API key (`SERVICE-API-KEY`). */
  api<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply<T>>;
  /** Mints an embed token for this sandbox (valid 24 h of the manual clock). */
  embed(scopes?: Scope[] | string, resources?: EmbedResources, user?: string): Promise<string>;
  /** A request with an embed token (or none). */
  call<T = any>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
  /** The raw Response of a request (streams). */
  fetch(
    method: string,
    path: string,
    options?: { token?: string; headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<Response>;
  close(): void;
}

/** A sandbox on a manual clock; small demo data unless `options` say otherwise. */
export function testSandbox(options: SandboxOptions = {}): TestSandbox {
  const clock = (options.clock as ManualClock | undefined) ?? new ManualClock();
  const sandbox = createSandbox({
    longThreadSize: 60,
    demoConversations: 24,
    baseUrl: `${ORIGIN}/api`,
    ...options,
    clock,
  });

  async function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<Response> {
    const init: RequestInit = { method, headers: { ...headers }, signal };
    if (body !== undefined) {
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    return sandbox.fetch(new Request(`${ORIGIN}/api${path}`, init));
  }
  async function reply(response: Response): Promise<Reply> {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  }

  return {
    sandbox,
    clock,
    api: async (method, path, body, headers = {}) =>
      reply(await send(method, path, { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, ...headers }, body)),
    embed: (scopes = ALL_SCOPES, resources, user = 'agent@example.com') =>
      createEmbedToken({
        key: {
          kid: options.embedKid ?? SANDBOX_DEFAULTS.embedKid,
          secret: options.embedSecret ?? SANDBOX_DEFAULTS.embedSecret,
        },
        team: options.team ?? SANDBOX_DEFAULTS.team,
        user,
        scopes,
        resources,
        ttl: 24 * 3600,
        now: clock.now(),
      }),
    call: async (method, path, { token, body, headers = {} } = {}) =>
      reply(await send(method, path, token ? { Authorization: `Bearer ${token}`, ...headers } : headers, body)),
    fetch: (method, path, { token, headers = {}, signal } = {}) =>
      send(method, path, token ? { Authorization: `Bearer ${token}`, ...headers } : headers, undefined, signal),
    close: () => sandbox.close(),
  };
}

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads SSE frames from a Response body; `next()` resolves with the next frame (comments included). */
export function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const frames: SseFrame[] = [];
  function parse(block: string): SseFrame {
    const frame: SseFrame = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) frame.comment = line.slice(1).trim();
      else {
        const colon = line.indexOf(':');
        const field = line.slice(0, colon);
        const value = line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
      }
    }
    return frame;
  }
  return {
    async next(): Promise<SseFrame | null> {
      for (;;) {
        if (frames.length) return frames.shift()!;
        const boundary = buffer.indexOf('\n\n');
        if (boundary >= 0) {
          frames.push(parse(buffer.slice(0, boundary)));
          buffer = buffer.slice(boundary + 2);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += value;
      }
    },
    /** The next frame that is an event (skips comments, `retry:` and the opening `ready` cursor frame). */
    async nextEvent(): Promise<(SseFrame & { json: any }) | null> {
      for (;;) {
        const frame = await this.next();
        if (!frame) return null;
        if (frame.event && frame.event !== 'ready')
          return { ...frame, json: frame.data ? JSON.parse(frame.data) : null };
      }
    },
    cancel: () => reader.cancel(),
  };
}

/**
 * The methods an app registers for a concrete path (`/api/forms/x_1`), worked out from its routes independently of
 * the sandbox's own `allowedMethods`: a path some route names literally (`/forms/list`) is that route's alone, not an
 * id of `/forms/:id`; a path with ids is every pattern's that matches it.
 */
export function registeredMethods(routes: readonly { method: string; path: string }[]) {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes.filter((r) => r.method !== 'ALL'))
    byPath.set(route.path, (byPath.get(route.path) ?? new Set()).add(route.method));
  const methodsOf = (path: string): string[] => {
    const literal = byPath.get(path);
    if (literal) return [...literal];
    return [...byPath]
      .filter(([p]) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path))
      .flatMap(([, m]) => [...m]);
  };
  return { patterns: [...byPath.keys()], methodsOf };
}
