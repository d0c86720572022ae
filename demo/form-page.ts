/**
 * The hosted form page (`{forms_url}/<form_id>?t=<token>`): shows one `<parley-form>` full page. The recipient
 * token in `t` (minted by `POST /forms/send` with `to`) lets a `can_update` form load and edit prior answers; a
 * URL-only form works without it. Other query parameters prefill the fields they name.
 */
export {};

const root = document.getElementById('form-root')!;
const formId = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? '');
const token = new URLSearchParams(location.search).get('t');

function notice(text: string): void {
  const p = document.createElement('p');
  p.className = 'notice';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  root.replaceChildren(p);
}

import('../src/form.js')
  .then(() => {
    if (!customElements.get('parley-form')) return notice('The form renderer is not available in this build yet.');
    const form = document.createElement('parley-form');
    form.setAttribute('form-id', formId);
    form.setAttribute('base-url', `${location.origin}/api`);
    if (token) form.setAttribute('token', token);
    // DESIGN §11: `?<key>=<value>` prefills that field (hidden fields included); `t` is the token.
    form.prefill = Object.fromEntries([...new URLSearchParams(location.search)].filter(([key]) => key !== 't'));
    root.replaceChildren(form);
  })
  .catch((error: unknown) => notice(`The form could not be loaded: ${(error as Error).message}`));
