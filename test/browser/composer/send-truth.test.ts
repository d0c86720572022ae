/**
 * A send whose outcome the composer cannot know says only what is true. The service did the send but its answer was
 * lost (a 503 after it stored the message): beside Send it is "not confirmed", never "not sent"; "Don't send" stops
 * the retries and says it may have gone already; a later attempt under the same Idempotency-Key, answered with the
 * first answer, shows the ordinary result and fires `parley-message-sent` once. The line beside Send follows why its
 * item waits as the outbox records it after each attempt. And the polite live region never keeps "Sending…" once the
 * send has stopped. Real sandbox; every live region recorded; pictures and every axe rule in each state.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { getOutbox } from '../../../src/api/outbox.js';
import { createApiClient } from '../../../src/api/client.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions, recordSentEvents } from '../outbox/live-record.js';
import { emptyOutbox } from '../outbox/send-line.js';
import { axeEachWay, inLocale, pictures } from '../rcs/pictures.js';
import { $, fill, mount, RCS_USER, words } from './helpers.js';

const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const STILL = { carrierDelays: { sent: 600_000, delivered: 600_000, read: 600_000 } };
const FAULT =
  'Not confirmed yet: the service had a problem. It will be tried again under the same key, so it goes out once at most; Retry tries now.';
const NO_ANSWER =
  'Not confirmed yet: no answer came back. It will be tried again under the same key when the connection is back, so it goes out once at most; Retry tries now.';
const STOPPED = 'Stopped trying. If the service received it before the problem, it was sent.';

type Mode = 'up' | 'lost' | 'cut' | 'refuse';

/**
 * A client whose `POST /send` is, by mode: answered (`up`); done by the service, its answer lost as a 503 (`lost`);
 * never answered (`cut`: the fetch rejects); refused (`refuse`: 400). No automatic retries: each attempt is one try.
 */
function sendPath(box: TestSandbox) {
  let mode: Mode = 'up';
  const keys: string[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/send') return box.fetch(request);
      keys.push(request.headers.get('Idempotency-Key')!);
      if (mode === 'cut') throw new TypeError('Failed to fetch');
      if (mode === 'refuse') return Response.json({ error: 'Sender paused' }, { status: 400 });
      const answer = await box.fetch(request);
      return mode === 'lost' ? Response.json({ error: 'upstream timed out' }, { status: 503 }) : answer;
    },
  });
  return { client, keys, set: (next: Mode) => (mode = next) };
}

const stored = (box: TestSandbox, text: string) =>
  Object.values(box.sandbox.store.data.messages).filter((m) => m.rcs?.text === text);
const status = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part~="status"]'));
const note = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[data-note]'));
const polite = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('.visually-hidden[aria-live="polite"]'));
/** The state beside Send in view (on a phone it is below the editors), for the pictures. */
const inView = (el: ParleyComposer) => () => {
  el.shadowRoot!.querySelector('[part~="actions"]')?.scrollIntoView({ block: 'center' });
  return true;
};

async function setUp(text: string) {
  const box = await startTestSandbox({ sandbox: STILL });
  const path = sendPath(box);
  const { el } = await mount({ box: { ...box, client: path.client }, to: RCS_USER });
  await fill(el, 'rcs.text', text);
  const live = recordLiveRegions(el.shadowRoot!);
  const heard = recordSentEvents(el);
  return { box, path, el, live, heard };
}

