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
  phone: 'Phone number',
  none: '—',
  loading: 'Loading contact…',
  loadError: 'Could not load this contact: {reason}',
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
