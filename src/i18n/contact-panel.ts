/** `<parley-contact-panel>` messages: English (fallback); Spanish and Arabic load on demand. */
import type { LazyCatalogs } from './index.js';

const en = {
  contact: 'Contact',
  name: 'Name',
  email: 'Email',
  tags: 'Tags',
  tagsHint: 'Separate tags with commas',
  description: 'Description',
  audiences: 'Audiences',
  noAudiences: 'In no audience',
  // Without the names (no audiences:read): how many, never the audiences' ids.
  audienceCount: 'one: In {count} audience|other: In {count} audiences',
  audiencesOther: 'one: and {count} other audience|other: and {count} other audiences',
  phone: 'Phone number',
  none: '—',
  loading: 'Loading contact…',
  loadError: 'Could not load this contact: {reason}',
  // A lost session (or a token that cannot be read), in the words link stats and agent identity use.
  sessionError: 'Your session has expired and could not be renewed.',
  // Why a load or save failed (after loadError / saveError / threadsError): never the service's own English.
  errNetwork: 'the service could not be reached. Check the connection and try again.',
  errServer: 'the service had a problem. Try again in a moment.',
  errBusy: 'too many requests at once. Try again in a moment.',
  errSession: 'your session has expired and could not be renewed.',
  errPlan: 'your plan does not include contacts.',
  errPlanThreads: 'your plan does not include conversations.',
  errNotFound: 'this contact no longer exists.',
  errRefused: 'the service did not accept it. Check the marked field.',
  errOther: 'something went wrong. Try again.',
  // The page's own token route (or tokenProvider) gave no token: said as the route's, so its developer looks there.
  tokenError: 'Could not get a token: {reason}',
  errTokenRefused: 'the token route refused (the session may have ended). Sign in again, then reload the page.',
  errTokenNone: 'the token route answered without a token.',
  errTokenNetwork: 'the token route could not be reached. Check the connection and try again.',
  errTokenFailed: 'the token route had a problem. Try again in a moment.',
  noCredentials: 'This element has no token: set token, token-url or tokenProvider.',
  threadsError: 'Could not load the conversations with this contact: {reason}',
  // A field's own rule, said in the panel's language (the schema's English stays in the code).
  fieldEmail: 'Enter an email address such as ana@example.com.',
  fieldTooLong: 'At most {max} characters.',
  fieldTooManyTags: 'At most {max} tags.',
  fieldTagTooLong: 'Each tag has at most {max} characters.',
  fieldTagRepeat: 'Each tag only once.',
  fieldTagInvalid: 'A tag cannot contain control characters.',
  fieldRefused: 'The service did not accept this value.',
  retry: 'Retry',
  saving: 'Saving…',
  saved: 'Saved',
  saveError: 'Not saved: {reason}',
  readOnly: 'Read only',
  noContact: 'No contact for this number.',
  invalid: 'Fix the highlighted field to save.',
  threads: 'Conversations',
  threadsLoading: 'Loading conversations…',
  noThreads: 'No conversations with this contact yet.',
  channelRcs: 'RCS',
  channelSms: 'SMS/MMS',
};

export type ContactPanelKey = keyof typeof en;

export const contactPanelMessages: LazyCatalogs<ContactPanelKey> = {
  en,
  es: () => import('./contact-panel.es.js'),
  ar: () => import('./contact-panel.ar.js'),
};
