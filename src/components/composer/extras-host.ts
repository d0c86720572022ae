/**
 * What the composer's extras (`extras.ts` and its parts: sender, short links, test send, templates, blast mode) are
 * given: what the element lends them ({@link ComposerHost}) and what the extras own themselves ({@link ExtrasReach}:
 * the token's scopes, one recipient or an audience). Types only, so the parts and `extras.ts` do not import each other.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import type { DraftStore } from '../../controllers/draft.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { RcsAgent } from '../../schemas/agents.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { ParleyEvent } from '../shared/parley-element.js';
import type { DraftEditor } from './draft-editor.js';
import type { ComposerTemplate } from './templates.js';

/** What the composer lends its extras. */
export interface ComposerHost {
  readonly element: ReactiveControllerHost & HTMLElement;
  /**
   * The draft's owner: its summary (segments, "Send as", …), the SMS/MMS part's sender (`lastFallbackFrom`), and
   * `fill` / `isEmpty` for templates and blast mode.
   */
  readonly editor: DraftEditor;
  t(key: ComposerKey, vars?: Record<string, string | number>): string;
  readonly locale: string;
  readonly theme: string;
  readonly api: ParleyClient;
  readonly from: string;
  /** The sending agent, once the team's agents are loaded (the preview's header loads them): no second request. */
  readonly sendingAgent: RcsAgent | undefined;
  /** The `audience-id` attribute. */
  readonly audienceAttr: string;
  readonly templates: ComposerTemplate[];
  /** The draft as a request. */
  request(): SendRequest;
  /** A scheduled message was cancelled (from the scheduled list): the send lifecycle moves on if it was the last send. */
  cancelled(message: Message): void;
  /** How many problems make `request` unsendable. */
  problems(request: SendRequest): number;
  /** Shows the problem summary and focuses the first wrong field when the draft is unsendable; true when sendable. */
  refuse(): Promise<boolean>;
  emit(event: ParleyEvent): boolean;
  announce(text: string): void;
  /** An error in words ("Your plan does not include …" for a 403). */
  describe(error: unknown): string;
  /** Focuses `selector` in the element once rendered. */
  focus(selector: string): Promise<void>;
  reloadSchedules(): void;
  requestUpdate(): void;
  /** A store in this browser (saved at once), as the composer keeps its drafts. */
  store<T>(scope: string, id: string): DraftStore<T>;
}

/** What the extras own and their parts read: the token's scopes, whether the draft goes to an audience, and as SMS/MMS alone. */
export interface ExtrasReach {
  readonly scopes: Set<string>;
  readonly blasting: boolean;
  readonly smsBlast: boolean;
  /** The draft's SMS/MMS part alone is sent (an SMS/MMS blast, or a phone-number sender to one recipient). */
  readonly smsOnly: boolean;
}
