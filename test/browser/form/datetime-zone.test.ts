/**
 * A datetime answer read in the time zone chosen beside it (`fields/datetime.ts`): the device's own until the person
 * picks another, that choice kept in the draft. The page's time zone is emulated (`helpers/time-zone.ts`), so the
 * device here is in Tokyo whatever the machine's zone is; what is stored is read back from the sandbox.
 */
import { expect } from '@open-wc/testing';
import '../../../src/form.js';
import { emulateTimeZone, resetTimeZone } from '../helpers/time-zone.js';
import { waitUntil } from '../helpers/wait.js';
import { renderFormHtml } from '../../../src/forms/html.js';
import type { FormRender } from '../../../src/schemas/forms.js';
import { shoot } from '../helpers/screenshot.js';
import { $, clearDrafts, open, setValue, setupForm, submissions, submit } from './harness.js';

const FIELDS = [{ key: 'meeting', label: 'Meeting', type: 'datetime' as const, required: true }];

describe('<parley-form> datetime time zone', () => {
  beforeEach(clearDrafts);
  before(() => emulateTimeZone('Asia/Tokyo'));
  after(resetTimeZone);

  it("shows the device's zone chosen and sends the time typed with that zone's offset", async () => {
    const { el, sb, formId } = await setupForm({ fields: FIELDS });
    const zone = () => $<HTMLSelectElement>(el, '#f-meeting-zone');
    expect(zone().value).to.equal('Asia/Tokyo');
    // Named by its country once the first screen is shown (`forms/zones.ts`), as the page without scripts names it.
    await waitUntil(() => zone().selectedOptions[0]?.textContent?.trim() === 'Japan', 'Tokyo named as Japan');
    const labels = [...zone().options].map((o) => o.textContent!.trim());
    expect(labels[0]).to.equal('UTC (universal time)');
    expect(labels).to.include('United States — Chicago');
    expect(labels.slice(1)).to.deep.equal(labels.slice(1).toSorted(new Intl.Collator('en').compare));
    await setValue(el, '#f-meeting', '2030-01-15T10:00');
    await submit(el);
    expect(el.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data.meeting).to.equal('2030-01-15T10:00:00+09:00');
  });

  it("names the zones in the form's language, as the page without scripts does", async () => {
    for (const [locale, japan, chicago] of [
      ['es', 'Japón', 'Estados Unidos — Chicago'],
      ['ar', 'اليابان', 'الولايات المتحدة — شيكاغو'],
    ] as const) {
      const { el } = await setupForm({ fields: FIELDS }, { locale });
      const zone = () => $<HTMLSelectElement>(el, '#f-meeting-zone');
      await waitUntil(() => zone().selectedOptions[0]?.textContent?.trim() === japan, `Tokyo named in ${locale}`);
      const labels = [...zone().options].map((o) => o.textContent!.trim());
      expect(labels).to.include(chicago);
      // The server's page for the same form and zone, rendered here: the names are one function's.
      const render = { form: { id: 'f', name: 'F', fields: FIELDS } } as unknown as FormRender;
      const page = renderFormHtml(render, { locale, zones: { meeting: 'Asia/Tokyo' } });
      const server = [...page.matchAll(/<option value="[^"]+"(?: selected)?>([^<]+)<\/option>/g)].map((m) => m[1]);
      expect(labels, 'the same names, in the same order').to.deep.equal(server);
      await shoot(`form-zone-names-${locale}`);
      el.remove();
    }
  });

  it('sends the offset of the zone the person chose, and keeps that choice in the draft across a reload', async () => {
    const { el, sb, formId, client } = await setupForm({ fields: FIELDS });
    await setValue(el, '#f-meeting', '2030-01-15T10:00');
    // The zone last: choosing it alone (the time typed unchanged) must reach the draft.
    await setValue(el, '#f-meeting-zone', 'America/New_York');
    // The draft is flushed as the element leaves; a new element on the same form starts from it.
    el.remove();
    const again = await open(formId, client);
    await waitUntil(() => $<HTMLInputElement>(again, '#f-meeting').value === '2030-01-15T10:00', 'the draft restored');
    expect($<HTMLSelectElement>(again, '#f-meeting-zone').value).to.equal('America/New_York');
    await submit(again);
    expect(again.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    // New York in January is on standard time, five hours behind UTC.
    expect(stored!.data.meeting).to.equal('2030-01-15T10:00:00-05:00');
  });
});
