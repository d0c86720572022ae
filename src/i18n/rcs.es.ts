/** Issue-14 pieces in Spanish; loaded on demand. */
import type { Translation } from './index.js';
import type { RcsKey } from './rcs.js';

const es: Translation<RcsKey> = {
  clicks: '{count} clic|{count} clics',
  showClicks: 'Detalles de clics de este enlace',
  title: 'Clics del enlace',
  unique: '{count} visitante único|{count} visitantes únicos',
  lastClick: 'Último clic {time}',
  neverClicked: 'Aún sin clics',
  chartLabel: 'Clics por día, del {first} al {last}: {summary}',
  noChart: 'Aún no hay clics.',
  day: 'Día',
  dayClicks: 'Clics',
  close: 'Cerrar',
  loading: 'Cargando…',
  planError: 'Tu plan no incluye {feature}. Pide al titular de la cuenta que lo mejore.',
  featureLinks: 'la analítica de enlaces',
  featureAgents: 'los detalles de agentes RCS',
  authError: 'Tu sesión ha caducado y no se pudo renovar.',
  linkNotFound: 'Este enlace ya no existe.',
  agentNotFound: 'No se encontró este agente RCS.',
  loadError: 'No se pudo cargar: {reason}',
  retry: 'Reintentar',
  verified: 'Verificado',
  launches: 'Lanzamiento por operador',
  LAUNCHED: 'Lanzado',
  PENDING: 'Pendiente',
  NOT_LAUNCHED: 'No lanzado',
  CARRIER_A: 'Operador A',
  CARRIER_B: 'Operador B',
  CARRIER_C: 'Operador C',
  OTHERS: 'Otros operadores',
  fallbackWarning:
    'Los destinatarios de {carriers} reciben el mensaje alternativo por SMS/MMS hasta que este agente se lance allí.',
  listJoin: '{a} y {b}',
};
export default es;
