/** `<parley-inbox>` in Spanish; loaded on demand. */
import type { InboxKey } from './inbox.js';
declare const es: Partial<Record<InboxKey, string>>;
export default es;
