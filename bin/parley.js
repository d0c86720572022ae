#!/usr/bin/env node
// The `parley` command. Runs the built CLI when there is one (published package), else the TypeScript source
// through tsx (a checkout: `npx parley …` works without a build).
import { existsSync } from 'node:fs';

const built = new URL('../dist/node/cli.js', import.meta.url);
let cli;
if (existsSync(built)) {
  cli = await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import(new URL('../src/node/cli.ts', import.meta.url).href);
}
process.exitCode = await cli.main(process.argv.slice(2));
