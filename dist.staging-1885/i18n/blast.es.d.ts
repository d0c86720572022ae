/** `<parley-blast>` in Spanish; loaded on demand. */
import type { BlastKey } from './blast.js';
declare const es: Partial<Record<BlastKey, string>>;
export default es;
