/** `<parley-contact-panel>` in Arabic (right-to-left); loaded on demand. */
import type { ContactPanelKey } from './contact-panel.js';
declare const ar: Partial<Record<ContactPanelKey, string>>;
export default ar;
