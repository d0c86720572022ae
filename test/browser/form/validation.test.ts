/** Validation: the schema's rules on blur and on submit, server errors mapped to fields, failures kept for retry. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import type { Field } from '../../../src/schemas/forms.js';
import { BASE_URL } from '../helpers/sandbox.js';
import { $, $$, clearDrafts, open, RECIPIENT, setValue, setupForm, submissions, submit, type } from './harness.js';

const describedText = (el: HTMLElement, control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => el.shadowRoot!.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('<parley-form> validation', () => {
  beforeEach(clearDrafts);

  it('flags required fields on submit, focuses the first, announces the count, and stays axe-clean', async () => {
    const { el, sb, formId } = await setupForm({
      fields: [
        { key: 'intro', label: 'Intro', type: 'text' },
        { key: 'name', label: 'Name', type: 'text', required: true, help: 'As on your ID' },
        {
          key: 'plan',
          label: 'Plan',
          type: 'radio',
          required: true,
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
        { key: 'stars', label: 'Stars', type: 'rating', required: true },
      ],
    });
    await submit(el);
    expect(el.phase).to.equal('ready');
    const name = $(el, '#f-name');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(el, name)).to.equal('As on your ID | This field is required');
    expect(el.shadowRoot!.activeElement).to.equal(name);
    expect($(el, '#f-plan-err').textContent).to.equal('This field is required');
    expect($(el, '#f-stars-err').textContent).to.equal('Choose a rating');
    expect($$(el, 'input[name=plan]').every((r) => r.getAttribute('aria-invalid') === 'true')).to.equal(true);
    expect($(el, '[role=status]').textContent).to.equal('Please correct 3 fields.');
    expect(await submissions(sb, formId)).to.have.length(0);
    await expect(el).to.be.accessible();

    // The error follows the fix while typing.
    await type(el, '#f-name', 'Ada');
    expect(name.hasAttribute('aria-invalid')).to.equal(false);
    expect(el.shadowRoot!.getElementById('f-name-err')).to.equal(null);
  });

  it('checks ranges and lengths when focus leaves the field, with friendly messages', async () => {
    const { el } = await setupForm({
      fields: [
        { key: 'guests', label: 'Guests', type: 'number', min: 1, max: 10 },
        { key: 'nick', label: 'Nickname', type: 'text', minLength: 5 },
        { key: 'last', label: 'Last', type: 'text' },
      ],
    });
    await type(el, '#f-guests', '11');
    await sendKeys({ press: 'Tab' });
    // Left at once after the form showed: the rules load after the first screen, and judge the field when they are here.
    await waitUntil(
      () => el.shadowRoot!.getElementById('f-guests-err'),
      () =>
        `no error under Guests; the field says ${JSON.stringify(el.shadowRoot!.getElementById('f-guests')?.outerHTML)}`,
      { timeout: 15_000 },
    );
    expect($(el, '#f-guests-err').textContent).to.equal('Enter 10 or less');
    await type(el, '#f-nick', 'abc');
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect($(el, '#f-nick-err').textContent).to.equal('Enter at least 5 characters');
    // Tabbing through an untouched field says nothing.
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(el.shadowRoot!.getElementById('f-last-err')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('checks formats and date bounds', async () => {
    const { el } = await setupForm({
      fields: [
        { key: 'email', label: 'Email', type: 'email' },
        { key: 'site', label: 'Site', type: 'url' },
        { key: 'day', label: 'Day', type: 'date', min: '2030-01-01' },
      ],
    });
    await type(el, '#f-email', 'not-an-email');
    await type(el, '#f-site', 'javascript:alert(1)');
    await setValue(el, '#f-day', '2029-12-31');
    await submit(el);
    expect($(el, '#f-email-err').textContent).to.equal('Enter an email address such as name@example.com');
    expect($(el, '#f-site-err').textContent).to.equal('Enter a web address such as https://example.com');
    expect($(el, '#f-day-err').textContent).to.match(/^Choose .*2030.* or later$/);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#f-email'));
  });

  it('enforces a checkbox group minimum and maximum, validated when focus leaves the group', async () => {
    const { el } = await setupForm({
      fields: [
        {
          key: 'pick',
          label: 'Pick two',
          type: 'checkbox',
          minSelected: 2,
          maxSelected: 2,
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
            { value: 'c', label: 'C' },
          ],
        },
        { key: 'last', label: 'Last', type: 'text' },
      ],
    });
    expect($(el, '#f-pick-help').textContent).to.equal('Choose 2 to 2.');
    const boxes = $$<HTMLInputElement>(el, 'input[name=pick]');
    boxes[0]!.focus();
    boxes[0]!.click();
    boxes[1]!.focus();
    await el.updateComplete;
    expect(el.shadowRoot!.getElementById('f-pick-err')).to.equal(null);
    $(el, '#f-last').focus();
    // The rules load beside the definition: a field left before they are here is judged when they arrive.
    await waitUntil(() => el.shadowRoot!.getElementById('f-pick-err'), 'no error after leaving the group');
    expect($(el, '#f-pick-err').textContent).to.equal('Choose at least 2 options');
    // A shown error follows the fix at once.
    boxes[1]!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.getElementById('f-pick-err')).to.equal(null);
    boxes[2]!.focus();
    boxes[2]!.click();
    $(el, '#f-last').focus();
    await waitUntil(() => el.shadowRoot!.getElementById('f-pick-err'), 'no error after leaving the group again');
    expect($(el, '#f-pick-err').textContent).to.equal('Choose at most 2 options');
    expect(boxes[0]!.getAttribute('aria-describedby')).to.equal('f-pick-err');
    await expect(el).to.be.accessible();
  });

  it('maps a server-side 400 onto the field it names, and other paths to the summary', async () => {
    const { el, sb, formId } = await setupForm({ fields: [{ key: 'name', label: 'Name', type: 'text' }] });
    // Rules change on the server after the page loaded: only the service knows them now.
    const patched = await sb.server('PATCH', `/forms/${formId}`, {
      fields: [
        { key: 'name', label: 'Name', type: 'text', maxLength: 3 },
        { key: 'extra', label: 'Extra', type: 'text', required: true },
      ],
    });
    expect(patched.status).to.equal(200);
    await type(el, '#f-name', 'Ada Lovelace');
    const errors: unknown[] = [];
    el.addEventListener('parley-error', (e) => errors.push((e as CustomEvent).detail));
    await submit(el);
    expect(el.phase).to.equal('ready');
    const name = $(el, '#f-name');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '#f-name-err').textContent).to.equal('At most 3 characters');
    expect(el.shadowRoot!.activeElement).to.equal(name);
    expect($(el, '[part=error-summary]').getAttribute('role')).to.equal('alert');
    expect($(el, '[part=error-summary]').textContent).to.contain('This field is required');
    expect(errors).to.have.length(1);
    expect($<HTMLInputElement>(el, '#f-name').value).to.equal('Ada Lovelace');
    await expect(el).to.be.accessible();
  });

  it('keeps the answers after a failed submit (and a reload), retries with the same Idempotency-Key, new answers get a new key', async () => {
    const { sb, formId } = await setupForm({ fields: [{ key: 'name', label: 'Name', type: 'text' }] });
    let offline = true;
    const keys: string[] = [];
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, RECIPIENT);
    const flaky = createApiClient({
      baseUrl: BASE_URL,
      token,
      retry: { retries: 0 },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.method === 'POST') keys.push(request.headers.get('Idempotency-Key') ?? '');
        // The service refusing (a fetch that fails, or a 5xx, waits in the outbox instead: reliability/outbox.test.ts).
        if (offline && request.method === 'POST')
          return new Response(JSON.stringify({ error: 'Submissions are paused right now' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        return sb.fetch(request);
      },
    });
    const el = await open(formId, flaky);
    await type(el, '#f-name', 'Ada');
    await submit(el);
    expect(el.phase).to.equal('ready');
    const summary = $(el, '[part=error-summary]');
    expect(summary.textContent).to.contain('Submissions are paused right now');
    expect(el.shadowRoot!.activeElement).to.equal(summary);
    expect($<HTMLInputElement>(el, '#f-name').value).to.equal('Ada');
    expect(await submissions(sb, formId)).to.have.length(0);
    await expect(el).to.be.accessible();
    // The same answers keep their Idempotency-Key (even across a reload); changed answers get a new one.
    el.remove();
    const reloaded = await open(formId, flaky);
    await submit(reloaded);
    await type(reloaded, '#f-name', ' L.');
    await submit(reloaded);
    expect(keys).to.have.length(3);
    expect(keys[0]).to.match(/.{16,}/);
    expect(keys[1]).to.equal(keys[0]);
    expect(keys[2]).to.not.equal(keys[0]);
    offline = false;
    $(reloaded, '[part=error-summary] button').click();
    await waitUntil(() => reloaded.phase === 'done', 'retry did not send');
    expect(keys[3]).to.equal(keys[2]);
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ name: 'Ada L.' });
  });

  it('lets the host veto a submit (parley-form-submit is cancelable) and sees the data first', async () => {
    const { el, sb, formId } = await setupForm({ fields: [{ key: 'n', label: 'N', type: 'number' }] });
    let seen: unknown;
    el.addEventListener('parley-form-submit', (e) => {
      seen = (e as CustomEvent).detail;
      e.preventDefault();
    });
    await type(el, '#f-n', '42');
    await submit(el);
    expect(seen).to.deep.equal({ data: { n: 42 } });
    expect(el.phase).to.equal('ready');
    expect(await submissions(sb, formId)).to.have.length(0);
  });
});
