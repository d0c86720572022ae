import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/link-stats.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

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
      new RegExp(`^Clicks per day, ${day(days[0]!)} to ${day(days.at(-1)!)}: ${day(days[0]!)}: `),
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
    expect($(el, 'svg')!.getAttribute('aria-label')).to.match(/^Clicks on \w+ \d+: \w+ \d+: \d+$/);
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
});
