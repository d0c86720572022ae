/**
 * How the composer words a problem of the draft: the message for a field (from the shared schema's issue codes,
 * translated) and a reader's name for its path ("Card 2 · Suggestion 1 · Phone number") in the error summary.
 */
import { type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { DraftEditor } from './draft-editor.js';
import type { Problem } from './model.js';
type Translate = (key: ComposerKey, vars?: Record<string, string | number>) => string;
/**
 * The message shown for a problem, in the user's language. `value` is what the draft holds at the problem's path (the
 * element reads it: this chunk does not import the first screen's model).
 */
export declare function problemMessage(p: Problem, value: unknown, request: SendRequest | undefined, t: Translate): string;
/** A reader's name for a request path: "Card 2 · Suggestion 1 · Label". */
export declare function problemLabel(path: string, t: Translate): string;
/** The summary shown when a send is refused: how many problems, each a link to its field. */
export declare function problemSummary(h: DraftEditor, problems: Problem[], message: (p: Problem) => string): TemplateResult;
export {};
