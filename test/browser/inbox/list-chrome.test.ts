/**
 * The thread list as people work in it: skeleton rows while
 * loading, errors in words with Retry, a 403 as "your plan does not include …", names instead of ids, search over
 * the whole history with the match highlighted and opened, "Clear search", and dark/RTL details. Each state is
 * axe-checked (colour contrast included) in light, dark and Arabic, and photographed with PARLEY_SHOTS set.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { ALL_SCOPES, gatedClient, interceptedClient, startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';
import { isLong, LONG_THREAD, listReady, mount, settle, threadReady, type Mounted } from './helpers.js';

/** A client whose list calls answer `status` with the service's own error text (a fault injected "upstream"). */
async function failingList(status: number, scopes?: Scope[]) {
  const box = await startTestSandbox({ scopes });
  let failing = true;
  const client = interceptedClient(box, (request) =>
    failing && request.url.endsWith('/conversations/list')
      ? Response.json({ error: `Injected fault: ${status} on POST /conversations/list` }, { status })
      : undefined,
  );
  return { box, client, heal: () => (failing = false) };
}

describe('<parley-inbox> thread list: loading and errors', () => {
  it('shows shimmering skeleton rows while the list loads, busy and announced once, not "Loading…"', async () => {
    const box = await startTestSandbox();
    const { client, release } = gatedClient(box, '/conversations/list');
    const m = await mount({ box, client });
    await waitUntil(() => m.$('[part~="skeleton"]'), 'skeleton rows');
    expect(m.$$('.skeleton-row').length).to.be.greaterThan(3);
    expect(m.$('[part="list"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(m.$('[part~="skeleton"] [role="status"]')!.textContent).to.equal('Loading conversations');
    expect(m.$('[part="list"]')!.textContent).to.not.contain('Loading…');
    const shimmer = getComputedStyle(m.$('.skeleton-row .lines span')!).animationName;
    expect(shimmer).to.equal('parley-shimmer');
    await shots(m, 'inbox-skeleton');
    await accessibleEverywhere(
      m,
      () => m.$('[part~="skeleton"] [role="status"]')!.textContent === 'جارٍ تحميل المحادثات',
    );
    release();
    await listReady(m);
    expect(m.$('[part~="skeleton"]')).to.equal(null);
    expect(m.$('[part="list"]')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('says what went wrong in words, never the service text, and Retry loads the list', async () => {
    const { box, client, heal } = await failingList(500);
    const m = await mount({ box, client });
    await listReady(m);
    const alert = m.$('[part="list"] [role="alert"]')!;
    expect(alert.textContent).to.contain('Could not load conversations: the messaging service had a problem.');
    expect(m.$('[part="list"]')!.textContent).to.not.contain('Injected');
    expect(m.$('[part="list"]')!.textContent).to.not.contain('500');
    await shots(m, 'inbox-list-error');
    await accessibleEverywhere(m, () => /تعذّر|خدمة المراسلة/.test(m.$('[part="list"] [role="alert"]')!.textContent!));
    heal();
    m.$<HTMLButtonElement>('[part="list"] [part~="retry-button"]')!.click();
    await waitUntil(() => inboxState(m.el).listStatus === 'ready', 'list after Retry');
    await m.el.updateComplete;
    expect(m.$$('[part~="thread-row"]').length).to.be.greaterThan(0);
  });

  it('a 403 says the plan does not include the inbox (no Retry, never "session expired")', async () => {
    const { box, client } = await failingList(403);
    const m = await mount({ box, client });
    await listReady(m);
    const text = m.$('[part="list"] [role="alert"]')!.textContent!;
    expect(text).to.contain('Your plan does not include the inbox.');
    expect(m.el.shadowRoot!.textContent).to.not.match(/session|expired|Injected/i);
    expect(m.$('[part="list"] [part~="retry-button"]')).to.equal(null);
    await shots(m, 'inbox-plan-error');
    await accessibleEverywhere(m, () => /لا تتضمن خطتك/.test(m.$('[part="list"] [role="alert"]')!.textContent!));
  });
});

describe('<parley-inbox> names instead of ids', () => {
  it('rows and the header name the sender and channel; filters list brand, campaign and sender names; avatars show initials', async () => {
    const m = await mount({ scopes: [...ALL_SCOPES, 'agents:read'] });
    await listReady(m);
    await waitUntil(
      () =>
        m
          .$$('[part~="thread-sender"]')
          .some((s) => s.textContent!.replace(/[\u2068\u2069]/g, '') === 'Acme Coffee · SMS'),
      'sender names in rows',
      { timeout: 10_000 },
    );
    const threads = inboxState(m.el).threads;
    const rcsIndex = threads.findIndex((c) => c.senderType === 'rcs_agent');
    expect(rcsIndex, 'an RCS thread on the first page').to.be.greaterThan(-1);
    const senderLines = m.$$('[part~="thread-sender"]').map((s) => s.textContent!.replace(/[\u2068\u2069]/g, ''));
    expect(
      senderLines.every((line) => /^(Acme Coffee|Northwind Travel) · (SMS|RCS)$/.test(line)),
      senderLines.join('|'),
    ).to.equal(true);
    expect(m.$('[part="list"]')!.textContent).to.not.contain('+14155550100');
    const row = m.$(`[data-vkey="${threads.find(isLong)!.id}"]`)!;
    expect(row.querySelector('[part~="avatar"]')!.textContent).to.equal('JA');

    m.$<HTMLButtonElement>('[aria-controls="filter-panel"]')!.click();
    // The panel is a chunk loaded on first use.
    await waitUntil(() => m.$$('#filter-panel select').length > 0, 'filter panel shown', { timeout: 5000 });
    const options = m
      .$$<HTMLOptionElement>('#filter-panel option')
      .map((o) => o.textContent!.replace(/[\u2068\u2069]/g, ''));
    expect(options).to.include('Acme Coffee');
    expect(options).to.include('Northwind Travel');
    expect(options.join('|')).to.not.match(/brand_|cmp_/);
    await shots(m, 'inbox-filters-names');
    await accessibleEverywhere(m, () => m.$('[aria-controls="filter-panel"]')!.textContent === 'عوامل التصفية');

    row.click();
    await threadReady(m);
    const header = m.$('.thread-header [part~="thread-sender"]')!.textContent!.replace(/[\u2068\u2069]/g, '');
    expect(header).to.equal(`${LONG_THREAD.to} · Acme Coffee · SMS`);
    expect(m.$('.thread-header h2')!.textContent).to.equal(LONG_THREAD.contactName);
    expect(m.$('.thread-header [part~="avatar"]')!.textContent).to.equal('JA');
    await settle(m);
    await shots(m, 'inbox-header-names');
    // On a phone-wide inbox the sender's name gives way; the number and the channel stay whole.
    m.el.parentElement!.style.width = '390px';
    await settle(m);
    const line = m.$('.thread-header [part~="thread-sender"]')!.getBoundingClientRect();
    const channel = m.$('.thread-header .via-channel')!.getBoundingClientRect();
    const to = m.$('.thread-header .via-to')!;
    expect(channel.width, 'the channel is shown').to.be.greaterThan(0);
    expect(channel.right, 'the channel is not cut off').to.be.at.most(line.right + 0.5);
    expect(to.scrollWidth, 'the number is whole').to.be.at.most(to.clientWidth + 1);
  });

  it('the host names its phone numbers with `senders`; without agents:read the number is shown, never a brand id', async () => {
    const m = await mount();
    await listReady(m);
    const line = () => m.$$('[part~="thread-sender"]').map((s) => s.textContent!.replace(/[\u2068\u2069]/g, ''));
    expect(line()).to.include(`${DEMO_SENDERS.acmePhone} · SMS`);
    m.el.senders = { [DEMO_SENDERS.acmePhone]: 'Acme Downtown' };
    await m.el.updateComplete;
    expect(line()).to.include('Acme Downtown · SMS');
    expect(line()).to.not.include(`${DEMO_SENDERS.acmePhone} · SMS`);
  });
});

describe('<parley-inbox> search', () => {
  it('finds text deep in a thread, highlights it in the row, and opening the row jumps to that message', async () => {
    const box = await startTestSandbox();
    const long = box.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    const history = box.sandbox.store.messagesByConversation.get(long.id)!;
    const planted = history[20]!; // far older than the first page of 50
    planted.text = 'Could you hold the Kilimanjaro beans for Saturday pickup?';
    const m = await mount({ box });
    await listReady(m);
    m.$<HTMLInputElement>('[part~="search"]')!.focus();
    await sendKeys({ type: 'kilimanjaro' });
    await waitUntil(
      () => inboxState(m.el).listStatus === 'ready' && inboxState(m.el).threads.length === 1 && m.$('[part~="match"]'),
      'one match',
      { timeout: 10_000 },
    );
    await m.el.updateComplete;
    const snippet = m.$('[part~="match"]')!;
    expect(snippet.querySelector('mark')!.textContent).to.equal('Kilimanjaro');
    // The marks' styles came with the part that marks them (search-results.ts), in the update that showed them.
    expect(getComputedStyle(snippet.querySelector('mark')!).fontWeight).to.equal('600');
    expect(snippet.textContent).to.contain('hold the Kilimanjaro beans');
    await shots(m, 'inbox-search-match');
    await accessibleEverywhere(m, () => m.$('[aria-controls="filter-panel"]')!.textContent === 'عوامل التصفية');

    // A page taller than the window: jumping to the match must scroll the log only, never the host page.
    const spacer = Object.assign(document.createElement('div'), { style: 'height: 1000px' });
    m.el.parentElement!.before(spacer);
    document.body.append(Object.assign(spacer.cloneNode(), { id: 'below' }));
    window.scrollTo(0, 700); // the inbox starts 300 px down the window, its log's middle near the window's bottom
    m.$<HTMLElement>(`[data-vkey="${long.id}"]`)!.click();
    await threadReady(m);
    await waitUntil(
      () => m.$(`.messages [data-vkey="${planted.id}"].focused`),
      'the matched message shown and ringed',
      { timeout: 10_000 },
    );
    const item = m.$(`.messages [data-vkey="${planted.id}"]`)!;
    const log = m.$('.messages')!.getBoundingClientRect();
    const box2 = item.getBoundingClientRect();
    expect(box2.top >= log.top - 1 && box2.bottom <= log.bottom + 1, 'the match is in view').to.equal(true);
    expect(window.scrollY, 'the host page did not move').to.equal(700);
    const scrolled = m.$$<HTMLElement>('*').filter((el) => el.scrollTop > 0 && !el.matches('.messages, .thread-list'));
    expect(
      scrolled.map((el) => el.className),
      'nothing but the log scrolled inside the inbox',
    ).to.deep.equal([]);
    spacer.remove();
    document.getElementById('below')!.remove();
    expect(m.el.shadowRoot!.activeElement).to.equal(item);
    await settle(m);
    await shots(m, 'inbox-search-jump');
    await expect(m.el).to.be.accessible();
  });

  it('an empty result says so and offers "Clear search"; the clear button and Escape empty the box', async () => {
    const m = await mount();
    await listReady(m);
    const input = m.$<HTMLInputElement>('[part~="search"]')!;
    input.focus();
    await sendKeys({ type: 'zzqx nothing' });
    await waitUntil(() => m.$('[part~="no-matches"]'), 'the empty result', { timeout: 10_000 });
    expect(m.$('[part~="no-matches"]')!.textContent).to.contain('In all views, no conversation matches');
    expect(m.$('[part~="no-matches"]')!.textContent).to.contain('zzqx nothing');
    expect(m.$('[part~="clear-search"]'), 'a clear button in the box').to.exist;
    await shots(m, 'inbox-search-empty');
    await accessibleEverywhere(m, () => /مسح البحث/.test(m.$('[part~="no-matches"]')!.textContent!));

    m.$<HTMLButtonElement>('[part~="no-matches"] button')!.click();
    await waitUntil(
      () => inboxState(m.el).listStatus === 'ready' && inboxState(m.el).threads.length > 1,
      'the whole list again',
    );
    await m.el.updateComplete;
    expect(input.value).to.equal('');
    expect(m.el.shadowRoot!.activeElement).to.equal(input);
    expect(m.$('[part~="clear-search"]')).to.equal(null);

    await sendKeys({ type: 'jordan' });
    await waitUntil(() => m.$('[part~="clear-search"]'), 'the clear button');
    await sendKeys({ press: 'Escape' });
    await m.el.updateComplete;
    expect(input.value).to.equal('');
  });
});

describe('<parley-inbox> dark theme and right-to-left details', () => {
  it('dark scrollbars and checkboxes; previews and names follow their own direction in Arabic', async () => {
    const m = await mount({ attrs: { theme: 'dark', locale: 'ar' } });
    await listReady(m);
    expect(getComputedStyle(m.el).colorScheme).to.equal('dark');
    const list = m.$('.thread-list')!;
    expect(getComputedStyle(list).scrollbarColor).to.not.equal('auto');
    const check = m.$<HTMLInputElement>('.check input')!;
    expect(getComputedStyle(check).accentColor).to.equal('rgb(139, 131, 255)');
    const preview = m.$('.preview-text')!;
    expect(preview.getAttribute('dir')).to.equal('auto');
    expect(getComputedStyle(preview).unicodeBidi).to.equal('plaintext');
    // An English preview in the Arabic UI is laid out left-to-right, so its ellipsis is at its right end.
    const english = m.$$('.preview-text').find((p) => /^[A-Za-z]/.test(p.textContent!.trim()))!;
    expect(getComputedStyle(english).direction).to.equal('ltr');
    expect(getComputedStyle(m.$('.name')!).unicodeBidi).to.equal('plaintext');
    await shots(m, 'inbox-dark-rtl');
  });
});
