/**
 * The spec's error bodies read without zod: the shapes, a flattener for per-field messages and two guards. Browser
 * code reads error bodies with these, so reading an error never pulls zod into an element's bundle
 * (`errors.ts` keeps the zod schemas the sandbox answers with).
 */
/** zod's `treeifyError` tree, the spec's ZodErrorErrors: `errors` (global) and `properties` (per field). */
export interface ZodErrorTree {
    errors: string[];
    properties?: Record<string, ZodErrorTree>;
    items?: (ZodErrorTree | null | undefined)[];
}
/** `{error: string}`: every error status's body, and a 400 service-validation body. */
export declare function isErrorBody(value: unknown): value is {
    error: string;
};
/** `{description, errors}`: a 400 request-validation body. */
export declare function isZodErrorBody(value: unknown): value is {
    description: string;
    errors: ZodErrorTree;
};
/** Flattens a ZodErrorErrors tree into `{"a.b.0": ["msg"]}` — what a form needs to map messages onto fields. */
export declare function flattenErrorTree(tree: ZodErrorTree | null | undefined, prefix?: string): Record<string, string[]>;
