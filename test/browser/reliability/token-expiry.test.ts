// Reliability: embed tokens expire while `<parley-inbox>` is in use (live messages arriving, the user replying).
// The user must see nothing of it: no error state, no `parley-error`, no failed reply, nothing lost or doubled,
// while tokens are refreshed underneath.
//
// Two ways a token runs out:
// - ahead of time: 3-second tokens; the client refreshes halfway through each lifetime, and the sandbox ends the
//   event stream at the token's `exp`, so the stream reconnects with a fresh token;
// - behind the client's back: the client's clock is a minute slow, so it believes its token has half a minute
//   left while the service already refuses it. Tokens are issued 28 s in the past with a 1-second lifetime (the
//   minimum), which uses up the verifier's 30 s clock tolerance: the service refuses each ~3 s after it is issued.
//   Only the 401 tells the client, which refreshes once and retries.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { ALL_SCOPES, BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { mount, type Mounted } from '../inbox/helpers.js';
import { openLongThread, quiesce } from './helpers.js';
import { inboxState, authErrorShown } from '../inbox/harness.js';

/** How long the inbox is used in each scenario. */
const ACTIVITY_MS = 10_000;
const INBOUND_EVERY_MS = 300;
const REPLY_EVERY_MS = 1_000;

/** A wire log: requests by path and status, 401s, event-stream connections. */
function wire(box: TestSandbox) {
  const log = { requests: 0, unauthorized: 0, streams: 0 };
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await box.fetch(request);
    log.requests++;
    if (response.status === 401) log.unauthorized++;
    if (new URL(request.url).pathname.endsWith('/events/stream') && response.ok) log.streams++;
    return response;
  };
  return { fetch: fetchImpl, log };
}

const mintWith = (ttl: number, ageMs = 0) =>
  createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'agent@example.com',
    scopes: ALL_SCOPES,
    ttl,
    now: Date.now() - ageMs,
  });

/** Uses the open thread for {@link ACTIVITY_MS}: inbound messages from the contact, replies typed by the user. */
async function useInbox(m: Mounted, tag: string) {
  const inbound: string[] = [];
  const replies: string[] = [];
  const errors: Event[] = [];
  let failedReplySeen = false;
  m.el.addEventListener('parley-error', (e) => errors.push(e));
  const end = performance.now() + ACTIVITY_MS;
  const contact = (async () => {
    for (let i = 0; performance.now() < end; i++) {
      const text = `${tag} inbound #${i}`;
      expect(
        (await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text })).status,
      ).to.equal(200);
      inbound.push(text);
      await new Promise((r) => setTimeout(r, INBOUND_EVERY_MS));
    }
  })();
  const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
  for (let i = 0; performance.now() < end; i++) {
    const text = `${tag} reply #${i}`;
    // Typed and sent with Enter; events rather than sendKeys, which needs the page focused (files run two at a time).
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }),
    );
    replies.push(text);
    const next = performance.now() + REPLY_EVERY_MS;
    while (performance.now() < next) {
      if (inboxState(m.el).thread?.pending.some((p) => p.state === 'failed')) failedReplySeen = true;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await contact;
  // Everything settles: replies confirmed, live messages in.
  await waitUntil(() => !inboxState(m.el).thread?.pending.length, 'replies still pending', { timeout: 20_000 });
  const texts = () => new Set(inboxState(m.el).thread!.messages.map((x) => x.text));
  await waitUntil(() => inbound.every((t) => texts().has(t)), 'live messages missing', { timeout: 20_000 });
  await quiesce(m);
  return { inbound, replies, errors, failedReplySeen };
}

function expectNothingVisible(m: Mounted, box: TestSandbox, used: Awaited<ReturnType<typeof useInbox>>) {
  expect(
    used.errors.map((e) => (e as CustomEvent).detail?.action),
    'parley-error fired',
  ).to.deep.equal([]);
  expect(used.failedReplySeen, 'a reply was shown as failed').to.equal(false);
  expect(authErrorShown(m.el)).to.equal(false);
  expect(inboxState(m.el).listStatus).to.equal('ready');
  expect(inboxState(m.el).thread!.status).to.equal('ready');
  expect(m.$('.banner[role="alert"]'), 'an error banner is shown').to.equal(null);
  // Every reply stored once and shown once; every live message shown once.
  const stored = Object.values(box.sandbox.store.data.messages);
  for (const text of [...used.replies, ...used.inbound]) {
    expect(stored.filter((x) => x.text === text).length, `${text} stored`).to.equal(1);
    expect(inboxState(m.el).thread!.messages.filter((x) => x.text === text).length, `${text} shown`).to.equal(1);
  }
  expect(used.replies.length).to.be.greaterThan(3);
}

describe('reliability: a token expiring mid-use', function () {
  this.timeout(90_000);
  beforeEach(() => localStorage.clear());

  it('refreshes ahead of expiry and reconnects the stream at exp: no user-visible failure', async () => {
    const box = await startTestSandbox();
    const { fetch, log } = wire(box);
    let mints = 0;
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch,
      tokenProvider: async () => {
        mints++;
        return mintWith(3);
      },
    });
    const m = await mount({ box, client });
    await openLongThread(m);
    const used = await useInbox(m, 'ahead');
    expectNothingVisible(m, box, used);
    // Refreshed about every 1.5 s, never caught out by a 401; the stream ended at each held token's exp and resumed.
    expect(mints).to.be.greaterThan(ACTIVITY_MS / 3000);
    expect(log.unauthorized).to.equal(0);
    expect(log.streams).to.be.greaterThan(2);
    console.log(
      `[reliability] token (ahead): ${JSON.stringify({ seconds: ACTIVITY_MS / 1000, tokens: mints, unauthorized: log.unauthorized, streamConnections: log.streams, replies: used.replies.length, inbound: used.inbound.length, userVisibleErrors: 0 })}`,
    );
  });

  it('recovers from 401s the client could not foresee (slow clock): refresh once, retry, no user-visible failure', async () => {
    const box = await startTestSandbox();
    const { fetch, log } = wire(box);
    let mints = 0;
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch,
      now: () => Date.now() - 60_000,
      tokenProvider: async () => {
        mints++;
        return mintWith(1, 28_000);
      },
    });
    const m = await mount({ box, client });
    // Its streams end as soon as they open (the token is past `exp`): wait for the first one, not for a subscriber.
    await openLongThread(m, () => log.streams > 0);
    const used = await useInbox(m, 'behind');
    expectNothingVisible(m, box, used);
    // The service refused expired tokens several times; each time one refresh and one retry made it invisible.
    expect(log.unauthorized).to.be.greaterThan(1);
    expect(mints).to.be.greaterThan(2);
    console.log(
      `[reliability] token (behind): ${JSON.stringify({ seconds: ACTIVITY_MS / 1000, tokens: mints, unauthorized: log.unauthorized, streamConnections: log.streams, replies: used.replies.length, inbound: used.inbound.length, userVisibleErrors: 0 })}`,
    );
  });
});
