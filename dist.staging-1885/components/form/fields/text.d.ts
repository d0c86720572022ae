import type { FieldKind } from './kind.js';
export declare const createKind: () => FieldKind<{
    type: "text";
    key: string;
    label: string;
    minLength?: number | undefined;
    maxLength?: number | undefined;
    autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
    default?: string | undefined;
    showWhen?: {
        all?: {
            field: string;
            op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
            value?: string | number | boolean | (string | number | boolean)[] | undefined;
        }[] | undefined;
        any?: {
            field: string;
            op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
            value?: string | number | boolean | (string | number | boolean)[] | undefined;
        }[] | undefined;
    } | undefined;
    hidden?: boolean | undefined;
    required?: boolean | undefined;
    placeholder?: string | undefined;
    help?: string | undefined;
}>;
