/**
 * Where focus goes when the control a keyboard user pressed is replaced or disabled by what it did, and what the
 * polite regions say meanwhile, against the real sandbox: Done / Snooze / Reopen in the thread header hand focus to
 * the control shown in their place; Retry on a failed message lands on the copy sent again; Add note keeps the note
 * box focused and says the note was added; the "new messages below" line names the control by the words it shows (in
 * each language).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState, openNotes } from './harness.js';
import {
  isLong,
  arrowTo,
  focused,
  LONG_THREAD,
  mount,
  openThread,
  scrollTo,
  settle,
  streamWatchingClient,
  type Mounted,
} from './helpers.js';
import { USERS, inboxOf, menuItem } from './team-harness.js';
import { accessibleEverywhere, shots } from './looks.js';

const FAILING = '+14155559999'; // sandbox test number: every delivery fails
const polite = (m: Mounted) => m.$('[data-live="messages"]')!.textContent ?? '';
/** Focus is on the inbox (its shadow root's element), not fallen to the page's body. */
const focusIn = (m: Mounted, selector: string) => !!focused(m)?.matches(selector) && document.activeElement === m.el;

/** Presses Enter on `el` as a keyboard user does: focused first. */
async function press(el: HTMLElement): Promise<void> {
  el.focus();
  await sendKeys({ press: 'Enter' });
}

