#!/usr/bin/env node
// The `parley` command. Runs the built CLI when there is one (published package), else the TypeScript source
// through tsx (a checkout: `npx parley …` works without a build).
import { existsSync } from 'node:fs';
import { register } from 'node:module';

const built = new URL('../dist/node/cli.js', import.meta.url);
let cli;
if (existsSync(built)) {
  cli = await import(built.href);
} else {
  const { register: registerTsx } = await import('tsx/esm/api');
  registerTsx();
  // package.json's `imports` (`#hs256`, `#response-check`) lead to src/ only under the `parley-source` condition,
  // else to dist/, which a checkout has not built: resolve with it, as `node --conditions=parley-source` would (the
  // flag itself cannot be given to the process that is already running). In-process, not a second node: Ctrl+C, exit
  // codes and stdin stay this process's own. Registered after tsx, so it runs first and tsx resolves with it too.
  const addCondition = `export function resolve(specifier, context, next) {
    const conditions = context.conditions.includes('parley-source') ? context.conditions : [...context.conditions, 'parley-source'];
    return next(specifier, { ...context, conditions });
  }`;
  register(`data:text/javascript,${encodeURIComponent(addCondition)}`);
  cli = await import(new URL('../src/node/cli.ts', import.meta.url).href);
}
process.exitCode = await cli.main(process.argv.slice(2));
