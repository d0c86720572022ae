/**
 * What a failed call reads like to a person (issue 17 point 12, issue 14 point 5): words per kind of failure, never
 * the service's own text ("Injected fault: 500 on POST /conversations/list"), which stays in `parley-error`'s detail.
 * A 403 is "your plan does not include …", never a lost session.
 *
 * A chunk with its English words (issue 12, size budgets): `<parley-inbox>` fetches it with the first failure it
 * shows, and the update that shows it waits for it; the thread pane imports it.
 */
import type { ApiError } from '../../api/errors.js';
import { type InboxKey } from '../../i18n/inbox.js';
import type { InboxAction } from './inbox-store.js';
/** Adds the failures' English words (see `addEnglishWords`). */
export declare function addErrorWords(): void;
type T = (key: InboxKey, vars?: Record<string, string | number>) => string;
/** The reason as a clause ("the messaging service had a problem…"), for "Could not … : {reason}". */
export declare function errorReason(error: ApiError | undefined, t: T): string;
/** A whole sentence: the plan message for a 403, else `lead` with the reason (or the reason alone). */
export declare function errorSentence(error: ApiError | undefined, action: InboxAction, t: T, lead?: 'listError' | 'threadError'): string;
export {};
