/**
 * `record[key]` when `key` is the record's own: field keys are user data, and one named like an `Object.prototype`
 * member (`constructor`, `toString`) must read as unanswered, never as the inherited function. A module of its own
 * (it was on the element's first screen; now `session.ts` and `values.ts` use it, both in `ready.ts`).
 */
export declare function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined;
