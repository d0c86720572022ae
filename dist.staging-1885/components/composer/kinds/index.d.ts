/**
 * The composer's content kinds, in the chooser's order: the one place that lists them. The first is the default (an
 * empty composer is an empty message of it). Everything kind-specific is in the kind's own module (`types.ts`).
 */
import type { SendRequest } from '../../../schemas/messages.js';
import { type Draft } from '../model.js';
import type { ContentKind, Obj } from './types.js';
export type { ContentKind } from './types.js';
export declare const KINDS: readonly ContentKind[];
/** The kind of a draft's `rcs` content: the first kind whose key is present, else the default. */
export declare const kindOf: (rcs: Obj) => ContentKind;
export declare const emptyDraft: () => Draft;
/** Any value (a host's, a stored draft) → a draft; never throws. Not an object → the empty draft; no `rcs` → the default kind's. */
export declare const toDraft: (value: unknown) => Draft;
/** The send request a draft stands for, its `rcs` content made by the draft's kind. */
export declare const toRequest: (draft: Draft, from?: string, to?: string) => SendRequest;
/** `rcs` switched to `next`: the old kind's content dropped, what carries over carried; suggestions stay. */
export declare function switchKind(rcs: Obj, next: ContentKind): Obj;
