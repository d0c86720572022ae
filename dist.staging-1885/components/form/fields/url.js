import { withScheme } from '../values.js';
import { isString, renderInput, str } from './common.js';
const kind = {
    render: (view) => renderInput(view, { type: 'url', ltr: true, autocomplete: 'url' }),
    fromWire: (_field, value) => str(value),
    toWire(_field, raw) {
        const text = str(raw).trim();
        if (!text)
            return {};
        const url = withScheme(text);
        return url ? { value: url } : { error: 'errUrl' };
    },
    fits: isString,
    answer: (_field, value) => str(value),
    message: (_field, _issue, _value, t) => t('errUrl'),
};
export const createKind = () => kind;
