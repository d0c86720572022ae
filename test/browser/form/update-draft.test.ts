/** Edit-after-submit (can_update), one submission per recipient otherwise, drafts across reloads, `?t=`. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { $, clearDrafts, clientFor, open, setupForm, submissions, submit, type } from './harness.js';

const SENDER = '+14155550100';
const TO = '+14155550177';

/** A sandbox whose webhook deliveries land in `posts` (the webhook URL is never fetched for real). */
async function recordingSandbox() {
  const posts: { url: string; body: { type: string; submission: { data: Record<string, unknown> } } }[] = [];
  const sb = await startTestSandbox({
    sandbox: {
      demoData: false,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        posts.push({ url: request.url, body: await request.json() });
        return new Response('ok');
      },
    },
  });
  const attached = await sb.server('POST', '/webhooks/attach', {
    name: 'rec',
    url: 'https://hooks.example.com/parley',
    event: 'FORM.SUBMISSION',
    senders: [SENDER],
  });
  expect(attached.status, JSON.stringify(attached.body)).to.be.oneOf([200, 201]);
  return { sb, posts };
}

/** `POST /forms/send` with `to`: the recipient's link, as texted; its `t` is the recipient token. */
async function sendLink(sb: Awaited<ReturnType<typeof recordingSandbox>>['sb'], formId: string) {
  const sent = await sb.server<{ url: string }>('POST', '/forms/send', { form_id: formId, from: SENDER, to: TO });
  expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
  return new URL(sent.body.url).searchParams.get('t')!;
}

describe('<parley-form> can_update', () => {
  beforeEach(clearDrafts);

  it('prefills prior answers, updates them, and each edit is a FORM.SUBMISSION', async () => {
    const { sb, posts } = await recordingSandbox();
    const created = await sb.server<{ id: string }>('POST', '/forms', {
      name: 'RSVP',
      can_update: true,
      sender: SENDER,
      fields: [
        { key: 'name', label: 'Name', type: 'text', required: true },
        { key: 'guests', label: 'Guests', type: 'number', min: 1, max: 5 },
        { key: 'mobile', label: 'Mobile', type: 'phone', defaultCountry: 'US' },
      ],
    });
    const formId = created.body.id;
    const client = clientFor(sb, await sendLink(sb, formId));

    let el = await open(formId, client);
    expect($(el, 'button[type=submit]').textContent!.trim()).to.equal('Submit');
    await type(el, '#f-name', 'Ada');
    await type(el, '#f-guests', '2');
    await type(el, '#f-mobile', '4155550142');
    await submit(el);
    expect(el.phase).to.equal('done');
    expect($(el, '.done-text').textContent).to.equal('Thank you! Your answers were sent.');

    // Reopening the link: the answers are there, in "update" mode.
    el.remove();
    el = await open(formId, client);
    expect($<HTMLInputElement>(el, '#f-name').value).to.equal('Ada');
    expect($<HTMLInputElement>(el, '#f-guests').value).to.equal('2');
    // The prior E.164 answer is shown the way people read it.
    await waitUntil(
      () => $<HTMLInputElement>(el, '#f-mobile').value === '+1 415 555 0142',
      'prior phone not formatted',
      { timeout: 8000 },
    );
    expect($(el, '[part=note]').textContent).to.contain('You answered this form on');
    expect($(el, 'button[type=submit]').textContent!.trim()).to.equal('Update answers');
    await expect(el).to.be.accessible();
    $<HTMLInputElement>(el, '#f-guests').select();
    await type(el, '#f-guests', '4');
    let result: { updated: boolean } | undefined;
    el.addEventListener('parley-form-submitted', (e) => (result = (e as CustomEvent).detail));
    await submit(el);
    expect(result?.updated).to.equal(true);
    expect($(el, '.done-text').textContent).to.equal('Thank you! Your answers were updated.');

    // "Edit your answers" goes straight back to the form, and a third edit is sent too.
    $(el, '.done button').click();
    await el.updateComplete;
    expect(el.phase).to.equal('ready');
    expect($<HTMLInputElement>(el, '#f-guests').value).to.equal('4');

    const stored = await submissions(sb, formId);
    expect(stored).to.have.length(1);
    expect(stored[0]!.data).to.deep.equal({ name: 'Ada', guests: 4, mobile: '+14155550142' });
    expect(stored[0]!.to).to.equal(TO);
    await waitUntil(() => posts.length >= 2, 'two FORM.SUBMISSION deliveries expected', { timeout: 5000 });
    expect(posts.map((p) => p.body.type)).to.deep.equal(['FORM.SUBMISSION', 'FORM.SUBMISSION']);
    expect(posts.map((p) => p.body.submission.data.guests)).to.deep.equal([2, 4]);
    const deliveries = await sb.server<{ data: unknown[] }>('GET', '/sandbox/deliveries');
    expect(deliveries.body.data).to.have.length(2);
  });

  it('without can_update, a second submit by the same recipient says it was already submitted', async () => {
    const { sb } = await recordingSandbox();
    const created = await sb.server<{ id: string }>('POST', '/forms', {
      name: 'Once',
      sender: SENDER,
      fields: [{ key: 'name', label: 'Name', type: 'text' }],
    });
    const formId = created.body.id;
    const client = clientFor(sb, await sendLink(sb, formId));
    // Opened in a second tab before the first one sent: its submit is refused (409), said in words.
    const other = await open(formId, client);
    let el = await open(formId, client);
    await type(el, '#f-name', 'Ada');
    await submit(el);
    expect(el.phase).to.equal('done');
    el.remove();
    el = await open(formId, client);
    expect(el.phase, 'reopened after answering: shown as answered at once').to.equal('already');
    await type(other, '#f-name', 'Ada again');
    await submit(other);
    expect(other.phase).to.equal('already');
    expect($(other, '[part=success]').textContent).to.contain('You have already submitted this form');
    expect(await submissions(sb, formId)).to.have.length(1);
    await expect(el).to.be.accessible();
  });
});

