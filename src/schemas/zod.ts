/**
 * The one place zod is configured. Every schema module imports `z` from here so that `jitless` is set before any
 * schema is built: zod then never calls `new Function`, which keeps it working under a strict CSP
 * (no `unsafe-eval`). Browser-bound code uses `zod/mini` for its tree-shakable functional API.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };

