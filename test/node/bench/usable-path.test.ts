/**
 * The rules of the time-to-usable bench's critical-path summary and its noise rule (bench/usable-path.ts,
 * bench/usable.ts), on recorded loads: chunk depth by initiator and by arrival order, whether data shows in the
 * first update after it, lazy loads relative to usable, nearest-rank quantiles and "within noise" verdicts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Diagnosis, SeenRequest } from '../../../bench/usable-load.js';
import { criticalPath, moduleDepths } from '../../../bench/usable-path.js';
import { quantile, verdict } from '../../../bench/usable.js';

const PAGE = 'http://site.test/page/';
const req = (url: string, startMs: number, endMs: number, more: Partial<SeenRequest> = {}): SeenRequest => ({
  id: url,
  url: url.startsWith('http') ? url : `http://site.test/cdn/${url}`,
  method: 'GET',
  type: 'Script',
  startMs,
  endMs,
  bytes: 1000,
  carries: [],
  ...more,
});

const diagnosis = (over: Partial<Diagnosis>): Diagnosis => ({
  load: { ms: { t: 1000 }, htmlMs: 100, requests: 0, bytes: 0 },
  requests: [],
  updates: [],
  bodies: [],
  defines: [],
  cpu: {},
  documentUrl: PAGE,
  ...over,
});

describe('bench: critical path of a page', () => {
  const a = req('a.js', 100, 200, { initiatorType: 'parser', initiatorUrl: PAGE });
  const b = req('b.js', 210, 300, { initiatorType: 'script', initiatorUrl: a.url });
  // No initiator Chromium could name: its parent is the deepest module that had arrived when it was requested.
  const c = req('c.js', 320, 400, { initiatorType: 'other' });
  // A dynamic import from a.js, requested late: depth 2 by its initiator, not 3 by arrival order.
  const d = req('d.js', 500, 600, { initiatorType: 'script', initiatorUrl: a.url, carries: ['zod'] });
  const api = req('http://api.test/api/conversations/list', 150, 450, { type: 'Fetch', method: 'POST' });

  it('counts chunk depth by initiator, else by arrival order', () => {
    const depths = moduleDepths([d, c, b, a, api], PAGE);
    assert.deepEqual(
      [a, b, c, d].map((m) => [depths.get(m)?.depth, depths.get(m)?.by]),
      [
        [1, 'html'],
        [2, 'initiator'],
        [3, 'order'],
        [2, 'initiator'],
      ],
    );
    assert.equal(depths.has(api), false);
  });

  it('reports depth at first render and at usable, with the chain of the deepest module', () => {
    const p = criticalPath(
      diagnosis({
        requests: [a, b, c, d, api],
        updates: [{ tag: 'parley-inbox', start: 350, end: 380, usable: [] }],
      }),
      { key: 't', tag: 'parley-inbox' },
    );
    assert.equal(p.firstRenderMs, 380);
    assert.equal(p.depthAtFirstRender, 2);
    assert.equal(p.depthAtUsable, 3);
    assert.deepEqual(
      p.chain.map((s) => s.file),
      ['a.js', 'b.js', 'c.js'],
    );
    assert.deepEqual(p.zod, { file: 'd.js', requestedMs: 500, vsUsableMs: -500, arrivedBeforeUsable: true });
    assert.equal(p.phone, undefined);
  });

  it('follows the module that defined the element, and lists the modules it waited beside after that', () => {
    const p = criticalPath(
      diagnosis({
        requests: [a, b, c, d, api],
        defines: [{ tag: 'parley-inbox', at: 350, url: b.url }],
      }),
      { key: 't', tag: 'parley-inbox' },
    );
    assert.equal(p.definedMs, 350);
    assert.deepEqual(
      p.chain.map((s) => [s.file, s.depth]),
      [
        ['a.js', 1],
        ['b.js', 2],
      ],
    );
    assert.deepEqual(
      p.afterDefinition.map((s) => s.file),
      ['d.js'],
    );
    assert.deepEqual(p.calls, ['POST /api/conversations/list 150→450']);
  });

  it('tells a target shown by the first update after its data from one shown later', () => {
    const bodies = [
      { url: 'http://site.test/token', at: 300 },
      { url: '', at: 700 },
    ];
    const first = criticalPath(
      diagnosis({ bodies, updates: [{ tag: 'parley-inbox', start: 720, end: 760, usable: ['t'] }] }),
      { key: 't', tag: 'parley-inbox' },
    );
    assert.equal(first.data?.firstUpdateShows, true);
    assert.equal(first.data?.nextUpdateMs, 720);
    const later = criticalPath(
      diagnosis({
        bodies,
        updates: [
          { tag: 'parley-inbox', start: 710, end: 730, usable: [] },
          { tag: 'parley-thread-list', start: 800, end: 900, usable: ['t'] },
        ],
      }),
      { key: 't', tag: 'parley-inbox' },
    );
    assert.equal(later.data?.firstUpdateShows, false);
    assert.equal(later.data?.updatesUntilUsable, 2);
    assert.deepEqual(later.data?.tags, ['parley-inbox', 'parley-thread-list']);
  });

  it('names API calls sent more than once', () => {
    const again = { ...api, id: 'again', startMs: 1200, endMs: 1300 };
    assert.deepEqual(criticalPath(diagnosis({ requests: [api, again] }), { key: 't' }).repeated, [
      'POST /api/conversations/list ×2',
    ]);
  });
});

describe('bench: p50, p90 and noise', () => {
  it('takes nearest-rank quantiles: of 5 runs, p10 the least, p50 the 3rd, p90 the greatest', () => {
    const runs = [900, 500, 700, 600, 800];
    assert.deepEqual(
      [0.1, 0.5, 0.9].map((q) => quantile(runs, q)),
      [500, 700, 900],
    );
    assert.equal(quantile([], 0.5), Number.NaN);
  });

  it('says "within noise" when a figure is nearer its budget than the floor spread', () => {
    assert.equal(verdict(1000, 1200, 100), 'ok');
    assert.equal(verdict(1150, 1200, 100), 'ok, within noise');
    assert.equal(verdict(1250, 1200, 100), 'OVER, within noise');
    assert.equal(verdict(1400, 1200, 100), 'OVER');
  });
});
