/**
 * The one place zod is configured. Every schema module imports zod from here, as a namespace
 * (`import * as z from './zod.js'`), so that `jitless` is set before any schema is built: zod then never calls
 * `new Function`, which keeps it working under a strict CSP (no `unsafe-eval`).
 *
 * Why `export *` and a namespace import rather than re-exporting zod's `z` object: a namespace object re-exported
 * as a value (`export { z }`) makes esbuild keep every zod export — its JIT compiler, JSON-schema generator and 64
 * locales, about 80 kB gzip more — while `import * as z` of a module that re-exports by name lets every bundler keep
 * only the functions used. This module is listed in package.json `sideEffects`, so a bundler never skips the
 * `config` call below when it follows a re-export straight to zod.
 */
import { config } from 'zod/mini';
config({ jitless: true });
export * from 'zod/mini';
