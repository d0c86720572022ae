// Reliability: `<parley-form>` submitted during an outage of `POST /forms/{id}/submit`, injected by the sandbox's
// fault rules: 500s (refused before anything is stored) and dropped answers (stored, but the reply is lost on the
// way back). A 500 (the service failing) and a lost reply (the service unreachable) both leave the submission in the
// outbox ("Waiting to send"), which sends it with its first attempt's key once the service is back. Either way exactly one submission is stored, holding the answers.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import type { FormSubmission } from '../../../src/schemas/forms.js';
import '../../../src/form.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { createApiClient } from '../../../src/api/client.js';
import { getOutbox } from '../../../src/api/outbox.js';
import { $, clearDrafts, harness, open, setupForm, submissions, type } from '../form/harness.js';

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  { key: 'email', label: 'Email', type: 'email', required: true },
  { key: 'comments', label: 'Comments', type: 'textarea' },
] as const;
const ANSWERS = { name: 'Grace Hopper', email: 'grace@example.com', comments: 'Filled in during an outage' };

async function fill(el: ParleyForm): Promise<void> {
  await type(el, '#f-name', ANSWERS.name);
  await type(el, '#f-email', ANSWERS.email);
  await type(el, '#f-comments', ANSWERS.comments);
}

function shownAnswers(el: ParleyForm): Record<string, string> {
  return Object.fromEntries(FIELDS.map((f) => [f.key, $<HTMLInputElement>(el, `#f-${f.key}`).value]));
}

async function outage(sb: TestSandbox, formId: string, kind: 'error' | 'drop' | 'off'): Promise<void> {
  const rules = kind === 'off' ? [] : [{ path: `/forms/${formId}/submit`, method: 'POST', [kind]: 1 }];
  expect((await sb.server('POST', '/sandbox/faults', { rules })).status).to.equal(200);
}

const keptItems = (el: ParleyForm) => el.shadowRoot!.querySelectorAll('[part~="outbox-item"]');

/** Presses the submit button (or the summary's Retry) and waits for the outcome (an error, the outbox, or done). */
async function press(el: ParleyForm, selector: string): Promise<void> {
  $(el, selector).click();
  await waitUntil(
    () =>
      (el.phase !== 'submitting' && el.phase !== 'ready') ||
      (el.phase === 'ready' && (harness(el).summary().length > 0 || keptItems(el).length > 0)),
    'no outcome',
    { timeout: 60_000 },
  );
  await el.updateComplete;
}

/** The user's view after a submit the service did not answer: the answers untouched, "Waiting to send (1)". */
function expectKept(el: ParleyForm): void {
  expect(el.phase).to.equal('ready');
  expect(keptItems(el)).to.have.length(1);
  expect(el.shadowRoot!.querySelector('[part~="outbox"] h3')!.textContent).to.contain('Waiting to send (1)');
  expect(shownAnswers(el)).to.deep.equal(ANSWERS);
}

/** The service back: the outbox sends what it kept (as the browser's `online` event makes it) and the form is done. */
async function recover(el: ParleyForm): Promise<void> {
  dispatchEvent(new Event('online'));
  getOutbox().drain();
  await waitUntil(() => el.phase === 'done', 'the kept submission was not sent', { timeout: 60_000 });
  await getOutbox().settled();
}

function expectStoredOnce(list: FormSubmission[]): void {
  expect(list.length, 'submissions stored').to.equal(1);
  expect(list[0]!.data).to.deep.equal(ANSWERS);
}

describe('reliability: a form submitted during an outage', function () {
  this.timeout(240_000);
  beforeEach(() => clearDrafts());

  it('500s: the submission waits in the outbox (across a reload too), sent once with its key on recovery', async () => {
    const { sb, el: first, formId, client } = await setupForm({ fields: FIELDS as never });
    let el = first;
    const errors: unknown[] = [];
    el.addEventListener('parley-error', (e) => errors.push((e as CustomEvent).detail));
    await outage(sb, formId, 'error');
    await fill(el);
    await press(el, 'button[type=submit]');
    // A 5xx is the service failing, not refusing: the answers are kept with their Idempotency-Key, not an error.
    expectKept(el);
    expect(errors).to.deep.equal([]);
    // The user reloads the page during the outage: the kept submission is still shown, nothing is stored yet.
    el.remove();
    el = await open(formId, client);
    await waitUntil(() => keptItems(el).length === 1, 'the kept submission is not shown after a reload', {
      timeout: 60_000,
    });
    expect(await submissions(sb, formId)).to.deep.equal([]);

    await outage(sb, formId, 'off');
    await recover(el);
    expectStoredOnce(await submissions(sb, formId));
  });

  it('dropped answers (stored, reply lost): answers kept in the outbox, still exactly one submission on recovery', async () => {
    const { sb, el, formId } = await setupForm({ fields: FIELDS as never });
    await outage(sb, formId, 'drop');
    await fill(el);
    await press(el, 'button[type=submit]');
    expectKept(el);
    await outage(sb, formId, 'off');
    // The outbox sends with the first attempt's Idempotency-Key: the service replays the stored submission, so the
    // user sees the success (not "already submitted") and nothing is stored twice.
    await recover(el);
    expectStoredOnce(await submissions(sb, formId));
  });

  it('dropped answers on an anonymous (URL-only) form: still exactly one submission on recovery', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const created = await sb.server<{ id: string }>('POST', '/forms', { name: 'Anonymous survey', fields: FIELDS });
    expect(created.status).to.equal(201);
    const formId = created.body.id;
    const anonymous = createApiClient({
      baseUrl: BASE_URL,
      fetch: sb.fetch,
      retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
    });
    const el = await fixture<ParleyForm>(html`<parley-form form-id=${formId} .client=${anonymous}></parley-form>`);
    await waitUntil(() => el.phase === 'ready', 'form did not load', { timeout: 60_000 });
    await outage(sb, formId, 'drop');
    await fill(el);
    await press(el, 'button[type=submit]');
    expectKept(el);
    await outage(sb, formId, 'off');
    await recover(el);
    // Each anonymous submit is its own recipient: only the idempotency key tells this retry from a new answer.
    expectStoredOnce(await submissions(sb, formId));
  });
});
