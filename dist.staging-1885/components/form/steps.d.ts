/**
 * The one-question-at-a-time layout (`layout="steps"`, as Typeform): a progress bar and Back / Next. Loaded on first
 * use with its styles, so forms shown as one page never carry it. The element keeps the step and the keyboard and
 * focus logic; this module only renders.
 */
import { type TemplateResult } from 'lit';
import type { Translate } from './values.js';
export declare const styles: import("lit").CSSResult;
/** "Question 2 of 5" with a bar; the bar is a native `<progress>` (a progressbar to assistive technology). */
export declare function renderProgress(index: number, count: number, t: Translate): TemplateResult;
/** Back (not on the first question) and Next, which is the form's submit button (so Enter advances). */
export declare function renderStepNav(index: number, count: number, options: {
    submitLabel: string;
    submitting: boolean;
    t: Translate;
    back: () => void;
}): TemplateResult;
