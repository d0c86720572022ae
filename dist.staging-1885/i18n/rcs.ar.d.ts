/** Issue-14 pieces in Arabic (right-to-left); loaded on demand. */
import type { RcsKey } from './rcs.js';
declare const ar: Record<RcsKey, string>;
export default ar;
