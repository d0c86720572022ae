/** `<parley-blast>` messages: English (fallback); Spanish and Arabic load on demand. */
import type { LazyCatalogs } from './index.js';

const en = {
  blast: 'Send a blast',
  audience: 'Audience',
  chooseAudience: 'Choose an audience',
  members: '{count} contact|{count} contacts',
  channel: 'Channel',
  message: 'Message',
  mediaUrl: 'Image or file URL',
  fallbackText: 'SMS fallback text (for phones without RCS)',
  schedule: 'Send later (optional)',
  review: 'Review',
  edit: 'Edit',
  confirmTitle: 'Send to {count} contact?|Send to {count} contacts?',
  recipients: 'Recipients',
  segments: 'Segments per message',
  estimatedTotal: 'Estimated total',
  sendNow: 'Send blast',
  scheduleIt: 'Schedule blast',
  sending: 'Sending…',
  progress: 'Progress',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  fellBack: 'Sent as SMS/MMS fallback',
  status_SCHEDULED: 'Scheduled for {time}',
  status_SENDING: 'Sending',
  status_COMPLETED: 'Completed',
  status_CANCELLED: 'Cancelled',
  cancel: 'Cancel blast',
  newBlast: 'New blast',
  loading: 'Loading audiences…',
  noAudiences: 'There are no audiences yet.',
  error: 'Could not {action}: {reason}',
  action_load: 'load the audiences',
  action_validate: 'check the message',
  action_send: 'send the blast',
  action_cancel: 'cancel the blast',
  required: 'Required',
  noCredentials: 'This element has no token: set token, token-url or tokenProvider.',
  noScope: 'This token may not send blasts (messages:blast).',
};

export type BlastKey = keyof typeof en;

export const blastMessages: LazyCatalogs<BlastKey> = {
  en,
  es: () => import('./blast.es.js'),
  ar: () => import('./blast.ar.js'),
};
