/**
 * What every field template shares: ids, the label with its required marker, help and error texts, the
 * `aria-describedby` list, the single-input row and the choice group. Templates are plain functions (no element per
 * field), so a 200-field form is one element; input events are handled once, by delegation, in the session
 * (`data-k` = field key, `data-p` = a part of a structured value).
 */
import { nothing, type TemplateResult } from 'lit';
import type { Field } from '../../../schemas/forms.js';
import type { FieldView } from './kind.js';
export type { FieldView } from './kind.js';
/** Id of a field's control (`path` = `key` or `key.part`) and of its texts; keys are `[A-Za-z0-9_]`. */
export declare const fid: (path: string, suffix?: string) => string;
/** The field's help and what its type adds. */
export declare const helpText: (view: FieldView) => string;
/** The ids describing the control at `path`: the field's help (and `extra`), then its error when shown. */
export declare function describedBy(view: FieldView, path?: string, extra?: string[]): string | typeof nothing;
export declare const invalid: (view: FieldView, path?: string) => typeof nothing | "true";
/** `*` for sighted users; screen readers get the control's `required` state (or the hidden word, for groups). */
export declare function marker(view: FieldView, spoken?: boolean): TemplateResult | typeof nothing;
/**
 * Author text with its left-to-right runs isolated: in a right-to-left sentence "(+14155550123)" keeps its plus
 * before the digits (unisolated, the bidi algorithm moves it to the far end).
 */
export declare function isolated(text: string): (string | TemplateResult)[];
/**
 * The author's help and what the type adds, each in its own direction (an English hint in an Arabic form ends
 * with its full stop; the form's Arabic "Choose up to 2." after it keeps its own), with numbers isolated.
 */
export declare function help(view: FieldView): TemplateResult | typeof nothing;
export declare function error(view: FieldView, path?: string): TemplateResult | typeof nothing;
export declare const str: (v: unknown) => string;
/** The label: author text, in its own direction (an English question in an Arabic form ends with its "?"). */
export declare const label: (view: FieldView) => TemplateResult<1>;
/** How a single-input type sets up its `<input>`. */
export interface InputOptions {
    /** The `<input type>`. */
    type: string;
    /** Values that read left to right in every language (addresses, numbers, dates), whatever the form's direction. */
    ltr?: boolean;
    /** The autofill token implied by the type when the field does not name one. */
    autocomplete?: string | undefined;
    inputmode?: string;
    min?: string | undefined;
    max?: string | undefined;
    step?: string | undefined;
    /** Shown before the control in its row (a phone field's country picker). */
    prefix?: TemplateResult | undefined;
    /** Shown after the control in its row (a colour's value). */
    suffix?: TemplateResult | undefined;
}
/** One native `<input>` with its label, help and error. */
export declare function renderInput(view: FieldView, options: InputOptions): TemplateResult;
/**
 * The `fieldset` shell of a group of native radios or checkboxes (arrow keys, Space and group semantics come from
 * the platform); the group's help is its description, errors are on each control. `spoken`: the required marker is
 * also said (a group has no `required` state of its own).
 */
export declare function group(view: FieldView, body: TemplateResult, className?: string, spoken?: boolean): TemplateResult;
/** A field of a choice type: one with options. */
export type ChoiceField = Field & {
    readonly options: readonly {
        value: string;
        label: string;
    }[];
};
/** The native control of each option of a choice group: its `<input type>` (a radio or a checkbox). */
export interface ChoiceInput {
    type: string;
    /** Set on each control: a radio group is required through its radios. */
    required?: boolean;
}
/**
 * A choice field's options as its controls: without `input`, a drop-down's `<option>`s; with it, one native radio or
 * checkbox per option in a `.choice` label (the first carries the field's id, for the error summary's focus; each
 * points at the field's error when one shows; Enter moves on in the `steps` layout). `chosen`: which are selected.
 */
export declare function options(view: FieldView<ChoiceField>, chosen: (value: string) => boolean, input?: ChoiceInput): TemplateResult[];
/** A field's options, for choice types: the label of a stored value. */
export declare const optionLabel: (field: {
    options: readonly {
        value: string;
        label: string;
    }[];
}, value: unknown) => string;
/** Whether a stored answer is empty. */
export declare const blank: (value: unknown) => boolean;
/** A text-like wire value: the trimmed string when not empty. */
export declare function textWire(raw: unknown, trim?: boolean): {
    value?: unknown;
};
export declare const isString: (raw: unknown) => boolean;
/** The radio and checkbox groups' layout. */
export declare const choiceStyles: import("lit").CSSResult;
