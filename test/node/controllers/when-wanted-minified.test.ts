/**
 * `loadWhenWanted` as webpack users get it: its module minified by terser with two compress passes (webpack 5's
 * production default), then run with the browser's hooks stubbed. A version that replaced its `load` parameter with
 * a no-op once done lost every call of `load` under those passes (the composer's parts and the inbox's thread pane
 * never fetched when wanted in webpack bundles), while esbuild and Vite kept it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { transformSync } from 'esbuild';
import { minify } from 'terser';

type Listener = () => void;

/** The module's code minified as webpack does, returning its `loadWhenWanted`, with the page's hooks given. */
async function minifiedLoadWhenWanted(passes: number, hooks: Record<string, unknown>) {
  const source = readFileSync(new URL('../../../src/controllers/when-wanted.ts', import.meta.url), 'utf8');
  const js = transformSync(source, { loader: 'ts', format: 'esm', target: 'es2022' }).code.replace(/^export /gm, '');
  // A script (not a module), as webpack's chunks are: its top level is kept, the function handed out through it.
  const { code } = await minify(`${js}\nexported.loadWhenWanted = loadWhenWanted;`, {
    compress: { passes },
    mangle: true,
  });
  const names = Object.keys(hooks);
  // The minified code, run with the stubs in scope as the page's globals.
  const run = new Function('exported', ...names, code!) as (exported: object, ...values: unknown[]) => void;
  const exported = {} as { loadWhenWanted: (element: unknown, load: () => void) => () => void };
  run(exported, ...names.map((name) => hooks[name]));
  return exported.loadWhenWanted;
}

function page() {
  const listeners = new Map<string, Listener>();
  const frames: Listener[] = [];
  const tasks: Listener[] = [];
  const idle: Listener[] = [];
  return {
    element: {
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    },
    listeners,
    run: () => {
      for (const queue of [frames, tasks, idle]) for (const callback of queue.splice(0)) callback();
    },
    hooks: {
      document: { readyState: 'complete' },
      addEventListener: () => {},
      removeEventListener: () => {},
      requestAnimationFrame: (callback: Listener) => frames.push(callback),
      cancelAnimationFrame: () => {},
      setTimeout: (callback: Listener) => tasks.push(callback),
      clearTimeout: () => {},
      requestIdleCallback: (callback: Listener) => idle.push(callback),
      cancelIdleCallback: () => {},
    },
  };
}

describe('loadWhenWanted minified as webpack minifies it', () => {
  for (const passes of [1, 2, 3]) {
    it(`loads on the first focus or press, once (${passes} compress pass${passes > 1 ? 'es' : ''})`, async () => {
      const p = page();
      const loadWhenWanted = await minifiedLoadWhenWanted(passes, p.hooks);
      let loads = 0;
      loadWhenWanted(p.element, () => loads++);
      p.listeners.get('focusin')!();
      assert.equal(loads, 1);
      assert.equal(p.listeners.size, 0, 'stops listening');
      p.run();
      assert.equal(loads, 1, 'once');
    });

    it(`loads when the page is idle after its first paint (${passes} compress pass${passes > 1 ? 'es' : ''})`, async () => {
      const p = page();
      const loadWhenWanted = await minifiedLoadWhenWanted(passes, p.hooks);
      let loads = 0;
      loadWhenWanted(p.element, () => loads++);
      p.run(); // the frame, the task after it: idle time is asked for
      p.run(); // idle time
      assert.equal(loads, 1);
    });
  }
});
