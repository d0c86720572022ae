/**
 * Form logic (DESIGN §11), one pure module for the form element and the service: which fields a set of answers
 * shows (`showWhen` conditions), and what the `"today"` / `"now"` bounds of date, time and datetime fields mean.
 * The element evaluates it live on the wire values of what is typed; the sandbox evaluates it on the submitted
 * data; both read the same functions, so a field the person did not see is never required and never stored.
 * No DOM, no Node APIs.
 */
export const CONDITION_OPS = [
    'eq',
    'neq',
    'in',
    'nin',
    'gt',
    'gte',
    'lt',
    'lte',
    'contains',
    'answered',
    'unanswered',
];
/** Operators that compare with no value. */
export const VALUELESS_OPS = ['answered', 'unanswered'];
/** Operators whose value is a list. */
export const LIST_OPS = ['in', 'nin'];
/** Not answered: absent, empty text, an empty list. */
export function isBlank(value) {
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Orders two answers: numbers as numbers, instants as instants, other text (dates, times) as text. */
function order(a, b) {
    if (typeof a === 'number' && typeof b === 'number')
        return a - b;
    if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '' && Number.isFinite(Number(b)))
        return a - Number(b);
    if (typeof a === 'string' && typeof b === 'string') {
        if (ISO_INSTANT.test(a) && ISO_INSTANT.test(b))
            return Date.parse(a) - Date.parse(b);
        return a < b ? -1 : a > b ? 1 : 0;
    }
    return undefined;
}
/** One scalar answer equals one condition value (`3` and `"3"` are equal: option values are text). */
const same = (a, b) => typeof a === 'object' || typeof b === 'object' ? false : String(a) === String(b);
function equals(answer, value) {
    if (Array.isArray(answer)) {
        const wanted = Array.isArray(value) ? value : [value];
        return answer.length === wanted.length && wanted.every((w) => answer.some((a) => same(a, w)));
    }
    return same(answer, value);
}
function contains(answer, value) {
    if (Array.isArray(answer))
        return answer.some((a) => same(a, value));
    if (typeof answer === 'string' && value !== undefined && value !== null)
        return answer.toLowerCase().includes(String(value).toLowerCase());
    return false;
}
function within(answer, list) {
    const values = Array.isArray(list) ? list : [list];
    const answers = Array.isArray(answer) ? answer : [answer];
    return answers.some((a) => values.some((v) => same(a, v)));
}
/** Whether one condition holds for `answer` (the wire value of its field, `undefined` when not answered or not shown). */
export function conditionHolds(condition, answer) {
    const blank = isBlank(answer);
    const { op, value } = condition;
    switch (op) {
        case 'answered':
            return !blank;
        case 'unanswered':
            return blank;
        case 'eq':
            return !blank && equals(answer, value);
        case 'neq':
            return blank || !equals(answer, value);
        case 'in':
            return !blank && within(answer, value);
        case 'nin':
            return blank || !within(answer, value);
        case 'contains':
            return !blank && contains(answer, value);
        default: {
            if (blank || Array.isArray(answer))
                return false;
            const d = order(answer, value);
            if (d === undefined || Number.isNaN(d))
                return false;
            return op === 'gt' ? d > 0 : op === 'gte' ? d >= 0 : op === 'lt' ? d < 0 : d <= 0;
        }
    }
}
/** Whether a `showWhen` holds; no `showWhen` (or an empty one) always holds. */
export function showWhenHolds(showWhen, answerOf) {
    if (!showWhen)
        return true;
    const all = showWhen.all ?? [];
    const any = showWhen.any ?? [];
    return (all.every((c) => conditionHolds(c, answerOf(c.field))) &&
        (any.length === 0 || any.some((c) => conditionHolds(c, answerOf(c.field)))));
}
/**
 * The keys of the fields in play: in the form's order, a field is in play when its condition holds on the answers
 * of the fields in play before it (a field out of play counts as unanswered, so what depends on it goes too).
 * `hidden` fields are in play (their prefilled value is submitted) unless their own condition says otherwise.
 */
export function activeKeys(fields, answers) {
    const active = new Set();
    const answerOf = (key) => (active.has(key) && Object.hasOwn(answers, key) ? answers[key] : undefined);
    for (const field of fields)
        if (showWhenHolds(field.showWhen, answerOf))
            active.add(field.key);
    return active;
}
/** The fields a person sees: in play and not `hidden`. */
export function shownFields(fields, answers) {
    const active = activeKeys(fields, answers);
    return fields.filter((f) => !f.hidden && active.has(f.key));
}
/**
 * Problems of a form's conditions, by field index: a condition must name a field before it (so the form reads top
 * to bottom and cannot loop), with a value fitting its operator.
 */
export function conditionProblems(fields) {
    const problems = [];
    const before = new Set();
    const all = new Set(fields.map((f) => f.key));
    fields.forEach((field, index) => {
        for (const group of ['all', 'any']) {
            (field.showWhen?.[group] ?? []).forEach((condition, i) => {
                const path = ['showWhen', group, i];
                if (!before.has(condition.field)) {
                    problems.push({
                        index,
                        path: [...path, 'field'],
                        message: all.has(condition.field)
                            ? `showWhen of "${field.key}" names "${condition.field}", which is not before it: a condition can only name an earlier field`
                            : `showWhen of "${field.key}" names "${condition.field}", which is not a field of this form`,
                    });
                }
                const { op, value } = condition;
                if (VALUELESS_OPS.includes(op) && value !== undefined)
                    problems.push({ index, path: [...path, 'value'], message: `op ${op} takes no value` });
                if (!VALUELESS_OPS.includes(op) && value === undefined)
                    problems.push({ index, path: [...path, 'value'], message: `op ${op} needs a value` });
                if (LIST_OPS.includes(op) && value !== undefined && !Array.isArray(value))
                    problems.push({ index, path: [...path, 'value'], message: `op ${op} needs a list of values` });
                if (!LIST_OPS.includes(op) && Array.isArray(value) && op !== 'eq' && op !== 'neq')
                    problems.push({ index, path: [...path, 'value'], message: `op ${op} needs one value, not a list` });
            });
        }
        before.add(field.key);
    });
    return problems;
}
// ---------------------------------------------------------------- date, time and datetime bounds
/** Bound words: a date's `"today"`, a time's or a datetime's `"now"`. */
export const TODAY = 'today';
export const NOW = 'now';
const pad = (n) => String(n).padStart(2, '0');
const localDate = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const utcDate = (d) => d.toISOString().slice(0, 10);
const SKEW_MS = 5 * 60_000;
/**
 * A bound as a value of its field's format (`YYYY-MM-DD`, `HH:MM`, ISO 8601), or `undefined` when there is none or
 * it cannot be judged here. `side` says which way a service-side bound is loosened.
 */
export function resolveBound(type, bound, side, now, zone) {
    if (bound === undefined)
        return undefined;
    if (bound !== TODAY && bound !== NOW)
        return bound;
    if (type === 'date') {
        if (zone === 'local')
            return localDate(now);
        return utcDate(new Date(now.getTime() + (side === 'min' ? -12 : 14) * 3_600_000));
    }
    if (type === 'time')
        return zone === 'local' ? `${pad(now.getHours())}:${pad(now.getMinutes())}` : undefined;
    const at = zone === 'local' ? now.getTime() : now.getTime() + (side === 'min' ? -SKEW_MS : SKEW_MS);
    // Whole minutes, as a datetime-local input holds them (a "now" minimum accepts the current minute).
    const minute = Math.floor(at / 60_000) * 60_000;
    return new Date(side === 'min' ? minute : minute + 59_999).toISOString();
}
