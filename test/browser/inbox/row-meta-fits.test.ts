/**
 * A row's sender line on a phone: the sender and its channel ("Northwind Travel · SMS") keep their line whole beside
 * a wait ("Reply due · 12 min") and an assignee; what does not fit beside them goes on the next line rather than
 * cutting the channel off. Against the sandbox's demo data at 390 px, in English and Arabic.
 */
import { expect } from '@open-wc/testing';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { shoot } from '../helpers/screenshot.js';
import { listReady, mount } from './helpers.js';

describe('<parley-inbox> a row’s sender line', () => {
  for (const locale of ['en', 'ar']) {
    it(`keeps the sender and its channel whole beside a wait and an assignee, at 390 px (${locale})`, async () => {
      const m = await mount({ width: 390, attrs: { locale, 'reply-target': '5m' } });
      m.el.senders = {
        [DEMO_SENDERS.acmePhone]: 'Acme Coffee',
        [DEMO_SENDERS.northwindPhone]: 'Northwind Travel Rewards',
      };
      await listReady(m);
      await m.el.updateComplete;
      const rows = m.$$<HTMLElement>('[part~="thread-row"]');
      const crowded = rows.filter((r) => r.querySelector('.waiting') && r.querySelector('[part~="assignee-tag"]'));
      expect(crowded.length, 'rows with a wait and an assignee').to.be.greaterThan(0);
      for (const row of rows) {
        const sender = row.querySelector<HTMLElement>('[part~="thread-sender"]');
        if (!sender) continue;
        expect(sender.scrollWidth, `"${sender.textContent}" cut off`).to.be.at.most(sender.clientWidth + 1);
      }
      await shoot(`row-meta-${locale}-390`, { width: 390, height: 844 });
      await expect(m.el).to.be.accessible();
      m.el.remove();
    });
  }
});
