/**
 * Hosted forms (spec: Form, Form submission, FORM.SUBMISSION; DESIGN §3 Forms). The forms family is snake_case on
 * the wire (`can_update`, `submitted_at`). Field definitions are ours (the spec does not show them).
 */
import { type BoundZone } from '../core/form-logic.js';
import { Theme, ThemeOverride } from './theme.js';
import * as z from './zod.js';
export declare const FIELD_TYPES: readonly ["text", "textarea", "email", "url", "phone", "number", "range", "rating", "date", "time", "datetime", "color", "select", "radio", "checkbox", "address"];
export type FieldType = (typeof FIELD_TYPES)[number];
export declare const FIELD_KEY_PATTERN: RegExp;
export declare const MAX_FIELDS = 200;
export declare const MAX_OPTIONS = 200;
/** Browser autofill tokens a field may ask for (a safe subset of the HTML autocomplete tokens). */
export declare const AUTOCOMPLETE_TOKENS: readonly ["off", "name", "given-name", "family-name", "nickname", "email", "tel", "organization", "organization-title", "street-address", "address-line1", "address-line2", "address-level1", "address-level2", "postal-code", "country", "country-name", "bday", "sex", "url", "username", "language"];
export declare const DATE_PATTERN: RegExp;
export declare const TIME_PATTERN: RegExp;
export declare const HEX_COLOR_PATTERN: RegExp;
export declare const COUNTRY_PATTERN: RegExp;
/** `{field, op, value?}` (DESIGN §11): `field` is an earlier field's key; `answered` / `unanswered` take no value. */
export declare const Condition: z.ZodMiniObject<{
    field: z.ZodMiniString<string>;
    op: z.ZodMiniEnum<{
        in: "in";
        eq: "eq";
        neq: "neq";
        nin: "nin";
        gt: "gt";
        gte: "gte";
        lt: "lt";
        lte: "lte";
        contains: "contains";
        answered: "answered";
        unanswered: "unanswered";
    }>;
    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
}, z.core.$strip>;
export type Condition = z.infer<typeof Condition>;
/** Shown when every `all` condition and (if given) one of the `any` conditions hold. */
export declare const ShowWhen: z.ZodMiniObject<{
    all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        field: z.ZodMiniString<string>;
        op: z.ZodMiniEnum<{
            in: "in";
            eq: "eq";
            neq: "neq";
            nin: "nin";
            gt: "gt";
            gte: "gte";
            lt: "lt";
            lte: "lte";
            contains: "contains";
            answered: "answered";
            unanswered: "unanswered";
        }>;
        value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
    }, z.core.$strip>>>;
    any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        field: z.ZodMiniString<string>;
        op: z.ZodMiniEnum<{
            in: "in";
            eq: "eq";
            neq: "neq";
            nin: "nin";
            gt: "gt";
            gte: "gte";
            lt: "lt";
            lte: "lte";
            contains: "contains";
            answered: "answered";
            unanswered: "unanswered";
        }>;
        value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export type ShowWhen = z.infer<typeof ShowWhen>;
