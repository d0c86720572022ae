/**
 * Importing any entry in plain Node (server-side rendering, route handlers, test runners) defines nothing that
 * needs a DOM and touches no `window` / `document`. Source entries here; the built ones in dist.test.ts (plain
 * `node`, through the package's exports).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

const ENTRIES = ['index', 'inbox', 'composer', 'form', 'link-stats', 'agent-identity', 'contact-panel', 'blast', 'react/index', 'sandbox/index', 'node/index'] as const;

describe('source entries in Node', () => {
  it('has no DOM globals to begin with (so an access would throw)', () => {
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
    assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
  });

  for (const entry of ENTRIES) {
    it(`imports src/${entry}.ts without touching the DOM`, async () => {
      const mod = (await import(`../../../src/${entry}.js`)) as Record<string, unknown>;
      assert.ok(Object.keys(mod).length > 0, 'exports something');
      assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined', 'defined no window');
      assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined', 'defined no document');
    });
  }

  it('exports the element classes and React components by their public names', async () => {
    const main = await import('../../../src/index.js');
    for (const name of ['ParleyInbox', 'ParleyComposer', 'ParleyForm', 'createApiClient', 'ApiError'] as const) {
      assert.equal(typeof main[name], 'function', name);
    }
    const react = await import('../../../src/react/index.js');
    for (const name of ['ParleyInbox', 'ParleyComposer', 'ParleyForm'] as const) {
      assert.equal(typeof react[name], 'object', `${name} is a React component (forwardRef object)`);
      assert.equal((react[name] as { displayName?: string }).displayName, name);
    }
  });
});
