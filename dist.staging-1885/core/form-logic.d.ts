/**
 * Form logic (DESIGN §11), one pure module for the form element and the service: which fields a set of answers
 * shows (`showWhen` conditions), and what the `"today"` / `"now"` bounds of date, time and datetime fields mean.
 * The element evaluates it live on the wire values of what is typed; the sandbox evaluates it on the submitted
 * data; both read the same functions, so a field the person did not see is never required and never stored.
 * No DOM, no Node APIs.
 */
export declare const CONDITION_OPS: readonly ["eq", "neq", "in", "nin", "gt", "gte", "lt", "lte", "contains", "answered", "unanswered"];
export type ConditionOp = (typeof CONDITION_OPS)[number];
/** Operators that compare with no value. */
export declare const VALUELESS_OPS: readonly ConditionOp[];
/** Operators whose value is a list. */
export declare const LIST_OPS: readonly ConditionOp[];
export type ConditionValue = string | number | boolean;
export interface Condition {
    /** The key of an earlier field. */
    field: string;
    op: ConditionOp;
    value?: ConditionValue | readonly ConditionValue[] | undefined;
}
/** Shown when every `all` condition holds and (if given) at least one `any` condition holds. */
export interface ShowWhen {
    all?: readonly Condition[] | undefined;
    any?: readonly Condition[] | undefined;
}
export interface LogicField {
    key: string;
    showWhen?: ShowWhen | undefined;
    /** Never shown; its value comes from prefill. */
    hidden?: boolean | undefined;
}
/** Not answered: absent, empty text, an empty list. */
export declare function isBlank(value: unknown): boolean;
/** Whether one condition holds for `answer` (the wire value of its field, `undefined` when not answered or not shown). */
export declare function conditionHolds(condition: Condition, answer: unknown): boolean;
/** Whether a `showWhen` holds; no `showWhen` (or an empty one) always holds. */
export declare function showWhenHolds(showWhen: ShowWhen | undefined, answerOf: (key: string) => unknown): boolean;
/**
 * The keys of the fields in play: in the form's order, a field is in play when its condition holds on the answers
 * of the fields in play before it (a field out of play counts as unanswered, so what depends on it goes too).
 * `hidden` fields are in play (their prefilled value is submitted) unless their own condition says otherwise.
 */
export declare function activeKeys(fields: readonly LogicField[], answers: Readonly<Record<string, unknown>>): Set<string>;
/** The fields a person sees: in play and not `hidden`. */
export declare function shownFields<F extends LogicField>(fields: readonly F[], answers: Readonly<Record<string, unknown>>): F[];
/**
 * Problems of a form's conditions, by field index: a condition must name a field before it (so the form reads top
 * to bottom and cannot loop), with a value fitting its operator.
 */
export declare function conditionProblems(fields: readonly LogicField[]): {
    index: number;
    path: (string | number)[];
    message: string;
}[];
/** Bound words: a date's `"today"`, a time's or a datetime's `"now"`. */
export declare const TODAY = "today";
export declare const NOW = "now";
/**
 * Where a bound is judged. `local`: in the person's browser, exactly. `service`: where the person's time zone is
 * unknown, as loosely as any zone allows (a date's "today" spans UTC−12 to UTC+14; a datetime's "now" allows
 * five minutes of clock difference; a time's "now" cannot be judged and is not).
 */
export type BoundZone = 'local' | 'service';
/**
 * A bound as a value of its field's format (`YYYY-MM-DD`, `HH:MM`, ISO 8601), or `undefined` when there is none or
 * it cannot be judged here. `side` says which way a service-side bound is loosened.
 */
export declare function resolveBound(type: 'date' | 'time' | 'datetime', bound: string | undefined, side: 'min' | 'max', now: Date, zone: BoundZone): string | undefined;
