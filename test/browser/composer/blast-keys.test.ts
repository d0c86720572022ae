/**
 * The composer's blast mode sends each reviewed blast under one Idempotency-Key, by `<parley-blast>`'s rule (one
 * mechanism, `api/idempotency-keys.ts`): a send whose answer was lost (the sandbox ran the blast, the connection
 * dropped), sent again, goes out once, the service replaying its first answer; a blast edited after such a failure is
 * another blast, under another key, and really goes out with its new words; a blast sent, then the same words sent
 * again from "New blast", is a new one. Real sandbox, its `drop` fault; axe and pictures of the failure.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, buttonOf, mountExtras, ownTestAudience } from './extras-harness.js';
import { $, fill } from './helpers.js';

const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'conversations:read'];
const FROM = DEMO_SENDERS.northwindAgent;
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: 'Harbour tour on Friday' },
  fallback: { from: DEMO_SENDERS.northwindPhone, text: 'Harbour tour on Friday' },
};

async function setUp() {
  const box = await startTestSandbox({
    scopes: SCOPES,
    sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
  });
  const audience = await ownTestAudience(box, 'Key test numbers', FROM);
  /** The Idempotency-Key of every blast sent, in order. */
  const keys: string[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      if (request.url.endsWith('/messages/blast/rcs')) keys.push(request.headers.get('Idempotency-Key')!);
      return box.fetch(request);
    },
  });
  const { el } = await mountExtras({
    from: FROM,
    scopes: SCOPES,
    audienceId: audience,
    value: DRAFT,
    box: { ...box, client },
  });
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
  const errors: string[] = [];
  el.addEventListener('parley-error', (e) => errors.push(e.detail.action));
  return { el, box, keys, errors };
}

const alertText = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector('[part~="blast-confirm"] [role="alert"]')?.textContent?.trim() ?? '';

async function review(el: ParleyComposer) {
  $<HTMLButtonElement>(el, '[part~="send-button"]').click();
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step');
  await el.updateComplete;
}

/** The sandbox runs every blast sent and loses its answer, as a connection cut mid-response does; off with none. */
async function dropAnswers(box: TestSandbox, on: boolean) {
  const rules = on ? [{ path: '/messages/blast/rcs', method: 'POST', drop: 1 }] : [];
  expect((await box.server('POST', '/sandbox/faults', { rules })).status).to.equal(200);
}

/** The RCS texts the sandbox sent, blast by blast. */
const sentTexts = (box: TestSandbox) =>
  Object.values(box.sandbox.store.data.blasts).map((b) => [
    ...new Set(b.messageIds.map((id) => box.sandbox.store.data.messages[id]!.rcs?.text)),
  ]);

const progressShown = (el: ParleyComposer) => el.shadowRoot!.querySelector('[part~="blast-progress"]');

describe('<parley-composer> blast mode sends each reviewed blast under one Idempotency-Key', function () {
  this.timeout(60_000);

  it('a send whose answer was lost, sent again, goes out once', async () => {
    const { el, box, keys, errors } = await setUp();
    await review(el);
    await dropAnswers(box, true);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => alertText(el), 'the send failed');
    expect(alertText(el)).to.match(/^Could not send the blast: /);
    expect(errors).to.deep.equal(['send']);
    expect(sentTexts(box), 'the service sent it; only its answer was lost').to.deep.equal([[DRAFT.rcs.text]]);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-answer-lost', { settle: () => el.updateComplete, fullPage: true });

    await dropAnswers(box, false);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => progressShown(el), 'sent');
    expect(keys).to.have.length(2);
    expect(keys[1], 'the retry carries the same key').to.equal(keys[0]);
    expect(sentTexts(box), 'replayed, not sent twice').to.deep.equal([[DRAFT.rcs.text]]);
  });

  it('a blast edited after a failed send goes out with its new words, under a new key; sent, the same words again are a new blast', async () => {
    const { el, box, keys, errors } = await setUp();
    await review(el);
    await dropAnswers(box, true);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => alertText(el), 'the send failed');
    await dropAnswers(box, false);

    buttonOf(el, /^Edit$/).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('[part~="blast-confirm"]'), 'back to the editor');
    await fill(el, 'rcs.text', 'Harbour tour moved to Saturday');
    await review(el);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(
      () => progressShown(el) || errors.length > 1,
      () => `sent or failed; said: ${alertText(el)}`,
    );
    expect(errors, `no second failure; said: ${alertText(el)}`).to.deep.equal(['send']);
    expect(keys).to.have.length(2);
    expect(keys[1], 'another blast, another key').not.to.equal(keys[0]);
    expect(sentTexts(box)).to.deep.equal([[DRAFT.rcs.text], ['Harbour tour moved to Saturday']]);

    await waitUntil(
      () =>
        el.shadowRoot!.querySelector<HTMLElement>('[part~="blast-progress"] [data-status]')?.dataset.status ===
        'COMPLETED',
      'completed',
      { timeout: 10_000 },
    );
    await el.updateComplete;
    // The progress view is drawn inside the composer's form: its buttons submit nothing (no review by themselves).
    let submitted = 0;
    $(el, 'form[part~="form"]').addEventListener('submit', () => submitted++);
    buttonOf(el, /^New blast$/).click();
    expect(submitted, '"New blast" does not review the draft by itself').to.equal(0);
    await waitUntil(() => !progressShown(el), 'back to the editor');
    await review(el);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => keys.length === 3 && progressShown(el), 'sent again');
    expect(new Set(keys).size, 'a blast sent: the same words again are a new blast').to.equal(3);
    expect(sentTexts(box)).to.have.length(3);
  });
});
