/**
 * The element's side of the form logic (DESIGN §11): the fields in play and those shown for the answers as typed,
 * judged by `core/form-logic.ts` on the wire values each field type makes of them, the values the service judges
 * on submit. Pure: no DOM.
 */
import { activeKeys } from '../../core/form-logic.js';
import { own } from './own.js';
export function fieldsInPlay(fields, values, kindOf) {
    let active;
    if (fields.some((f) => f.showWhen)) {
        // Unreadable input counts as unanswered, as the service would never receive it.
        const wire = Object.create(null);
        for (const field of fields)
            wire[field.key] = kindOf(field).toWire(field, own(values, field.key)).value;
        active = activeKeys(fields, wire);
    }
    else {
        active = new Set(fields.map((f) => f.key));
    }
    return { active, shown: fields.filter((f) => !f.hidden && active.has(f.key)) };
}
