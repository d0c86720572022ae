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
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import {
  ParleyComposer as ComposerElement,
  type ComposerChangeDetail,
  type ComposerErrorDetail,
  type ComposerSentDetail,
} from '../composer.js';
import { ParleyForm as FormElement, type FormErrorDetail, type FormSubmitDetail } from '../form.js';
import {
  ParleyInbox as InboxElement,
  type InboxErrorDetail,
  type MessageSentDetail,
  type ThreadSelectDetail,
} from '../inbox.js';
import type { FormSubmitResult } from '../schemas/forms.js';
import type { SendRequest } from '../schemas/messages.js';

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

const event = <D>(name: string) => name as EventName<CustomEvent<D>>;

/** `<parley-inbox>` as a React component. */
export const ParleyInbox = createComponent({
  tagName: 'parley-inbox',
  elementClass: InboxElement,
  react: React,
  displayName: 'ParleyInbox',
  events: {
    onParleyThreadSelect: event<ThreadSelectDetail>('parley-thread-select'),
    /** Cancelable: `e.preventDefault()` keeps the reply unsent. */
    onParleyMessageSend: event<SendRequest>('parley-message-send'),
    onParleyMessageSent: event<MessageSentDetail>('parley-message-sent'),
    onParleyError: event<InboxErrorDetail>('parley-error'),
  },
});

/** `<parley-composer>` as a React component. Use a ref for `send()`. */
export const ParleyComposer = createComponent({
  tagName: 'parley-composer',
  elementClass: ComposerElement,
  react: React,
  displayName: 'ParleyComposer',
  events: {
    onParleyChange: event<ComposerChangeDetail>('parley-change'),
    /** Cancelable: `e.preventDefault()` vetoes the send. */
    onParleyMessageSend: event<SendRequest>('parley-message-send'),
    onParleyMessageSent: event<ComposerSentDetail>('parley-message-sent'),
    onParleyError: event<ComposerErrorDetail>('parley-error'),
  },
});

/** `<parley-form>` as a React component. */
export const ParleyForm = createComponent({
  tagName: 'parley-form',
  elementClass: FormElement,
  react: React,
  displayName: 'ParleyForm',
  events: {
    /** Cancelable: `e.preventDefault()` keeps the answers unsent. */
    onParleyFormSubmit: event<FormSubmitDetail>('parley-form-submit'),
    onParleyFormSubmitted: event<FormSubmitResult>('parley-form-submitted'),
    onParleyError: event<FormErrorDetail>('parley-error'),
  },
});
