/**
 * `<parley-form>`'s first read, for the head starts (api/head-start.ts): its definition, as the element asks for it
 * (`#reload`). Apart from its head start module, so `@parley/embeds/head-start` batches it with the inbox's.
 */
import type { HeadStart } from '../../api/head-start.js';
import { formRender } from '../../api/wire.js';

export const formFirstRead: HeadStart = [
  'parley-form',
  (form) => {
    const id = form.getAttribute('form-id');
    return id ? formRender(id) : undefined;
  },
];
