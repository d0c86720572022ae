/**
 * A token the page gave (`token`, which nothing can refresh) that the service refuses is said as that, not as a lost
 * session: a malformed one, or one signed by another key, before its `exp`; only one whose `exp` has passed is "your
 * session has ended". The service's reason stays in `parley-error`'s `error.message` for the developer; the polite
 * region does not keep "Sending…". "Send a test" words it in the same place. Real sandbox; pictures and every axe rule.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { ApiError } from '../../../src/api/errors.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { ALL_SCOPES, BASE_URL, routedPageFetch, startTestSandbox } from '../helpers/sandbox.js';
import { SteppedClock } from '../helpers/stepped-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions } from '../outbox/live-record.js';
import { emptyOutbox } from '../outbox/send-line.js';
import { axeEachWay, inLocale, pictures } from '../rcs/pictures.js';
import { $, AGENT, editorReady, fill, mount, RCS_USER, words } from './helpers.js';

const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const REFUSED =
  'Not sent: the service refused the token this page gave it; reload the page, and if it happens again, tell the site’s developer';
const ENDED = 'Not sent: your session has ended; reload the page';
/** What the reviewer's page gave: a JWT with no claim the service needs. */
const MALFORMED = 'eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.bad';

const status = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part~="status"]'));
const polite = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('.visually-hidden[aria-live="polite"]'));
const inView = (el: ParleyComposer) => () => {
  el.shadowRoot!.querySelector('[part~="actions"]')?.scrollIntoView({ block: 'center' });
  return true;
};

/** Sends a test to a number of one's own, as a user does, and waits for its result. */
async function sendTest(el: ParleyComposer): Promise<string> {
  $<HTMLDetailsElement>(el, '[part~="test-send"]').open = true;
  const number = $<HTMLInputElement>(el, '#test-to');
  number.value = '+14155550123';
  number.dispatchEvent(new Event('input'));
  $<HTMLButtonElement>(el, '[part~="test-send-button"]').click();
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="test-result"][data-phase="failed"]'), 'test result');
  return words(el.shadowRoot!.querySelector('[part~="test-result"]'));
}

/** A composer whose client holds `token` as the page's own (no token route: it cannot be refreshed). */
async function withToken(token: string) {
  const box = await startTestSandbox();
  const client = createApiClient({ baseUrl: BASE_URL, token, fetch: box.fetch, retry: { retries: 0 } });
  const { el } = await mount({ box: { ...box, client }, to: RCS_USER });
  const errors: ParleyErrorEvent[] = [];
  el.addEventListener('parley-error', (e) => errors.push(e));
  await fill(el, 'rcs.text', 'Your table is ready.');
  return { box, el, errors };
}

const mint = (now?: Date, secret: string = SANDBOX_DEFAULTS.embedSecret) =>
  createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret },
    team: SANDBOX_DEFAULTS.team,
    user: 'agent@example.com',
    scopes: ALL_SCOPES,
    ...(now && { now }),
  });

describe('<parley-composer> a token the page gave that the service refuses', function () {
  this.timeout(120_000);
  beforeEach(emptyOutbox);

  it('a malformed token: "the service refused the token", its reason in parley-error, no "Sending…" left', async () => {
    const { el, errors } = await withToken(MALFORMED);
    const live = recordLiveRegions(el.shadowRoot!);
    const error = (await el.send().catch((e: unknown) => e)) as ApiError;
    await el.updateComplete;
    expect([error.kind, error.status, error.source]).to.deep.equal(['unauthorized', 401, 'service']);
    expect(status(el)).to.equal(REFUSED);
    expect(status(el)).not.to.contain('session');
    await waitUntil(() => live.said.some((s) => s.politeness === 'assertive'), 'the failure said');
    expect(live.said.filter((s) => s.politeness === 'assertive').map((s) => s.text)).to.deep.equal([
      `${REFUSED.replace('Not sent', 'Message not sent')}.`,
    ]);
    await waitUntil(
      () => polite(el) === '',
      () => `the polite region says "${polite(el)}"`,
    );
    // For the developer: the service's own reason, on the event.
    const sent = errors.find((e) => e.detail.action === 'send')!.detail.error as ApiError;
    expect(sent.message).to.match(/token/i);
    expect(sent.message).not.to.equal('');
    expect(sent).to.equal(error);
    await inLocale(el, 'es', async () =>
      expect(status(el)).to.equal(
        'No enviado: el servicio rechazó el token que le dio esta página; recarga la página y, si vuelve a pasar, avisa al desarrollador del sitio',
      ),
    );
    await pictures(el, 'composer-truth-token-refused', inView(el));
    await axeEachWay(el, LEFT_OUT);
    live.stop();
  });

  it('a token signed with another key, scopes and all: said so by Send and by "Send a test" alike', async () => {
    const { el } = await withToken(await mint(undefined, 'another-embed-secret-0123456789abcdef0123456789'));
    await el.send().catch(() => {});
    await el.updateComplete;
    expect(status(el)).to.equal(REFUSED);
    expect(await sendTest(el)).to.equal(`The test was not sent: ${REFUSED.slice('Not sent: '.length)}`);
  });

  it('"Send a test" says a token route giving no token as the route\'s, as Send does', async () => {
    const clock = new SteppedClock();
    const box = await startTestSandbox({ sandbox: { clock } });
    let answer = () => Response.json({ token: box.token });
    const page = routedPageFetch(box, async () => answer());
    try {
      const el = await fixture<ParleyComposer>(html`<parley-composer from=${AGENT} to=${RCS_USER} locale="en"
        base-url=${BASE_URL} token-url="/parley-token?route=send-truth"></parley-composer>`);
      await editorReady(el);
      await fill(el, 'rcs.text', 'A test, after the token expired');
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="test-send"]'), 'Send a test is offered');
      // The held token expires on the service's clock; the route then answers without one.
      clock.advance(16 * 60_000);
      answer = () => Response.json({ nope: true });
      expect(await sendTest(el)).to.equal(
        "The test was not sent: could not get a token from this page's token route, which answered without one",
      );
    } finally {
      page.restore();
    }
  });

  it('a token signed for the service whose exp has passed: "your session has ended"', async () => {
    const expired = await mint(new Date(Date.now() - 60 * 60_000));
    const { el } = await withToken(expired);
    await el.send().catch(() => {});
    await el.updateComplete;
    expect(status(el)).to.equal(ENDED);
  });

  it('a token the service accepts sends as before', async () => {
    const { el } = await withToken(await mint());
    await el.send();
    expect(el.phase).to.equal('sent');
  });
});
