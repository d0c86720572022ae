/**
 * The hosted form page (`{forms_url}/<form_id>?t=<token>`): shows one `<parley-form>` full page. The recipient
 * token in `t` (minted by `POST /forms/send` with `to`) lets a `can_update` form load and edit prior answers; a
 * URL-only form works without it. Other query parameters prefill the fields they name.
 *
 * The sandbox serves the form itself as HTML (`src/sandbox/form-page.ts`, `renderFormHtml`), usable before this
 * module arrives; the element then takes that form over (`adoptHostedForm`).
 *
 * Built for production by scripts/pages.ts. Its first screen is one round trip after the HTML: the element, and the
 * code that shows a loaded form (`ready.ts`, which the element would otherwise fetch on its own after upgrading),
 * are static imports, so they arrive in the page's one module; and the definition the element asks for first is
 * already in the page (the sandbox puts its `GET /forms/{id}/render` answer in `#parley-form-render`), so that
 * request is answered from the page instead of the network (`hosted-form.ts`). Anything else goes to the network.
 */
import { ParleyForm } from '../src/components/form/form.component.js';
import { defineElement } from '../src/components/shared/define.js';
import '../src/components/form/ready.js';
import { adoptHostedForm, mountHostedForm } from './hosted-form.js';

const query = new URLSearchParams(location.search);
const options = {
  formId: decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? ''),
  token: query.get('t'),
  // DESIGN §11: `?<key>=<value>` prefills that field (hidden fields included); `t` is the token.
  prefill: Object.fromEntries([...query].filter(([key]) => key !== 't' && key !== 'locale')),
  baseUrl: `${location.origin}/api`,
  definition: document.getElementById('parley-form-render')?.textContent ?? undefined,
};
// The sandbox serves the form as HTML (DESIGN §15): the element is given its client before it is defined, so on
// upgrade it reads the definition from the page and takes the rendered form over in place.
const rendered = document.querySelector('parley-form');
if (rendered) adoptHostedForm(rendered as ParleyForm, options);
defineElement('parley-form', ParleyForm);
if (!rendered) mountHostedForm(document.getElementById('form-root')!, options);
