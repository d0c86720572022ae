/** The shape both response-check modules (production: none; development: zod) export. */
import type { StreamEvent } from '../schemas/events.js';
import type * as z from '../schemas/zod.js';
import type { ResponseKey } from './route-schemas.js';

export type CheckResult<T> = { ok: true; value: T } | { ok: false; problems: string[]; cause?: unknown };

/** A stream event as read, before any check. */
export interface StreamCandidate {
  id: string | undefined;
  event: string | undefined;
  data: unknown;
}

export interface ResponseCheck {
  /**
   * Development builds only: the zod schema a request names, a route's key (`route-schemas.ts`) loaded with its
   * set (`response-schemas.dev.ts`), or a schema given as it is. Production builds leave it out, so they know no
   * key and load no schema: a request's `schema` is then never read.
   */
  schema?(schema: ResponseKey | z.core.$ZodType): z.core.$ZodType | Promise<z.core.$ZodType>;
  /**
   * The body, checked by `schema` where checks are on: a body that fails it throws a `bad-response` ApiError naming
   * the request (`status`, `method`, `url`) and the first problems. Production builds return the body as it is.
   */
  response(schema: z.core.$ZodType | undefined, body: unknown, status: number, method: string, url: string): unknown;
  /**
   * Development builds only: a stream event checked by its schema. Production builds leave it out (their elements'
   * first screens carry no bytes of it), and the stream's reader (sse.ts `routable`) checks only what routing needs.
   */
  streamEvent?(candidate: StreamCandidate): CheckResult<StreamEvent>;
  /**
   * Development builds only (production builds leave it out, so their elements carry no bytes of it): reads the
   * token route's `Parley-First-Answer` (node/first-answers.ts) and, when it says the page is misconfigured — the
   * element's `base-url` is not the route's `firstAnswers.baseUrl` — warns once per token source (`source`).
   */
  firstAnswer?(source: object, response: Response, baseUrl: string, tokenUrl: string): void;
}
