/** `<parley-form>`'s head start (api/head-start.ts): its definition, as the element asks for it (`#reload`). */
import { headStart } from '../../api/head-start.js';
import { formRender } from '../../api/wire.js';

headStart('parley-form', (form) => {
  const id = form.getAttribute('form-id');
  return id ? formRender(id) : undefined;
});
