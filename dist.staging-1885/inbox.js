/** `@parley/embeds/inbox`: registers `<parley-inbox>`. */
import { ParleyInbox } from './components/inbox/inbox.component.js';
import { defineElement } from './components/shared/define.js';
export { ParleyInbox };
defineElement('parley-inbox', ParleyInbox);