describe('<parley-form> drafts', () => {
  beforeEach(clearDrafts);

  it('restores unsent answers after a reload and clears them after success', async () => {
    const { el, sb, formId, client } = await setupForm({
      fields: [
        { key: 'name', label: 'Name', type: 'text' },
        {
          key: 'topics',
          label: 'Topics',
          type: 'checkbox',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
        { key: 'mobile', label: 'Mobile', type: 'phone', defaultCountry: 'US' },
      ],
    });
    await type(el, '#f-name', 'Half-typed');
    el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name=topics]')[1]!.click();
    await type(el, '#f-mobile', '415555');
    el.remove(); // like leaving the page: the draft is flushed
    const again = await open(formId, client);
    expect($<HTMLInputElement>(again, '#f-name').value).to.equal('Half-typed');
    expect(again.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name=topics]')[1]!.checked).to.equal(true);
    expect($<HTMLInputElement>(again, '#f-mobile').value.replace(/\D/g, '')).to.equal('415555');
    expect($(again, '[part=note]').textContent).to.equal('Your unsent answers were restored.');
    await type(again, '#f-mobile', '0142');
    await submit(again);
    expect(again.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ name: 'Half-typed', topics: ['b'], mobile: '+14155550142' });
    expect(Object.keys(localStorage).filter((k) => k.startsWith('parley:draft:form'))).to.deep.equal([]);
    again.remove();
    // Sent: the one-time link now opens on the answers (read-only), not on a draft.
    const fresh = await open(formId, client);
    expect(fresh.phase).to.equal('already');
  });
});

describe('<parley-form> states and inputs', () => {
  beforeEach(clearDrafts);

  it('reads the recipient token from ?t= at connect time', async () => {
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?t=recipient.jwt.token`);
    try {
      const el = await fixture<ParleyForm>(
        html`<parley-form form-id="form_x" base-url="http://127.0.0.1:9/api"></parley-form>`,
      );
      expect(el.token).to.equal('recipient.jwt.token');
      const explicit = await fixture<ParleyForm>(
        html`<parley-form form-id="form_x" token="given" base-url="http://127.0.0.1:9/api"></parley-form>`,
      );
      expect(explicit.token).to.equal('given');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('shows not-found and missing-id states, axe-clean', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const el = await open('form_does_not_exist', sb.client);
    expect(el.phase).to.equal('not-found');
    expect($(el, '[part=status]').textContent).to.contain('could not be found');
    await expect(el).to.be.accessible();
    const missing = await fixture<ParleyForm>(html`<parley-form .client=${sb.client}></parley-form>`);
    expect(missing.phase).to.equal('missing');
  });

  it('shows a load error with a working retry', async () => {
    const { sb, formId } = await setupForm({ fields: [{ key: 'name', label: 'Name', type: 'text' }] });
    let down = true;
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, TO);
    const { createApiClient } = await import('../../../src/api/client.js');
    const client = createApiClient({
      baseUrl: 'http://sandbox.test/api',
      token,
      retry: { retries: 0 },
      fetch: async (input, init) => {
        if (down) throw new TypeError('Failed to fetch');
        return sb.fetch(new Request(input, init));
      },
    });
    const errors: unknown[] = [];
    const el = await fixture<ParleyForm>(
      html`<parley-form form-id=${formId} .client=${client} @parley-error=${(e: CustomEvent) => errors.push(e.detail)}></parley-form>`,
    );
    await waitUntil(() => el.phase === 'error', 'no error state');
    expect(errors).to.have.length(1);
    await expect(el).to.be.accessible();
    down = false;
    $(el, '[part=status] button').click();
    await waitUntil(() => el.phase === 'ready', 'retry did not load');
  });
});
