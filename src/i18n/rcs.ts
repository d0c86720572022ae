/** The words of `<parley-link-stats>`, `<parley-agent-identity>` and their plan errors; other languages load lazily. */
import type { LazyCatalogs } from './index.js';

const en = {
  clicks: '{count} click|{count} clicks',
  showClicks: 'Click details for this link',
  title: 'Link clicks',
  unique: '{count} unique visitor|{count} unique visitors',
  lastClick: 'Last click {time}',
  neverClicked: 'Not clicked yet',
  // The service counts clicks by UTC day: the chart says so, and the last click is written in UTC (Intl names it).
  chartTitle: 'Clicks per day (UTC)',
  chartLabel: 'Clicks per day (UTC), {first} to {last}: {summary}',
  chartLabelOneDay: 'Clicks on {first} (UTC): {summary}',
  chartDay: '{day}: {count}',
  // A bar's count and the table's cell: a number, given as {count} so that it is written as the language writes it.
  chartValue: '{count}',
  day: 'Day (UTC)',
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
  // Reasons for loadError: the service's own text stays in the parley-error event, never on screen.
  errNetwork: 'the service could not be reached. Check the connection and try again.',
  errServer: 'the service had a problem. Try again in a moment.',
  errBusy: 'too many requests at once. Try again in a moment.',
  errOther: 'something went wrong. Try again.',
  // The page's own token route (or tokenProvider) gave no token: said as the route's, so its developer looks there.
  tokenError: 'Could not get a token: {reason}',
  errTokenRefused: 'the token route refused (the session may have ended). Sign in again, then reload the page.',
  errTokenNone: 'the token route answered without a token.',
  errTokenNetwork: 'the token route could not be reached. Check the connection and try again.',
  errTokenFailed: 'the token route had a problem. Try again in a moment.',
  scopeError: 'This token may not read {feature} ({scope}).',
  noCredentials: 'This element has no token: set token, token-url or tokenProvider.',
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
  othersInSentence: 'other carriers',
  fallbackWarning: 'Recipients on {carriers} get the SMS/MMS fallback until this agent is launched there.',
} as const;

export type RcsKey = keyof typeof en;

/** English is bundled; Spanish and Arabic load on first use. */
export const rcsMessages: LazyCatalogs<RcsKey> = {
  en,
  es: () => import('./rcs.es.js'),
  ar: () => import('./rcs.ar.js'),
};
