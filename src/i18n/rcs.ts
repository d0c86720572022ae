/** Messages of the lazily loaded issue-14 pieces (`<parley-link-stats>`, `<parley-agent-identity>`, plan errors). */
import type { LazyCatalogs } from './index.js';

const en = {
  clicks: '{count} click|{count} clicks',
  showClicks: 'Click details for this link',
  title: 'Link clicks',
  unique: '{count} unique visitor|{count} unique visitors',
  lastClick: 'Last click {time}',
  neverClicked: 'Not clicked yet',
  chartLabel: 'Clicks per day, {first} to {last}: {summary}',
  noChart: 'No clicks yet.',
  day: 'Day',
  dayClicks: 'Clicks',
  close: 'Close',
  loading: 'Loading…',
  planError: 'Your plan does not include {feature}. Ask your account owner to upgrade.',
  featureLinks: 'link analytics',
  featureAgents: 'RCS agent details',
  authError: 'Your session has expired and could not be renewed.',
  linkNotFound: 'This link no longer exists.',
  agentNotFound: 'This RCS agent was not found.',
  loadError: 'Could not load: {reason}',
  retry: 'Retry',
  verified: 'Verified',
  launches: 'Launch by carrier',
  LAUNCHED: 'Launched',
  PENDING: 'Pending',
  NOT_LAUNCHED: 'Not launched',
  CARRIER_A: 'Carrier A',
  CARRIER_B: 'Carrier B',
  CARRIER_C: 'Carrier C',
  OTHERS: 'Other carriers',
  fallbackWarning: 'Recipients on {carriers} get the SMS/MMS fallback until this agent is launched there.',
  listJoin: '{a} and {b}',
} as const;

export type RcsKey = keyof typeof en;

/** English is bundled; Spanish and Arabic load on first use. */
export const rcsMessages: LazyCatalogs<RcsKey> = {
  en,
  es: () => import('./rcs.es.js'),
  ar: () => import('./rcs.ar.js'),
};
