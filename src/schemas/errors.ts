/**
 * Error bodies exactly as the spec's Errors section gives them.
 * - 400 request validation: `{description, errors}` where `errors` is zod's `treeifyError` tree
 *   (`{errors: string[], properties?: {[field]: tree}, items?: tree[]}`), the spec's ZodErrorErrors.
 * - 400 service validation, 401, 403, 404, 409, 429, 500: `{error}`.
 */
import type { ZodErrorTree as ErrorTreeShape } from './error-tree.js';
import * as z from './zod.js';

export { flattenErrorTree, isErrorBody, isZodErrorBody } from './error-tree.js';

/** zod's `treeifyError` tree, the spec's ZodErrorErrors (shape in error-tree.ts). */
export interface ZodErrorTree extends ErrorTreeShape {}

export const ErrorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ZodErrorTree: z.ZodMiniType<ZodErrorTree> = z.object({
  errors: z.array(z.string()),
  get properties() {
    return z.optional(z.record(z.string(), ZodErrorTree));
  },
  get items() {
    return z.optional(z.array(z.nullish(ZodErrorTree)));
  },
});

/**
 * The spec's ZodErrorErrors: "two sections", `errors` (not tied to a field) and `properties` (per field). The top
 * level always has both, even when one is empty; nested entries hold `errors` and, where they have children,
 * `properties` or `items` (zod's tree).
 */
export interface ZodErrorErrors extends ZodErrorTree {
  properties: Record<string, ZodErrorTree>;
}
export const ZodErrorErrors: z.ZodMiniType<ZodErrorErrors> = z.object({
  errors: z.array(z.string()),
  properties: z.record(z.string(), ZodErrorTree),
  get items() {
    return z.optional(z.array(z.nullish(ZodErrorTree)));
  },
});

/** What clients accept (lenient: a service that leaves out an empty section is still understood). */
export const ZodErrorBody = z.object({ description: z.string(), errors: ZodErrorTree });
export type ZodErrorBody = z.infer<typeof ZodErrorBody>;
/** What the sandbox sends: both sections at the top, always (tests hold every 400 to this). */
export const StrictZodErrorBody = z.object({ description: z.string(), errors: ZodErrorErrors });
export type StrictZodErrorBody = z.infer<typeof StrictZodErrorBody>;

/**
 * Issues an error body lists; the rest are counted. A request with a million unknown keys would otherwise get every
 * one back, each with its message: an answer many times the size of the request.
 */
const MAX_LISTED_ISSUES = 20;
/** Longest key or message an error body repeats (a field key is at most 64 characters; a request's keys any). */
const MAX_QUOTED = 300;
const clip = (text: string) => (text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text);

/** The first issues, their keys and messages clipped, and so the issues a union or a key holds within. */
function listed(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const inner = issue as { errors?: z.core.$ZodIssue[][]; issues?: z.core.$ZodIssue[] };
    return {
      ...issue,
      path: issue.path.map((part) => (typeof part === 'string' ? clip(part) : part)),
      message: clip(issue.message),
      ...(Array.isArray(inner.errors) ? { errors: inner.errors.slice(0, MAX_LISTED_ISSUES).map(listed) } : {}),
      ...(Array.isArray(inner.issues) ? { issues: listed(inner.issues) } : {}),
    } as z.core.$ZodIssue;
  });
}

/** Turns a zod error into the spec's 400 request-validation body (at most {@link MAX_LISTED_ISSUES} issues listed). */
export function toZodErrorBody(error: z.core.$ZodError, what = 'Request'): StrictZodErrorBody {
  const issues = listed(error.issues);
  const unlisted = error.issues.length - issues.length;
  const treeified = z.treeifyError(new z.$ZodError(issues)) as ZodErrorTree;
  // Both sections always (spec, ZodErrorErrors): zod leaves `properties` out when no issue has a field path.
  const tree: ZodErrorErrors = {
    ...treeified,
    errors: [...(treeified.errors ?? []), ...(unlisted ? [`And ${unlisted} more issues, not listed`] : [])],
    properties: treeified.properties ?? {},
  };
  const paths = issues.map((issue) => {
    const at = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${at}: ${issue.message}`;
  });
  const more = error.issues.length - 5;
  const shown = paths.slice(0, 5).join('; ') + (more > 0 ? `; and ${more} more` : '');
  return { description: `${what} validation failed: ${shown}`, errors: tree };
}
