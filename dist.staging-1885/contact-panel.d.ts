/** `@parley/embeds/contact-panel`: registers `<parley-contact-panel>` (the inbox loads it on first use). */
import { ParleyContactPanel } from './components/contact-panel/contact-panel.component.js';
export { ParleyContactPanel };
export type { ContactField, ContactPanelErrorDetail, ContactUpdatedDetail, } from './components/contact-panel/contact-panel.component.js';
declare global {
    interface HTMLElementTagNameMap {
        'parley-contact-panel': ParleyContactPanel;
    }
}
