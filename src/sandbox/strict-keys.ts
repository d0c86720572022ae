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
import { closestKey } from '../core/closest-key.js';

/** An issue in zod's own shape (`unrecognized_keys`), one per key, at the key's own path (the tree names it). */
export type UnknownKeyIssue = z.core.$ZodIssueUnrecognizedKeys & { path: PropertyKey[] };

/** Longest part of an unknown key its message quotes (known keys are far shorter). */
const MAX_QUOTED_KEY = 64;
/** Deepest schema/value nesting walked; bodies are bounded to 64 levels before they get here (http.ts). */
const MAX_DEPTH = 80;

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Wrappers whose inner schema reads the same value. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
  'success',
]);

/**
 * The unknown keys of `value` for `schema`, everywhere in it. Values the schema refuses for another reason (a
 * string where an object is expected) are left to the schema's own issues. `noKeys` is what a key is told where its
 * object takes none (a route that reads no query string says so in those words).
 */
export function unknownKeyIssues(
  schema: AnySchema,
  value: unknown,
  noKeys = 'this object takes no keys',
): UnknownKeyIssue[] {
  const issues: Found = Object.assign([] as UnknownKeyIssue[], { noKeys });
  walk(schema, value, [], issues, 0);
  return [...issues];
}

/** The issues found so far, and what to say of a key where the schema knows none (a body, a query string). */
type Found = UnknownKeyIssue[] & { noKeys?: string };

function walk(schema: AnySchema, value: unknown, path: PropertyKey[], issues: Found, depth: number): void {
  if (depth > MAX_DEPTH || value === undefined || value === null) return;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return walk(def.innerType as AnySchema, value, path, issues, depth + 1);
  switch (def.type) {
    case 'pipe':
      return walk(def.in as AnySchema, value, path, issues, depth + 1);
    case 'lazy':
      return walk((def.getter as () => AnySchema)(), value, path, issues, depth + 1);
    case 'array':
      if (Array.isArray(value))
        value.forEach((item, i) => walk(def.element as AnySchema, item, [...path, i], issues, depth + 1));
      return;
    case 'tuple':
      if (Array.isArray(value)) {
        const items = def.items as AnySchema[];
        value.forEach((item, i) => {
          const itemSchema = items[i] ?? (def.rest as AnySchema | null | undefined);
          if (itemSchema) walk(itemSchema, item, [...path, i], issues, depth + 1);
        });
      }
      return;
    case 'record':
      if (isPlainObject(value))
        for (const key of Object.keys(value))
          walk(def.valueType as AnySchema, value[key], [...path, key], issues, depth + 1);
      return;
    case 'object':
      return walkObject(
        def.shape as Record<string, AnySchema>,
        def.catchall as AnySchema | undefined,
        value,
        path,
        issues,
        depth,
      );
    case 'intersection': {
      const left = objectParts(def.left as AnySchema);
      const right = objectParts(def.right as AnySchema);
      if (left && right) {
        // Either side's keys are known keys of the whole.
        walkObject({ ...left.shape, ...right.shape }, left.catchall ?? right.catchall, value, path, issues, depth);
      }
      return;
    }
    case 'union':
      return walkUnion(def, value, path, issues, depth);
    default:
      return;
  }
}

function walkObject(
  shape: Record<string, AnySchema>,
  catchall: AnySchema | undefined,
  value: unknown,
  path: PropertyKey[],
  issues: Found,
  depth: number,
): void {
  if (!isPlainObject(value)) return;
  // A `never` catchall is a strict object: its unknown keys are reported here too, with a suggestion.
  const acceptsAny = catchall !== undefined && defOf(catchall).type !== 'never';
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(shape, key)) walk(shape[key]!, value[key], [...path, key], issues, depth + 1);
    else if (acceptsAny) walk(catchall, value[key], [...path, key], issues, depth + 1);
    else issues.push(unknownKey(key, Object.keys(shape), path, issues.noKeys));
  }
}

/**
 * A discriminated union walks the option the discriminator picks (none: the schema reports it). Another union
 * walks the option with the fewest unknown keys, so a body that fits one option exactly is never refused for keys
 * of another.
 */
function walkUnion(def: Def, value: unknown, path: PropertyKey[], issues: Found, depth: number): void {
  const options = def.options as AnySchema[];
  const discriminator = def.discriminator as string | undefined;
  if (discriminator !== undefined) {
    if (!isPlainObject(value)) return;
    const picked = options.find((option) =>
      (option._zod as { propValues?: Record<string, Set<unknown>> }).propValues?.[discriminator]?.has(
        value[discriminator],
      ),
    );
    if (picked) walk(picked, value, path, issues, depth + 1);
    return;
  }
  let best: UnknownKeyIssue[] | undefined;
  for (const option of options) {
    const found: Found = Object.assign([] as UnknownKeyIssue[], { noKeys: issues.noKeys });
    walk(option, value, path, found, depth + 1);
    if (!best || found.length < best.length) best = found;
    if (!best.length) return;
  }
  if (best) issues.push(...best);
}

/** An object schema's shape and catchall through wrappers, or null when it is not an object. */
function objectParts(schema: AnySchema): { shape: Record<string, AnySchema>; catchall: AnySchema | undefined } | null {
  let def = defOf(schema);
  for (let i = 0; i < MAX_DEPTH && (WRAPPERS.has(def.type) || def.type === 'pipe'); i++) {
    def = defOf((def.type === 'pipe' ? def.in : def.innerType) as AnySchema);
  }
  return def.type === 'object'
    ? { shape: def.shape as Record<string, AnySchema>, catchall: def.catchall as AnySchema | undefined }
    : null;
}

function unknownKey(
  key: string,
  known: readonly string[],
  path: PropertyKey[],
  noKeys = 'this object takes no keys',
): UnknownKeyIssue {
  const suggestion = closestKey(key, known);
  // The key is the caller's and of any length: the message quotes its start (the path still names it).
  const quoted = JSON.stringify(key.length > MAX_QUOTED_KEY ? `${key.slice(0, MAX_QUOTED_KEY - 1)}…` : key);
  const message = suggestion
    ? `Unrecognized key ${quoted}: did you mean ${suggestion}?`
    : `Unrecognized key ${quoted}${known.length ? `; known keys: ${known.slice(0, 12).join(', ')}${known.length > 12 ? ', …' : ''}` : `: ${noKeys}`}`;
  return { code: 'unrecognized_keys', keys: [key], path: [...path, key], message, input: undefined } as UnknownKeyIssue;
}
