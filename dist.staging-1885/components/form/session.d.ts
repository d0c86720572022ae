/**
 * `<parley-form>` once its definition has arrived: the answers as typed, drafts, validation, one question at a
 * time, submitting, the thank-you panel and the theme. A Lit reactive controller that owns this state and asks the
 * element to render when it changes; created after `import('./ready.js')` (the element's first screen is its
 * loading state and needs none of it: docs/decisions.md "Size budgets"). One session per element, kept across
 * reloads (the parts it loaded on first use stay loaded). What is particular to a field type is that type's module
 * (`fields/<type>.ts`, loaded through `fields/registry.ts`).
 */
import { type ReactiveController, type TemplateResult } from 'lit';
import type { FormRender, FormSubmitResult } from '../../schemas/forms.js';
import type { ParleyEvent } from '../shared/parley-element.js';
import type { ParleyForm } from './form.component.js';
import type { LazyModules } from './lazy.js';
import { type Translate } from './values.js';
/** What the element gives its session beyond its public members. */
export interface SessionOptions {
    /** The element's translations (its i18n controller). */
    t: Translate;
    /** The element's locale as its i18n controller resolved it. */
    locale(): string;
    /** Dispatches one of the element's events. */
    emit(event: ParleyEvent): boolean;
    /** The element's loader of code used on first use. */
    lazy: LazyModules;
}
/** What the form shows once its definition is here. */
export type SessionPhase = 'ready' | 'submitting' | 'done' | 'already';
export declare class FormSession implements ReactiveController {
    #private;
    constructor(host: ParleyForm, options: SessionOptions);
    get phase(): SessionPhase;
    get announcement(): string;
    /** The element is back in a document: opens the same draft again. */
    hostConnected(): void;
    /** The element left the document: stops lookups, flushes the pending draft and stops listening for `pagehide`. */
    hostDisconnected(): void;
    hostUpdate(): void;
    /** After each render: the theme when another form arrived, the input borders' contrast, pending focus. */
    hostUpdated(): void;
    /** Resolves once every shown field is in the DOM (the idle-time batches included), or the form shows no fields. */
    allFieldsRendered(): Promise<void>;
    /**
     * A form definition has arrived: loads its field types' code (and the steps layout and the rules when the form
     * needs them first), then shows it with the draft saved for it. Rejects when that code cannot be fetched.
     */
    setup(render: FormRender, prefill?: Readonly<Record<string, unknown>>): Promise<void>;
    /** One question at a time: its code starts loading when the layout is chosen. */
    loadSteps(): void;
    /**
     * Validates and sends the answers, as pressing the submit button does.
     * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
     */
    submit(): Promise<FormSubmitResult | undefined>;
    /** The thank-you panel (`done`) or "already submitted" (`already`). */
    done(): TemplateResult;
    /** The form: its head, notices, the fields (or the current question) and the submit. */
    form(): TemplateResult;
}
