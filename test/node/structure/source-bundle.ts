/**
 * The structure tests' bundle of a source entry as a user's esbuild build makes it (split ESM for the browser, a
 * metafile, nothing written), with the package's `imports` map resolved onto the sources as a production build
 * resolves it. `change` rewrites modules' text (by path from the repository root), to show that a check can fail.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the bundle's files would go (nothing is written): output paths in the metafile are under it. */
export const OUTDIR = 'out-structure';

export interface SourceBundleOptions {
  minify?: boolean;
  change?: Record<string, (text: string) => string>;
}

export async function sourceBundle(
  entryPoints: string[] | Record<string, string>,
  { minify = false, change = {} }: SourceBundleOptions = {},
): Promise<esbuild.Metafile> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify,
    outdir: join(ROOT, OUTDIR),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'source-imports',
        setup(b) {
          b.onResolve({ filter: /^#response-check$/ }, () => ({ path: join(ROOT, 'src/api/response-check.ts') }));
          b.onResolve({ filter: /^#hs256$/ }, () => ({ path: join(ROOT, 'src/tokens/hs256.ts') }));
          b.onLoad({ filter: /\.ts$/ }, async (args) => {
            const rewrite = change[relative(ROOT, args.path)];
            if (!rewrite) return undefined;
            return {
              contents: rewrite(await readFile(args.path, 'utf8')),
              loader: 'ts',
              resolveDir: dirname(args.path),
            };
          });
        },
      },
    ],
  });
  return result.metafile;
}
