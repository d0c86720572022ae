/**
 * Helpers of the team-at-work tests (DESIGN §13): teammates' tokens (`sub` and `name`), threads started by the
 * customer, and a stream reader that collects the events of a few types.
 */
import assert from 'node:assert/strict';
import type { Scope } from '../../../src/schemas/token.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { DEMO_SENDERS, settle, sseReader, type TestSandbox } from './helpers.js';

export const TEAM_SCOPES: Scope[] = ['conversations:read', 'conversations:notes', 'conversations:manage'];

/** A token for one teammate: `sub` = id, `name` claim when given. */
export function teammate(t: TestSandbox, user: string, name?: string, scopes: Scope[] = TEAM_SCOPES) {
  return createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user,
    ...(name === undefined ? {} : { name }),
    scopes,
    ttl: 24 * 3600,
    now: t.clock.now(),
  });
}

/** The customer `to` writes to the Acme phone number; answers the conversation id. */
export async function inbound(t: TestSandbox, to: string, text = 'hello?', sender: string = DEMO_SENDERS.acmePhone) {
  const reply = await t.api('POST', '/sandbox/inbound', { from: to, to: sender, text });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body as { id: string; conversationId: string; createdAt: string };
}

/** A teammate's reply (an SMS from the Acme phone number). */
export async function reply(t: TestSandbox, to: string, text = 'on it') {
  const sent = await t.api('POST', '/send', { type: 'SMS', from: DEMO_SENDERS.acmePhone, to, text });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  return sent.body as { id: string; conversationId: string; createdAt: string };
}

/** An embed call that must succeed; answers the body. */
export async function ok<T = any>(t: TestSandbox, token: string, path: string, body?: unknown): Promise<T> {
  const answer = await t.call('POST', path, { token, body: body ?? {} });
  assert.equal(answer.status, 200, `${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** Every row of an embed list (pages followed). */
export async function listAll(t: TestSandbox, token: string, body: Record<string, unknown> = {}): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | undefined;
  do {
    const page = await ok(t, token, '/conversations/list', { ...body, pageSize: 100, ...(cursor ? { cursor } : {}) });
    rows.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** Opens a teammate's stream; `take()` answers the events received so far (of `types`), after letting them arrive. */
export async function events(t: TestSandbox, token: string, types: readonly string[]) {
  const response = await t.fetch('GET', '/events/stream', { token });
  assert.equal(response.status, 200);
  const reader = sseReader(response);
  const seen: { event: string; json: any }[] = [];
  let done = false;
  const pump = (async () => {
    for (;;) {
      const frame = await reader.nextEvent().catch(() => null);
      if (!frame || done) return;
      if (types.includes(frame.event!)) seen.push({ event: frame.event!, json: frame.json });
    }
  })();
  await settle();
  return {
    async take() {
      for (let i = 0; i < 5; i++) await settle();
      return seen.splice(0);
    },
    async close() {
      done = true;
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}
