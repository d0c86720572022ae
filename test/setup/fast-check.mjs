/**
 * Property tests are deterministic and replayable: every fast-check property of a run uses one seed, printed at
 * the start of each test file. The default seed is fixed, so `npm test` checks the same cases on every machine.
 * To explore, or to replay a failure, set the seed (and the `path` fast-check prints with a counterexample):
 *
 *   PARLEY_FC_SEED=random npm run test:node                          # a fresh seed, printed
 *   PARLEY_FC_SEED=1719 PARLEY_FC_PATH="67:0:0" node --conditions=parley-source --import tsx \
 *     --import ./test/setup/fast-check.mjs --test --test-name-pattern "CSS-breaking" test/node/core/theme.test.ts
 *
 * A counterexample found this way stays in its test file as a fixed example. Plain JavaScript: Node preloads it
 * with `--import` into worker threads too (webpack's minifier runs in some), where a TypeScript file cannot load.
 */
import fc from 'fast-check';

export const DEFAULT_SEED = 20261123;

/**
 * Configures fast-check globally from `seed` / `path` (or the environment) and returns the seed in use.
 * @param {{ seed?: string, path?: string }} [env]
 * @returns {number}
 */
export function configureFastCheck(env = readEnv()) {
  const seed = env.seed === 'random' ? (Math.random() * 2 ** 31) | 0 : env.seed ? Number(env.seed) : DEFAULT_SEED;
  if (!Number.isInteger(seed)) throw new Error(`PARLEY_FC_SEED must be an integer or "random", not ${env.seed}`);
  fc.configureGlobal({ seed, ...(env.path ? { path: env.path, endOnFailure: true } : {}) });
  return seed;
}

function readEnv() {
  const env = globalThis.process?.env ?? {};
  return { seed: env.PARLEY_FC_SEED, path: env.PARLEY_FC_PATH };
}

// Preloaded by `npm run test:node` (--import): configure and say so once per test file (not in worker threads).
const { isMainThread } = globalThis.process ? await import('node:worker_threads') : { isMainThread: false };
if (isMainThread) {
  const seed = configureFastCheck();
  const path = readEnv().path;
  console.log(
    `# fast-check seed ${seed}${path ? ` path ${path}` : ''} (replay: PARLEY_FC_SEED=${seed}; see test/setup/fast-check.mjs)`,
  );
}
