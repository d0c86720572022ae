/** `<parley-contact-panel>` in Spanish; loaded on demand. */
import type { Translation } from './index.js';
import type { ContactPanelKey } from './contact-panel.js';

const es: Translation<ContactPanelKey> = {
  contact: 'Contacto',
  name: 'Nombre',
  email: 'Correo electrónico',
  tags: 'Etiquetas',
  tagsHint: 'Separa las etiquetas con comas',
  description: 'Descripción',
  audiences: 'Audiencias',
  noAudiences: 'En ninguna audiencia',
  phone: 'Número de teléfono',
  loading: 'Cargando contacto…',
  loadError: 'No se pudo cargar este contacto: {reason}',
  retry: 'Reintentar',
  saving: 'Guardando…',
  saved: 'Guardado',
  saveError: 'No se guardó: {reason}',
  readOnly: 'Solo lectura',
  noContact: 'No hay contacto para este número.',
  invalid: 'Corrige el campo marcado para guardar.',
  threads: 'Conversaciones',
  threadsLoading: 'Cargando conversaciones…',
  noThreads: 'Aún no hay conversaciones con este contacto.',
  none: '—',
  channelRcs: 'RCS',
  channelSms: 'SMS/MMS',
};
export default es;
