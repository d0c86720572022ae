/**
 * `@parley/embeds`: registers `<parley-inbox>`, `<parley-composer>` and `<parley-form>`, and exports their
 * classes, the browser API client and the wire types. Import one element's entry (`@parley/embeds/inbox`, …) to
 * load only that element. Importing this in Node (SSR) defines nothing and touches no DOM.
 *
 * @example
 * ```ts
 * import '@parley/embeds';                          // all three tags
 * import { createApiClient, type Message } from '@parley/embeds';
 * ```
 */
export {
  ParleyInbox,
  type InboxAction,
  type InboxErrorDetail,
  type MessageSentDetail,
  type ThreadSelectDetail,
} from './inbox.js';
export {
  ParleyComposer,
  ComposerValidationError,
  type ComposerChangeDetail,
  type ComposerErrorDetail,
  type ComposerPhase,
  type ComposerProblem,
  type ComposerSentDetail,
  type UploadHandler,
} from './composer.js';
export {
  ParleyForm,
  type FormErrorDetail,
  type FormPhase,
  type FormSubmitDetail,
  type PlacesProvider,
} from './form.js';
export { ParleyElement, DEFAULT_API_BASE_URL, type ThemeMode } from './components/shared/parley-element.js';
export { defineElement } from './components/shared/define.js';
// Each event from its own module (not the barrel, which reaches every event module: see form.component.ts).
export { FormSubmitEvent, FormSubmittedEvent } from './events/form-submit.js';
export { MessageSendEvent } from './events/message-send.js';
export { MessageSentEvent } from './events/message-sent.js';
export { ParleyChangeEvent } from './events/change.js';
export { ParleyErrorEvent, type ParleyErrorAction, type ParleyErrorDetail } from './events/parley-error.js';
export { ThreadSelectEvent } from './events/thread-select.js';
export { ConversationAssignEvent, type ConversationAssignDetail } from './events/conversation-assign.js';
export { ConversationStatusEvent, type ConversationStatusDetail } from './events/conversation-status.js';
export { MentionEvent, type MentionDetail } from './events/mention.js';

export {
  ParleyClient,
  createApiClient,
  ApiError,
  isApiError,
  TokenErrorEvent,
  newIdempotencyKey,
  apiClientContext,
  type ApiClientOptions,
  type ApiErrorKind,
  type ApiErrorSource,
  type CallOptions,
  type ConversationDetail,
  type EventSubscription,
  type PlacesResult,
  type SendOptions,
  type StreamMessage,
  type StreamState,
  type SubscribeOptions,
  type TokenProvider,
  type ValidationKind,
} from './api/index.js';

// The wire contract as types only (`Message`, `Conversation`, `SendRequest`, `Field`, `FormRender`, …); the
// client validates responses with the schemas themselves.
export type * from './schemas/index.js';
