/**
 * The composer's first screen has no API transport (it comes with the parts that call the service:
 * `components/composer/transport.ts`), yet the composer still asks for its token as it connects, as every element
 * does: with `token-url`, the token request goes out before anyone uses the composer and before its parts are
 * fetched (they wait until it is wanted), and a second composer of the page joins that one token. In real Chromium
 * against the scripted test API (`newScenario`).
 */
import { expect } from '@open-wc/testing';
import '../../../src/composer.js';
import { waitUntil } from '../helpers/wait.js';
import { newScenario } from '../api/helpers.js';
import { AGENT, RCS_USER } from './helpers.js';
import { idleCalls, requestsSince } from './deferred-harness.js';

describe('<parley-composer> token on connect', () => {
  const idle = idleCalls();
  before(idle.hold);
  after(idle.release);

  it('asks for its token when connected, before its parts; a second composer joins the one request', async () => {
    const s = await newScenario();
    const start = performance.now();
    const mount = () => {
      const el = document.createElement('parley-composer');
      Object.assign(el, { baseUrl: s.baseUrl, tokenUrl: `${s.baseUrl}/token`, from: AGENT, to: RCS_USER });
      document.body.append(el);
      return el;
    };
    const first = mount();
    await waitUntil(async () => (await s.log()).tokenRequests === 1, 'no token requested on connect', {
      timeout: 10_000,
    });
    // Nobody focused it and idle time is held: its parts are not fetched, only the token was asked for.
    expect(requestsSince(start).filter((name) => /\/composer\/(later|send-rules)\.(ts|js)$/.test(name))).to.deep.equal(
      [],
    );
    expect(first.shadowRoot!.querySelector('textarea'), 'the message box').to.not.equal(null);
    const second = mount();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await s.log()).tokenRequests).to.equal(1);
    first.remove();
    second.remove();
  });
});
