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
export interface ZodErrorTree extends ErrorTreeShape {
}
export declare const ErrorBody: z.ZodMiniObject<{
    error: z.ZodMiniString<string>;
}, z.core.$strip>;
export type ErrorBody = z.infer<typeof ErrorBody>;
export declare const ZodErrorTree: z.ZodMiniType<ZodErrorTree>;
/**
 * The spec's ZodErrorErrors: "two sections", `errors` (not tied to a field) and `properties` (per field). The top
 * level always has both, even when one is empty; nested entries hold `errors` and, where they have children,
 * `properties` or `items` (zod's tree).
 */
export interface ZodErrorErrors extends ZodErrorTree {
    properties: Record<string, ZodErrorTree>;
}
export declare const ZodErrorErrors: z.ZodMiniType<ZodErrorErrors>;
/** What clients accept (lenient: a service that leaves out an empty section is still understood). */
export declare const ZodErrorBody: z.ZodMiniObject<{
    description: z.ZodMiniString<string>;
    errors: z.ZodMiniType<ZodErrorTree, unknown, z.core.$ZodTypeInternals<ZodErrorTree, unknown>>;
}, z.core.$strip>;
export type ZodErrorBody = z.infer<typeof ZodErrorBody>;
/** What the sandbox sends: both sections at the top, always (tests hold every 400 to this). */
export declare const StrictZodErrorBody: z.ZodMiniObject<{
    description: z.ZodMiniString<string>;
    errors: z.ZodMiniType<ZodErrorErrors, unknown, z.core.$ZodTypeInternals<ZodErrorErrors, unknown>>;
}, z.core.$strip>;
export type StrictZodErrorBody = z.infer<typeof StrictZodErrorBody>;
/** Turns a zod error into the spec's 400 request-validation body. */
export declare function toZodErrorBody(error: z.core.$ZodError, what?: string): StrictZodErrorBody;
