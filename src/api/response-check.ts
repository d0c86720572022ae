/**
 * Response checks in production builds: none. The service is the contract's other side, and checking every
 * response against its zod schema would put zod and the response schemas (≈ 12 kB gzip) on every element's
 * initial load. The elements stay safe without it: text is escaped by Lit, links pass `core/url-safety`, limits are
 * checked where input is taken. Development builds (`development` condition: Vite's dev server, webpack in
 * development mode, web-test-runner, Storybook, this repository's tests) resolve `#response-check` to
 * `response-check.dev.ts` instead, which checks every response and stream event
 * (docs/decisions/013-zod-and-response-checks.md). This module knows no route's schema key and imports no schema:
 * a route names its schema by a key (`route-schemas.ts`), and only the development module maps keys to schemas.
 */
import type { ResponseCheck } from './response-check.types.js';

export const responseCheck: ResponseCheck = {
  response: (_schema, body) => body,
};
