/**
 * `record[key]` when `key` is the record's own: field keys are user data, and one named like an `Object.prototype`
 * member (`constructor`, `toString`) must read as unanswered, never as the inherited function. A module of its own
 * because the element's first screen uses it and the rest of `values.ts` is loaded later (`ready.ts`): bundlers
 * split by module, so sharing `values.ts` would put all of it on the first screen.
 */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
