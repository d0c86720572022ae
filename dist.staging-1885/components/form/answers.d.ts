/**
 * The answer summary on the thank-you screen: each question with the answer the service stored, written for people
 * (option labels, stars, dates and times in the form's locale, as each field type writes them). Loaded when a
 * submit succeeds.
 */
import { type TemplateResult } from 'lit';
import type { Field } from '../../schemas/forms.js';
import { type Translate } from './values.js';
export declare const styles: import("lit").CSSResult;
export declare function renderAnswers(fields: readonly Field[], data: Record<string, unknown>, options: {
    t: Translate;
    headingLevel: number;
    answer: (field: Field, value: unknown) => string;
}): TemplateResult;
