/**
 * The one place zod is configured. Every schema module imports zod from here, as a namespace
 * (`import * as z from './zod.js'`), so that `jitless` is set before any schema is built: zod then never calls
 * `new Function`, which keeps it working under a strict CSP (no `unsafe-eval`).
 *
 * Why a namespace import of a module that re-exports zod's functions by name, rather than zod's `z` object or
 * `export *`: a namespace object re-exported as a value (`export { z }`, and zod's own `export * as core`, `locales`…
 * reached through `export *`) makes esbuild keep every zod export — its JIT compiler, JSON-schema generator and 64
 * locales, ~80 kB gzip more on the lazy schemas — and add its namespace helper to every first screen, while
 * `import * as z` of names lets every bundler keep only the functions used. This module is listed in package.json
 * `sideEffects`, so a bundler never skips the `config` call below when it follows a re-export straight to zod.
 */
import { ZodMiniISODateTime, config } from 'zod/mini';
import { _isoDateTime, type $ZodISODateTimeParams } from 'zod/v4/core';

config({ jitless: true });

// By name, not `export *`: zod's index also re-exports whole modules as namespaces (`core`, `iso`, `locales`, …),
// and esbuild builds those objects at run time with a helper that it puts in a file of its own, which every entry
// then loads on its first screen (~0.14 kB gzip) even though only lazy schemas use zod.
export {
  ZodMiniType,
  array,
  boolean,
  catchall,
  config,
  custom,
  discriminatedUnion,
  enum,
  extend,
  gt,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  nullish,
  number,
  object,
  optional,
  parse,
  partial,
  pick,
  pipe,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  superRefine,
  transform,
  treeifyError,
  union,
  unknown,
  type infer,
  type input,
  type output,
} from 'zod/mini';
export type * as core from 'zod/v4/core';
export { $ZodError } from 'zod/v4/core';

/** zod's `iso` namespace, for the one format used (`z.iso.datetime`). */
export const iso = {
  datetime: (params?: string | $ZodISODateTimeParams): ZodMiniISODateTime => _isoDateTime(ZodMiniISODateTime, params),
};
