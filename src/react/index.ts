/**
 * `@parley/embeds/react`: React components for the three elements (via `@lit/react`), with typed event props.
 * Importing this module registers the elements. Properties (`tokenProvider`, `client`, `value`, …) are set as
 * properties, not attributes; every `parley-*` event has an `onParley…` prop.
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
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ParleyComposer as ComposerElement, type ComposerChangeDetail, type ComposerErrorDetail, type ComposerSentDetail } from '../composer.js';
import { COMPOSER_EVENTS, FORM_EVENTS, INBOX_EVENTS, eventProps } from '../events/index.js';
import { ParleyForm as FormElement, type FormErrorDetail, type FormSubmitDetail } from '../form.js';
import { ParleyInbox as InboxElement, type InboxErrorDetail, type MessageSentDetail, type ThreadSelectDetail } from '../inbox.js';
import type { FormSubmitResult } from '../schemas/forms.js';

export type {
  ComposerChangeDetail,
  ComposerErrorDetail,
  ComposerSentDetail,
  FormErrorDetail,
  FormSubmitDetail,
  FormSubmitResult,
  InboxErrorDetail,
  MessageSentDetail,
  ThreadSelectDetail,
};
export * from '../events/index.js';

// Event props come from the elements' event lists in src/events/ (`onParleyThreadSelect`, `onParleyError`, …), typed
// with each event's class; `onParleyMessageSend` and `onParleyFormSubmit` are cancelable (`e.preventDefault()`).

/** `<parley-inbox>` as a React component. */
export const ParleyInbox = createComponent({
  tagName: 'parley-inbox',
  elementClass: InboxElement,
  react: React,
  displayName: 'ParleyInbox',
  events: eventProps(INBOX_EVENTS),
});

/** `<parley-composer>` as a React component. Use a ref for `send()`. */
export const ParleyComposer = createComponent({
  tagName: 'parley-composer',
  elementClass: ComposerElement,
  react: React,
  displayName: 'ParleyComposer',
  events: eventProps(COMPOSER_EVENTS),
});

/** `<parley-form>` as a React component. */
export const ParleyForm = createComponent({
  tagName: 'parley-form',
  elementClass: FormElement,
  react: React,
  displayName: 'ParleyForm',
  events: eventProps(FORM_EVENTS),
});
