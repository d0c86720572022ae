/** The composer's public types, as `@parley/embeds/composer` exports them: its events' details and what hosts set. */
import type { ChangeDetail } from '../../events/change.js';
import type { MessageSentDetail } from '../../events/message-sent.js';
import type { ParleyErrorDetail } from '../../events/parley-error.js';

export type { ComposerTemplate } from './templates.js';
export type { ComposerPhase } from './summary.js';
export type { Problem as ComposerProblem } from './model.js';
/** `parley-change` detail. */
export type ComposerChangeDetail = ChangeDetail;
/** `parley-message-sent` detail: the message, its conversation and the send's Idempotency-Key. */
export type ComposerSentDetail = MessageSentDetail;
/** `parley-error` detail: an `ApiError` (or, rarely, another error) from a send or a schedule cancellation. */
export type ComposerErrorDetail = ParleyErrorDetail<'send' | 'schedule'>;
