/**
 * The notes panel of an open thread, against the real sandbox: one note box above the timeline (the team's notes
 * are entries of the timeline), the conversation's own `notes` field shown read-only under it and following a change
 * made through the API, the message log keeping at least 60% of the pane at 390×844 with the panel open, and a
 * note's header fully visible at 1280. Photographed at 1440 and 390, dark and Arabic, with axe (all rules).
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import { createNote } from '../../../src/components/inbox/team-api.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { waitUntil } from '../helpers/wait.js';
import { ALL_SCOPES, BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { inboxState, openNotes } from './harness.js';
import { isLong, mount, openThread, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

const ANA = { id: 'user_ana', name: 'Ana Silva' };
const BEN = { id: 'user_ben', name: 'Ben Ito' };
const PINNED = 'VIP since 2019 — prefers a call after 5pm, never on Fridays';

async function tokenOf(user: { id: string; name: string }): Promise<string> {
  return createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: user.id,
    name: user.name,
    scopes: ALL_SCOPES,
  });
}

async function as(box: TestSandbox, user: { id: string; name: string }): Promise<Mounted> {
  const client = createApiClient({ baseUrl: BASE_URL, token: await tokenOf(user), fetch: box.fetch });
  const m = await mount({ box, client });
  m.el.users = [ANA, BEN];
  return m;
}

const longId = (box: TestSandbox) => Object.values(box.sandbox.store.data.conversations).find((c) => isLong(c))!.id;

/** The element as tall as the viewport, as a full-page inbox is. */
function fullHeight(m: Mounted): void {
  m.el.parentElement!.style.width = '100%';
  m.el.style.setProperty('--parley-inbox-height', '100vh');
}

describe('<parley-inbox> notes: one note box above the timeline', function () {
  this.timeout(180_000);
  beforeEach(() => localStorage.clear());
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('has one note box; the conversation notes field is read-only text under it; the log keeps 60% at 390×844', async () => {
    await setViewport({ width: 390, height: 844 });
    const box = await startTestSandbox();
    const id = longId(box);
    await box.client.updateConversation(id, { notes: PINNED });
    const ben = createApiClient({ baseUrl: BASE_URL, token: await tokenOf(BEN), fetch: box.fetch });
    await createNote(ben, id, { text: 'Called her back, @Ana Silva has the details', mentions: [ANA.id] });
    const m = await as(box, ANA);
    fullHeight(m);
    await openThread(m, isLong);
    await openNotes(m.el);
    await settle(m);
    const panel = m.$('[part~="notes"]')!;
    expect(
      [...panel.querySelectorAll('textarea, input, [contenteditable]')].map((e) => e.id),
      'one note box',
    ).to.deep.equal(['note-new']);
    expect(panel.firstElementChild!.matches('.add-note'), 'the note box first').to.equal(true);
    const pinned = () => panel.querySelector<HTMLElement>('[part~="pinned-note"]');
    expect(pinned(), 'the notes field is shown').to.exist;
    expect(pinned()!.querySelector('.pinned-text')!.textContent).to.equal(PINNED);
    // One line, however long the text: the panel stays small.
    const line = pinned()!.querySelector<HTMLElement>('summary')!.getBoundingClientRect().height;
    expect(line, 'one line').to.be.below(40);

    const pane = m.$('[part~="thread"]')!.getBoundingClientRect().height;
    const log = m.$('.messages')!.getBoundingClientRect().height;
    console.log(
      `# log share at 390×844 with notes open: ${log}px of a ${pane}px pane (${Math.round((100 * log) / pane)}%)`,
    );
    expect(log / pane, `log ${log}px of a ${pane}px pane`).to.be.at.least(0.6);
    // The team's note is an entry of the timeline, not of the panel.
    expect(panel.querySelector('[part~="note"]')).to.equal(null);
    await waitUntil(
      () => m.$$('.messages [part~="note"]').some((n) => n.textContent!.includes('Called her back')),
      "Ben's note in the timeline",
    );
    await settle(m);
    await shots(m, 'inbox-notes-panel');
    await accessibleEverywhere(m, () => m.$('.add-note label')!.textContent!.includes('ملاحظة'));

    // Opened, the whole text shows, still read-only; a change through the API reaches it live.
    pinned()!.querySelector<HTMLElement>('summary')!.click();
    await m.el.updateComplete;
    expect(pinned()!.hasAttribute('open')).to.equal(true);
    await box.client.updateConversation(id, { notes: 'Moved to the Lisbon office' });
    await waitUntil(
      () => pinned()?.querySelector('.pinned-text')?.textContent === 'Moved to the Lisbon office',
      'the field follows the service',
      { timeout: 10_000 },
    );
    await settle(m);
    await shots(m, 'inbox-notes-pinned-open');
    await accessibleEverywhere(m, () => m.$('.add-note label')!.textContent!.includes('ملاحظة'));
    // Emptied, it is gone: nothing but the note box.
    await box.client.updateConversation(id, { notes: '' });
    await waitUntil(() => !pinned(), 'an empty field shows nothing', { timeout: 10_000 });
    expect(inboxState(m.el).thread!.conversation!.notes).to.equal('');
  });

  it("shows the first note's header whole at 1280, below the panel and above the log's end", async () => {
    await setViewport({ width: 1280, height: 800 });
    const box = await startTestSandbox();
    const id = longId(box);
    await box.client.updateConversation(id, { notes: PINNED });
    const m = await as(box, ANA);
    fullHeight(m);
    await openThread(m, isLong);
    await openNotes(m.el);
    const input = m.$<HTMLTextAreaElement>('#note-new')!;
    input.focus();
    await sendKeys({ type: 'First note: refund approved by finance' });
    m.$<HTMLButtonElement>('.add-note button[type="submit"]')!.click();
    const note = () => m.$$<HTMLElement>('.messages [part~="note"]')[0];
    await waitUntil(note, 'the note in the timeline', { timeout: 10_000 });
    await settle(m, 5);
    const head = note()!.querySelector<HTMLElement>('.note-head')!;
    const h = head.getBoundingClientRect();
    const scroller = m.$('.messages')!.getBoundingClientRect();
    const notes = m.$('[part~="notes"]')!.getBoundingClientRect();
    expect(h.height, 'the header is laid out').to.be.greaterThan(0);
    expect(h.top, `header top ${h.top} under the log's top ${scroller.top}`).to.be.at.least(scroller.top - 0.5);
    expect(h.bottom, `header bottom ${h.bottom} above the log's bottom ${scroller.bottom}`).to.be.at.most(
      scroller.bottom + 0.5,
    );
    expect(h.top, 'not under the notes panel').to.be.at.least(notes.bottom - 0.5);
    expect(head.scrollWidth, 'not cut sideways').to.be.at.most(head.clientWidth + 1);
    // The header's lines are not clipped inside it either.
    for (const part of head.querySelectorAll<HTMLElement>('.note-kind, strong, time')) {
      const r = part.getBoundingClientRect();
      expect(r.top).to.be.at.least(scroller.top - 0.5);
      expect(r.right, 'inside the log').to.be.at.most(scroller.right + 0.5);
    }
    expect(input.value, 'the box emptied after adding').to.equal('');
    expect(m.$$('[part~="notes"] textarea')).to.have.length(1);
    await settle(m);
    await shots(m, 'inbox-notes-first-note');
  });
});
