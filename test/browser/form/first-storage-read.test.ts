/**
 * `<parley-form>` reads the outbox flag (`parley:outbox`) in its first update, the one that requests `ready.ts` and
 * then waits for the network: that read is the page's first use of its storage, a synchronous round trip to the
 * browser, which otherwise fell in the task that creates the session as `ready.ts` arrives (on the way from the
 * definition to the first input). When an earlier page left writes, the outbox's view is requested in that same
 * update, beside `ready.ts`, not after it. Each test is its own cold page state: the first one runs before any form
 * has loaded `ready.ts` here.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { createApiClient } from '../../../src/api/client.js';
import { OUTBOX_FLAG } from '../../../src/api/outbox-flag.js';
import '../../../src/form.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { clearDrafts, RECIPIENT } from './harness.js';

/** A form of the sandbox and a client for it. */
async function formAndClient() {
  const sb = await startTestSandbox({ sandbox: { demoData: false } });
  const fields = [{ key: 'name', label: 'Your name', type: 'text', required: true }];
  const created = await sb.server<{ id: string }>('POST', '/forms', { name: 'Flag', title: 'Flag', fields });
  const formId = created.body.id;
  const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, RECIPIENT);
  return { formId, client: createApiClient({ baseUrl: BASE_URL, token, fetch: sb.fetch }) };
}

/**
 * Adds a `<parley-form>`, noting each storage key read and whether the element was inside its first update (from
 * `willUpdate`, where it starts loading, to the loading state's render).
 */
async function openWatched(formId: string, client: ReturnType<typeof createApiClient>) {
  const reads: { key: string; firstUpdate: boolean }[] = [];
  let inFirst = false;
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    reads.push({ key, firstUpdate: inFirst });
    return getItem.call(this, key);
  };
  const el = await fixture<ParleyForm>(html`<div></div>`).then((host) => {
    const form = document.createElement('parley-form') as ParleyForm;
    const perform = (form as unknown as { performUpdate(): void }).performUpdate;
    let updates = 0;
    Object.defineProperty(form, 'performUpdate', {
      value(this: ParleyForm) {
        inFirst = ++updates === 1;
        try {
          perform.call(this);
        } finally {
          inFirst = false;
        }
      },
    });
    form.setAttribute('form-id', formId);
    form.client = client;
    host.append(form);
    return form;
  });
  const restore = () => (Storage.prototype.getItem = getItem);
  return { el, reads, restore };
}

const HELD_COOKIE = 'parley-held-module';

// The dev server serves every source module as its own file: room for all of their timings.
performance.setResourceTimingBufferSize(100_000);

/** When the page started fetching a module whose URL contains `part`, and when it had it (ms). */
function fetched(part: string): { start: number; end: number } | undefined {
  const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(part)) as
    PerformanceResourceTiming | undefined;
  return entry && { start: entry.startTime, end: entry.responseEnd };
}

describe('<parley-form> first storage read', () => {
  beforeEach(clearDrafts);

  it('requests the outbox view beside ready.ts when an earlier page left writes', async () => {
    localStorage.setItem(OUTBOX_FLAG, '1');
    const { formId, client } = await formAndClient();
    // ready.ts arrives 1.5 s after it is requested (test/browser/helpers/held-module.mjs), from the server even if an
    // earlier file of this page loaded it (the cache is off): a view requested in the same update is requested long
    // before; one requested as the session is created, after ready.ts, cannot be.
    await executeServerCommand('parley-cache', { disabled: true });
    document.cookie = `${HELD_COOKIE}=${encodeURIComponent('components/form/ready.ts:1500')}; path=/`;
    const { el, restore } = await openWatched(formId, client);
    try {
      await waitUntil(() => el.phase === 'ready', `the form shown (phase ${el.phase})`, { timeout: 15000 });
      await waitUntil(() => !!fetched('outbox-view'), 'the outbox view fetched');
      const ready = fetched('components/form/ready')!;
      const view = fetched('outbox-view')!;
      console.log(`[first-storage-read] ready.ts ${JSON.stringify(ready)}, outbox view ${JSON.stringify(view)}`);
      expect(ready, 'ready.ts fetched').to.not.equal(undefined);
      expect(ready.end - ready.start, 'ready.ts held back by the server (not from a cache)').to.be.at.least(1400);
      expect(view.start, 'the outbox view requested before ready.ts had arrived').to.be.below(ready.end);
    } finally {
      document.cookie = `${HELD_COOKIE}=; path=/; max-age=0`;
      await executeServerCommand('parley-cache', { disabled: false });
      restore();
      localStorage.removeItem(OUTBOX_FLAG);
    }
  });

  it('reads the outbox flag, its first storage read, in the update that requests ready.ts', async () => {
    localStorage.removeItem(OUTBOX_FLAG);
    const { formId, client } = await formAndClient();
    const { el, reads, restore } = await openWatched(formId, client);
    try {
      await waitUntil(() => el.phase === 'ready', `the form shown (phase ${el.phase})`, { timeout: 15000 });
      await el.updateComplete;
      console.log(`[first-storage-read] storage reads: ${JSON.stringify(reads)}`);
      const flag = reads.find((r) => r.key === OUTBOX_FLAG);
      expect(flag, 'the outbox flag read').to.not.equal(undefined);
      expect(flag!.firstUpdate, 'read in the first update (the loading state), before the session').to.equal(true);
      expect(reads.indexOf(flag!), 'the first storage read of the element').to.equal(0);
      expect(el.shadowRoot!.querySelector('#f-name'), 'the field shown').to.not.equal(null);
    } finally {
      restore();
    }
  });
});
