/** Any number of options, as a group of native checkboxes; the answer is the ticked values in the options' order. */
import { html } from 'lit';
import { choiceStyles, group, optionLabel, options } from './common.js';
const list = (raw) => Array.isArray(raw) ? raw.filter((v) => typeof v === 'string') : [];
/** How many boxes to tick, said in the help. */
function hint(field, t) {
    const min = field.minSelected ?? 0;
    const max = field.maxSelected;
    return max && min > 0
        ? t('pickBetween', { min, max })
        : max
            ? t('pickAtMost', { max })
            : min > 1
                ? t('pickAtLeast', { min })
                : '';
}
function render(view) {
    const { field } = view;
    const chosen = list(view.value);
    const shown = { ...view, hint: hint(field, view.t) };
    return group(shown, html `${options(view, (v) => chosen.includes(v), { type: 'checkbox' })}`, 'choices', true);
}
const kind = {
    render,
    input(field, control, current) {
        const chosen = new Set(list(current));
        if (control.checked)
            chosen.add(control.value);
        else
            chosen.delete(control.value);
        return field.options.map((o) => o.value).filter((v) => chosen.has(v));
    },
    // A list, or (from a page's query, as prefill) comma-separated values.
    fromWire: (field, value) => typeof value === 'string' ? value.split(',').filter((v) => field.options.some((o) => o.value === v)) : list(value),
    toWire: (_field, raw) => (list(raw).length ? { value: list(raw) } : {}),
    fits: (raw) => Array.isArray(raw) && raw.every((v) => typeof v === 'string'),
    answer(field, value, locale) {
        const labels = list(value).map((v) => optionLabel(field, v));
        if (!labels.length)
            return '';
        try {
            return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
        }
        catch {
            return labels.join(', ');
        }
    },
    message(_field, issue, _value, t) {
        if (issue.code === 'too_small')
            return t('errAtLeast', { count: Number(issue.minimum) });
        if (issue.code === 'too_big')
            return t('errAtMost', { count: Number(issue.maximum) });
        return undefined;
    },
    styles: choiceStyles,
};
export const createKind = () => kind;
