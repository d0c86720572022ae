/**
 * What a composer content kind is: one module per kind (`text.ts`, `media.ts`, `card.ts`, `carousel.ts`), listed
 * once in `index.ts`. Everything the composer does differently per kind is a member here or of its later part, so
 * adding a kind is its module and later part, their list lines, its words (`kind_<id>` in `i18n/composer*.ts`) and
 * the schema's shape of it.
 *
 * A kind module is on the composer's first screen (the chooser lists every kind, a switch carries content over at
 * once and `value` builds the request at any time). What only a non-text kind shows (its editor, its preview, its
 * problems' words) is its {@link KindLater}, in `<kind>.later.ts`, listed in `later.ts` of this folder: it comes with
 * the composer's `later.ts` chunk, which the element loads before the update that first shows such a kind.
 */
import type { TemplateResult, nothing } from 'lit';
import type { CardWidth } from '../../../core/rbm-layout.js';
import type { ComposerKey } from '../../../i18n/composer.js';
import type { DraftEditor } from '../draft-editor.js';
import type { Path } from '../model.js';

export type Obj = Record<string, unknown>;
export type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;

/** What carries over when the kind changes: the content as one card (title, description, media, suggestions). */
export type Lead = Obj;

/** A kind's module (the registry, `index.ts`, makes it a {@link ContentKind}). */
export interface KindModule {
  /** The kind's key in the request's `rcs` object (`rcs.<id>`), and its label `kind_<id>`. */
  readonly id: string;
  /** Whether its editor and preview are on the first screen (no wait for `later.ts`). */
  readonly firstScreen?: boolean;
  /** The `rcs` content of a new, empty message of this kind. */
  empty(): Obj;
  /** The request's `rcs` content from the draft's (optional fields left empty are dropped). */
  request(rcs: Obj): Obj;
  /** What of this kind's content carries over to another kind. */
  lead(rcs: Obj): Lead | undefined;
  /**
   * This kind's `rcs` content made from what another kind carried over (never destructive of the obvious part), and
   * from what this kind held when it was last left (`left`: a switch back brings back what only it has).
   */
  fromLead(lead: Lead | undefined, left?: Obj): Obj;
  /** The editor of this kind's content, when it is on the first screen (else its {@link KindLater}'s). */
  editor?(h: DraftEditor): TemplateResult;
  /** The kind's content on the RCS phone, when it is not its {@link KindLater}'s. */
  preview?(t: T, rcs: Obj): TemplateResult;
  /** How the error summary names the service's problem paths in its content, when it is not its {@link KindLater}'s. */
  readonly problems?: KindProblems;
  /** The text of its content that "Shorten links" measures (a text message's text), if it has one. */
  linkText?(rcs: Obj): string;
  /** The cards a phone lays out for this content, in order (a kind without cards leaves it out). */
  cards?(rcs: Obj): PhoneCard[];
  /** The content with each card replaced by `map(card)`: how a phone that draws cards its own way shows it. */
  mapCards?(rcs: Obj, map: (card: Obj) => Obj): Obj;
  /** What a phone without RCS loses of this content's form when it gets the fallback's text instead. */
  asText?(rcs: Obj): Words;
  /** Pictures of the content outside its cards (a media message's). */
  pictures?(rcs: Obj): unknown[];
}

/** A sentence's key and values. */
export interface Words {
  key: ComposerKey;
  vars?: Record<string, string | number>;
}

/** A card as a phone lays it out: the card, the width it is laid out at, and how a sentence about it names it. */
export interface PhoneCard {
  card: Obj;
  width: CardWidth;
  name: Words;
}

/** A kind as the composer uses it: every kind has an editor (a first-screen one, or its {@link KindLater}'s). */
export interface ContentKind extends KindModule {
  editor(h: DraftEditor): TemplateResult;
}

/**
 * The part of a kind that comes with `later.ts` (not on the first screen): `path` is where its content is in the
 * draft (`['rcs', id]`), `value` that content.
 */
export interface KindLater {
  /** The editor of the kind's content. */
  editor(h: DraftEditor, path: Path): TemplateResult;
  /** The kind's content on the RCS phone; `update` renders the composer again when its media settle. */
  preview(t: T, value: Obj | undefined, update: () => void): TemplateResult | typeof nothing;
  /** How the error summary names the service's problem paths in its content. */
  problems?: KindProblems;
  /**
   * Shows the field at `path` (request path segments) when the kind's editor hides it (a folded carousel card), so the
   * error summary can focus it; true when it changed something (the field appears with the next render).
   */
  reveal?(h: DraftEditor, path: readonly string[]): boolean;
}

/**
 * Words for segments of the request paths of a kind's content (the service's error paths, `rcs.<id>…`), by segment;
 * they apply to paths inside that kind's content only.
 */
export interface KindProblems {
  /** A segment named in front of the field's label wherever it is in the path ("Rich card · Title"). */
  names?: Readonly<Record<string, ComposerKey>>;
  /** A list whose items are named by their number ("Card 2 · Title"): the word takes `{n}`. */
  items?: Readonly<Record<string, ComposerKey>>;
  /** The field's own label when the path ends with the segment. */
  fields?: Readonly<Record<string, ComposerKey>>;
  /** The message when the list at the segment has too many items: the word takes `{max}`. */
  tooMany?: Readonly<Record<string, ComposerKey>>;
}