describe('<parley-composer> says only what is true of a send it cannot confirm', function () {
  this.timeout(180_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('the answer lost after the service did it: "not confirmed"; "Don\'t send" says it may have gone; Send again shows it sent', async () => {
    const { box, path, el, live, heard } = await setUp('Your refund of $40 is approved.');
    path.set('lost');
    await el.send().catch(() => {});
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'the kept send is said');
    await el.updateComplete;
    // The service has it: the recipient will get it, so nothing may say it was not sent.
    expect(stored(box, 'Your refund of $40 is approved.')).to.have.length(1);
    expect(status(el)).to.equal(`${FAULT} Retry Don’t send`);
    await waitUntil(
      () => polite(el) === FAULT,
      () => `the polite region says "${polite(el)}"`,
    );
    expect(live.said.filter((s) => s.politeness === 'polite').map((s) => s.text)).to.deep.equal(['Sending…', FAULT]);
    await inLocale(el, 'es', async () =>
      expect(status(el)).to.match(/^Aún sin confirmar: el servicio tuvo un problema/),
    );
    await inLocale(el, 'ar', async () => expect(status(el)).to.match(/^لم يتأكّد الإرسال بعد: واجهت الخدمة مشكلة/));
    await pictures(el, 'composer-truth-not-confirmed', inView(el));
    await axeEachWay(el, LEFT_OUT);

    $<HTMLButtonElement>(el, '[part~="status"] [data-cancel]').click();
    await waitUntil(
      () => note(el) === STOPPED,
      () => `the note says "${note(el)}"`,
    );
    await waitUntil(
      () => polite(el) === STOPPED,
      () => `the polite region says "${polite(el)}"`,
    );
    expect(el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'no longer said as waiting').to.equal(null);
    expect(getOutbox().items, 'no longer tried').to.have.length(0);
    expect(JSON.stringify(live.said)).not.to.match(/not be sent|Not sent/);
    await inLocale(el, 'ar', async () =>
      expect(note(el)).to.equal('توقّفت المحاولة. إن كانت الخدمة قد تلقّت الرسالة قبل المشكلة، فقد أُرسلت.'),
    );
    await pictures(el, 'composer-truth-stopped', inView(el));
    await axeEachWay(el, LEFT_OUT);

    // Send again, the same draft: the same key, answered with the first answer — the message the recipient has.
    path.set('up');
    const message = await el.send();
    expect(el.phase).to.equal('sent');
    const [only] = stored(box, 'Your refund of $40 is approved.');
    expect(message.id).to.equal(only!.id);
    expect(new Set(path.keys).size, 'one key').to.equal(1);
    expect(heard.map((h) => h.messageId)).to.deep.equal([only!.id]);
    expect(note(el), 'the note went with the new send').to.equal('');
    live.stop();
  });

  it('a later attempt of the outbox answered with the first answer shows the ordinary result and one parley-message-sent', async () => {
    const { box, path, el, live, heard } = await setUp('Lost, then answered');
    path.set('lost');
    await el.send().catch(() => {});
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'the kept send is said');
    path.set('up');
    dispatchEvent(new Event('online'));
    await waitUntil(() => el.phase === 'sent', 'the outbox answer was not shown as sent', { timeout: 20_000 });
    const [only] = stored(box, 'Lost, then answered');
    expect(stored(box, 'Lost, then answered')).to.have.length(1);
    expect(el.result?.id).to.equal(only!.id);
    expect(heard.map((h) => h.messageId)).to.deep.equal([only!.id]);
    expect(status(el)).to.contain(`Sent as RCS to ${RCS_USER}, waiting for delivery…`);
    await waitUntil(() => polite(el) === `Sent as RCS to ${RCS_USER}, waiting for delivery…`, 'the result said');
    live.stop();
  });

  it('the line beside Send follows why its item waits: an attempt with no answer makes it say so, said politely', async () => {
    const { path, el, live } = await setUp('Kept, then no answer');
    path.set('lost');
    await el.send().catch(() => {});
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'the kept send is said');
    // The outbox's next attempt gets no answer at all: its item now records that it waits for the connection.
    path.set('cut');
    dispatchEvent(new Event('online'));
    await waitUntil(() => getOutbox().items[0]?.meta?.keptFor === 'connection', 'the attempt was not recorded', {
      timeout: 20_000,
    });
    await waitUntil(
      () => status(el).startsWith(NO_ANSWER),
      () => `beside Send: "${status(el)}"`,
    );
    await waitUntil(
      () => polite(el) === NO_ANSWER,
      () => `the polite region says "${polite(el)}"`,
    );
    // Still one place says it: the outbox panel does not list it besides.
    expect(el.shadowRoot!.querySelector('[part~="outbox-item"]')).to.equal(null);
    await inLocale(el, 'es', async () => expect(status(el)).to.match(/^Aún sin confirmar: no llegó ninguna respuesta/));
    await pictures(el, 'composer-truth-no-answer', inView(el));
    await axeEachWay(el, LEFT_OUT);
    live.stop();
  });

  it('the polite region does not keep "Sending…" once a send is kept for the connection or refused', async () => {
    const { path, el, live } = await setUp('Cut, then refused');
    path.set('cut');
    await el.send().catch(() => {});
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="outbox-item"]'), 'the send was not kept');
    await el.updateComplete;
    await waitUntil(
      () => polite(el) !== 'Sending…',
      () => `the polite region says "${polite(el)}"`,
    );
    // Said once: by the outbox panel's heading, which the screen shows.
    expect(live.said.map((s) => s.text)).to.deep.equal(['Sending…', 'Waiting to send (1)']);
    expect(polite(el)).to.equal('');

    path.set('refuse');
    // The same draft again: the waiting one is taken out first, and this press is refused.
    await el.send().catch(() => {});
    await waitUntil(() => el.phase === 'failed', 'refused');
    await waitUntil(
      () => polite(el) !== 'Sending…',
      () => `the polite region says "${polite(el)}"`,
    );
    expect(getOutbox().items, 'not kept twice').to.have.length(0);
    live.stop();
  });
});
