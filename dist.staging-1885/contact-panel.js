/** `@parley/embeds/contact-panel`: registers `<parley-contact-panel>` (the inbox loads it on first use). */
import { ParleyContactPanel } from './components/contact-panel/contact-panel.component.js';
import { defineElement } from './components/shared/define.js';
export { ParleyContactPanel };
defineElement('parley-contact-panel', ParleyContactPanel);
