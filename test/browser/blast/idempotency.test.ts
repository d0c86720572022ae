/**
 * `<parley-blast>`'s Idempotency-Key (`api/idempotency-keys.ts`): a send whose answer was lost (the sandbox ran the
 * blast, the connection dropped) and is sent again goes out once, the service replaying its first answer; a blast
 * edited after such a failure is another blast, under another key, and really goes out with its new words (the old
 * key with another body would be a 409, and the edit never sent). Real sandbox, its `drop` fault; axe and pictures of
 * the failure.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, shots } from './looks.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send'];
const AUDIENCE = 'aud_dtest_numbers';

async function mount() {
  const sb = await startTestSandbox({ sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 60 } } });
  /** The Idempotency-Key of every blast sent, in order. */
  const keys: string[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(SCOPES),
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      if (request.url.endsWith('/messages/blast/sms')) keys.push(request.headers.get('Idempotency-Key')!);
      return sb.fetch(request);
    },
  });
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${DEMO_SENDERS.acmePhone}
    channel="SMS" audience-id=${AUDIENCE} poll-interval="50" locale="en"></parley-blast>`);
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'audiences loaded');
  await el.updateComplete;
  const errors: string[] = [];
  el.addEventListener('parley-error', (e) => errors.push(e.detail.action));
  return { el, sb, keys, errors, root: el.shadowRoot! };
}

const button = (el: ParleyBlast, label: RegExp) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;
const alertText = (root: ShadowRoot) => root.querySelector('[role="alert"]')?.textContent?.trim() ?? '';

async function write(el: ParleyBlast, text: string) {
  const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('#text')!;
  area.value = text;
  area.dispatchEvent(new Event('input'));
  await el.updateComplete;
  button(el, /Review/).click();
  await waitUntil(() => el.shadowRoot!.querySelector('#confirm-title'), 'the confirm step');
  await el.updateComplete;
}

/** The sandbox runs every blast sent and loses its answer, as a connection cut mid-response does; off with none. */
async function dropAnswers(sb: TestSandbox, on: boolean) {
  const rules = on ? [{ path: '/messages/blast/sms', method: 'POST', drop: 1 }] : [];
  expect((await sb.server('POST', '/sandbox/faults', { rules })).status).to.equal(200);
}

/** The texts the sandbox sent, blast by blast (one per recipient each). */
const sentTexts = (sb: TestSandbox) =>
  Object.values(sb.sandbox.store.data.blasts).map((b) => [
    ...new Set(b.messageIds.map((id) => sb.sandbox.store.data.messages[id]!.text)),
  ]);

describe('<parley-blast> sends each reviewed blast under one Idempotency-Key', function () {
  this.timeout(60_000);

  it('a send whose answer was lost, sent again, goes out once', async () => {
    const { el, sb, keys, errors, root } = await mount();
    await write(el, 'Cupping on Friday');
    await dropAnswers(sb, true);
    button(el, /Send blast/).click();
    await waitUntil(() => errors.includes('send'), 'the send failed');
    await el.updateComplete;
    expect(alertText(root)).to.match(/^Could not send the blast: /);
    expect(sentTexts(sb), 'the service sent it; only its answer was lost').to.deep.equal([['Cupping on Friday']]);
    await accessibleEverywhere(el);
    await shots(el, 'blast-send-answer-lost');

    await dropAnswers(sb, false);
    button(el, /Send blast/).click();
    await waitUntil(() => root.querySelector('#progress-title'), 'sent');
    expect(keys).to.have.length(2);
    expect(keys[1], 'the retry carries the same key').to.equal(keys[0]);
    expect(sentTexts(sb), 'replayed, not sent twice').to.deep.equal([['Cupping on Friday']]);
    expect(el.blast!.id).to.equal(Object.keys(sb.sandbox.store.data.blasts)[0]);
  });

  it('a blast edited after a failed send goes out with its new words, under a new key', async () => {
    const { el, sb, keys, errors, root } = await mount();
    await write(el, 'Cupping on Friday');
    await dropAnswers(sb, true);
    button(el, /Send blast/).click();
    await waitUntil(() => errors.includes('send'), 'the send failed');
    await dropAnswers(sb, false);

    button(el, /^Edit$/).click();
    await waitUntil(() => root.querySelector('#text'), 'the edit step');
    await write(el, 'Cupping moved to Saturday');
    button(el, /Send blast/).click();
    await waitUntil(
      () => root.querySelector('#progress-title') || errors.length > 1,
      () => `sent or failed; said: ${alertText(root)}`,
    );
    expect(errors, `no second failure; said: ${alertText(root)}`).to.deep.equal(['send']);
    expect(keys).to.have.length(2);
    expect(keys[1], 'another blast, another key').not.to.equal(keys[0]);
    expect(sentTexts(sb)).to.deep.equal([['Cupping on Friday'], ['Cupping moved to Saturday']]);
    expect(el.blast!.id).to.equal(Object.keys(sb.sandbox.store.data.blasts)[1]);

    // Sent: the next blast, even in the same words, is a new one.
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 10_000 });
    await el.updateComplete;
    button(el, /New blast/).click();
    await waitUntil(() => root.querySelector('#text'), 'a new blast');
    await write(el, 'Cupping moved to Saturday');
    button(el, /Send blast/).click();
    await waitUntil(() => keys.length === 3 && root.querySelector('#progress-title'), 'sent again');
    expect(new Set(keys).size).to.equal(3);
    expect(sentTexts(sb)).to.have.length(3);
  });
});
