/**
 * Drafts per recipient link (DESIGN §15): `PUT /forms/{id}/draft` keeps a link's unsent answers, `GET
 * /forms/{id}/render` returns them to any device with that link, a restart with `--data` still has them (they are
 * journaled with the form), a submit removes them, a one-time link answered refuses them, and a draft needs a link.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startHarness } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-drafts-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Render {
  draft?: { data: Record<string, unknown>; saved_at: string } | null;
  submitted: boolean;
}

describe('form drafts', () => {
  it('are kept per link, across a restart, and go when the answers are sent', async () => {
    const dataFile = join(dir, 'data.json');
    let h = await startHarness({ dataFile });
    const form = (await h.forms()).find((f) => f.name === 'Contact us')!;
    const one = await h.send(form.id, '+14155550161');
    const other = await h.send(form.id, '+14155550162');

    const saved = await h.api('PUT', `/forms/${form.id}/draft`, { data: { name: 'Half done', topic: '' } }, one.token);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const mine = await h.api<Render>('GET', `/forms/${form.id}/render`, undefined, one.token);
    assert.deepEqual(mine.body.draft?.data, { name: 'Half done', topic: '' });
    const theirs = await h.api<Render>('GET', `/forms/${form.id}/render`, undefined, other.token);
    assert.equal(theirs.body.draft, null, "another link does not see this link's draft");
    // Never part of the form as the API returns it.
    const got = await h.api<Record<string, unknown>>('GET', `/forms/${form.id}`);
    assert.equal('drafts' in got.body, false);

    await h.close();
    h = await startHarness({ dataFile });
    const again = await h.api<Render>('GET', `/forms/${form.id}/render`, undefined, one.token);
    assert.deepEqual(again.body.draft?.data, { name: 'Half done', topic: '' }, 'journaled with the form');

    const sent = await h.api(
      'POST',
      `/forms/${form.id}/submit`,
      { data: { name: 'Done', email: 'done@example.com', topic: 'sales', message: 'Hello there, all done.' } },
      one.token,
    );
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const after = await h.api<Render>('GET', `/forms/${form.id}/render`, undefined, one.token);
    assert.equal(after.body.submitted, true);
    assert.equal(after.body.draft, null, 'no draft once the answers are sent');
    const late = await h.api('PUT', `/forms/${form.id}/draft`, { data: { name: 'x' } }, one.token);
    assert.equal(late.status, 409, 'a one-time link answered takes no draft');
    await h.close();
  });

  it('need a link: anonymous callers get 401 (missing credentials), API-key callers 400', async () => {
    const h = await startHarness();
    // Closed whatever happens: a refusal that fails must not leave the server holding the test run open.
    try {
      const form = (await h.forms())[0]!;
      const anonymous = await fetch(`${h.server.baseUrl}/forms/${form.id}/draft`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      // No credentials at all are the spec's 401, with the same words as other routes' missing credentials.
      assert.equal(anonymous.status, 401);
      const told = (await anonymous.json()) as { error: string };
      assert.deepEqual(Object.keys(told), ['error']);
      assert.match(told.error, /^Missing credentials: drafts are kept per recipient link/);
      const garbage = await fetch(`${h.server.baseUrl}/forms/${form.id}/draft`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not.a.token' },
        body: JSON.stringify({ data: {} }),
      });
      assert.equal(garbage.status, 401, 'as a garbage token is');
      const apiKey = await h.api('PUT', `/forms/${form.id}/draft`, { data: {} });
      assert.equal(apiKey.status, 400, 'the API key is a credential, but not a link');
      const link = await h.api('POST', `/forms/${form.id}/draft/link`, {});
      assert.equal(link.status, 400);
    } finally {
      await h.close();
    }
  });
});
