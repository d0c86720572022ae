/**
 * The open thread as a team works in it (DESIGN §13), against the real sandbox with two teammates (two tokens with
 * their own `sub`): each one's unread and "N new" line, mentions suggested by keyboard and delivered to the mentioned
 * teammate only, a search match deep in a long thread opened at its message, a reply written offline held for review
 * when the thread moved on, a teammate's reply signed with their name, and one note box that leaves the log room.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import { markConversationReadTo } from '../../../src/api/team.js';
import type { MentionEvent } from '../../../src/events/mention.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { waitUntil } from '../helpers/wait.js';
import { ALL_SCOPES, BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { inboxState, openNotes } from './harness.js';
import { isLong, LONG_THREAD, listReady, mount, openThread, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

const USERS = [
  { id: 'user_ana', name: 'Ana Silva' },
  { id: 'user_ben', name: 'Ben Ito' },
  { id: 'user_cy', name: 'Cy Berg' },
];

async function tokenOf(user: { id: string; name: string }): Promise<string> {
  return createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: user.id,
    name: user.name,
    scopes: ALL_SCOPES,
  });
}

/** `user`'s inbox on `box` (`fetchImpl`: their network). */
async function as(
  box: TestSandbox,
  user: { id: string; name: string },
  fetchImpl: typeof fetch = box.fetch,
): Promise<Mounted> {
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await tokenOf(user),
    fetch: fetchImpl,
    retry: { retries: 0 },
  });
  const m = await mount({ box, client });
  m.el.users = USERS;
  return m;
}

const polite = (m: Mounted) => m.$('[data-live="messages"]')!.textContent ?? '';
const longId = (box: TestSandbox) => Object.values(box.sandbox.store.data.conversations).find((c) => isLong(c))!.id;

async function inbound(box: TestSandbox, text: string): Promise<void> {
  await box.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text });
}

