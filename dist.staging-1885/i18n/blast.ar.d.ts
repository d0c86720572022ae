/** `<parley-blast>` in Arabic (right-to-left); loaded on demand. */
import type { BlastKey } from './blast.js';
declare const ar: Partial<Record<BlastKey, string>>;
export default ar;
