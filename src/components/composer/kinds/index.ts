/**
 * The composer's content kinds, in the chooser's order: the one place that lists them. The first is the default (an
 * empty composer is an empty message of it). Everything kind-specific is in the kind's own module (`types.ts`).
 */
import type { SendRequest } from '../../../schemas/messages.js';
import { loadingEditor } from '../editors.js';
import { buildRequest, readDraft, type Draft } from '../model.js';
import { card } from './card.js';
import { carousel } from './carousel.js';
import { media } from './media.js';
import { text } from './text.js';
import type { ContentKind, KindModule, Obj } from './types.js';

export type { ContentKind } from './types.js';

/** A kind whose editor is not on the first screen shows its `later.ts` part's (`later.ts` of this folder). */
const registered = (kind: KindModule): ContentKind => ({
  ...kind,
  editor: kind.editor ?? ((h) => h.more?.kindsLater[kind.id]?.editor(h, ['rcs', kind.id]) ?? loadingEditor(h)),
});

export const KINDS: readonly ContentKind[] = [text, media, card, carousel].map(registered);

/** The kind of a draft's `rcs` content: the first kind whose key is present, else the default. */
export const kindOf = (rcs: Obj): ContentKind => KINDS.find((kind) => rcs[kind.id] !== undefined) ?? KINDS[0]!;

export const emptyDraft = (): Draft => ({ rcs: KINDS[0]!.empty() });

/** Any value (a host's, a stored draft) → a draft; never throws. Not an object → the empty draft; no `rcs` → the default kind's. */
export const toDraft = (value: unknown): Draft => {
  const draft = readDraft(value);
  return draft ? { ...draft, rcs: draft.rcs ?? KINDS[0]!.empty() } : emptyDraft();
};

/** The send request a draft stands for, its `rcs` content made by the draft's kind. */
export const toRequest = (draft: Draft, from?: string, to?: string): SendRequest =>
  buildRequest(draft, (rcs) => kindOf(rcs).request(rcs), from, to);

/**
 * What the composer's kind switches left behind: each field of the content that carries over (`lead`), as it was
 * last seen in any kind, and each kind's own content as it was left. A switch back brings both back, so arrowing
 * through the kinds loses nothing that was typed.
 */
export interface KindMemory {
  lead?: Obj;
  left?: Record<string, Obj | undefined>;
}

/**
 * `rcs` switched to `next`: the old kind's content dropped from the draft (kept in `memory`), what carries over
 * carried (the fields of every kind left so far, the newest value of each), `next`'s own content as it was left;
 * suggestions stay.
 */
export function switchKind(rcs: Obj, next: ContentKind, memory: KindMemory = {}): Obj {
  const current = kindOf(rcs);
  if (next === current) return rcs;
  const rest = { ...rcs };
  delete rest[current.id];
  const lead = Object.entries(current.lead(rcs) ?? {}).filter(([, value]) => value !== undefined);
  memory.lead = { ...memory.lead, ...Object.fromEntries(lead) };
  memory.left = { ...memory.left, [current.id]: rcs[current.id] as Obj | undefined };
  return { ...rest, ...next.fromLead(memory.lead, memory.left[next.id]) };
}

/**
 * The plain text of `rcs` content as an SMS would carry it: a text message's text, else its lead card's title and
 * description on their own lines ('' when it has none). Plain text is valid in both modes, so a sender switch and a
 * new fallback start with it.
 */
export function plainText(rcs: Obj): string {
  const lead = kindOf(rcs).lead(rcs);
  return [lead?.title, lead?.description].filter((s): s is string => typeof s === 'string' && !!s.trim()).join('\n');
}

/** The default kind's content holding `text` (a sender switch's SMS text, back as the message). */
export const plainContent = (text: string): Obj => KINDS[0]!.fromLead({ description: text });

/** Whether `rcs` is more than plain text can carry (a card or carousel, media): turning it into text loses something. */
export const isPlain = (rcs: Obj): boolean => kindOf(rcs) === KINDS[0];
