/**
 * The spec's error bodies read without zod: the shapes, a flattener for per-field messages and two guards. Browser
 * code reads error bodies with these, so reading an error never pulls zod into an element's bundle
 * (`errors.ts` keeps the zod schemas the sandbox answers with).
 */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function isErrorTree(value, depth = 0) {
    if (!isRecord(value) || depth > 32)
        return false;
    if (!Array.isArray(value.errors) || !value.errors.every((e) => typeof e === 'string'))
        return false;
    if (value.properties !== undefined &&
        !(isRecord(value.properties) && Object.values(value.properties).every((t) => isErrorTree(t, depth + 1))))
        return false;
    if (value.items !== undefined &&
        !(Array.isArray(value.items) && value.items.every((t) => t == null || isErrorTree(t, depth + 1))))
        return false;
    return true;
}
/** `{error: string}`: every error status's body, and a 400 service-validation body. */
export function isErrorBody(value) {
    return isRecord(value) && typeof value.error === 'string';
}
/** `{description, errors}`: a 400 request-validation body. */
export function isZodErrorBody(value) {
    return isRecord(value) && typeof value.description === 'string' && isErrorTree(value.errors);
}
/** Flattens a ZodErrorErrors tree into `{"a.b.0": ["msg"]}` — what a form needs to map messages onto fields. */
export function flattenErrorTree(tree, prefix = '') {
    const out = {};
    if (!tree)
        return out;
    if (tree.errors?.length)
        out[prefix || ''] = [...tree.errors];
    for (const [key, child] of Object.entries(tree.properties ?? {})) {
        Object.assign(out, flattenErrorTree(child, prefix ? `${prefix}.${key}` : key));
    }
    (tree.items ?? []).forEach((child, index) => {
        Object.assign(out, flattenErrorTree(child, prefix ? `${prefix}.${index}` : String(index)));
    });
    return out;
}
