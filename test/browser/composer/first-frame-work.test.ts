/**
 * What the composer does before its first frame is painted: only its first screen. With `token-url`, its token is
 * still asked for as it connects (`token-on-connect.test.ts`), but the transport that asks (`transport.ts`) is fetched
 * after the frame that shows the message box, not in the task that renders it (fetching a chunk there costs the
 * bundler's preload work and the chunk's evaluation right behind the first render), and its arrival renders nothing:
 * the composer updates once before a person acts. In real Chromium against the scripted test API (`newScenario`).
 * One page per file: a part once loaded stays loaded for the page.
 */
import { expect } from '@open-wc/testing';
import '../../../src/composer.js';
import { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { waitUntil } from '../helpers/wait.js';
import { newScenario } from '../api/helpers.js';
import { AGENT, RCS_USER } from './helpers.js';
import { idleCalls } from './deferred-harness.js';

/** When the page requested `path` (its resource entry's start), if it did. */
const requested = (path: RegExp): number | undefined =>
  performance.getEntriesByType('resource').find((entry) => path.test(new URL(entry.name).pathname))?.startTime;

describe('<parley-composer> before its first frame', () => {
  const idle = idleCalls();
  before(idle.hold);
  after(idle.release);

  it('fetches its transport after the frame showing the box, and renders once for all of it', async () => {
    const s = await newScenario();
    let updates = 0;
    const proto = ParleyComposer.prototype as unknown as { update(changed: unknown): void };
    const own = Object.getOwnPropertyDescriptor(proto, 'update');
    const update = proto.update;
    proto.update = function (this: ParleyComposer, changed: unknown) {
      updates++;
      update.call(this, changed);
    };
    try {
      const el = document.createElement('parley-composer');
      Object.assign(el, { baseUrl: s.baseUrl, tokenUrl: `${s.baseUrl}/token`, from: AGENT, to: RCS_USER });
      document.body.append(el);
      // The frame that shows the element: its callbacks run after the task that connected and rendered it.
      const frame = await new Promise<number>((done) => requestAnimationFrame(() => done(performance.now())));
      expect(el.shadowRoot!.querySelector('textarea'), 'the message box, in that frame').to.not.equal(null);
      expect(updates, 'updates before that frame').to.equal(1);

      await waitUntil(async () => (await s.log()).tokenRequests === 1, 'no token requested', { timeout: 10_000 });
      const transport = requested(/\/composer\/transport\.(ts|js)$/);
      expect(transport, 'the transport fetched').to.not.equal(undefined);
      expect(transport!, 'the transport requested after the first frame').to.be.greaterThan(frame);
      // Its arrival (and the token's) changes nothing on the screen: no second update.
      await new Promise((done) => setTimeout(done, 500));
      expect(updates, 'updates once the token is in, nobody having used the composer').to.equal(1);
      el.remove();
    } finally {
      if (own) Object.defineProperty(proto, 'update', own);
      else delete (proto as { update?: unknown }).update;
    }
  });
});
