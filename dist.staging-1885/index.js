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
export { ParleyInbox, } from './inbox.js';
export { ParleyComposer, ComposerValidationError, } from './composer.js';
export { ParleyForm, } from './form.js';
export { ParleyElement, DEFAULT_API_BASE_URL } from './components/shared/parley-element.js';
export { defineElement } from './components/shared/define.js';
// Each event from its own module (not the barrel, which reaches every event module: see form.component.ts).
export { FormSubmitEvent, FormSubmittedEvent } from './events/form-submit.js';
export { MessageSendEvent } from './events/message-send.js';
export { MessageSentEvent } from './events/message-sent.js';
export { ParleyChangeEvent } from './events/change.js';
export { ParleyErrorEvent } from './events/parley-error.js';
export { ThreadSelectEvent } from './events/thread-select.js';
export { ParleyClient, createApiClient, ApiError, isApiError, TokenErrorEvent, newIdempotencyKey, apiClientContext, } from './api/index.js';
