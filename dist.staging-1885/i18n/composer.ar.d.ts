/**
 * `<parley-composer>` in Arabic (right-to-left); loaded on demand. Example phone numbers are isolated left-to-right
 * (U+2066 … U+2069) so their "+" stays in front inside the right-to-left sentence.
 */
import type { ComposerKey } from './composer.js';
declare const ar: Partial<Record<ComposerKey, string>>;
export default ar;
