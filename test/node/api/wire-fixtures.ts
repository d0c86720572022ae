/** Answers of the service as the wire contract shapes them, shared by the API tests that parse them. */
import { DEFAULT_THEME } from '../../../src/schemas/theme.js';

export const now = '2026-01-01T00:00:00.000Z';

/** An outbound SMS, queued. */
export const message = {
  id: 'm_1',
  conversationId: 'c_1',
  direction: 'outbound',
  type: 'SMS',
  from: '+14155550100',
  to: '+14155550123',
  text: 'Hi',
  mediaUrls: [],
  rcs: null,
  status: 'QUEUED',
  fallbackMessage: null,
  reactions: [],
  scheduledTime: null,
  sentAt: null,
  createdAt: now,
  error: null,
};

/** `GET /forms/{id}/render` of a form without fields. */
export const formRender = {
  form: { id: 'f_1', name: 'Survey', title: null, description: null, fields: [], can_update: false },
  theme: DEFAULT_THEME,
  prior: null,
  recipient: null,
  submitted: false,
};
