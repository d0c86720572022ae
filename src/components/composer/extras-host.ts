/**
 * What the composer's lazily loaded parts (the send lifecycle, `extras.ts` and its parts: sender, short links, test
 * send, templates, blast mode) are given: the element itself for what it publishes (its client, attributes, updates,
 * events), and {@link ComposerHost}, the few answers only the element can give (the draft's owner, its words, its
 * judgement of the draft, where drafts are kept). The extras' own reach is {@link ExtrasReach}. Types only, so the
 * parts and `extras.ts` do not import each other.
 */
import type { ComposerKey } from '../../i18n/composer.js';
import type { RcsAgent } from '../../schemas/agents.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';

/** What the composer lends its lazily loaded parts. */
export interface ComposerHost {
  /** The element: `api`, `from`, `to`, `audienceId`, `templates`, `theme`, updates and events. */
  readonly element: ParleyComposer;
  /**
   * The draft's owner: its summary (segments, "Send as", …), the SMS/MMS part's sender (`lastFallbackFrom`), and
   * `fill` / `isEmpty` for templates and blast mode.
   */
  readonly editor: DraftEditor;
  t(key: ComposerKey, vars?: Record<string, string | number>): string;
  readonly locale: string;
  /** The sending agent, once the team's agents are loaded (the preview's header loads them): no second request. */
  readonly sendingAgent: RcsAgent | undefined;
  /** The draft as the editors' request (RCS-shaped, so every problem has its path). */
  request(): SendRequest;
  /** How many problems make `request` unsendable. */
  problems(request: SendRequest): number;
  /** Shows every problem and focuses the first wrong field when the draft is unsendable: why, else undefined. */
  refuse(): Promise<Error | undefined>;
  /** The request as it goes over the wire: a phone-number sender's SMS/MMS part alone, else `request` itself. */
  wire(request: SendRequest): SendRequest;
  /** The request to send, short links made when "Shorten links" is on. */
  prepare(request: SendRequest, key: string): Promise<SendRequest>;
  /** The stored draft (with the pending send's key): saved, written at once, or dropped. */
  store(what: 'save' | 'flush' | 'clear'): void;
  announce(text: string): void;
  reloadSchedules(): void;
}

/** What the extras own and their parts read: the token's scopes, whether the draft goes to an audience, and as SMS/MMS alone. */
export interface ExtrasReach {
  readonly scopes: Set<string>;
  readonly blasting: boolean;
  readonly smsBlast: boolean;
  /** The draft's SMS/MMS part alone is sent (an SMS/MMS blast, or a phone-number sender to one recipient). */
  readonly smsOnly: boolean;
}

/** Focuses `selector` in the composer once it has rendered. */
export async function focusIn(element: ParleyComposer, selector: string): Promise<void> {
  await element.updateComplete;
  element.renderRoot.querySelector<HTMLElement>(selector)?.focus();
}
