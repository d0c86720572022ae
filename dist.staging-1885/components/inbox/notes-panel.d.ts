/**
 * The internal-notes panel of an open thread: a textarea autosaved by `NotesAutosave`, its save status and Retry.
 * Loaded on first use (`import()`), since most sessions never open notes.
 */
import { type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
import type { NotesAutosave } from './notes-autosave.js';
type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;
export declare function renderNotesPanel(notes: NotesAutosave, t: Translate): TemplateResult;
export {};
