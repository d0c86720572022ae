/**
 * Send on an edited draft while this composer's earlier send is said beside Send (kept after the service failed)
 * replaces it: the earlier one is taken out of the outbox first, so only the edited version is delivered, and the
 * composer says what that leaves of the earlier one: it may have gone. One kept for the connection is in the outbox's
 * panel, with its Cancel: an edited draft is another message, queued after it. The same draft pressed again is a retry
 * under the same Idempotency-Key. Real sandbox; pictures and every axe rule of the note.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { getOutbox } from '../../../src/api/outbox.js';
import { interceptedClient, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { recordSentEvents } from '../outbox/live-record.js';
import { axeEachWay, inLocale, pictures } from '../rcs/pictures.js';
import { emptyOutbox, line, offline, online, outboxItems } from '../reliability/outbox-page.js';
import { fill, mount, RCS_USER, words } from './helpers.js';

const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const STILL = { carrierDelays: { sent: 600_000, delivered: 600_000, read: 600_000 } };
const UNSURE =
  'The earlier version is no longer tried. If the service received it before the problem, it was sent too.';

const stored = (box: TestSandbox, text: string) =>
  Object.values(box.sandbox.store.data.messages).filter((m) => m.rcs?.text === text);
const note = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[data-note]'));
const sendButton = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="send-button"]')!.click();
const inView = (el: ParleyComposer) => () => {
  el.shadowRoot!.querySelector('[part~="actions"]')?.scrollIntoView({ block: 'center' });
  return true;
};

describe('<parley-composer> an edited draft sent while its earlier send waits', function () {
  this.timeout(180_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('offline: an edited draft is another message, queued after the earlier one, which keeps its Cancel', async () => {
    const box = await startTestSandbox({ sandbox: STILL });
    const l = line(box);
    const { el } = await mount({ box: { ...box, client: l.client }, to: RCS_USER });
    const back = offline();
    try {
      l.down();
      await fill(el, 'rcs.text', 'First version.');
      await el.send().catch(() => {});
      await waitUntil(() => outboxItems(el.shadowRoot!).length === 1, 'the first version was not kept');
      // The same draft again: the same key, still one kept send.
      await el.send().catch(() => {});
      await waitUntil(() => outboxItems(el.shadowRoot!).length === 1, 'kept once');
      const firstKey = getOutbox().items[0]!.idempotencyKey;

      await fill(el, 'rcs.text', 'First version. Edited.');
      sendButton(el);
      await waitUntil(() => el.phase === 'idle' && getOutbox().items.length === 2, 'the edit was not queued');
      const [first, second] = getOutbox().items;
      expect(first!.idempotencyKey, 'the earlier one keeps its key').to.equal(firstKey);
      expect((second!.body as { rcs: { text: string } }).rcs.text).to.equal('First version. Edited.');
      expect(note(el), 'nothing is said of a replacement').to.equal('');
      expect(outboxItems(el.shadowRoot!)).to.have.length(2);
    } finally {
      back();
    }
    l.up();
    online();
    await waitUntil(() => getOutbox().items.length === 0, 'the queue did not drain', { timeout: 30_000 });
    await getOutbox().settled();
    expect(stored(box, 'First version.')).to.have.length(1);
    expect(stored(box, 'First version. Edited.')).to.have.length(1);
  });

  it('after a 5xx: the earlier version is withdrawn, said honestly (it may have gone); the edited one is sent once', async () => {
    const box = await startTestSandbox({ sandbox: STILL });
    // The service failing the first version (a 500 before it does anything), and answering any other.
    const keys: string[] = [];
    const client = interceptedClient(box, async (request) => {
      if (!request.url.endsWith('/send')) return undefined;
      keys.push(request.headers.get('Idempotency-Key')!);
      const body = (await request.clone().json()) as { rcs?: { text?: string } };
      return body.rcs?.text === 'First version.'
        ? Response.json({ error: 'Internal error' }, { status: 500 })
        : undefined;
    });
    const { el } = await mount({ box: { ...box, client }, to: RCS_USER });
    const heard = recordSentEvents(el);
    await fill(el, 'rcs.text', 'First version.');
    await el.send().catch(() => {});
    await waitUntil(
      () => el.shadowRoot!.querySelector('[part~="status"][data-kept]'),
      'the first version was not kept',
    );
    await fill(el, 'rcs.text', 'First version. Edited.');
    const message = await el.send();
    expect(el.phase).to.equal('sent');
    expect(note(el)).to.equal(UNSURE);
    expect(words(el.shadowRoot!.querySelector('[part~="status"]'))).not.to.contain('Not confirmed');
    expect(getOutbox().items, 'nothing left to try').to.have.length(0);
    expect(new Set(keys).size, 'two versions, two keys').to.equal(2);
    // Only the edited version reached the service: the 500 came before it did the first.
    expect(stored(box, 'First version.')).to.have.length(0);
    expect(stored(box, 'First version. Edited.').map((m) => m.id)).to.deep.equal([message.id]);
    expect(heard.map((h) => h.text)).to.deep.equal(['First version. Edited.']);
    // Nothing tries the first version later either.
    const tries = keys.length;
    online();
    await getOutbox().settled();
    expect(keys.length).to.equal(tries);
    await inLocale(el, 'es', async () =>
      expect(note(el)).to.equal(
        'La versión anterior ya no se intenta. Si el servicio la recibió antes del problema, también se envió.',
      ),
    );
    await pictures(el, 'composer-truth-replaced-unsure', inView(el));
    await axeEachWay(el, LEFT_OUT);
  });
});
