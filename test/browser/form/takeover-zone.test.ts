/**
 * A time zone picked on the hosted page before its module arrived is kept when `<parley-form>` takes the page over
 * (`takeover.ts`); a zone the page chose by itself (UTC: a server cannot know the visitor's) gives way to the
 * device's. The device is in Tokyo (`helpers/time-zone.ts`).
 */
import { expect } from '@open-wc/testing';
import { hostedPage, takeOver } from './hosted-takeover.js';
import { emulateTimeZone, resetTimeZone } from '../helpers/time-zone.js';

describe('<parley-form> taking over a page with time zones', () => {
  before(() => emulateTimeZone('Asia/Tokyo'));
  after(resetTimeZone);

  it("keeps a zone the person chose on the page; the page's default gives way to the device's", async () => {
    const datetime = (key: string) => ({ key, label: key, type: 'datetime' as const });
    const page = await hostedPage(
      { fields: [datetime('picked'), datetime('untouched'), datetime('posted')] },
      // `posted`: shown again after a post in which the person chose Paris.
      { zones: { posted: 'Europe/Paris' } },
    );
    const pageZone = (key: string) => document.querySelector<HTMLSelectElement>(`#f-${key}-zone`)!;
    expect(pageZone('picked').value, 'the page starts at UTC').to.equal('UTC');
    pageZone('picked').value = 'America/New_York';
    document.querySelector<HTMLInputElement>('#f-picked')!.value = '2030-01-15T10:00';
    const el = await takeOver(page);
    const zone = (key: string) => el.shadowRoot!.querySelector<HTMLSelectElement>(`#f-${key}-zone`)!.value;
    expect(zone('picked')).to.equal('America/New_York');
    expect(zone('untouched')).to.equal('Asia/Tokyo');
    expect(zone('posted')).to.equal('Europe/Paris');
    const result = await el.submit();
    expect(result, 'submitted').to.not.equal(undefined);
    const stored = await page.sb.server<{ data: { data: Record<string, unknown> }[] }>(
      'POST',
      `/forms/${page.formId}/submissions/list`,
      {},
    );
    expect(stored.body.data[0]!.data.picked).to.equal('2030-01-15T10:00:00-05:00');
  });
});
