/** `@parley/embeds/blast`: registers `<parley-blast>` (the composer loads it on first use). */
import { ParleyBlast } from './components/blast/blast.component.js';
import { defineElement } from './components/shared/define.js';

export { ParleyBlast };
export type {
  BlastAction,
  BlastChannel,
  BlastDetail,
  BlastErrorDetail,
  BlastSendDetail,
  BlastStep,
} from './components/blast/blast.component.js';

defineElement('parley-blast', ParleyBlast);

declare global {
  interface HTMLElementTagNameMap {
    'parley-blast': ParleyBlast;
  }
}
