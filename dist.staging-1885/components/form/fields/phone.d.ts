/**
 * A phone number: typed as people write it ("(415) 555-0123" read in the chosen country), formatted while typing
 * once libphonenumber-js has loaded, sent as E.164. Until the library arrives (or if it cannot), E.164 is required.
 * The library (48 kB) is fetched only for forms with a phone field, and not before the first screen is shown: on
 * the first focus of a phone field or when the browser is idle after that screen, whichever comes first (a submit
 * waits for it). The chosen countries are this type's state, kept in the draft.
 */
import type { FieldOf } from '../../../schemas/forms.js';
import type { FieldKind, KindContext } from './kind.js';
type Phone = FieldOf<'phone'>;
export declare function createKind(context: KindContext): FieldKind<Phone>;
export {};