describe('<parley-inbox> the thread as a team works in it', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it("keeps each teammate's read position: the N-new line at their first unread, Jump to first unread, said once", async () => {
    await setViewport({ width: 1440, height: 900 });
    const box = await startTestSandbox();
    const id = longId(box);
    const client = async (u: (typeof USERS)[number]) =>
      createApiClient({ baseUrl: BASE_URL, token: await tokenOf(u), fetch: box.fetch });
    const [anaApi, benApi] = [await client(USERS[0]!), await client(USERS[1]!)];
    // Both have read the thread; then the customer writes 30 times.
    await markConversationReadTo(anaApi, id);
    await markConversationReadTo(benApi, id);
    const lastRead = (await anaApi.getConversation(id)).lastReadMessageId;
    for (let i = 1; i <= 30; i++) await inbound(box, `while you were out ${i}`);
    expect((await anaApi.getConversation(id)).unreadCount).to.equal(30);

    const ana = await as(box, USERS[0]!);
    await openThread(ana, isLong);
    await settle(ana);
    // Her first unread is older than the first page: the jump loads back to it.
    const all = box.sandbox.store.messagesByConversation.get(id)!;
    const first = all[all.findIndex((m) => m.id === lastRead) + 1]!;
    expect(first.text).to.equal('while you were out 1');
    expect(inboxState(ana.el).thread!.messages.some((m) => m.id === first.id)).to.equal(false);
    // The line is far above the newest message: the log offers the jump to it.
    await waitUntil(() => ana.$<HTMLButtonElement>('[part~="jump-unread"]'), 'Jump to first unread');
    expect(ana.$('[part~="jump-unread"]')!.textContent).to.contain('Jump to first unread (30 new)');
    await waitUntil(() => polite(ana).includes('30 new since you left'), 'said once');
    await shots(ana, 'inbox-unread-jump');
    await accessibleEverywhere(ana, () => !!ana.$('[part~="jump-unread"]')?.textContent?.includes('جديدة'));
    ana.$<HTMLButtonElement>('[part~="jump-unread"]')!.click();
    await waitUntil(() => ana.root.activeElement?.getAttribute('data-vkey') === first.id, 'focus on the first unread');
    const divider = ana.$('[part~="new-divider"]')!;
    expect(divider.textContent).to.contain('30 new');
    const log = ana.$('.messages')!.getBoundingClientRect();
    const line = divider.getBoundingClientRect();
    expect(line.top >= log.top - 1 && line.bottom <= log.bottom + 1, 'the line is in view').to.equal(true);
    expect(ana.$('[part~="jump-unread"]')).to.equal(null);
    await settle(ana);
    await shots(ana, 'inbox-unread-line');

    // Ana reading moved her position only: Ben still has 30 new, and opening shows him his own line.
    await waitUntil(async () => (await anaApi.getConversation(id)).unreadCount === 0, "Ana's position moved");
    expect((await benApi.getConversation(id)).unreadCount).to.equal(30);
    const ben = await as(box, USERS[1]!);
    await openThread(ben, isLong);
    await waitUntil(() => ben.$('[part~="jump-unread"]')?.textContent?.includes('30 new'), "Ben's own 30 new");
    await waitUntil(async () => (await benApi.getConversation(id)).unreadCount === 0, "Ben's position moved");
    // Said once: opening the thread again says nothing new.
    const said = polite(ana).split('30 new since you left').length;
    ana.el.removeAttribute('conversation-id');
    await openThread(ana, (c) => !isLong(c));
    await openThread(ana, isLong);
    await settle(ana);
    expect(polite(ana).split('30 new since you left').length).to.equal(said);
  });

  it('suggests teammates on @ by keyboard, and the mention reaches the mentioned teammate only', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]!);
    const ben = await as(box, USERS[1]!);
    const cy = await as(box, USERS[2]!);
    const heard = new Map<string, MentionEvent[]>([
      ['ana', []],
      ['ben', []],
      ['cy', []],
    ]);
    for (const [name, m] of [
      ['ana', ana],
      ['ben', ben],
      ['cy', cy],
    ] as const)
      m.el.addEventListener('parley-mention', (e) => heard.get(name)!.push(e));
    await listReady(ben);
    await listReady(cy);
    await openThread(ana, isLong);
    await openNotes(ana.el);
    const box$ = ana.$<HTMLTextAreaElement>('#note-new')!;
    box$.focus();
    await sendKeys({ type: 'Please call back @' });
    await ana.el.updateComplete;
    const options = () => ana.$$('[part~="mention-option"]').map((o) => o.textContent!.trim());
    expect(options(), 'everyone but Ana').to.deep.equal(['Ben Ito', 'Cy Berg']);
    expect(ana.$('[part~="mention-list"]')!.hidden).to.equal(false);
    expect(box$.getAttribute('aria-activedescendant')).to.equal('note-mentions-0');
    await sendKeys({ type: 'b' });
    await ana.el.updateComplete;
    // "b" starts Ben and begins a word of Cy Berg: Ben first.
    expect(options()).to.deep.equal(['Ben Ito', 'Cy Berg']);
    await sendKeys({ press: 'ArrowDown' });
    await ana.el.updateComplete;
    expect(box$.getAttribute('aria-activedescendant')).to.equal('note-mentions-1');
    expect(ana.$('#note-mentions-1')!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await ana.el.updateComplete;
    expect(box$.getAttribute('aria-activedescendant')).to.equal('note-mentions-0');
    await settle(ana);
    await shots(ana, 'inbox-mention-suggest');
    await accessibleEverywhere(
      ana,
      () => !!ana.$('[part~="mention-list"]')?.getAttribute('aria-label')?.includes('زملاء'),
    );
    // Escape closes the list and stays in the note box (the inbox's own Escape would leave the thread).
    box$.focus();
    await sendKeys({ press: 'Escape' });
    await ana.el.updateComplete;
    expect(ana.$('[part~="mention-list"]')!.hidden).to.equal(true);
    expect(inboxState(ana.el).thread).to.not.equal(undefined);
    await sendKeys({ type: 'en' });
    await ana.el.updateComplete;
    expect(options()).to.deep.equal(['Ben Ito']);
    await sendKeys({ press: 'Enter' });
    await ana.el.updateComplete;
    expect(box$.value).to.equal('Please call back @Ben Ito ');
    expect(box$.hasAttribute('aria-activedescendant')).to.equal(false);
    await sendKeys({ type: 'today' });
    ana.$<HTMLButtonElement>('.add-note button[type="submit"]')!.click();
    await waitUntil(() => heard.get('ben')!.length === 1, "Ben's parley-mention", { timeout: 10_000 });
    const note = heard.get('ben')![0]!.detail.note;
    expect(note.text).to.equal('Please call back @Ben Ito today');
    expect(note.mentions).to.deep.equal(['user_ben']);
    expect(note.author?.name).to.equal('Ana Silva');
    await waitUntil(() => polite(ben).includes('Ana Silva'), "Ben's announcement");
    expect(polite(ben)).to.contain('mentioned you: Please call back @Ben Ito today');
    // Nobody else hears it: not the author, not Cy, who was not mentioned.
    await new Promise((r) => setTimeout(r, 500));
    expect(heard.get('ana')).to.have.length(0);
    expect(heard.get('cy')).to.have.length(0);
  });

  it('opens a search match deep in a 10,000-message thread at its message, with Back to newest', async () => {
    await setViewport({ width: 1440, height: 900 });
    const box = await startTestSandbox({ sandbox: { longThreadSize: 10_000 } });
    const id = longId(box);
    const all = box.sandbox.store.messagesByConversation.get(id)!;
    const deep = all[1234]!;
    deep.text = 'The quokka arrived on Tuesday';
    const lists: unknown[] = [];
    const counted: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/messages/list')) lists.push(await request.clone().json());
      return box.fetch(request);
    };
    const m = await as(box, USERS[0]!, counted);
    await listReady(m);
    m.$<HTMLInputElement>('[part~="search"]')!.focus();
    await sendKeys({ type: 'quokka' });
    await waitUntil(() => inboxState(m.el).threads.some((t) => t.match?.messageId === deep.id), 'the match');
    await openThread(m, (c) => c.match?.messageId === deep.id);
    await waitUntil(() => m.$(`.messages [data-vkey="${deep.id}"].focused`), 'the match ringed in the log', {
      timeout: 10_000,
    });
    const item = m.$(`.messages [data-vkey="${deep.id}"]`);
    expect(m.root.activeElement).to.equal(item);
    const log = m.$('.messages')!.getBoundingClientRect();
    const at = item!.getBoundingClientRect();
    expect(at.top >= log.top && at.bottom <= log.bottom, 'the match is in view').to.equal(true);
    // One request for the history around it: not a walk through 8,700 newer messages.
    expect(lists.filter((b) => (b as { around?: string }).around === deep.id)).to.have.length(1);
    expect(lists.length).to.be.at.most(3);
    expect(inboxState(m.el).thread!.messages.length).to.be.below(200);
    const back = m.$<HTMLButtonElement>('[part~="new-messages"]')!;
    expect(back.textContent).to.contain('Back to newest');
    await settle(m);
    await shots(m, 'inbox-search-deep');
    await accessibleEverywhere(m, () => m.$('[part~="new-messages"]')!.textContent!.includes('العودة'));
    // Reaching the end of the stretch loads newer pages, and does not read the thread or stick there.
    const before = inboxState(m.el).thread!.messages.length;
    const scroller = m.$('.messages')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitUntil(() => inboxState(m.el).thread!.messages.length > before, 'a newer page');
    expect(m.$('[part~="new-messages"]')!.textContent).to.contain('Back to newest');
    m.$<HTMLButtonElement>('[part~="new-messages"]')!.click();
    const newest = all[all.length - 1]!;
    await waitUntil(() => m.$(`.messages [data-vkey="${newest.id}"]`), 'the newest message', { timeout: 10_000 });
    await waitUntil(() => !m.$('[part~="new-messages"]'), 'back at the end');
  });

  it('holds a reply written offline for review when the customer wrote meanwhile: Edit, then Send anyway', async () => {
    const box = await startTestSandbox();
    let offline = false;
    const network: typeof fetch = async (input, init) => {
      if (offline) throw new TypeError('Failed to fetch');
      return box.fetch(input, init);
    };
    const m = await as(box, { id: `user_off_${Date.now()}`, name: 'Dee Offline' }, network);
    await openThread(m, isLong);
    const id = inboxState(m.el).thread!.id;
    const sent = (text: string) =>
      Object.values(box.sandbox.store.data.messages).filter((x) => x.conversationId === id && x.text === text);
    const write = async (text: string) => {
      const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
      input.value = '';
      input.dispatchEvent(new Event('input'));
      input.focus();
      await sendKeys({ type: text });
      await sendKeys({ press: 'Enter' });
    };
    const heldBack = async () => {
      await waitUntil(() => m.$('[part~="outbox-item"]'), 'kept in the outbox', { timeout: 10_000 });
      await inbound(box, 'Actually, never mind: found it');
      offline = false;
      dispatchEvent(new Event('online'));
      await waitUntil(() => m.$('[part~="outbox-review"]'), 'held for review', { timeout: 15_000 });
      return m.$('[part~="outbox-review"]');
    };

    offline = true;
    await write('Your order ships tomorrow');
    const review = await heldBack();
    expect(review!.textContent).to.contain('Held for review');
    expect(review!.textContent).to.contain('Your order ships tomorrow');
    expect(m.$('[part~="outbox-item"]'), 'not also listed as waiting').to.equal(null);
    expect(sent('Your order ships tomorrow')).to.have.length(0);
    await settle(m);
    await shots(m, 'inbox-outbox-review');
    await accessibleEverywhere(m, () => m.$('[part~="outbox-review"]')!.textContent!.includes('محتجزة'));

    // Edit: back into the reply box, out of the outbox; nothing was sent.
    m.$<HTMLButtonElement>('[part~="outbox-review-edit"]')!.click();
    await waitUntil(() => !m.$('[part~="outbox-review"]'), 'taken back');
    const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    await waitUntil(() => input.value === 'Your order ships tomorrow', 'the text in the reply box');
    expect(sent('Your order ships tomorrow')).to.have.length(0);

    // Once more, offline; this time Send anyway: it goes out, once.
    offline = true;
    await write('Sending this one regardless');
    await heldBack();
    expect(sent('Sending this one regardless')).to.have.length(0);
    m.$<HTMLButtonElement>('[part~="outbox-review-send"]')!.click();
    await waitUntil(() => sent('Sending this one regardless').length === 1, 'sent anyway', { timeout: 15_000 });
    await waitUntil(() => !m.$('[part~="outbox-review"]'), 'no longer held');
    expect(sent('Sending this one regardless')).to.have.length(1);
  });

  it("signs a teammate's reply with their name, never as the reader's own", async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]!);
    const ben = await as(box, USERS[1]!);
    await openThread(ana, isLong);
    await openThread(ben, isLong);
    const input = ben.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.focus();
    await sendKeys({ type: 'On it, Ben here' });
    await sendKeys({ press: 'Enter' });
    const bubble = () =>
      ana.$$('[part~="message-outbound"]').find((b) => b.textContent!.includes('On it, Ben here')) ?? null;
    await waitUntil(bubble, "Ben's reply on Ana's screen", { timeout: 10_000 });
    await ana.el.updateComplete;
    expect(bubble()!.querySelector('[part~="sent-by"]')!.textContent).to.equal('Ben Ito');
    expect(bubble()!.querySelector('.visually-hidden')!.textContent).to.equal('Ben Ito:');
    // On Ben's own screen it is his: "You", no name.
    await waitUntil(
      () => ben.$$('[part~="message-outbound"]').some((b) => b.textContent!.includes('On it, Ben here')),
      'his own',
    );
    const his = ben.$$('[part~="message-outbound"]').find((b) => b.textContent!.includes('On it, Ben here'))!;
    expect(his.querySelector('[part~="sent-by"]')).to.equal(null);
    expect(his.querySelector('.visually-hidden')!.textContent).to.equal('You:');
    // The list says the same as the log: Ben's first name on Ana's row, "You" on his own.
    const preview = (m: typeof ana) =>
      m.$$('[part~="thread-row"] .you').find((you) => you.parentElement!.textContent!.includes('On it, Ben here'))
        ?.textContent;
    await waitUntil(() => preview(ana) && preview(ben), 'both rows show the reply', { timeout: 10_000 });
    expect(preview(ana)).to.equal('Ben:\u00a0');
    expect(preview(ben)).to.equal('You:\u00a0');
    await settle(ana);
    await shots(ana, 'inbox-teammate-reply');
  });

  it('has one note box above the timeline, and the log keeps at least 60% of the pane at 390 px', async () => {
    await setViewport({ width: 390, height: 844 });
    const box = await startTestSandbox();
    const m = await as(box, USERS[0]!);
    m.el.parentElement!.style.width = '100%';
    m.el.style.setProperty('--parley-inbox-height', '100vh');
    await openThread(m, isLong);
    await openNotes(m.el);
    await settle(m);
    const panel = m.$('[part~="notes"]')!;
    expect(panel.querySelectorAll('textarea'), 'one note box').to.have.length(1);
    expect(panel.querySelector('#note-new')).to.exist;
    expect(panel.firstElementChild!.matches('.add-note'), 'the note box first').to.equal(true);
    const pane = m.$('[part~="thread"]')!.getBoundingClientRect().height;
    const log = m.$('.messages')!.getBoundingClientRect().height;
    expect(log / pane, `log ${log}px of a ${pane}px pane`).to.be.at.least(0.6);
    await shots(m, 'inbox-notes-one-box');
  });
});
