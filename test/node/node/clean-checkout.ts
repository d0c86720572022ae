/**
 * A copy of this checkout as a fresh clone has it, before anything is built: the files `npm start` and `npx parley`
 * run from (the working tree's, so uncommitted changes are tested), no `dist/`, and this repository's `node_modules`
 * linked in (installing is not what is tested). The tree's own `dist/` may exist, and would hide a missing build.
 */
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const FILES = ['package.json', 'tsconfig.json', 'vite.config.ts', 'bin', 'src', 'demo', 'scripts'];

export interface CleanCheckout {
  dir: string;
  remove(): Promise<void>;
}

export async function cleanCheckout(): Promise<CleanCheckout> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-checkout-'));
  for (const file of FILES) await cp(join(ROOT, file), join(dir, file), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