describe('<parley-inbox> keeps focus and says what happened', function () {
  this.timeout(120_000);
  beforeEach(() => localStorage.clear());

  it('moves focus from Done, a Snooze preset and Reopen to the header button shown in their place', async () => {
    const box = await startTestSandbox();
    const m = await inboxOf(box, USERS[0]);
    await openThread(m, isLong);
    const id = inboxState(m.el).thread!.id;
    await waitUntil(() => m.$('[part~="done-button"]'), 'the header controls');

    await press(m.$('[part~="done-button"]')!);
    await waitUntil(
      () => focusIn(m, '[part~="reopen-button"]'),
      () => `after Done, focus on ${focused(m)?.outerHTML}`,
    );
    await waitUntil(async () => (await m.api.getConversation(id)).status === 'done', 'done at the service');
    await m.el.updateComplete;
    expect(focusIn(m, '[part~="reopen-button"]'), 'still on Reopen once the service answered').to.equal(true);

    await press(m.$('[part~="reopen-button"]')!);
    await waitUntil(
      () => focusIn(m, '[part~="done-button"]'),
      () => `after Reopen, focus on ${focused(m)?.outerHTML}`,
    );
    await waitUntil(async () => (await m.api.getConversation(id)).status === 'open', 'open at the service');

    await press(m.$('[part~="snooze-button"]')!);
    await waitUntil(() => menuItem(m, /^Tomorrow/), 'the snooze menu');
    await press(menuItem(m, /^Tomorrow/)!);
    await waitUntil(
      () => focusIn(m, '[part~="reopen-button"]'),
      () => `after a snooze preset, focus on ${focused(m)?.outerHTML}`,
    );
    await waitUntil(async () => (await m.api.getConversation(id)).status === 'snoozed', 'snoozed at the service');
    await m.el.updateComplete;
    expect(focusIn(m, '[part~="reopen-button"]'), 'still on Reopen once the service answered').to.equal(true);
    // The views' counts follow the change a moment later: pictured once they do, as a person sees them.
    await waitUntil(() => inboxState(m.el).counts?.snoozed === 1, 'the Snoozed view counts it', { timeout: 10_000 });
    await m.el.updateComplete;
    await shots(m, 'focus-after-snooze');
    await accessibleEverywhere(m, () => !!m.$('[part~="reopen-button"]')?.textContent?.match(/[\u0600-\u06FF]/));
  });

  it('lands on the copy sent again after Retry on a failed message', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 50, delivered: 50 } } });
    const { client, streamOpen } = streamWatchingClient(box);
    const m = await mount({ box, client });
    await openThread(m, (c) => c.to === FAILING);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const sent = await m.server<{ id: string }>('POST', '/send', {
      type: 'SMS',
      from: '+14155550100',
      to: FAILING,
      text: 'Your table is ready',
    });
    expect(sent.status).to.equal(200);
    const retry = () => m.$<HTMLButtonElement>(`[data-vkey="${sent.body.id}"] [part~="retry-button"]`);
    await waitUntil(retry, 'the failed message offers Retry', { timeout: 10_000 });
    await settle(m);
    await arrowTo(m, (el) => el === retry());
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !retry(), 'its Retry goes once sent again', { timeout: 10_000 });
    const copy = () =>
      inboxState(m.el).thread!.messages.findLast((x) => x.text === 'Your table is ready' && x.id !== sent.body.id);
    await waitUntil(copy, 'the copy sent again is in the log');
    await waitUntil(
      () => focusIn(m, `[data-vkey="${copy()!.id}"]`),
      () => `focus on ${focused(m)?.outerHTML.slice(0, 120)} (document: ${document.activeElement?.localName})`,
    );
    await shots(m, 'focus-after-retry');
    await accessibleEverywhere(
      m,
      () =>
        !!m
          .$('[part~="reply-input"]')
          ?.getAttribute('placeholder')
          ?.match(/[\u0600-\u06FF]/),
    );
  });

  it('keeps the note box focused after Add note, and says the note was added', async () => {
    const box = await startTestSandbox();
    const m = await mount({ box });
    await openThread(m, isLong);
    const note = await openNotes(m.el);
    note.focus();
    await sendKeys({ type: 'Called her back' });
    await waitUntil(() => !m.$<HTMLButtonElement>('.add-note button[type="submit"]')!.disabled, 'Add note enabled');
    await press(m.$('.add-note button[type="submit"]')!);
    await waitUntil(() => m.$$('[part~="note"]').some((n) => n.textContent!.includes('Called her back')), 'the note');
    await waitUntil(
      () => polite(m).includes('Note added'),
      () => `said: ${polite(m)}`,
    );
    await m.el.updateComplete;
    expect(note.value, 'the box emptied').to.equal('');
    expect(focusIn(m, '#note-new'), `focus on ${focused(m)?.outerHTML.slice(0, 80)}`).to.equal(true);
    await shots(m, 'focus-after-note');
    await accessibleEverywhere(
      m,
      () => /[\u0600-\u06FF]/.test(polite(m)) || /[\u0600-\u06FF]/.test(m.$('.add-note')!.textContent!),
    );
  });

  it('names the control by the words it shows when new messages arrive below, in English, Spanish and Arabic', async () => {
    const box = await startTestSandbox();
    const { client, streamOpen } = streamWatchingClient(box);
    const m = await mount({ box, client });
    m.el.style.setProperty('--parley-inbox-height', '600px');
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const log = m.$('.messages')!;
    const jump = () => m.$<HTMLButtonElement>('[part~="new-messages"]');
    const said = () => m.$('[data-live="new-below"]')!.textContent!.trim();
    await settle(m);
    scrollTo(log, log.scrollHeight - log.clientHeight - 600);
    await waitUntil(jump, 'the jump control shows when scrolled up', { timeout: 10_000 });
    for (const text of ['Are you open on Sunday?', 'And is there parking?'])
      await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text });
    await waitUntil(() => jump()?.textContent!.includes('(2)'), 'it counts both', { timeout: 15_000 });
    expect(said()).to.equal('New messages below. The “New messages” button follows the message log.');
    // What the button shows, without its arrow and count: the words a person looks for.
    const label = () =>
      jump()!
        .textContent!.replace('↓', '')
        .replace(/\(\d+\)/, '')
        .trim();
    for (const locale of ['es', 'ar', 'en']) {
      m.el.setAttribute('locale', locale);
      await waitUntil(
        () =>
          (locale === 'en') === label().startsWith('New') &&
          (said().includes(`“${label()}”`) || said().includes(`«${label()}»`)),
        () => `${locale}: "${said()}" for the button "${label()}"`,
      );
    }
  });
});
