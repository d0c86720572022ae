/**
 * `<parley-blast>` measures its text as the service does (docs/decisions/085-characters-are-code-points.md): in
 * characters, so 3072 emoji (6144 UTF-16 units) are an SMS blast at its limit that Review lets through and the real
 * sandbox sends, and 3073 are too long. Real Chromium, real sandbox; every axe rule in light, dark and Arabic.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { LIMITS } from '../../../src/schemas/constants.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import { axeEachWay, pictures } from '../rcs/pictures.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const emoji = (n: number) => '😀'.repeat(n);

async function mount() {
  const sb = await startTestSandbox({ sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 60 } } });
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(['audiences:read', 'messages:blast', 'messages:send']),
    fetch: sb.fetch,
    retry: { retries: 0 },
  });
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${DEMO_SENDERS.acmePhone}
    channel="SMS" audience-id="aud_dtest_numbers" poll-interval="50" theme="light" locale="en"></parley-blast>`);
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'audiences loaded');
  await el.updateComplete;
  return { el, sb, root: el.shadowRoot! };
}

/** Pastes `text` as the browser inserts a paste: the textarea's whole value replaced, with an `input` event. */
async function paste(el: ParleyBlast, text: string): Promise<void> {
  const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('#text')!;
  area.focus();
  area.select();
  document.execCommand('insertText', false, text);
  await el.updateComplete;
}
const review = async (el: ParleyBlast) => {
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => /Review/.test(b.textContent ?? ''))!.click();
  await el.updateComplete;
};

describe('<parley-blast> counts characters as the service does', () => {
  it('an SMS blast of 3072 emoji passes Review and is sent; 3073 are too long', async () => {
    const { el, sb, root } = await mount();
    await paste(el, emoji(LIMITS.smsText + 1));
    await review(el);
    expect(root.querySelector('#text-error')?.textContent).to.equal('At most 3,072 characters.');
    expect(root.querySelector('#text')!.getAttribute('aria-invalid')).to.equal('true');
    expect(root.querySelector('#confirm-title'), 'no confirm step').to.equal(null);
    await pictures(el, 'blast-characters-too-long', () => !!root.querySelector('#text-error'));
    await axeEachWay(el, LEFT_OUT);

    await paste(el, emoji(LIMITS.smsText));
    expect(root.querySelector<HTMLTextAreaElement>('#text')!.value).to.have.length(2 * LIMITS.smsText);
    await review(el);
    await waitUntil(() => root.querySelector('#confirm-title'), 'the confirm step: Review found nothing wrong');
    expect(root.querySelector('#text-error')).to.equal(null);
    [...root.querySelectorAll('button')].find((b) => /Send blast/.test(b.textContent ?? ''))!.click();
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 10_000 });
    const sent = Object.values(sb.sandbox.store.data.messages).filter((m) => m.blastId === el.blast!.id);
    expect(sent.map((m) => [m.type, m.text === emoji(LIMITS.smsText)])).to.deep.equal([
      ['SMS', true],
      ['SMS', true],
      ['SMS', true],
    ]);
  });
});
