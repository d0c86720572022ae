/**
 * `<parley-contact-panel>` (`@parley/embeds/contact-panel`) as a part of the inbox, for the thread header's contact
 * button: loaded after the inbox's first screen (first-screen.ts), whose client, base element and Lit it shares.
 */
import './first-screen.js';
import '../../contact-panel.js';
