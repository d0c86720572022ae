/** `<parley-inbox>` in Arabic (right-to-left); loaded on demand. */
import type { InboxKey } from './inbox.js';
declare const ar: Partial<Record<InboxKey, string>>;
export default ar;
