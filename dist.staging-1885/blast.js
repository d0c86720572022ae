/** `@parley/embeds/blast`: registers `<parley-blast>` (the composer loads it on first use). */
import { ParleyBlast } from './components/blast/blast.component.js';
import { defineElement } from './components/shared/define.js';
export { ParleyBlast };
defineElement('parley-blast', ParleyBlast);
