/**
 * `<parley-blast>` cancelling a scheduled blast that is no longer scheduled (cancelled elsewhere first: the service
 * answers 409) says so in the blast's words, in English and Arabic — never the service's English text with the
 * blast's id — and reads the blast again, so "Scheduled" and its Cancel do not stand beside the refusal. Real sandbox; the progress is polled rarely here, so the blast shown is still "Scheduled" when Cancel is
 * pressed; axe in light, dark and Arabic; pictures.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { cancelBlast } from '../../../src/api/contacts-blasts.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, shots } from './looks.js';

const button = (el: ParleyBlast, label: RegExp) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;
const alertText = (el: ParleyBlast) =>
  el.shadowRoot!.querySelector('[part="progress"] [role="alert"]')?.textContent?.trim() ?? '';

describe('<parley-blast> cancelling a blast that is no longer scheduled', function () {
  this.timeout(60_000);

  it('says "it is no longer scheduled" in its words, not the service text', async () => {
    const sb = await startTestSandbox();
    // Without conversations:read the progress is polled, here once a minute: nothing updates it behind the test.
    const token = await sb.mint(['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule']);
    const client = createApiClient({ baseUrl: BASE_URL, token, fetch: sb.fetch, retry: { retries: 0 } });
    const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${DEMO_SENDERS.acmePhone}
      channel="SMS" audience-id="aud_dtest_numbers" poll-interval="60000" locale="en"></parley-blast>`);
    const root = el.shadowRoot!;
    await waitUntil(() => root.querySelector('#audience'), 'audiences loaded');
    const text = root.querySelector<HTMLTextAreaElement>('#text')!;
    text.value = 'Tasting next week';
    text.dispatchEvent(new Event('input'));
    const at = root.querySelector<HTMLInputElement>('#at')!;
    const inADay = new Date(Date.now() + 86_400_000);
    at.value = new Date(inADay.getTime() - inADay.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    at.dispatchEvent(new Event('input'));
    await el.updateComplete;
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'the confirm step');
    await el.updateComplete;
    button(el, /Schedule blast/).click();
    await waitUntil(() => el.blast?.status === 'SCHEDULED', 'scheduled');
    await el.updateComplete;

    // Another tab cancels it first.
    await cancelBlast(sb.client, el.blast!.id);
    button(el, /Cancel blast/).click();
    await waitUntil(() => alertText(el), 'the failure said');
    expect(alertText(el)).to.equal('Could not cancel the blast: it is no longer scheduled');
    expect(alertText(el)).not.to.contain(el.blast!.id);
    // The blast is read again: its status and the actions beside the refusal say what it is now.
    await waitUntil(() => el.blast?.status === 'CANCELLED', 'the blast read again');
    await el.updateComplete;
    const status = root.querySelector('[part="progress"] [data-status]')!;
    expect(status.getAttribute('data-status')).to.equal('CANCELLED');
    expect(button(el, /Cancel blast/), 'no Cancel beside "no longer scheduled"').to.equal(undefined);
    el.setAttribute('locale', 'ar');
    await waitUntil(() => alertText(el).startsWith('تعذّر'), 'said in Arabic');
    expect(alertText(el)).to.equal('تعذّر إلغاء الإرسال: لم يعد الإرسال مجدولًا');
    el.setAttribute('locale', 'en');
    await waitUntil(() => el.getAttribute('dir') === 'ltr', 'English again');
    await el.updateComplete;
    await accessibleEverywhere(el);
    await shots(el, 'blast-cancel-not-scheduled');
  });
});
