/** `@parley/embeds/inbox`: registers `<parley-inbox>`. */
import { ParleyInbox } from './components/inbox/inbox.component.js';
export { ParleyInbox };
export type { InboxAction, InboxErrorDetail, MessageSentDetail, ThreadSelectDetail, } from './components/inbox/inbox.component.js';
declare global {
    interface HTMLElementTagNameMap {
        'parley-inbox': ParleyInbox;
    }
}
