import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/link-stats.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import { registerLanguage } from '../../../src/i18n/index.js';
import { rcsMessages } from '../../../src/i18n/rcs.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { emulateTimeZone, resetTimeZone } from '../helpers/time-zone.js';
import { axeEachWay, pictures } from './pictures.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];

async function mount(t: TestSandbox, linkId: string, extra: { theme?: string; locale?: string; token?: string } = {}) {
  const client = extra.token
    ? createApiClient({ baseUrl: BASE_URL, token: extra.token, fetch: t.fetch, retry: { retries: 0 } })
    : t.client;
  const el = await fixture<ParleyLinkStats>(
    html`<parley-link-stats .client=${client} link-id=${linkId} theme=${extra.theme ?? 'light'} locale=${extra.locale ?? 'en'}></parley-link-stats>`,
  );
  await waitUntil(
    () => !['…', ''].includes(el.shadowRoot?.querySelector('.toggle')?.textContent?.trim() ?? ''),
    'loaded or failed',
    { timeout: 5000 },
  );
  await el.updateComplete;
  return el;
}
const $ = <T extends Element>(el: ParleyLinkStats, selector: string) => el.shadowRoot!.querySelector<T>(selector);

describe('<parley-link-stats>', () => {
  it('shows the click count, and opens a popover with unique visitors and an SVG bar per day', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const el = await mount(t, DEMO_LINKS.menu.linkId);
    const expected = t.sandbox.store.data.links[DEMO_LINKS.menu.linkId]!;
    const toggle = $<HTMLButtonElement>(el, '.toggle')!;
    expect(toggle.textContent!.trim()).to.equal(`${expected.clicks} clicks`);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect($<HTMLElement>(el, '.panel')!.hidden).to.equal(true);

    toggle.click();
    await waitUntil(() => el.shadowRoot!.querySelector('svg'), 'chart drawn');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const bars = [...el.shadowRoot!.querySelectorAll<SVGRectElement>('rect[part="chart-bar"]')];
    const days = Object.keys(expected.byDay).sort();
    // Every day from the first to the last click day is a bar; counted days carry their numbers.
    const span = (Date.parse(days[days.length - 1]!) - Date.parse(days[0]!)) / 86_400_000 + 1;
    expect(bars.length).to.equal(span);
    for (const day of days)
      expect(bars.find((b) => b.dataset.date === day)!.dataset.clicks).to.equal(String(expected.byDay[day]));
    // In English the days run left to right.
    for (let i = 1; i < bars.length; i++)
      expect(
        bars[i]!.dataset.date! > bars[i - 1]!.dataset.date! &&
          Number(bars[i]!.getAttribute('x')) > Number(bars[i - 1]!.getAttribute('x')),
      ).to.equal(true);
    const tallest = bars.reduce((a, b) => (Number(b.dataset.clicks) > Number(a.dataset.clicks) ? b : a));
    expect(Number(tallest.getAttribute('height'))).to.be.greaterThan(
      Number(bars.find((b) => b.dataset.clicks !== '0' && b !== tallest)!.getAttribute('height')),
    );
    expect($(el, '.panel')!.textContent).to.contain(`${expected.visitors.length} unique visitors`);
    // Read aloud: each day with its count, "and" before the last.
    const day = (d: string) =>
      new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${d}T00:00:00Z`),
      );
    const spoken = $(el, 'svg')!.getAttribute('aria-label')!;
    expect(spoken).to.match(
      new RegExp(`^Clicks per day \\(UTC\\), ${day(days[0]!)} to ${day(days.at(-1)!)}: ${day(days[0]!)}: `),
    );
    expect(spoken).to.contain(`, and ${day(days.at(-1)!)}: ${expected.byDay[days.at(-1)!]}`);
    await expect(el).to.be.accessible();
  });

  it('reads a chart of one day as that day, not "from it to it"', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const link = t.sandbox.store.data.links[DEMO_LINKS.expired.linkId]!;
    const days = Object.keys(link.byDay);
    expect(days, 'the demo link clicked on one day').to.have.length(1);
    const el = await mount(t, DEMO_LINKS.expired.linkId);
    el.open = true;
    await waitUntil(() => $(el, 'svg'), 'chart drawn');
    expect($(el, 'svg')!.getAttribute('aria-label')).to.match(/^Clicks on \w+ \d+ \(UTC\): \w+ \d+: \d+$/);
  });

  it('fetches fresh numbers when opened again after a click, and Escape closes and returns focus', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const el = await mount(t, DEMO_LINKS.trips.linkId);
    const before = t.sandbox.store.data.links[DEMO_LINKS.trips.linkId]!.clicks;
    await t.sandbox.fetch(
      new Request(`http://sandbox.test/l/${DEMO_LINKS.trips.code}`, { headers: { 'X-Forwarded-For': '10.9.8.7' } }),
    );
    const toggle = $<HTMLButtonElement>(el, '.toggle')!;
    toggle.focus();
    const loaded = oneEvent(el, 'parley-link-stats-load');
    await sendKeys({ press: 'Enter' });
    await loaded;
    await el.updateComplete;
    expect(toggle.textContent!.trim()).to.equal(`${before + 1} clicks`);
    $<HTMLButtonElement>(el, '.close')!.focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    await waitUntil(() => el.shadowRoot!.activeElement === toggle, 'focus back on the button');
    expect(el.open).to.equal(false);
  });

  it('a 403 says the plan does not include link analytics, never that the session expired', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: t.token,
      fetch: async () => Response.json({ error: 'Link analytics are not included in the free plan' }, { status: 403 }),
      retry: { retries: 0 },
    });
    const el = await fixture<ParleyLinkStats>(
      html`<parley-link-stats .client=${client} link-id="lnk_x" theme="dark"></parley-link-stats>`,
    );
    await waitUntil(() => el.shadowRoot?.querySelector('.toggle')?.textContent?.trim() === '–', 'failed');
    el.open = true;
    await el.updateComplete;
    const alert = $(el, '[role="alert"]')!;
    expect(alert.textContent).to.contain('Your plan does not include link analytics');
    expect(el.shadowRoot!.textContent).not.to.match(/session/i);
    await expect(el).to.be.accessible();
  });

  it('without links:read it says the token may not read link analytics (not a lost session), and 404 for an unknown link', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const el = await mount(t, DEMO_LINKS.menu.linkId, { token: await t.mint(['conversations:read']) });
    el.open = true;
    await el.updateComplete;
    expect($(el, '[role="alert"]')!.textContent).to.equal('This token may not read link analytics (links:read).');
    const missing = await mount(t, 'lnk_missing');
    missing.open = true;
    await missing.updateComplete;
    expect($(missing, '[role="alert"]')!.textContent).to.contain('no longer exists');
  });

  it('is axe-clean in dark theme and in Arabic (right-to-left), with translated text', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const dark = await mount(t, DEMO_LINKS.menu.linkId, { theme: 'dark' });
    dark.open = true;
    await dark.updateComplete;
    await expect(dark).to.be.accessible();
    const ar = await mount(t, DEMO_LINKS.menu.linkId, { locale: 'ar' });
    ar.open = true;
    await ar.updateComplete;
    await waitUntil(() => ar.shadowRoot!.querySelector('h2')?.textContent === 'نقرات الرابط', 'Arabic catalog');
    expect(ar.getAttribute('dir')).to.equal('rtl');
    // Time runs from the start edge: in Arabic the first day's bar is the rightmost, the last day's the leftmost.
    await waitUntil(() => ar.shadowRoot!.querySelectorAll('rect[part="chart-bar"]').length > 1, 'Arabic chart', {
      timeout: 10_000,
    });
    const arBars = [...ar.shadowRoot!.querySelectorAll<SVGRectElement>('rect[part="chart-bar"]')];
    const xOf = (b: SVGRectElement) => Number(b.getAttribute('x'));
    const byDate = [...arBars].sort((a, b) => a.dataset.date!.localeCompare(b.dataset.date!));
    for (let i = 1; i < byDate.length; i++)
      expect(xOf(byDate[i]!), `${byDate[i]!.dataset.date} left of the day before`).to.be.lessThan(xOf(byDate[i - 1]!));
    await expect(ar).to.be.accessible();
    // Arabic counts take the form of their plural category: after 3–10 a plural noun, after 11–99 and 100+ a
    // singular one ("40 نقرة", never "40 نقرات").
    const link = t.sandbox.store.data.links[DEMO_LINKS.menu.linkId]!;
    const category = (n: number) => new Intl.PluralRules('ar').select(n) as 'few' | 'many' | 'other';
    const clicks = { few: 'نقرات', many: 'نقرة', other: 'نقرة' }[category(link.clicks)];
    const visitors = { few: 'زوار فريدين', many: 'زائرًا فريدًا', other: 'زائر فريد' }[category(link.visitors.length)];
    expect(clicks && visitors, `demo counts ${link.clicks}, ${link.visitors.length} above two`).to.be.a('string');
    expect($(ar, '.toggle')!.textContent!.trim()).to.equal(`${link.clicks} ${clicks}`);
    expect($(ar, '.panel p')!.textContent).to.contain(`${link.visitors.length} ${visitors}`);
    // The chart's spoken summary joins its days in Arabic's way: «و», no Latin comma.
    const label = $(ar, 'svg')!.getAttribute('aria-label')!;
    expect(label).to.contain(' و').and.not.contain(', ');
    const es = await mount(t, DEMO_LINKS.menu.linkId, { locale: 'es' });
    await waitUntil(() => /clics/.test($(es, '.toggle')!.textContent!), 'Spanish catalog');
  });

  it('says the last click in the chart’s days: UTC, named, also where the reader’s day differs (Auckland)', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const link = t.sandbox.store.data.links[DEMO_LINKS.menu.linkId]!;
    link.byDay = {
      '2026-11-23': 3,
      '2026-11-24': 7,
      '2026-11-25': 12,
      '2026-11-26': 5,
      '2026-11-28': 9,
      '2026-11-29': 4,
    };
    link.clicks = 40;
    // 2:55 PM UTC on Nov 29 is 3:55 AM on Nov 30 in Auckland: the bar of Nov 29 holds it.
    link.lastClickedAt = '2026-11-29T14:55:00.000Z';
    await emulateTimeZone('Pacific/Auckland');
    try {
      const el = await mount(t, DEMO_LINKS.menu.linkId);
      el.open = true;
      await waitUntil(() => $(el, 'svg'), 'chart drawn');
      const text = (node: Element | null) => node!.textContent!.replace(/\s+/g, ' ').trim();
      const lastDay = text([...el.shadowRoot!.querySelectorAll('text.date')].at(-1)!);
      expect(lastDay).to.equal('Nov 29');
      const lastClick = [...el.shadowRoot!.querySelectorAll('.panel p')].map(text).find((p) => p.startsWith('Last'));
      expect(lastClick).to.equal('Last click Nov 29, 2026, 2:55 PM UTC');
      expect(text($(el, '.caption'))).to.equal('Clicks per day (UTC)');
      expect($(el, 'svg')!.getAttribute('aria-label')).to.match(/^Clicks per day \(UTC\), Nov 23 to Nov 29: /);
      expect(text($(el, 'table th'))).to.equal('Day (UTC)');
      await pictures(el, 'link-stats-utc', () => $(el, 'svg'));
      await axeEachWay(el, LEFT_OUT);
    } finally {
      await resetTimeZone();
    }
  });

  it('a link not clicked yet says so once', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const created = await t.server<{ linkId: string }>('POST', '/tools/url', { url: 'https://example.com/new' });
    const el = await mount(t, created.body.linkId);
    expect($(el, '.toggle')!.textContent!.trim()).to.equal('0 clicks');
    el.open = true;
    await waitUntil(() => !$(el, '[role="status"]') && $(el, '.panel p'), 'details shown');
    const said = [...el.shadowRoot!.querySelectorAll('.panel p')].map((p) => p.textContent!.trim());
    expect(said).to.deep.equal(['Not clicked yet']);
    expect($(el, 'svg')?.outerHTML).to.equal(undefined);
    await pictures(el, 'link-stats-no-clicks', () => $(el, '.panel p'));
    await axeEachWay(el, LEFT_OUT);
  });

  it('gives every count to its words as a number: the button, the totals, the bars and the table', async () => {
    const t = await startTestSandbox({ scopes: ['links:read'] });
    const link = t.sandbox.store.data.links[DEMO_LINKS.menu.linkId]!;
    link.byDay = { '2026-11-30': 12345 };
    link.clicks = 12345;
    link.visitors = Array.from({ length: 10_000 }, (_, i) => `v${i}`);
    link.lastClickedAt = '2026-11-30T14:27:00.000Z';
    // A host's language whose words for these counts exist only for the number itself (`=12345:`): a count reaches
    // them as a number, or falls to `other` and shows as typed.
    registerLanguage(rcsMessages, 'de', {
      clicks: '=12345: 12.345 Klicks|other: ? {count}',
      unique: '=10000: 10.000 Besucher|other: ? {count}',
      chartValue: '=12345: 12.345|other: ? {count}',
      chartDay: '=12345: {day}: 12.345|other: ? {count}',
    });
    try {
      const el = await mount(t, DEMO_LINKS.menu.linkId, { locale: 'de' });
      expect($(el, '.toggle')!.textContent!.trim()).to.equal('12.345 Klicks');
      el.open = true;
      await waitUntil(() => $(el, 'svg'), 'chart drawn');
      expect($(el, '.panel p')!.textContent).to.equal('12.345 Klicks · 10.000 Besucher');
      expect($(el, 'text.value')!.textContent).to.equal('12.345');
      expect($(el, 'table tbody td:last-child')!.textContent).to.equal('12.345');
      expect($(el, 'svg')!.getAttribute('aria-label')).to.match(/: 30\. Nov\.: 12\.345$/);
      expect(el.shadowRoot!.textContent).not.to.contain('?');
      el.remove();
    } finally {
      delete (rcsMessages as Record<string, unknown>).de;
    }
    // In the shipped languages (pictures: how a large count reads).
    const big = await mount(t, DEMO_LINKS.menu.linkId);
    big.open = true;
    await waitUntil(() => $(big, 'svg'), 'chart drawn');
    expect($(big, 'text.value')!.textContent).to.equal($(big, 'table tbody td:last-child')!.textContent);
    await pictures(big, 'link-stats-big', () => $(big, 'svg'));
    await axeEachWay(big, LEFT_OUT);
  });
});
