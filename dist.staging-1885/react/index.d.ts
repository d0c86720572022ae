/**
 * `@parley/embeds/react`: React components for the three main elements (via `@lit/react`), with typed event props.
 * Importing this module registers the inbox, the composer and the form. For one element only, import its own module
 * (`@parley/embeds/react/inbox`, `/composer`, `/form`), which registers that element alone; the small elements'
 * wrappers (`/blast`, `/contact-panel`, `/link-stats`, `/agent-identity`) are only there, so this module does not
 * load eagerly what the composer and the inbox load on first use. Properties (`tokenProvider`, `client`, `value`, …) are set
 * as properties, not attributes; every `parley-*` event has an `onParley…` prop.
 *
 * @example
 * ```tsx
 * import { ParleyInbox } from '@parley/embeds/react';
 *
 * <ParleyInbox
 *   tokenUrl="/parley-token"
 *   onParleyThreadSelect={(e) => setThread(e.detail.conversationId)}
 *   onParleyError={(e) => report(e.detail.error)}
 * />
 * ```
 */
export type { FormSubmitResult } from '../schemas/forms.js';
export * from '../events/index.js';
export { ParleyInbox, type InboxErrorDetail, type MessageSentDetail, type ThreadSelectDetail } from './inbox.js';
export { ParleyComposer, type ComposerChangeDetail, type ComposerErrorDetail, type ComposerSentDetail, } from './composer.js';
export { ParleyForm, type FormErrorDetail, type FormSubmitDetail } from './form.js';
