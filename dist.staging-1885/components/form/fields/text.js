import { isString, renderInput, str, textWire } from './common.js';
const kind = {
    render: (view) => renderInput(view, { type: 'text' }),
    fromWire: (_field, value) => str(value),
    toWire: (_field, raw) => textWire(raw),
    fits: isString,
    answer: (_field, value) => str(value),
};
export const createKind = () => kind;
