/** `@parley/embeds/inbox`: registers `<parley-inbox>`. */
import { ParleyInbox } from './components/inbox/inbox.component.js';
import { defineElement } from './components/shared/define.js';

export { ParleyInbox };
export type {
  InboxAction,
  InboxErrorDetail,
  MessageSentDetail,
  ThreadSelectDetail,
} from './components/inbox/inbox.component.js';

defineElement('parley-inbox', ParleyInbox);

declare global {
  interface HTMLElementTagNameMap {
    'parley-inbox': ParleyInbox;
  }
}
