import { str } from './common.js';
export const numberKind = {
    // A number, or (from a page's query, as prefill) its text.
    fromWire: (_field, value) => typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
            ? value.trim()
            : '',
    toWire(_field, raw) {
        const text = str(raw).trim();
        if (!text)
            return {};
        const n = Number(text);
        return Number.isFinite(n) ? { value: n } : { error: 'errNumber' };
    },
    answer: (_field, value, locale) => value === undefined || value === null || value === '' ? '' : Number(value).toLocaleString(locale),
    message(field, issue, _value, t, locale) {
        if (issue.code === 'too_small')
            return t('errMin', { min: Number(issue.minimum).toLocaleString(locale) });
        if (issue.code === 'too_big')
            return t('errMax', { max: Number(issue.maximum).toLocaleString(locale) });
        if (issue.code === 'invalid_type')
            return t('errNumber');
        return field.step ? t('errStep', { step: field.step }) : t('errNumber');
    },
};
