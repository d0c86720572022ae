/**
 * The team inbox against the real sandbox (DESIGN §10): notes as a timeline between two users (two tokens), presence
 * and the question before sending over a teammate's reply, search that forgives accents, shortcuts, templates,
 * the host's render hooks, and what screen readers hear (the live regions' nodes, read as the accessibility tree has them).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import { createApiClient } from '../../../src/api/client.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';
import { ALL_SCOPES, BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { isLong, LONG_THREAD, listReady, mount, openThread, settle, type Mounted } from './helpers.js';

const USERS = [
  { id: 'user_ana', name: 'Ana Silva' },
  { id: 'user_ben', name: 'Ben Ito' },
  { id: 'user_cleo', name: 'Cleo Park' },
];

async function as(box: TestSandbox, user: { id: string; name: string }): Promise<Mounted> {
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: user.id,
    name: user.name,
    scopes: ALL_SCOPES,
  });
  const m = await mount({ box, client: createApiClient({ baseUrl: BASE_URL, token, fetch: box.fetch }) });
  m.el.users = USERS;
  return m;
}

const noteEntries = (m: Mounted) => m.$$<HTMLElement>('[part~="note"]');

describe('<parley-inbox> team inbox', () => {
  it('shows notes as a timeline among the messages, live for a teammate, editable and deletable by their author only', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]!);
    const ben = await as(box, USERS[1]!);
    await openThread(ana, isLong);
    await openThread(ben, isLong);
    ana.$<HTMLButtonElement>('.thread-header button[aria-controls="notes"]')!.click();
    await waitUntil(() => ana.$('#note-new'), 'the add-note form');
    ana.$<HTMLTextAreaElement>('#note-new')!.focus();
    await sendKeys({ type: 'Call back after 5 @Ben Ito' });
    ana.$<HTMLButtonElement>('.add-note button[type="submit"]')!.click();
    await waitUntil(
      () => noteEntries(ana).some((n) => n.textContent!.includes('Call back after 5')),
      "the note in Ana's log",
    );
    // Ben sees it live, by Ana, styled as a note and without Edit/Delete (not his).
    await waitUntil(
      () => noteEntries(ben).some((n) => n.textContent!.includes('Call back after 5')),
      "the note live in Ben's log",
      { timeout: 10_000 },
    );
    const bens = noteEntries(ben).find((n) => n.textContent!.includes('Call back after 5'))!;
    expect(bens.textContent).to.contain('Ana Silva');
    expect(bens.textContent).to.contain('Internal note, not sent to the customer');
    expect(bens.querySelector('.mention')!.textContent).to.equal('@Ben Ito');
    expect(bens.querySelectorAll('button'), 'no edit or delete for another author').to.have.length(0);
    expect(getComputedStyle(bens).borderTopStyle).to.equal('dashed');
    const anas = noteEntries(ana).find((n) => n.textContent!.includes('Call back after 5'))!;
    expect([...anas.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Edit note', 'Delete note']);
    await settle(ana);
    await shots(ana, 'inbox-team-note');
    await accessibleEverywhere(ana, () => true);
    // An empty note box in an Arabic inbox reads its placeholder right to left (dir="auto" alone takes it as LTR).
    ana.el.setAttribute('locale', 'ar');
    const noteBox = () => ana.$<HTMLTextAreaElement>('#note-new')!;
    await waitUntil(() => noteBox().placeholder !== 'Write a note for your team. @name mentions a teammate.', 'Arabic');
    expect(noteBox().value).to.equal('');
    expect(getComputedStyle(noteBox()).direction, 'the empty Arabic note box').to.equal('rtl');
    ana.el.removeAttribute('locale');
    await ana.el.updateComplete;

    // Ana deletes it: gone for Ben too.
    noteEntries(ana)
      .find((n) => n.textContent!.includes('Call back after 5'))!
      .querySelectorAll('button')[1]!
      .click();
    await waitUntil(
      () => !noteEntries(ben).some((n) => n.textContent!.includes('Call back after 5')),
      'the note gone for Ben',
      { timeout: 10_000 },
    );
  });

  it("shows who else views and types, and asks before sending over a teammate's reply", async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]!);
    const ben = await as(box, USERS[1]!);
    await openThread(ana, isLong);
    await openThread(ben, isLong);
    await waitUntil(
      () => ana.$('[part~="viewers"]')?.textContent?.includes('Ben Ito'),
      "Ben shown as viewing in Ana's header",
      { timeout: 10_000 },
    );
    // Ben starts typing; Ana sees it above her reply box.
    ben.$<HTMLTextAreaElement>('[part~="reply-input"]')!.focus();
    await sendKeys({ type: 'Hi Jordan, ' });
    await waitUntil(
      () => ana.$('[part~="team-typing"]')?.textContent?.includes('Ben Ito'),
      "Ben typing, in Ana's thread",
      { timeout: 10_000 },
    );
    // Ana replies meanwhile; Ben's send asks first.
    ana.$<HTMLTextAreaElement>('[part~="reply-input"]')!.focus();
    await sendKeys({ type: 'On it' });
    await sendKeys({ press: 'Enter' });
    // Two waits, so a miss says which half failed: Ana's send, or its arrival on Ben's stream.
    await waitUntil(
      () => inboxState(ana.el).thread!.messages.some((m) => m.text === 'On it'),
      "Ana's reply accepted by the service",
      { timeout: 20_000 },
    ).catch((error: unknown) => {
      // What Ana's inbox shows when it did not send: the words for the next look at this test.
      const thread = inboxState(ana.el).thread!;
      console.log(
        `[team] Ana's box: ${JSON.stringify(ana.$<HTMLTextAreaElement>('[part~="reply-input"]')?.value)}, focused: ${
          ana.root.activeElement?.getAttribute('part') ?? document.activeElement?.tagName
        }, question: ${JSON.stringify(ana.$('[part~="collision"]')?.textContent ?? null)}, pending: ${JSON.stringify(
          thread.pending.map((p) => [p.state, p.request]),
        )}, last: ${JSON.stringify(thread.messages.slice(-2).map((m) => [m.direction, m.text, m.createdAt]))}`,
      );
      throw error;
    });
    await waitUntil(
      () => inboxState(ben.el).thread!.messages.some((m) => m.text === 'On it'),
      "Ana's reply live for Ben",
      { timeout: 20_000 },
    );
    ben.$<HTMLTextAreaElement>('[part~="reply-input"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => ben.$('[part~="collision"]'), 'the question before sending');
    expect(ben.$('[part~="collision"]')!.textContent).to.match(/Ana Silva\u2069? replied .* send yours too\?/);
    expect(inboxState(ben.el).thread!.pending, 'nothing sent yet').to.have.length(0);
    await settle(ben);
    await shots(ben, 'inbox-team-collision');
    await expect(ben.el).to.be.accessible();
    ben.$$<HTMLButtonElement>('[part~="collision"] button')[0]!.click();
    await waitUntil(
      () => inboxState(ben.el).thread!.messages.some((m) => m.text === 'Hi Jordan,'),
      'sent after Send anyway',
      { timeout: 10_000 },
    );
    // Ben leaves: Ana's header no longer names him.
    ben.el.remove();
    await waitUntil(() => !ana.$('[part~="viewers"]'), 'presence ended', { timeout: 10_000 });
  });

  it('names two teammates viewing and typing as one list, joined and conjugated in their language', async () => {
    const box = await startTestSandbox();
    const [ana, ben, cleo] = [await as(box, USERS[0]!), await as(box, USERS[1]!), await as(box, USERS[2]!)];
    for (const m of [ana, ben, cleo]) await openThread(m, isLong);
    const text = (part: string) => ana.$(`[part~="${part}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const both = '\u2068Ben Ito\u2069 and \u2068Cleo Park\u2069';
    await waitUntil(() => text('viewers').includes(both), 'Ben and Cleo viewing', { timeout: 10_000 });
    expect(text('viewers')).to.equal(`Also here: ${both}`);
    for (const m of [ben, cleo]) {
      m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.focus();
      await sendKeys({ type: 'Hi' });
    }
    await waitUntil(() => text('team-typing').includes(both), 'both typing', { timeout: 10_000 });
    expect(text('team-typing')).to.equal(`${both} are typing a reply…`);
    // Arabic joins the names with «و», not a Latin comma, and two typing take the dual.
    ana.el.setAttribute('locale', 'ar');
    await waitUntil(() => text('team-typing').includes('يكتبان'), 'Arabic typing line', { timeout: 10_000 });
    expect(text('team-typing')).to.equal('\u2068Ben Ito\u2069 و\u2068Cleo Park\u2069 يكتبان ردًا…');
    expect(text('viewers')).to.equal('موجودان هنا أيضًا: \u2068Ben Ito\u2069 و\u2068Cleo Park\u2069');
  });

  it('highlights an accent-insensitive match in the snippet', async () => {
    const m = await mount();
    await listReady(m);
    const search = m.$<HTMLInputElement>('[part~="search"]')!;
    search.focus();
    await sendKeys({ type: 'reykjavik' });
    await waitUntil(() => m.$('[part~="match"] mark'), 'a highlighted match', { timeout: 10_000 });
    expect(m.$('[part~="match"] mark')!.textContent!.toLowerCase()).to.equal('reykjavík');
    await shots(m, 'inbox-search-accent');
  });

  it('keyboard shortcuts: j/k move, Enter opens, r replies, / searches, ? lists them; none while typing; off when turned off', async () => {
    const m = await mount();
    await listReady(m);
    const rows = () => m.$$<HTMLElement>('[part~="thread-row"]');
    rows()[0]!.focus();
    await sendKeys({ press: 'j' });
    expect(m.root.activeElement).to.equal(rows()[1]);
    await sendKeys({ press: 'k' });
    expect(m.root.activeElement).to.equal(rows()[0]);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => inboxState(m.el).thread?.status === 'ready', 'opened');
    await settle(m);
    (m.$<HTMLElement>('[part~="messages"]') ?? m.el).focus();
    await sendKeys({ press: 'r' });
    await waitUntil(() => m.root.activeElement?.matches('[part~="reply-input"]'), 'r focuses the reply box');
    await sendKeys({ type: 'jk/?' });
    expect(m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.value, 'typed, not shortcuts').to.equal('jk/?');
    m.$<HTMLElement>('[part~="messages"]')!.focus();
    await sendKeys({ press: '?' });
    await waitUntil(() => m.$('dialog.shortcuts[open]'), 'the sheet');
    expect(m.$('dialog.shortcuts')!.textContent).to.contain('Next conversation');
    await shots(m, 'inbox-shortcuts');
    await expect(m.el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !m.$('dialog.shortcuts'), 'closed');
    // "Write a note" lands in the note box, not the pinned note under it.
    m.$<HTMLElement>('[part~="messages"]')!.focus();
    await sendKeys({ press: 'n' });
    await waitUntil(() => m.root.activeElement?.matches('#note-new'), 'the note box');
    m.el.shortcuts = { search: 's' };
    await m.el.updateComplete;
    m.$<HTMLElement>('[part~="messages"]')!.focus();
    await sendKeys({ press: 's' });
    await waitUntil(() => m.root.activeElement?.matches('[part~="search"]'), 'remapped search');
    m.el.shortcuts = false;
    m.$<HTMLElement>('[part~="messages"]')!.focus();
    await sendKeys({ press: 'r' });
    expect(m.root.activeElement?.matches('[part~="reply-input"]'), 'off').to.equal(false);
  });

  it('fills canned-reply templates, and flags a missing value before sending', async () => {
    const m = await mount();
    m.el.cannedReplies = [
      { label: 'Greeting', text: 'Hi {{contact.firstName}}, {{agent.name}} here.' },
      { label: 'Survey', text: 'Thanks {{contact.nickname}}!' },
    ];
    m.el.users = [{ id: 'agent@example.com', name: 'Ana Silva' }];
    await openThread(m, isLong);
    m.$<HTMLButtonElement>('[part~="canned-button"]')!.click();
    await waitUntil(() => m.$('[part~="canned-replies"]'), 'the list');
    const options = m.$$<HTMLElement>('.canned-option');
    expect(options[0]!.textContent).to.contain('Hi Jordan, Ana Silva here.');
    expect(options[1]!.querySelector('.canned-missing')!.textContent).to.contain('{{contact.nickname}}');
    await shots(m, 'inbox-templates');
    await expect(m.el).to.be.accessible();
    options[1]!.click();
    await m.el.updateComplete;
    m.$<HTMLButtonElement>('[part~="send-button"]')!.click();
    await waitUntil(() => m.$('[part~="reply-error"]'), 'flagged');
    expect(m.$('[part~="reply-error"]')!.getAttribute('role')).to.equal('alert');
    expect(inboxState(m.el).thread!.pending, 'not sent').to.have.length(0);
  });

  it('renders the host\'s "Assign to me" in the header, badges on rows and actions under messages', async () => {
    const m = await mount();
    const assigned = new Map<string, string>();
    m.el.renderThreadActions = (c) =>
      html`<button class="btn small" @click=${() => {
        assigned.set(c.id, 'me');
        m.el.requestUpdate();
      }}>Assign to me</button>`;
    m.el.renderRowBadges = (c) => (assigned.has(c.id) ? html`<span class="tag">Mine</span>` : null);
    m.el.renderMessageActions = (msg) =>
      msg.direction === 'inbound' ? html`<button class="link-btn" tabindex="-1">Create ticket</button>` : null;
    await openThread(m, isLong);
    m.$$<HTMLButtonElement>('[part~="thread-actions"] button')[0]!.click();
    await waitUntil(
      () => m.$(`[data-vkey="${inboxState(m.el).thread!.id}"] [part~="row-badges"]`)?.textContent?.includes('Mine'),
      'the badge',
    );
    expect(m.$$('[part~="message-actions"] button').length).to.be.greaterThan(0);
    await shots(m, 'inbox-extension-points');
    await expect(m.el).to.be.accessible();
  });

  it("announces a new inbound message politely and a failure assertively (the live regions' nodes)", async () => {
    const box = await startTestSandbox();
    // Sends are refused (a 4xx; a 5xx would wait in the outbox): the failure must be read out.
    const failing: typeof fetch = (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      return new URL(request.url).pathname.endsWith('/send')
        ? Promise.resolve(Response.json({ error: 'Injected refusal' }, { status: 409 }))
        : box.fetch(request);
    };
    const m = await mount({
      box,
      client: createApiClient({
        baseUrl: BASE_URL,
        token: box.token,
        fetch: failing,
        retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
      }),
    });
    await openThread(m, isLong);
    await settle(m);
    await box.server('POST', '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      text: 'Is my order ready?',
    });
    const polite = m.$('[data-live="messages"]')!;
    await waitUntil(() => polite.textContent!.includes('Is my order ready?'), 'announced', { timeout: 10_000 });
    expect(polite.getAttribute('role')).to.equal('log');
    expect(polite.getAttribute('aria-live')).to.equal('polite');
    const box2 = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    // An earlier test's draft of this thread may be in the box (drafts survive reloads).
    box2.value = '';
    box2.dispatchEvent(new Event('input'));
    box2.focus();
    await sendKeys({ type: 'Yes' });
    await sendKeys({ press: 'Enter' });
    const errors = m.$('[data-live="errors"]')!;
    await waitUntil(() => errors.textContent!.trim().length > 0, 'the failure read out', { timeout: 10_000 });
    expect(errors.getAttribute('aria-live')).to.equal('assertive');
    // A refusal the inbox has no words of its own for reads as errOther, in the words the screen shows, after what
    // failed and with the control that sends it again.
    expect(errors.textContent!.trim()).to.equal(
      'Reply not sent: something went wrong. Try again. Press Retry to send it again.',
    );
  });
});
