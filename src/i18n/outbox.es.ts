/** The outbox panel in Spanish; comes with the panel's chunk (see `outbox.ts`). */
import type { Translation } from './index.js';
import type { OutboxKey } from './outbox.js';

const es: Translation<OutboxKey> = {
  heading: 'En espera de envío ({count})',
  notSent: 'No enviado',
  since: 'En espera desde las {time}. Se enviará cuando vuelva la conexión.',
  sinceFault: 'En espera desde las {time}. El servicio tuvo un problema; se reintentará automáticamente.',
  sinceAny: 'En espera desde las {time}. Se reintentará automáticamente.',
  sending: 'Enviando…',
  failed: 'No enviado: {reason}',
  cancel: 'Cancelar',
  cancelLabel: 'Cancelar el envío de «{text}»',
  dismiss: 'Descartar',
  dismissLabel: 'Descartar «{text}»',
};

export default es;
