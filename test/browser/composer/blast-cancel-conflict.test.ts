/**
 * The composer's blast mode cancelling, from its progress view, a scheduled blast that is no longer scheduled
 * (cancelled elsewhere first: the service answers 409) says so in the blast's words, fires `parley-error` with
 * `action: 'cancel'`, and reads the blast again (`BlastFollower.readNow`, as `<parley-blast>` does), so "Scheduled"
 * and its Cancel do not stand beside the refusal. No timing luck: the token has no `conversations:read`, so the
 * progress is polled, not streamed; the poll's first read is held unanswered, which stops the polling, so only the
 * read after the refusal can tell the view what became of the blast. Real sandbox; axe in light, dark and Arabic;
 * pictures.
 */
import { expect } from '@open-wc/testing';
import { cancelBlast } from '../../../src/api/contacts-blasts.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { interceptedClient, startTestSandbox } from '../helpers/sandbox.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, buttonOf, mountExtras, ownTestAudience } from './extras-harness.js';
import { $, words } from './helpers.js';

// No conversations:read: no event stream, the progress is polled (once a second).
const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'messages:schedule'];
const FROM = DEMO_SENDERS.northwindAgent;
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: 'Lighthouse open day' },
  fallback: { from: DEMO_SENDERS.northwindPhone, text: 'Lighthouse open day' },
  scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
};

const progress = (el: ParleyComposer) => el.shadowRoot!.querySelector('[part~="blast-progress"]');
const statusOf = (el: ParleyComposer) => progress(el)?.querySelector<HTMLElement>('[data-status]')?.dataset.status;
const progressButton = (el: ParleyComposer, label: string) =>
  [...(progress(el)?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((b) => words(b) === label);
const alertText = (el: ParleyComposer) => words(progress(el)?.querySelector('[role="alert"]'));

describe('<parley-composer> blast mode cancelling a blast that is no longer scheduled', function () {
  this.timeout(60_000);

  it('says "it is no longer scheduled", fires parley-error, and reads the blast again', async () => {
    const box = await startTestSandbox({ scopes: SCOPES });
    const audience = await ownTestAudience(box, 'Conflict test numbers', FROM);

    // The progress view's reads of the blast (`blasts/list` without a status; the scheduled list asks for SCHEDULED).
    let followerReads = 0;
    let holding = false;
    let held = false;
    const client = interceptedClient(box, async (request) => {
      if (!request.url.endsWith('/messages/blasts/list')) return undefined;
      if ('status' in (await request.clone().json())) return undefined;
      followerReads++;
      if (!holding || held) return undefined;
      held = true;
      // Never answered (until the page goes): the poll waits on it, and polls no more.
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    });
    const { el } = await mountExtras({
      from: FROM,
      scopes: SCOPES,
      audienceId: audience,
      value: DRAFT,
      box: { ...box, client },
    });
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step');
    buttonOf(el, /^Schedule blast$/).click();
    await waitUntil(() => progressButton(el, 'Cancel blast'), 'scheduled, with Cancel');
    holding = true;
    await waitUntil(() => held, 'the poll held', { timeout: 5000 });
    const blast = Object.values(box.sandbox.store.data.blasts)[0]!;
    const errors: string[] = [];
    el.addEventListener('parley-error', (e) => errors.push(e.detail.action));

    // Another tab cancels it first; nothing tells this view so.
    await cancelBlast(box.client, blast.id);
    await el.updateComplete;
    expect(statusOf(el)).to.equal('SCHEDULED');
    const reads = followerReads;
    progressButton(el, 'Cancel blast')!.click();
    // Still the progress view, saying why: the Cancel button submits nothing (the composer draws it inside its form).
    await waitUntil(
      () => alertText(el),
      () =>
        `said in the progress view; the confirm shows: ${words(el.shadowRoot!.querySelector('[part~="blast-confirm"]'))}`,
    );
    expect(alertText(el)).to.equal('Could not cancel the blast: it is no longer scheduled');
    expect(alertText(el)).not.to.contain(blast.id);
    expect(errors).to.deep.equal(['cancel']);
    // Read again at once: its status and the actions beside the refusal say what it is now.
    await waitUntil(
      () => statusOf(el) === 'CANCELLED',
      () => `read again; shows ${statusOf(el)}`,
    );
    expect(followerReads).to.equal(reads + 1, 'one read, after the refusal');
    await el.updateComplete;
    expect(progressButton(el, 'Cancel blast'), 'no Cancel beside "no longer scheduled"').to.equal(undefined);
    expect(progressButton(el, 'New blast')).to.exist;
    el.setAttribute('locale', 'ar');
    await waitUntil(() => alertText(el).startsWith('تعذّر'), 'said in Arabic');
    expect(alertText(el)).to.equal('تعذّر إلغاء الإرسال: لم يعد الإرسال مجدولًا');
    el.removeAttribute('locale');
    await waitUntil(() => el.getAttribute('dir') === 'ltr', 'English again');
    await el.updateComplete;
    await accessibleEverywhere(el);
    const settle = () => el.updateComplete;
    await shootAll('composer-blast-cancel-not-scheduled', { settle, fullPage: true });
    await shoot('composer-blast-cancel-not-scheduled-390-ar-dark', {
      width: 390,
      height: 844,
      dark: true,
      lang: 'ar',
      settle,
      fullPage: true,
    });
  });
});
