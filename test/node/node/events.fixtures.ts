/** Sample webhook payloads, shaped as the spec and the shared schemas give them. */
export const formSubmission = {
  type: 'FORM.SUBMISSION',
  sender: 'agent_acme',
  conversation: { id: 'cnv_1', from: 'agent_acme', to: '+14155550123' },
  form: { id: 'frm_1', url: 'http://127.0.0.1:4010/forms/frm_1', name: 'Survey' },
  submission: {
    id: 'sub_1',
    from: 'agent_acme',
    to: '+14155550123',
    data: { name: 'Ada', rating: 5 },
    fields: [
      { key: 'name', label: 'Name', type: 'text', value: 'Ada' },
      { key: 'rating', label: 'Rating', type: 'rating', value: 5 },
    ],
    ip_address: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    submitted_at: '2026-11-21T16:00:00.000Z',
  },
};

export const campaignStatus = {
  type: 'CAMPAIGN.STATUS',
  agent: { id: 'agent_acme', name: 'Acme' },
  campaign: { publicId: 'cmp_1', type: 'MARKETING' },
  brand: { id: 'brd_1', name: 'Acme Inc' },
  carrierLaunches: {
    carriers: { CARRIER_A: 'LAUNCHED', CARRIER_B: 'PENDING', CARRIER_C: 'NOT_LAUNCHED', OTHERS: 'NOT_LAUNCHED' },
    verification: { VERIFIER_A: 'VERIFIED', VERIFIER_B: 'SENT' },
  },
  changedAt: '2026-11-21T16:00:00.000Z',
};

const fallbackMessage = {
  id: 'msg_2', type: 'SMS', from: '+15550001111', to: '+14155550000', text: 'Hello', mediaUrls: [], status: 'SENT',
  sentAt: '2026-11-21T16:00:01.000Z',
};
export const messageStatus = {
  type: 'MESSAGE.STATUS',
  sender: 'agent_acme',
  conversation: { id: 'cnv_2', from: 'agent_acme', to: '+14155550000' },
  message: {
    id: 'msg_1', conversationId: 'cnv_2', direction: 'outbound', type: 'RCS', from: 'agent_acme', to: '+14155550000',
    text: 'Hello', mediaUrls: [], rcs: null, status: 'FALLBACK_SENT', fallbackMessage, reactions: [],
    scheduledTime: null, sentAt: '2026-11-21T16:00:00.000Z', createdAt: '2026-11-21T16:00:00.000Z', error: null,
  },
  fallbackMessage,
  changedAt: '2026-11-21T16:00:01.000Z',
};
