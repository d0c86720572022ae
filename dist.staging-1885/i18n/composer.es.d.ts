/** `<parley-composer>` in Spanish; loaded on demand. */
import type { ComposerKey } from './composer.js';
declare const es: Partial<Record<ComposerKey, string>>;
export default es;
