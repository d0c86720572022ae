/** Issue-14 pieces in Spanish; loaded on demand. */
import type { RcsKey } from './rcs.js';
declare const es: Record<RcsKey, string>;
export default es;
