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

export const ZodErrorBody = z.object({ description: z.string(), errors: ZodErrorTree });
export type ZodErrorBody = z.infer<typeof ZodErrorBody>;

/** Turns a zod error into the spec's 400 request-validation body. */
export function toZodErrorBody(error: z.core.$ZodError, what = 'Request'): ZodErrorBody {
  const tree = z.treeifyError(error) as ZodErrorTree;
  const paths = error.issues.map((issue) => {
    const at = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${at}: ${issue.message}`;
  });
  const shown = paths.slice(0, 5).join('; ') + (paths.length > 5 ? `; and ${paths.length - 5} more` : '');
  return { description: `${what} validation failed: ${shown}`, errors: tree };
}
