// First answers in the page (docs/decisions/080-first-answers-in-the-page.md): `pageFirstAnswers` sends the page's
// elements' first reads with the page's token, as the token route does, and returns them as a script the page can
// carry. Here the real helper against the real in-process sandbox, and a hostile service for what it must refuse.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { requestLine } from '../../../src/api/wire.js';
import { createEmbedToken, pageFirstAnswers } from '../../../src/node/index.js';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';

const API = 'https://api.test/api';
let sandbox: Sandbox;
let token: string;
let formId: string;
const asked: string[] = [];
const service = async (request: Request) => {
  asked.push(`${request.method} ${new URL(request.url).pathname} ${request.redirect}`);
  return sandbox.fetch(request);
};

before(async () => {
  sandbox = createSandbox({ baseUrl: API, demoConversations: 12, longThreadSize: 50 });
  formId = Object.values(sandbox.store.data.forms)[0]!.id;
  token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'ada@acme.example',
    scopes: ['conversations:read', 'forms:read'],
  });
});

/** The answers the page would carry, read back from its script as the head start reads them. */
const carried = (html: string) => {
  const text = /^<script type="application\/json" data-parley-first-answers>(.*)<\/script>$/s.exec(html)?.[1];
  assert.ok(text, html);
  return JSON.parse(text) as {
    token: string;
    first: { request: string; status: number; body: unknown }[];
    skipped: { request: string; reason: string }[];
  };
};

describe('pageFirstAnswers', () => {
  it("answers an inbox's first page and a form's definition, each by the very line its element's head start builds", async () => {
    asked.length = 0;
    const page = await pageFirstAnswers({
      token,
      baseUrl: `${API}/`,
      fetch: service,
      elements: [
        { tag: 'parley-inbox', attributes: { from: '+14155550100' } },
        { tag: 'parley-form', attributes: { 'form-id': formId } },
      ],
    });
    assert.deepEqual(page.outcomes, ['answered', 'answered']);
    assert.deepEqual(asked.sort(), [`GET /api/forms/${formId}/render manual`, 'POST /api/conversations/list manual']);
    const { token: readWith, first, skipped } = carried(page.html);
    assert.equal(readWith, token, 'the token the answers were read with: the head start hands them to it only');
    assert.deepEqual(skipped, []);
    assert.deepEqual(
      first.map((answer) => answer.request),
      [
        requestLine('POST', `${API}/conversations/list`, JSON.stringify({ from: '+14155550100', pageSize: 50 })),
        requestLine('GET', `${API}/forms/${formId}/render`, null),
      ],
    );
    assert.ok(Array.isArray((first[0]!.body as { data?: unknown[] }).data), 'the list page itself');
    assert.equal((first[1]!.body as { form?: { id?: string } }).form?.id, formId);
    assert.equal(page.json, page.html.slice(page.html.indexOf('>') + 1, -'</script>'.length));
  });

  it('escapes every < of an answer, so a message reading </script> cannot end the script', async () => {
    const page = await pageFirstAnswers({
      token,
      baseUrl: API,
      elements: [{ tag: 'parley-inbox' }],
      fetch: async () => Response.json({ data: [{ text: '</script><script>alert(1)</script><!--' }] }),
    });
    assert.equal(page.json.includes('<'), false, page.json);
    assert.equal(page.html.match(/<\/script>/g)?.length, 1);
    assert.equal(
      (carried(page.html).first[0]!.body as { data: { text: string }[] }).data[0]!.text.startsWith('</script>'),
      true,
    );
  });

  it('leaves out what the service does not answer as a first answer, and says why', async () => {
    const cases: [string, (request: Request) => Promise<Response>, string][] = [
      [
        'redirect',
        async () => new Response(null, { status: 302, headers: { Location: 'https://evil.test/' } }),
        'skipped; reason=redirect',
      ],
      ['failure', async () => Response.json({ error: 'down' }, { status: 503 }), 'skipped; reason=upstream-error'],
      [
        'not JSON',
        async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
        'skipped; reason=not-json',
      ],
      ['too large', async () => Response.json({ data: 'x'.repeat(300 * 1024) }), 'skipped; reason=too-large'],
      [
        'slow',
        () => new Promise<Response>((done) => setTimeout(() => done(Response.json({})), 400)),
        'skipped; reason=timeout',
      ],
    ];
    for (const [what, fetch, outcome] of cases) {
      const page = await pageFirstAnswers({
        token,
        baseUrl: API,
        elements: [{ tag: 'parley-inbox' }],
        fetch,
        timeoutMs: 200,
      });
      assert.deepEqual(page.outcomes, [outcome], what);
      // The page still says it meant to carry the read, and why it could not: the head start names it.
      const { first, skipped } = carried(page.html);
      assert.deepEqual(first, [], what);
      assert.deepEqual(
        skipped,
        [
          {
            request: requestLine('POST', `${API}/conversations/list`, '{"pageSize":50}'),
            reason: outcome.slice('skipped; reason='.length),
          },
        ],
        what,
      );
    }
  });

  it('carries an answer once for two elements of the same attributes', async () => {
    asked.length = 0;
    const page = await pageFirstAnswers({
      token,
      baseUrl: API,
      fetch: service,
      elements: [{ tag: 'parley-inbox' }, { tag: 'parley-inbox' }],
    });
    assert.deepEqual(page.outcomes, ['answered', 'answered']);
    assert.equal(asked.length, 1);
    assert.equal(carried(page.html).first.length, 1);
  });

  it("skips an element whose base-url is not under baseUrl, naming the route's root", async () => {
    asked.length = 0;
    const page = await pageFirstAnswers({
      token,
      baseUrl: API,
      fetch: service,
      elements: [{ tag: 'parley-inbox', attributes: { 'base-url': 'https://elsewhere.test/api' } }],
    });
    assert.deepEqual(page.outcomes, [`skipped; reason=base-url-mismatch; base-url="${API}"`]);
    assert.deepEqual(asked, [], 'the token went nowhere');
  });

  it('refuses elements it cannot answer, with the reason', async () => {
    const call = (elements: Parameters<typeof pageFirstAnswers>[0]['elements']) =>
      pageFirstAnswers({ token, baseUrl: API, elements });
    await assert.rejects(call([{ tag: 'parley-form' }]), { name: 'TypeError', message: /parley-form.*form-id/ });
    await assert.rejects(call([{ tag: 'parley-composer' as 'parley-inbox' }]), {
      name: 'TypeError',
      message: /<parley-composer> has no first read to answer \(only parley-inbox, parley-form\)/,
    });
    await assert.rejects(call(Array.from({ length: 5 }, () => ({ tag: 'parley-inbox' as const }))), {
      name: 'TypeError',
      message: /at most 4 elements, not 5/,
    });
    assert.deepEqual(await call([]), { html: '', json: '', outcomes: [] });
  });
});
