/** `<parley-contact-panel>` in Spanish; loaded on demand. */
import type { ContactPanelKey } from './contact-panel.js';
declare const es: Partial<Record<ContactPanelKey, string>>;
export default es;
