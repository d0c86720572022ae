/** `@parley/embeds/blast`: registers `<parley-blast>` (the composer loads it on first use). */
import { ParleyBlast } from './components/blast/blast.component.js';
export { ParleyBlast };
export type { BlastAction, BlastChannel, BlastDetail, BlastErrorDetail, BlastSendDetail, BlastStep, } from './components/blast/blast.component.js';
declare global {
    interface HTMLElementTagNameMap {
        'parley-blast': ParleyBlast;
    }
}
