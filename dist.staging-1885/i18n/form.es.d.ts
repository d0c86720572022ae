/** `<parley-form>` in Spanish; loaded on demand. */
import type { FormMessageKey } from './form.js';
declare const es: Partial<Record<FormMessageKey, string>>;
export default es;
