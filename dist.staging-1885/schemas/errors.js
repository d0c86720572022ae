import * as z from './zod.js';
export { flattenErrorTree, isErrorBody, isZodErrorBody } from './error-tree.js';
export const ErrorBody = z.object({ error: z.string() });
export const ZodErrorTree = z.object({
    errors: z.array(z.string()),
    get properties() {
        return z.optional(z.record(z.string(), ZodErrorTree));
    },
    get items() {
        return z.optional(z.array(z.nullish(ZodErrorTree)));
    },
});
export const ZodErrorErrors = z.object({
    errors: z.array(z.string()),
    properties: z.record(z.string(), ZodErrorTree),
    get items() {
        return z.optional(z.array(z.nullish(ZodErrorTree)));
    },
});
/** What clients accept (lenient: a service that leaves out an empty section is still understood). */
export const ZodErrorBody = z.object({ description: z.string(), errors: ZodErrorTree });
/** What the sandbox sends: both sections at the top, always (tests hold every 400 to this). */
export const StrictZodErrorBody = z.object({ description: z.string(), errors: ZodErrorErrors });
/** Turns a zod error into the spec's 400 request-validation body. */
export function toZodErrorBody(error, what = 'Request') {
    const treeified = z.treeifyError(error);
    // Both sections always (spec, ZodErrorErrors): zod leaves `properties` out when no issue has a field path.
    const tree = { ...treeified, errors: treeified.errors ?? [], properties: treeified.properties ?? {} };
    const paths = error.issues.map((issue) => {
        const at = issue.path.length ? issue.path.map(String).join('.') : '(root)';
        return `${at}: ${issue.message}`;
    });
    const shown = paths.slice(0, 5).join('; ') + (paths.length > 5 ? `; and ${paths.length - 5} more` : '');
    return { description: `${what} validation failed: ${shown}`, errors: tree };
}