export declare const FieldOption: z.ZodMiniObject<{
    value: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
}, z.core.$strip>;
export type FieldOption = z.infer<typeof FieldOption>;
export declare const Address: z.ZodMiniObject<{
    line1: z.ZodMiniString<string>;
    line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
    city: z.ZodMiniString<string>;
    region: z.ZodMiniOptional<z.ZodMiniString<string>>;
    postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
    country: z.ZodMiniString<string>;
    formatted: z.ZodMiniString<string>;
    placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type Address = z.infer<typeof Address>;
export declare const Field: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    minLength: z.ZodMiniOptional<z.ZodMiniInt>;
    maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
    autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
        name: "name";
        email: "email";
        url: "url";
        off: "off";
        "given-name": "given-name";
        "family-name": "family-name";
        nickname: "nickname";
        tel: "tel";
        organization: "organization";
        "organization-title": "organization-title";
        "street-address": "street-address";
        "address-line1": "address-line1";
        "address-line2": "address-line2";
        "address-level1": "address-level1";
        "address-level2": "address-level2";
        "postal-code": "postal-code";
        country: "country";
        "country-name": "country-name";
        bday: "bday";
        sex: "sex";
        username: "username";
        language: "language";
    }>>;
    type: z.ZodMiniLiteral<"text">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    rows: z.ZodMiniOptional<z.ZodMiniInt>;
    minLength: z.ZodMiniOptional<z.ZodMiniInt>;
    maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
    autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
        name: "name";
        email: "email";
        url: "url";
        off: "off";
        "given-name": "given-name";
        "family-name": "family-name";
        nickname: "nickname";
        tel: "tel";
        organization: "organization";
        "organization-title": "organization-title";
        "street-address": "street-address";
        "address-line1": "address-line1";
        "address-line2": "address-line2";
        "address-level1": "address-level1";
        "address-level2": "address-level2";
        "postal-code": "postal-code";
        country: "country";
        "country-name": "country-name";
        bday: "bday";
        sex: "sex";
        username: "username";
        language: "language";
    }>>;
    type: z.ZodMiniLiteral<"textarea">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"email">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"url">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"phone">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    type: z.ZodMiniLiteral<"number">;
    default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"range">;
    default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    min: z.ZodMiniNumber<number>;
    max: z.ZodMiniNumber<number>;
    step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"rating">;
    default: z.ZodMiniOptional<z.ZodMiniInt>;
    max: z.ZodMiniOptional<z.ZodMiniInt>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"date">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
    max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"time">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
    max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"datetime">;
    default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
    min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
    max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"color">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"select">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    options: z.ZodMiniArray<z.ZodMiniObject<{
        value: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"radio">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    options: z.ZodMiniArray<z.ZodMiniObject<{
        value: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"checkbox">;
    default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    options: z.ZodMiniArray<z.ZodMiniObject<{
        value: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
    maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"address">;
    default: z.ZodMiniOptional<z.ZodMiniObject<{
        line1: z.ZodMiniString<string>;
        line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
        city: z.ZodMiniString<string>;
        region: z.ZodMiniOptional<z.ZodMiniString<string>>;
        postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
        country: z.ZodMiniString<string>;
        formatted: z.ZodMiniString<string>;
        placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    country: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>], "type">;
export type Field = z.infer<typeof Field>;
export type FieldOf<T extends FieldType> = Extract<Field, {
    type: T;
}>;
export declare const Fields: z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    minLength: z.ZodMiniOptional<z.ZodMiniInt>;
    maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
    autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
        name: "name";
        email: "email";
        url: "url";
        off: "off";
        "given-name": "given-name";
        "family-name": "family-name";
        nickname: "nickname";
        tel: "tel";
        organization: "organization";
        "organization-title": "organization-title";
        "street-address": "street-address";
        "address-line1": "address-line1";
        "address-line2": "address-line2";
        "address-level1": "address-level1";
        "address-level2": "address-level2";
        "postal-code": "postal-code";
        country: "country";
        "country-name": "country-name";
        bday: "bday";
        sex: "sex";
        username: "username";
        language: "language";
    }>>;
    type: z.ZodMiniLiteral<"text">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    rows: z.ZodMiniOptional<z.ZodMiniInt>;
    minLength: z.ZodMiniOptional<z.ZodMiniInt>;
    maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
    autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
        name: "name";
        email: "email";
        url: "url";
        off: "off";
        "given-name": "given-name";
        "family-name": "family-name";
        nickname: "nickname";
        tel: "tel";
        organization: "organization";
        "organization-title": "organization-title";
        "street-address": "street-address";
        "address-line1": "address-line1";
        "address-line2": "address-line2";
        "address-level1": "address-level1";
        "address-level2": "address-level2";
        "postal-code": "postal-code";
        country: "country";
        "country-name": "country-name";
        bday: "bday";
        sex: "sex";
        username: "username";
        language: "language";
    }>>;
    type: z.ZodMiniLiteral<"textarea">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"email">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"url">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"phone">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    type: z.ZodMiniLiteral<"number">;
    default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"range">;
    default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    min: z.ZodMiniNumber<number>;
    max: z.ZodMiniNumber<number>;
    step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"rating">;
    default: z.ZodMiniOptional<z.ZodMiniInt>;
    max: z.ZodMiniOptional<z.ZodMiniInt>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"date">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
    max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"time">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
    max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"datetime">;
    default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
    min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
    max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"color">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"select">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    options: z.ZodMiniArray<z.ZodMiniObject<{
        value: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"radio">;
    default: z.ZodMiniOptional<z.ZodMiniString<string>>;
    options: z.ZodMiniArray<z.ZodMiniObject<{
        value: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"checkbox">;
    default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    options: z.ZodMiniArray<z.ZodMiniObject<{
        value: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
    maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"address">;
    default: z.ZodMiniOptional<z.ZodMiniObject<{
        line1: z.ZodMiniString<string>;
        line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
        city: z.ZodMiniString<string>;
        region: z.ZodMiniOptional<z.ZodMiniString<string>>;
        postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
        country: z.ZodMiniString<string>;
        formatted: z.ZodMiniString<string>;
        placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    country: z.ZodMiniOptional<z.ZodMiniString<string>>;
    showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
        all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
        any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            field: z.ZodMiniString<string>;
            op: z.ZodMiniEnum<{
                in: "in";
                eq: "eq";
                neq: "neq";
                nin: "nin";
                gt: "gt";
                gte: "gte";
                lt: "lt";
                lte: "lte";
                contains: "contains";
                answered: "answered";
                unanswered: "unanswered";
            }>;
            value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
    help: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>], "type">>;
export declare const Form: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    url: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    title: z.ZodMiniNullable<z.ZodMiniString<string>>;
    description: z.ZodMiniNullable<z.ZodMiniString<string>>;
    fields: z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
        minLength: z.ZodMiniOptional<z.ZodMiniInt>;
        maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
        autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
            name: "name";
            email: "email";
            url: "url";
            off: "off";
            "given-name": "given-name";
            "family-name": "family-name";
            nickname: "nickname";
            tel: "tel";
            organization: "organization";
            "organization-title": "organization-title";
            "street-address": "street-address";
            "address-line1": "address-line1";
            "address-line2": "address-line2";
            "address-level1": "address-level1";
            "address-level2": "address-level2";
            "postal-code": "postal-code";
            country: "country";
            "country-name": "country-name";
            bday: "bday";
            sex: "sex";
            username: "username";
            language: "language";
        }>>;
        type: z.ZodMiniLiteral<"text">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        rows: z.ZodMiniOptional<z.ZodMiniInt>;
        minLength: z.ZodMiniOptional<z.ZodMiniInt>;
        maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
        autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
            name: "name";
            email: "email";
            url: "url";
            off: "off";
            "given-name": "given-name";
            "family-name": "family-name";
            nickname: "nickname";
            tel: "tel";
            organization: "organization";
            "organization-title": "organization-title";
            "street-address": "street-address";
            "address-line1": "address-line1";
            "address-line2": "address-line2";
            "address-level1": "address-level1";
            "address-level2": "address-level2";
            "postal-code": "postal-code";
            country: "country";
            "country-name": "country-name";
            bday: "bday";
            sex: "sex";
            username: "username";
            language: "language";
        }>>;
        type: z.ZodMiniLiteral<"textarea">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"email">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"url">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"phone">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        type: z.ZodMiniLiteral<"number">;
        default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"range">;
        default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        min: z.ZodMiniNumber<number>;
        max: z.ZodMiniNumber<number>;
        step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"rating">;
        default: z.ZodMiniOptional<z.ZodMiniInt>;
        max: z.ZodMiniOptional<z.ZodMiniInt>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"date">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"time">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"datetime">;
        default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"color">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"select">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"radio">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"checkbox">;
        default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
        maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"address">;
        default: z.ZodMiniOptional<z.ZodMiniObject<{
            line1: z.ZodMiniString<string>;
            line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
            city: z.ZodMiniString<string>;
            region: z.ZodMiniOptional<z.ZodMiniString<string>>;
            postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
            country: z.ZodMiniString<string>;
            formatted: z.ZodMiniString<string>;
            placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
        country: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>], "type">>;
    can_update: z.ZodMiniBoolean<boolean>;
    theme_override: z.ZodMiniObject<{
        background: z.ZodMiniOptional<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"solid">;
            color: z.ZodMiniString<string>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"gradient">;
            angle: z.ZodMiniNumber<number>;
            stops: z.ZodMiniArray<z.ZodMiniObject<{
                color: z.ZodMiniString<string>;
                at: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"pattern">;
            pattern: z.ZodMiniEnum<{
                dots: "dots";
                grid: "grid";
                diagonal: "diagonal";
                waves: "waves";
            }>;
            color: z.ZodMiniString<string>;
            backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"image">;
            url: z.ZodMiniString<string>;
            fit: z.ZodMiniOptional<z.ZodMiniEnum<{
                cover: "cover";
                contain: "contain";
            }>>;
            overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>], "type">>;
        fontFamily: z.ZodMiniOptional<z.ZodMiniString<string>>;
        cornerRadius: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
        successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
        redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
        colors: z.ZodMiniOptional<z.ZodMiniObject<{
            primary: z.ZodMiniOptional<z.ZodMiniString<string>>;
            background: z.ZodMiniOptional<z.ZodMiniString<string>>;
            surface: z.ZodMiniOptional<z.ZodMiniString<string>>;
            text: z.ZodMiniOptional<z.ZodMiniString<string>>;
            muted: z.ZodMiniOptional<z.ZodMiniString<string>>;
            border: z.ZodMiniOptional<z.ZodMiniString<string>>;
            error: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    submission_count: z.ZodMiniInt;
    last_submitted_at: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    sender: z.ZodMiniNullable<z.ZodMiniString<string>>;
    created_at: z.iso.ZodMiniISODateTime;
    updated_at: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Form = z.infer<typeof Form>;
export declare const FormCreateRequest: z.ZodMiniObject<{
    name: z.ZodMiniString<string>;
    title: z.ZodMiniOptional<z.ZodMiniString<string>>;
    description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    fields: z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
        minLength: z.ZodMiniOptional<z.ZodMiniInt>;
        maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
        autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
            name: "name";
            email: "email";
            url: "url";
            off: "off";
            "given-name": "given-name";
            "family-name": "family-name";
            nickname: "nickname";
            tel: "tel";
            organization: "organization";
            "organization-title": "organization-title";
            "street-address": "street-address";
            "address-line1": "address-line1";
            "address-line2": "address-line2";
            "address-level1": "address-level1";
            "address-level2": "address-level2";
            "postal-code": "postal-code";
            country: "country";
            "country-name": "country-name";
            bday: "bday";
            sex: "sex";
            username: "username";
            language: "language";
        }>>;
        type: z.ZodMiniLiteral<"text">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        rows: z.ZodMiniOptional<z.ZodMiniInt>;
        minLength: z.ZodMiniOptional<z.ZodMiniInt>;
        maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
        autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
            name: "name";
            email: "email";
            url: "url";
            off: "off";
            "given-name": "given-name";
            "family-name": "family-name";
            nickname: "nickname";
            tel: "tel";
            organization: "organization";
            "organization-title": "organization-title";
            "street-address": "street-address";
            "address-line1": "address-line1";
            "address-line2": "address-line2";
            "address-level1": "address-level1";
            "address-level2": "address-level2";
            "postal-code": "postal-code";
            country: "country";
            "country-name": "country-name";
            bday: "bday";
            sex: "sex";
            username: "username";
            language: "language";
        }>>;
        type: z.ZodMiniLiteral<"textarea">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"email">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"url">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"phone">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        type: z.ZodMiniLiteral<"number">;
        default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"range">;
        default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        min: z.ZodMiniNumber<number>;
        max: z.ZodMiniNumber<number>;
        step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"rating">;
        default: z.ZodMiniOptional<z.ZodMiniInt>;
        max: z.ZodMiniOptional<z.ZodMiniInt>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"date">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"time">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"datetime">;
        default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"color">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"select">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"radio">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"checkbox">;
        default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
        maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"address">;
        default: z.ZodMiniOptional<z.ZodMiniObject<{
            line1: z.ZodMiniString<string>;
            line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
            city: z.ZodMiniString<string>;
            region: z.ZodMiniOptional<z.ZodMiniString<string>>;
            postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
            country: z.ZodMiniString<string>;
            formatted: z.ZodMiniString<string>;
            placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
        country: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>], "type">>;
    can_update: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    theme_override: z.ZodMiniOptional<z.ZodMiniObject<{
        background: z.ZodMiniOptional<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"solid">;
            color: z.ZodMiniString<string>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"gradient">;
            angle: z.ZodMiniNumber<number>;
            stops: z.ZodMiniArray<z.ZodMiniObject<{
                color: z.ZodMiniString<string>;
                at: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"pattern">;
            pattern: z.ZodMiniEnum<{
                dots: "dots";
                grid: "grid";
                diagonal: "diagonal";
                waves: "waves";
            }>;
            color: z.ZodMiniString<string>;
            backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"image">;
            url: z.ZodMiniString<string>;
            fit: z.ZodMiniOptional<z.ZodMiniEnum<{
                cover: "cover";
                contain: "contain";
            }>>;
            overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>], "type">>;
        fontFamily: z.ZodMiniOptional<z.ZodMiniString<string>>;
        cornerRadius: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
        successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
        redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
        colors: z.ZodMiniOptional<z.ZodMiniObject<{
            primary: z.ZodMiniOptional<z.ZodMiniString<string>>;
            background: z.ZodMiniOptional<z.ZodMiniString<string>>;
            surface: z.ZodMiniOptional<z.ZodMiniString<string>>;
            text: z.ZodMiniOptional<z.ZodMiniString<string>>;
            muted: z.ZodMiniOptional<z.ZodMiniString<string>>;
            border: z.ZodMiniOptional<z.ZodMiniString<string>>;
            error: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    sender: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
}, z.core.$strip>;
export type FormCreateRequest = z.infer<typeof FormCreateRequest>;
export declare const FormUpdateRequest: z.ZodMiniObject<{
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    title: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniString<string>>>;
    description: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniString<string>>>;
    fields: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
        minLength: z.ZodMiniOptional<z.ZodMiniInt>;
        maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
        autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
            name: "name";
            email: "email";
            url: "url";
            off: "off";
            "given-name": "given-name";
            "family-name": "family-name";
            nickname: "nickname";
            tel: "tel";
            organization: "organization";
            "organization-title": "organization-title";
            "street-address": "street-address";
            "address-line1": "address-line1";
            "address-line2": "address-line2";
            "address-level1": "address-level1";
            "address-level2": "address-level2";
            "postal-code": "postal-code";
            country: "country";
            "country-name": "country-name";
            bday: "bday";
            sex: "sex";
            username: "username";
            language: "language";
        }>>;
        type: z.ZodMiniLiteral<"text">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        rows: z.ZodMiniOptional<z.ZodMiniInt>;
        minLength: z.ZodMiniOptional<z.ZodMiniInt>;
        maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
        autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
            name: "name";
            email: "email";
            url: "url";
            off: "off";
            "given-name": "given-name";
            "family-name": "family-name";
            nickname: "nickname";
            tel: "tel";
            organization: "organization";
            "organization-title": "organization-title";
            "street-address": "street-address";
            "address-line1": "address-line1";
            "address-line2": "address-line2";
            "address-level1": "address-level1";
            "address-level2": "address-level2";
            "postal-code": "postal-code";
            country: "country";
            "country-name": "country-name";
            bday: "bday";
            sex: "sex";
            username: "username";
            language: "language";
        }>>;
        type: z.ZodMiniLiteral<"textarea">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"email">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"url">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"phone">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        type: z.ZodMiniLiteral<"number">;
        default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"range">;
        default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        min: z.ZodMiniNumber<number>;
        max: z.ZodMiniNumber<number>;
        step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"rating">;
        default: z.ZodMiniOptional<z.ZodMiniInt>;
        max: z.ZodMiniOptional<z.ZodMiniInt>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"date">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"time">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"datetime">;
        default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
        min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
        max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"color">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"select">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"radio">;
        default: z.ZodMiniOptional<z.ZodMiniString<string>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"checkbox">;
        default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        options: z.ZodMiniArray<z.ZodMiniObject<{
            value: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
        maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"address">;
        default: z.ZodMiniOptional<z.ZodMiniObject<{
            line1: z.ZodMiniString<string>;
            line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
            city: z.ZodMiniString<string>;
            region: z.ZodMiniOptional<z.ZodMiniString<string>>;
            postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
            country: z.ZodMiniString<string>;
            formatted: z.ZodMiniString<string>;
            placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
        country: z.ZodMiniOptional<z.ZodMiniString<string>>;
        showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
            all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
            any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                field: z.ZodMiniString<string>;
                op: z.ZodMiniEnum<{
                    in: "in";
                    eq: "eq";
                    neq: "neq";
                    nin: "nin";
                    gt: "gt";
                    gte: "gte";
                    lt: "lt";
                    lte: "lte";
                    contains: "contains";
                    answered: "answered";
                    unanswered: "unanswered";
                }>;
                value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
        help: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>], "type">>>;
    can_update: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>>;
    theme_override: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniObject<{
        background: z.ZodMiniOptional<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"solid">;
            color: z.ZodMiniString<string>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"gradient">;
            angle: z.ZodMiniNumber<number>;
            stops: z.ZodMiniArray<z.ZodMiniObject<{
                color: z.ZodMiniString<string>;
                at: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"pattern">;
            pattern: z.ZodMiniEnum<{
                dots: "dots";
                grid: "grid";
                diagonal: "diagonal";
                waves: "waves";
            }>;
            color: z.ZodMiniString<string>;
            backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"image">;
            url: z.ZodMiniString<string>;
            fit: z.ZodMiniOptional<z.ZodMiniEnum<{
                cover: "cover";
                contain: "contain";
            }>>;
            overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>], "type">>;
        fontFamily: z.ZodMiniOptional<z.ZodMiniString<string>>;
        cornerRadius: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
        successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
        redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
        colors: z.ZodMiniOptional<z.ZodMiniObject<{
            primary: z.ZodMiniOptional<z.ZodMiniString<string>>;
            background: z.ZodMiniOptional<z.ZodMiniString<string>>;
            surface: z.ZodMiniOptional<z.ZodMiniString<string>>;
            text: z.ZodMiniOptional<z.ZodMiniString<string>>;
            muted: z.ZodMiniOptional<z.ZodMiniString<string>>;
            border: z.ZodMiniOptional<z.ZodMiniString<string>>;
            error: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>>;
    sender: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>>;
}, z.core.$strip>;
export type FormUpdateRequest = z.infer<typeof FormUpdateRequest>;
export declare const FormListRequest: z.ZodMiniObject<{
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
/** `POST /forms/send {form_id | form, from, to?, channel?, text?}`. */
export declare const FormSendRequest: z.ZodMiniObject<{
    form_id: z.ZodMiniOptional<z.ZodMiniString<string>>;
    form: z.ZodMiniOptional<z.ZodMiniObject<{
        name: z.ZodMiniString<string>;
        title: z.ZodMiniOptional<z.ZodMiniString<string>>;
        description: z.ZodMiniOptional<z.ZodMiniString<string>>;
        fields: z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            minLength: z.ZodMiniOptional<z.ZodMiniInt>;
            maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
            autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
                name: "name";
                email: "email";
                url: "url";
                off: "off";
                "given-name": "given-name";
                "family-name": "family-name";
                nickname: "nickname";
                tel: "tel";
                organization: "organization";
                "organization-title": "organization-title";
                "street-address": "street-address";
                "address-line1": "address-line1";
                "address-line2": "address-line2";
                "address-level1": "address-level1";
                "address-level2": "address-level2";
                "postal-code": "postal-code";
                country: "country";
                "country-name": "country-name";
                bday: "bday";
                sex: "sex";
                username: "username";
                language: "language";
            }>>;
            type: z.ZodMiniLiteral<"text">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            rows: z.ZodMiniOptional<z.ZodMiniInt>;
            minLength: z.ZodMiniOptional<z.ZodMiniInt>;
            maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
            autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
                name: "name";
                email: "email";
                url: "url";
                off: "off";
                "given-name": "given-name";
                "family-name": "family-name";
                nickname: "nickname";
                tel: "tel";
                organization: "organization";
                "organization-title": "organization-title";
                "street-address": "street-address";
                "address-line1": "address-line1";
                "address-line2": "address-line2";
                "address-level1": "address-level1";
                "address-level2": "address-level2";
                "postal-code": "postal-code";
                country: "country";
                "country-name": "country-name";
                bday: "bday";
                sex: "sex";
                username: "username";
                language: "language";
            }>>;
            type: z.ZodMiniLiteral<"textarea">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"email">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"url">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"phone">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            type: z.ZodMiniLiteral<"number">;
            default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"range">;
            default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            min: z.ZodMiniNumber<number>;
            max: z.ZodMiniNumber<number>;
            step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"rating">;
            default: z.ZodMiniOptional<z.ZodMiniInt>;
            max: z.ZodMiniOptional<z.ZodMiniInt>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"date">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"time">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"datetime">;
            default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"color">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"select">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"radio">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"checkbox">;
            default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
            maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"address">;
            default: z.ZodMiniOptional<z.ZodMiniObject<{
                line1: z.ZodMiniString<string>;
                line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
                city: z.ZodMiniString<string>;
                region: z.ZodMiniOptional<z.ZodMiniString<string>>;
                postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
                country: z.ZodMiniString<string>;
                formatted: z.ZodMiniString<string>;
                placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
            country: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>], "type">>;
        can_update: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        theme_override: z.ZodMiniOptional<z.ZodMiniObject<{
            background: z.ZodMiniOptional<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"solid">;
                color: z.ZodMiniString<string>;
            }, z.core.$strip>, z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"gradient">;
                angle: z.ZodMiniNumber<number>;
                stops: z.ZodMiniArray<z.ZodMiniObject<{
                    color: z.ZodMiniString<string>;
                    at: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
            }, z.core.$strip>, z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"pattern">;
                pattern: z.ZodMiniEnum<{
                    dots: "dots";
                    grid: "grid";
                    diagonal: "diagonal";
                    waves: "waves";
                }>;
                color: z.ZodMiniString<string>;
                backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>, z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"image">;
                url: z.ZodMiniString<string>;
                fit: z.ZodMiniOptional<z.ZodMiniEnum<{
                    cover: "cover";
                    contain: "contain";
                }>>;
                overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>], "type">>;
            fontFamily: z.ZodMiniOptional<z.ZodMiniString<string>>;
            cornerRadius: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
            successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
            redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
            colors: z.ZodMiniOptional<z.ZodMiniObject<{
                primary: z.ZodMiniOptional<z.ZodMiniString<string>>;
                background: z.ZodMiniOptional<z.ZodMiniString<string>>;
                surface: z.ZodMiniOptional<z.ZodMiniString<string>>;
                text: z.ZodMiniOptional<z.ZodMiniString<string>>;
                muted: z.ZodMiniOptional<z.ZodMiniString<string>>;
                border: z.ZodMiniOptional<z.ZodMiniString<string>>;
                error: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        sender: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
    }, z.core.$strip>>;
    from: z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>;
    to: z.ZodMiniOptional<z.ZodMiniString<string>>;
    channel: z.ZodMiniOptional<z.ZodMiniEnum<{
        SMS: "SMS";
        RCS: "RCS";
    }>>;
    text: z.ZodMiniOptional<z.ZodMiniString<string>>;
    scheduledTime: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
}, z.core.$strip>;
export type FormSendRequest = z.infer<typeof FormSendRequest>;
export declare const FormSubmissionField: z.ZodMiniObject<{
    key: z.ZodMiniString<string>;
    label: z.ZodMiniString<string>;
    type: z.ZodMiniString<string>;
    value: z.ZodMiniUnknown;
}, z.core.$strip>;
export declare const FormSubmission: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    from: z.ZodMiniString<string>;
    to: z.ZodMiniNullable<z.ZodMiniString<string>>;
    data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
    fields: z.ZodMiniArray<z.ZodMiniObject<{
        key: z.ZodMiniString<string>;
        label: z.ZodMiniString<string>;
        type: z.ZodMiniString<string>;
        value: z.ZodMiniUnknown;
    }, z.core.$strip>>;
    ip_address: z.ZodMiniString<string>;
    user_agent: z.ZodMiniString<string>;
    submitted_at: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type FormSubmission = z.infer<typeof FormSubmission>;
export declare const FormSendResponse: z.ZodMiniObject<{
    form: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        url: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        title: z.ZodMiniNullable<z.ZodMiniString<string>>;
        description: z.ZodMiniNullable<z.ZodMiniString<string>>;
        fields: z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            minLength: z.ZodMiniOptional<z.ZodMiniInt>;
            maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
            autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
                name: "name";
                email: "email";
                url: "url";
                off: "off";
                "given-name": "given-name";
                "family-name": "family-name";
                nickname: "nickname";
                tel: "tel";
                organization: "organization";
                "organization-title": "organization-title";
                "street-address": "street-address";
                "address-line1": "address-line1";
                "address-line2": "address-line2";
                "address-level1": "address-level1";
                "address-level2": "address-level2";
                "postal-code": "postal-code";
                country: "country";
                "country-name": "country-name";
                bday: "bday";
                sex: "sex";
                username: "username";
                language: "language";
            }>>;
            type: z.ZodMiniLiteral<"text">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            rows: z.ZodMiniOptional<z.ZodMiniInt>;
            minLength: z.ZodMiniOptional<z.ZodMiniInt>;
            maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
            autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
                name: "name";
                email: "email";
                url: "url";
                off: "off";
                "given-name": "given-name";
                "family-name": "family-name";
                nickname: "nickname";
                tel: "tel";
                organization: "organization";
                "organization-title": "organization-title";
                "street-address": "street-address";
                "address-line1": "address-line1";
                "address-line2": "address-line2";
                "address-level1": "address-level1";
                "address-level2": "address-level2";
                "postal-code": "postal-code";
                country: "country";
                "country-name": "country-name";
                bday: "bday";
                sex: "sex";
                username: "username";
                language: "language";
            }>>;
            type: z.ZodMiniLiteral<"textarea">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"email">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"url">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"phone">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            type: z.ZodMiniLiteral<"number">;
            default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"range">;
            default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            min: z.ZodMiniNumber<number>;
            max: z.ZodMiniNumber<number>;
            step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"rating">;
            default: z.ZodMiniOptional<z.ZodMiniInt>;
            max: z.ZodMiniOptional<z.ZodMiniInt>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"date">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"time">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"datetime">;
            default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"color">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"select">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"radio">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"checkbox">;
            default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
            maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"address">;
            default: z.ZodMiniOptional<z.ZodMiniObject<{
                line1: z.ZodMiniString<string>;
                line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
                city: z.ZodMiniString<string>;
                region: z.ZodMiniOptional<z.ZodMiniString<string>>;
                postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
                country: z.ZodMiniString<string>;
                formatted: z.ZodMiniString<string>;
                placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
            country: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>], "type">>;
        can_update: z.ZodMiniBoolean<boolean>;
        theme_override: z.ZodMiniObject<{
            background: z.ZodMiniOptional<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"solid">;
                color: z.ZodMiniString<string>;
            }, z.core.$strip>, z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"gradient">;
                angle: z.ZodMiniNumber<number>;
                stops: z.ZodMiniArray<z.ZodMiniObject<{
                    color: z.ZodMiniString<string>;
                    at: z.ZodMiniNumber<number>;
                }, z.core.$strip>>;
            }, z.core.$strip>, z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"pattern">;
                pattern: z.ZodMiniEnum<{
                    dots: "dots";
                    grid: "grid";
                    diagonal: "diagonal";
                    waves: "waves";
                }>;
                color: z.ZodMiniString<string>;
                backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>, z.ZodMiniObject<{
                type: z.ZodMiniLiteral<"image">;
                url: z.ZodMiniString<string>;
                fit: z.ZodMiniOptional<z.ZodMiniEnum<{
                    cover: "cover";
                    contain: "contain";
                }>>;
                overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>], "type">>;
            fontFamily: z.ZodMiniOptional<z.ZodMiniString<string>>;
            cornerRadius: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
            successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
            redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
            colors: z.ZodMiniOptional<z.ZodMiniObject<{
                primary: z.ZodMiniOptional<z.ZodMiniString<string>>;
                background: z.ZodMiniOptional<z.ZodMiniString<string>>;
                surface: z.ZodMiniOptional<z.ZodMiniString<string>>;
                text: z.ZodMiniOptional<z.ZodMiniString<string>>;
                muted: z.ZodMiniOptional<z.ZodMiniString<string>>;
                border: z.ZodMiniOptional<z.ZodMiniString<string>>;
                error: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
        }, z.core.$strip>;
        submission_count: z.ZodMiniInt;
        last_submitted_at: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
        sender: z.ZodMiniNullable<z.ZodMiniString<string>>;
        created_at: z.iso.ZodMiniISODateTime;
        updated_at: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>;
    url: z.ZodMiniString<string>;
    message_id: z.ZodMiniOptional<z.ZodMiniString<string>>;
    submission: z.ZodMiniOptional<z.ZodMiniObject<{
        to: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type FormSendResponse = z.infer<typeof FormSendResponse>;
/** `GET /forms/{id}/render`: what the element needs, in one request. */
export declare const FormRender: z.ZodMiniObject<{
    form: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        title: z.ZodMiniNullable<z.ZodMiniString<string>>;
        description: z.ZodMiniNullable<z.ZodMiniString<string>>;
        fields: z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            minLength: z.ZodMiniOptional<z.ZodMiniInt>;
            maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
            autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
                name: "name";
                email: "email";
                url: "url";
                off: "off";
                "given-name": "given-name";
                "family-name": "family-name";
                nickname: "nickname";
                tel: "tel";
                organization: "organization";
                "organization-title": "organization-title";
                "street-address": "street-address";
                "address-line1": "address-line1";
                "address-line2": "address-line2";
                "address-level1": "address-level1";
                "address-level2": "address-level2";
                "postal-code": "postal-code";
                country: "country";
                "country-name": "country-name";
                bday: "bday";
                sex: "sex";
                username: "username";
                language: "language";
            }>>;
            type: z.ZodMiniLiteral<"text">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            rows: z.ZodMiniOptional<z.ZodMiniInt>;
            minLength: z.ZodMiniOptional<z.ZodMiniInt>;
            maxLength: z.ZodMiniOptional<z.ZodMiniInt>;
            autocomplete: z.ZodMiniOptional<z.ZodMiniEnum<{
                name: "name";
                email: "email";
                url: "url";
                off: "off";
                "given-name": "given-name";
                "family-name": "family-name";
                nickname: "nickname";
                tel: "tel";
                organization: "organization";
                "organization-title": "organization-title";
                "street-address": "street-address";
                "address-line1": "address-line1";
                "address-line2": "address-line2";
                "address-level1": "address-level1";
                "address-level2": "address-level2";
                "postal-code": "postal-code";
                country: "country";
                "country-name": "country-name";
                bday: "bday";
                sex: "sex";
                username: "username";
                language: "language";
            }>>;
            type: z.ZodMiniLiteral<"textarea">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"email">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"url">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"phone">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            defaultCountry: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            min: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            max: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            type: z.ZodMiniLiteral<"number">;
            default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"range">;
            default: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            min: z.ZodMiniNumber<number>;
            max: z.ZodMiniNumber<number>;
            step: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"rating">;
            default: z.ZodMiniOptional<z.ZodMiniInt>;
            max: z.ZodMiniOptional<z.ZodMiniInt>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"date">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"today">, z.ZodMiniString<string>]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"time">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.ZodMiniString<string>]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"datetime">;
            default: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
            min: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
            max: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniLiteral<"now">, z.iso.ZodMiniISODateTime]>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"color">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"select">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"radio">;
            default: z.ZodMiniOptional<z.ZodMiniString<string>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"checkbox">;
            default: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            options: z.ZodMiniArray<z.ZodMiniObject<{
                value: z.ZodMiniString<string>;
                label: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            minSelected: z.ZodMiniOptional<z.ZodMiniInt>;
            maxSelected: z.ZodMiniOptional<z.ZodMiniInt>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"address">;
            default: z.ZodMiniOptional<z.ZodMiniObject<{
                line1: z.ZodMiniString<string>;
                line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
                city: z.ZodMiniString<string>;
                region: z.ZodMiniOptional<z.ZodMiniString<string>>;
                postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
                country: z.ZodMiniString<string>;
                formatted: z.ZodMiniString<string>;
                placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
            country: z.ZodMiniOptional<z.ZodMiniString<string>>;
            showWhen: z.ZodMiniOptional<z.ZodMiniObject<{
                all: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
                any: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                    field: z.ZodMiniString<string>;
                    op: z.ZodMiniEnum<{
                        in: "in";
                        eq: "eq";
                        neq: "neq";
                        nin: "nin";
                        gt: "gt";
                        gte: "gte";
                        lt: "lt";
                        lte: "lte";
                        contains: "contains";
                        answered: "answered";
                        unanswered: "unanswered";
                    }>;
                    value: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>]>>;
                }, z.core.$strip>>>;
            }, z.core.$strip>>;
            hidden: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            required: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
            placeholder: z.ZodMiniOptional<z.ZodMiniString<string>>;
            help: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>], "type">>;
        can_update: z.ZodMiniBoolean<boolean>;
    }, z.core.$strip>;
    theme: z.ZodMiniObject<{
        colors: z.ZodMiniObject<{
            primary: z.ZodMiniString<string>;
            background: z.ZodMiniString<string>;
            surface: z.ZodMiniString<string>;
            text: z.ZodMiniString<string>;
            muted: z.ZodMiniString<string>;
            border: z.ZodMiniString<string>;
            error: z.ZodMiniString<string>;
        }, z.core.$strip>;
        background: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"solid">;
            color: z.ZodMiniString<string>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"gradient">;
            angle: z.ZodMiniNumber<number>;
            stops: z.ZodMiniArray<z.ZodMiniObject<{
                color: z.ZodMiniString<string>;
                at: z.ZodMiniNumber<number>;
            }, z.core.$strip>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"pattern">;
            pattern: z.ZodMiniEnum<{
                dots: "dots";
                grid: "grid";
                diagonal: "diagonal";
                waves: "waves";
            }>;
            color: z.ZodMiniString<string>;
            backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>, z.ZodMiniObject<{
            type: z.ZodMiniLiteral<"image">;
            url: z.ZodMiniString<string>;
            fit: z.ZodMiniOptional<z.ZodMiniEnum<{
                cover: "cover";
                contain: "contain";
            }>>;
            overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>], "type">;
        fontFamily: z.ZodMiniString<string>;
        cornerRadius: z.ZodMiniNumber<number>;
        submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
        successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
        redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>;
    prior: z.ZodMiniNullable<z.ZodMiniObject<{
        data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
        submitted_at: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>>;
    answered_at: z.ZodMiniOptional<z.ZodMiniNullable<z.iso.ZodMiniISODateTime>>;
    recipient: z.ZodMiniNullable<z.ZodMiniObject<{
        to: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    submitted: z.ZodMiniBoolean<boolean>;
}, z.core.$strip>;
export type FormRender = z.infer<typeof FormRender>;
export declare const FormSubmitRequest: z.ZodMiniObject<{
    data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
}, z.core.$strip>;
export type FormSubmitRequest = z.infer<typeof FormSubmitRequest>;
export declare const FormSubmitResult: z.ZodMiniObject<{
    submission: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniNullable<z.ZodMiniString<string>>;
        data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
        fields: z.ZodMiniArray<z.ZodMiniObject<{
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            type: z.ZodMiniString<string>;
            value: z.ZodMiniUnknown;
        }, z.core.$strip>>;
        ip_address: z.ZodMiniString<string>;
        user_agent: z.ZodMiniString<string>;
        submitted_at: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>;
    updated: z.ZodMiniBoolean<boolean>;
    successMessage: z.ZodMiniNullable<z.ZodMiniString<string>>;
    redirectUrl: z.ZodMiniNullable<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type FormSubmitResult = z.infer<typeof FormSubmitResult>;
export declare const PlacesRequest: z.ZodMiniObject<{
    query: z.ZodMiniString<string>;
    country: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type PlacesRequest = z.infer<typeof PlacesRequest>;
export declare const Place: z.ZodMiniObject<{
    placeId: z.ZodMiniString<string>;
    description: z.ZodMiniString<string>;
    address: z.ZodMiniObject<{
        line1: z.ZodMiniString<string>;
        line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
        city: z.ZodMiniString<string>;
        region: z.ZodMiniOptional<z.ZodMiniString<string>>;
        postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
        country: z.ZodMiniString<string>;
        formatted: z.ZodMiniString<string>;
        placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type Place = z.infer<typeof Place>;
export declare const PlacesResponse: z.ZodMiniObject<{
    data: z.ZodMiniArray<z.ZodMiniObject<{
        placeId: z.ZodMiniString<string>;
        description: z.ZodMiniString<string>;
        address: z.ZodMiniObject<{
            line1: z.ZodMiniString<string>;
            line2: z.ZodMiniOptional<z.ZodMiniString<string>>;
            city: z.ZodMiniString<string>;
            region: z.ZodMiniOptional<z.ZodMiniString<string>>;
            postalCode: z.ZodMiniOptional<z.ZodMiniString<string>>;
            country: z.ZodMiniString<string>;
            formatted: z.ZodMiniString<string>;
            placeId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * When and where date bounds are judged: `"today"` and `"now"` are exact in the element (`local`) and as loose as
 * any time zone allows in the service (`service`, the default). See `resolveBound`.
 */
export interface BoundsAt {
    now?: Date;
    zone?: BoundZone;
}
/** The schema one field's value must meet (shared by the form element and the service). */
export declare function fieldValueSchema(field: Field, at?: BoundsAt): z.ZodMiniType;
/**
 * The schema of a submission's `data` for a given form: required fields must be present, optional ones may be
 * absent, unknown keys are refused (so nothing the form did not ask for is stored). `active`: the fields in play
 * (`activeKeys`); a field out of play, or `hidden` (filled by prefill, not by the person), is never required.
 */
export declare function formDataSchema(fields: readonly Field[], active?: ReadonlySet<string>, at?: BoundsAt): z.ZodMiniObject<{
    [x: string]: z.ZodMiniType<unknown, unknown, z.core.$ZodTypeInternals<unknown, unknown>>;
}, z.core.$strict>;
/**
 * A submission's answers as a record without a prototype: field keys such as `constructor` or `toString` are
 * only ever the submitter's own keys (never `Object.prototype` members), and `__proto__` is a plain (unknown) key.
 */
export declare function ownRecord(data: object): Record<string, unknown>;
/** The spec's `fields` snapshot of a submission: `{key, label, type, value}` per answered field (own keys only). */
export declare function submissionFieldsSnapshot(fields: readonly Field[], data: Record<string, unknown>): {
    key: string;
    label: string;
    type: "number" | "date" | "datetime" | "email" | "url" | "address" | "select" | "textarea" | "time" | "text" | "phone" | "color" | "range" | "rating" | "radio" | "checkbox";
    value: unknown;
}[];
export { Theme, ThemeOverride };
