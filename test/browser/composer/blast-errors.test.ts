/**
 * The composer's blast mode tells the host what failed as `<parley-blast>` does: a `parley-error` (`ParleyErrorEvent`)
 * with the same `action` — `load` (the audiences), `validate` (Review's price or split), `send`, `cancel` (the progress
 * view's Cancel) — and the `ApiError` itself in `detail.error`, beside the words it says in place. Each by a fault of
 * the real sandbox (`/sandbox/faults`); axe in light, dark and Arabic on each failure.
 */
import { expect } from '@open-wc/testing';
import type { ApiError } from '../../../src/api/errors.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, buttonOf, mountExtras, ownTestAudience } from './extras-harness.js';
import { $, words } from './helpers.js';

const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'messages:schedule'];
const FROM = DEMO_SENDERS.northwindAgent;
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: 'Ferry timetable changes' },
  fallback: { from: DEMO_SENDERS.northwindPhone, text: 'Ferry timetable changes' },
};

/** Every `parley-error` heard on the page (the composer's bubble and cross its shadow root). */
let heard: ParleyErrorEvent[] = [];
const hear = (e: Event) => heard.push(e as ParleyErrorEvent);
before(() => document.addEventListener('parley-error', hear));
after(() => document.removeEventListener('parley-error', hear));
beforeEach(() => (heard = []));

/** Every call of `method` to `path` answered 500 by the sandbox (the client's retries too); none: faults off. */
async function fault(box: TestSandbox, path?: string, method = 'POST') {
  const rules = path ? [{ path, method, error: 1 }] : [];
  expect((await box.server('POST', '/sandbox/faults', { rules })).status).to.equal(200);
}

async function setUp(options: { faulty?: string; scheduled?: boolean } = {}) {
  const box = await startTestSandbox({
    scopes: SCOPES,
    sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
  });
  const audience = await ownTestAudience(box, 'Error test numbers', FROM);
  if (options.faulty) await fault(box, options.faulty);
  const value = options.scheduled
    ? { ...DRAFT, scheduledTime: new Date(Date.now() + 86_400_000).toISOString() }
    : DRAFT;
  const { el } = await mountExtras({ from: FROM, scopes: SCOPES, audienceId: audience, value, box });
  return { el, box };
}

/** What `parley-error` said: each event's action and its error's status. */
const said = () => heard.map((e) => `${e.detail.action} ${(e.detail.error as ApiError).status}`);
const alerts = (el: ParleyComposer) => [...el.shadowRoot!.querySelectorAll('[role="alert"]')].map((a) => words(a));

async function review(el: ParleyComposer) {
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
  $<HTMLButtonElement>(el, '[part~="send-button"]').click();
}

describe('<parley-composer> blast mode fires parley-error as <parley-blast> does', function () {
  this.timeout(60_000);

  it('load: the audiences cannot be read; said where the picker goes, with the Retry it names', async () => {
    const { el, box } = await setUp({ faulty: '/audiences/list' });
    await waitUntil(() => heard.length && alerts(el).length, 'said, and parley-error');
    expect(said()).to.deep.equal(['load 500']);
    expect(heard[0]!.detail.error).to.have.property('kind', 'server');
    expect(heard[0]!.composed && heard[0]!.bubbles, 'heard by the host page').to.equal(true);
    expect(alerts(el)).to.deep.equal(['Could not load the audiences: the service had a problem; try again']);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-load-failed', { settle: () => el.updateComplete, fullPage: true });

    await fault(box);
    $<HTMLButtonElement>(el, '#load-retry').click();
    await waitUntil(() => el.shadowRoot!.activeElement?.id === 'audience', 'the picker, focused');
    expect(alerts(el)).to.deep.equal([]);
    expect(said(), 'nothing failed again').to.deep.equal(['load 500']);
  });

  it('validate: Review cannot price the message or work out the split', async () => {
    const { el, box } = await setUp();
    for (const path of ['/messages/validate/rcs', '/messages/blast/rcs/estimate']) {
      heard = [];
      await fault(box, path);
      await review(el);
      await waitUntil(
        () => heard.length,
        () => `parley-error for ${path}`,
      );
      await el.updateComplete;
      expect(said()).to.deep.equal(['validate 500']);
      expect(
        alerts(el).some((a) => a.startsWith('Could not')),
        'said in place too',
      ).to.equal(true);
    }
    await accessibleEverywhere(el);
    // Reviewed with the service answering: no error.
    heard = [];
    await fault(box);
    await review(el);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step');
    expect(said()).to.deep.equal([]);
  });

  it('send: the service fails the blast', async () => {
    const { el, box } = await setUp();
    await review(el);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step');
    await fault(box, '/messages/blast/rcs');
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => heard.length, 'parley-error');
    await el.updateComplete;
    expect(said()).to.deep.equal(['send 500']);
    expect(alerts(el)).to.include('Could not send the blast: the service had a problem; try again');
    expect(Object.keys(box.sandbox.store.data.blasts)).to.have.length(0);
    await accessibleEverywhere(el);
  });

  it('cancel: the service fails the cancellation of a scheduled blast', async () => {
    const { el, box } = await setUp({ scheduled: true });
    await review(el);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step');
    buttonOf(el, /^Schedule blast$/).click();
    const progressButton = (label: string) =>
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="blast-progress"] button')].find(
        (b) => words(b) === label,
      );
    await waitUntil(() => progressButton('Cancel blast'), 'scheduled, with Cancel');
    await fault(box, '/messages/schedule/*', 'DELETE');
    progressButton('Cancel blast')!.click();
    await waitUntil(() => heard.length, 'parley-error');
    await el.updateComplete;
    expect(said()).to.deep.equal(['cancel 500']);
    expect(alerts(el)).to.include('Could not cancel the blast: the service had a problem; try again');
    expect(Object.values(box.sandbox.store.data.blasts).map((b) => b.status)).to.deep.equal(['SCHEDULED']);
    await accessibleEverywhere(el);
  });
});
