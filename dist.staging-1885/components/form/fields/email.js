import { isString, renderInput, str, textWire } from './common.js';
const kind = {
    render: (view) => renderInput(view, { type: 'email', ltr: true, autocomplete: 'email' }),
    fromWire: (_field, value) => str(value),
    toWire: (_field, raw) => textWire(raw, true),
    fits: isString,
    answer: (_field, value) => str(value),
    message: (_field, issue, _value, t) => (issue.code === 'too_big' ? undefined : t('errEmail')),
};
export const createKind = () => kind;
