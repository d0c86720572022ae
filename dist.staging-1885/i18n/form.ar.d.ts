/** `<parley-form>` in Arabic (right-to-left); loaded on demand. */
import type { FormMessageKey } from './form.js';
declare const ar: Partial<Record<FormMessageKey, string>>;
export default ar;
