/**
 * `record[key]` when `key` is the record's own: field keys are user data, and one named like an `Object.prototype`
 * member (`constructor`, `toString`) must read as unanswered, never as the inherited function. A module of its own
 * (it was on the element's first screen; now `values.ts` and the session's controllers use it, all in `ready.ts`).
 */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
