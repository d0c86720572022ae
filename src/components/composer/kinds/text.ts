/**
 * The text message: one bubble of up to 3,072 characters; the first screen's kind, so its editor, preview and problem
 * words are here (it has no lazy half).
 *
 * @csspart bubble - A message bubble in a preview.
 */
import { html } from 'lit';
import { LIMITS } from '../../../schemas/constants.js';
import { field } from '../editors.js';
import type { KindModule } from './types.js';

const path = ['rcs', 'text'];

export const text: KindModule = {
  id: 'text',
  firstScreen: true,
  empty: () => ({ text: '' }),
  request: (rcs) => ({ text: rcs.text ?? '' }),
  lead: (rcs) => ({ description: rcs.text }),
  fromLead: (lead) => ({ text: typeof lead?.description === 'string' ? lead.description : '' }),
  editor: (h) => field(h, path, h.t('text'), { max: LIMITS.rcsText, multiline: true }),
  preview: (t, rcs) =>
    html`<div class="bubble" part="bubble" dir="auto">${(rcs.text as string) || t('emptyText')}</div>`,
  // The service's path `rcs.text` is the message text field.
  problems: { fields: { text: 'text' } },
  linkText: (rcs) => (typeof rcs.text === 'string' ? rcs.text : ''),
};
