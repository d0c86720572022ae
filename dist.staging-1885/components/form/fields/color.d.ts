import type { FieldKind } from './kind.js';
export declare const createKind: () => FieldKind<{
    type: "color";
    key: string;
    label: string;
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
