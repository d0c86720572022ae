/**
 * Unknown keys in request bodies, found by walking a body beside the schema that reads it, so every route is
 * strict without each schema being declared strict: a key the schema does not know, at any depth, is a request
 * validation issue naming it, with the closest known key suggested ("did you mean scheduledTime?"). A typo must
 * never change what a request does silently (zod's default object drops unknown keys).
 *
 * Objects that accept any key on purpose say so with a catchall (`z.looseObject`, `z.catchall`) or are records
 * (`z.record`: form answers, webhook headers); their values are still walked with the catchall's or record's schema.
 */
import * as z from '../schemas/zod.js';
/** An issue in zod's own shape (`unrecognized_keys`), one per key, at the key's own path (the tree names it). */
export type UnknownKeyIssue = z.core.$ZodIssueUnrecognizedKeys & {
    path: PropertyKey[];
};
type AnySchema = z.core.$ZodType;
/**
 * The unknown keys of `value` for `schema`, everywhere in it. Values the schema refuses for another reason (a
 * string where an object is expected) are left to the schema's own issues.
 */
export declare function unknownKeyIssues(schema: AnySchema, value: unknown): UnknownKeyIssue[];
/**
 * The known key a misspelt `key` most likely meant: one equal but for case and snake/kebab/camel spelling, else the
 * nearest by edit distance (transpositions count once) within about a quarter of its length; undefined when none
 * is close (a key that is simply foreign is not "corrected").
 */
export declare function closestKey(key: string, known: readonly string[]): string | undefined;
export {};
