/** `<parley-blast>` messages: English (fallback); Spanish and Arabic load on demand. */
import type { TokenFailure } from '../components/shared/load-failure.js';
import type { LazyCatalogs } from './index.js';

const en = {
  blast: 'Send a blast',
  audience: 'Audience',
  chooseAudience: 'Choose an audience…',
  chooseSender: 'Choose a sender…',
  members: '{count} contact|{count} contacts',
  // A count shown alone (a summary's figure): through the catalog, so the locale's digits and grouping apply.
  figure: '{count}',
  message: 'Message',
  mediaUrl: 'Image or file URL (optional: makes it an MMS)',
  fallbackText: 'SMS/MMS fallback text (for phones without RCS)',
  schedule: 'Send later (optional)',
  review: 'Review blast',
  reviewing: 'Checking the blast…',
  edit: 'Edit',
  confirmTitle: 'Send to {count} contact?|Send to {count} contacts?',
  recipients: 'Recipients',
  // Segments are an SMS notion: the confirm says them for the SMS leg only (an RCS message or an MMS is one message).
  segments: 'Segments per message',
  segmentsFallback: 'Segments per SMS fallback',
  estimatedTotal: 'Estimated total',
  sendNow: 'Send blast',
  scheduleIt: 'Schedule blast',
  sending: 'Sending…',
  // Said once in the step's live region as the step changes (the focus moves to the new step's heading).
  stepEdit: 'Editing the blast.',
  stepNew: 'New blast: choose an audience and write the message.',
  stepConfirm: 'Check the blast, then send it.',
  stepSent: 'The blast was sent; its progress follows.',
  stepScheduled: 'The blast was scheduled.',
  progress: 'Progress',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  fellBack: 'Sent as SMS/MMS fallback',
  // Beside the progress bar: what it measures (it is full when the blast completes).
  barLabel: 'Delivered or failed: {done} of {count}',
  status_SCHEDULED: 'Scheduled for {time}',
  status_SENDING: 'Sending',
  status_COMPLETED: 'Completed',
  status_CANCELLED: 'Cancelled',
  cancel: 'Cancel blast',
  newBlast: 'New blast',
  loading: 'Loading audiences…',
  noAudiences: 'There are no audiences yet.',
  retry: 'Retry',
  retrying: 'Retrying…',
  error: 'Could not {action}: {reason}',
  action_load: 'load the audiences',
  action_token: 'get a token',
  action_validate: 'check the message',
  action_send: 'send the blast',
  action_cancel: 'cancel the blast',
  required: 'Required',
  senderMissing: 'Choose who the blast comes from: no sender is set.',
  senderNotAgent:
    'An RCS blast is sent by an RCS agent, and {from} is a phone number. Send it as SMS/MMS, or choose an RCS agent.',
  senderNotPhone:
    'An SMS/MMS blast is sent from a phone number, and {from} is an RCS agent. Send it as RCS, or choose a phone number.',
  // RCS without an agent to choose: said beside the RCS choice, and where the agent would be chosen.
  rcsNeedsAgents: "RCS needs an RCS agent, and this token may not list your team's agents (agents:read).",
  rcsNoTeamAgents: 'RCS needs an RCS agent, and none is listed for your team.',
  senderNoAgents:
    "An RCS blast is sent by an RCS agent, and this token may not list your team's agents (agents:read). Send it as SMS/MMS.",
  senderNoTeamAgents: 'An RCS blast is sent by an RCS agent, and none is listed for your team. Send it as SMS/MMS.',
  senderUnknown:
    '{from} is neither a phone number (such as +14155550100) nor an RCS agent: choose a sender of your team.',
  fallbackSenderNotPhone:
    'The SMS/MMS fallback is sent from a phone number, and {from} is not one: choose a phone number for the fallback.',
  noCredentials: 'This element has no token: set token, token-url or tokenProvider.',
  noScope: 'This token may not send blasts (messages:blast).',
  noScopeAudiences: 'This token may not read the audiences (audiences:read).',
  // The composer's blast mode says these same words (test/node/i18n/blast-vocabulary.test.ts holds them equal).
  sendAs: 'Send as',
  sendAsRcs: 'RCS (with SMS/MMS fallback)',
  sendAsRcsOnly: 'RCS (no SMS/MMS fallback)',
  sendAsSms: 'SMS/MMS',
  fromAgent: 'Send from (RCS agent)',
  fromNumber: 'Send from (phone number)',
  agentName: '{name} (RCS)',
  numberName: '{name} · {number}',
  fallbackFrom: 'SMS/MMS fallback from',
  // The composer's fallback box says these same words (test/node/i18n/blast-vocabulary.test.ts).
  fallbackOn: 'Send as SMS or MMS when the phone cannot receive RCS',
  confirmAs: 'Will be sent as {as}, from {from}.',
  // The confirm step's summary of what will be sent.
  summaryMedia: 'Image or file',
  summaryFallback: 'SMS/MMS fallback',
  summaryFallbackMedia: 'SMS/MMS fallback image or file',
  summaryWhen: 'When',
  whenNow: 'Now',
  audienceMissing: 'Choose an audience.',
  audienceEmpty: '{name} has no contacts yet: add contacts to it, or choose another audience.',
  // When no other audience has contacts: nothing else to choose.
  audienceEmptyOnly: '{name} has no contacts yet: add contacts to it.',
  requiredSms: 'Write a message, or give an image or file URL.',
  tooLong: 'At most {count} character.|At most {count} characters.',
  fallbackTextMissing: 'Write the fallback text, or untick “Send as SMS or MMS when the phone cannot receive RCS”.',
  fallbackSenderMissing: 'Choose the phone number the SMS/MMS fallback is sent from.',
  mediaNotUrl: 'The image or file URL must start with https:// (or http://).',
  mediaUnsupported: 'This file cannot be sent: {reason}',
  fixFirst: 'Check the fields marked above: nothing was sent.',
  // A refusal (400): what the service checks of a blast, including an audience emptied or opted out since Review.
  e_refused:
    'the service refused it; check the sender, the message, and that the audience still has contacts who have not opted out',
  // Cancelling answered 409: the blast started, or was cancelled elsewhere.
  e_notScheduled: 'it is no longer scheduled',
  e_network: 'the service could not be reached; check the connection and try again',
  e_unauthorized: 'the session has expired; reload the page',
  e_noToken: 'the token route gave none',
  e_tokenRefused: 'the token route refused (the session may have ended); sign in again, then reload the page',
  e_forbidden: 'your plan does not include blasts',
  'e_rate-limited': 'too many requests just now; try again in a minute',
  e_server: 'the service had a problem; try again',
  // The token comes from the host page's own route (token-url or tokenProvider), not from the messaging service.
  e_tokenServer: 'the token route had a problem; try again',
  e_tokenNetwork: 'the token route could not be reached; check the connection and try again',
  e_other: 'something went wrong; try again',
  failedTitle: '{count} recipient did not get it|{count} recipients did not get it',
  reason_OPTED_OUT: 'Opted out (replied STOP)',
  reason_UNDELIVERABLE: 'The carrier could not deliver it',
  reason_RCS_UNDELIVERABLE: 'RCS could not reach the phone, and there was no SMS/MMS fallback',
  reason_other: 'Not delivered',
  openThread: 'Open thread',
  openThreadOf: 'Open thread with {who}',
  moreFailed: 'More recipients did not get it than are listed here.',
  // The agent picker (RCS): each agent by name, with its logo and launch per carrier.
  agentLaunchedAll: 'Launched on every carrier',
  agentLaunchedSome: 'Launched on {launched}; not yet on {missing}',
  agentLaunchedNone: 'Not launched on any carrier yet',
  agentsLoading: 'Loading your RCS agents…',
  carrier_CARRIER_A: 'Carrier A',
  carrier_CARRIER_B: 'Carrier B',
  carrier_CARRIER_C: 'Carrier C',
  carrier_OTHERS: 'other carriers',
  // What each recipient will get (confirm step) and got (after the send): the estimate, then the blast's counts.
  splitTitle: 'What each recipient will get',
  gotTitle: 'What each recipient got',
  leg_rcs: 'RCS',
  leg_sms: 'SMS',
  leg_mms: 'MMS',
  leg_unreachable: 'Not reached',
  legCount: '{count} recipient|{count} recipients',
  why_capable: 'can receive it',
  why_carrier_not_launched: 'the agent is not launched on their carrier',
  why_device_not_capable: 'their phone has no RCS',
  why_opted_out: 'opted out (replied STOP)',
  why_invalid: 'number not in service',
  whyCount: '{why}: {count}',
  // A leg's cost is its recipients' in all; its segments per message are said on the SMS leg only.
  legPrice: '{count} segment each · {cost} in all|{count} segments each · {cost} in all',
  legPriceMessage: 'one message each · {cost} in all',
  got_failed: 'not delivered',
  estimateFailed: 'Could not work out who gets what: {reason}',
};

export type BlastKey = keyof typeof en;

/**
 * The token route's failures (`TokenFailure`: the page's own `token-url` route or `tokenProvider` gave no token, for
 * the first call or a refresh during one) by the words that say them: the route's, never the service's. Here, beside
 * the words, for `<parley-blast>` and the composer's blast mode alike.
 */
export const TOKEN_REASONS: Record<TokenFailure, BlastKey> = {
  // It refused: the session is over, and reloading signs in again (no Retry).
  'token-refused': 'e_tokenRefused',
  'token-none': 'e_noToken',
  'token-network': 'e_tokenNetwork',
  'token-failed': 'e_tokenServer',
};

export const blastMessages: LazyCatalogs<BlastKey> = {
  en,
  es: () => import('./blast.es.js'),
  ar: () => import('./blast.ar.js'),
};
