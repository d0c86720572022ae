/**
 * The XSS corpus through every contact field (name, email, tags, description, audience names), shown by
 * `<parley-contact-panel>` read-only and editable: no payload runs, no element or URL a payload could create
 * appears, and every payload is shown as text.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/contact-panel.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import type { Contact } from '../../../src/schemas/contacts.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { armCanary, Corpus, disarmCanary, inspect, letHandlersRun } from '../security/xss-kit.js';

describe('<parley-contact-panel> XSS corpus', () => {
  afterEach(() => disarmCanary());

  for (const scopes of [
    ['contacts:read', 'audiences:read'],
    ['contacts:write', 'audiences:read'],
  ] as Scope[][]) {
    it(`shows every payload as text (${scopes[0]})`, async function () {
      this.timeout(120_000);
      const hits = armCanary();
      const sb = await startTestSandbox({ scopes });
      const corpus = new Corpus();
      const client = createApiClient({
        baseUrl: BASE_URL,
        token: await sb.mint(scopes),
        fetch: sb.fetch,
        retry: { retries: 0 },
      });
      const names = corpus.all('contact name', 200);
      const descriptions = corpus.all('contact description', 2000);
      const tags = corpus.all('contact tag', 50, true);
      const audiences = corpus.all('audience name', 100, true);
      // Stored straight into the records (the service refuses some as tags or emails; the element must cope anyway).
      let n = 0;
      const panels: ParleyContactPanel[] = [];
      const audienceIds: string[] = [];
      for (const p of audiences) {
        const created = await sb.server<{ id: string }>('POST', '/audiences', { name: 'placeholder' });
        sb.sandbox.store.data.audiences[created.body.id]!.name = p.text;
        audienceIds.push(created.body.id);
      }
      for (let i = 0; i < Math.max(names.length, descriptions.length); i++) {
        const phoneNumber = `+1202556${(n++).toString().padStart(4, '0')}`;
        const created = await sb.server<Contact>('POST', '/contacts', { phoneNumber });
        const record = sb.sandbox.store.contactById(created.body.id)!;
        record.name = names[i % names.length]!.text;
        record.email = descriptions[i % descriptions.length]!.text.slice(0, 254);
        record.description = descriptions[i % descriptions.length]!.text;
        record.tags = tags.slice((i * 3) % tags.length, ((i * 3) % tags.length) + 3).map((p) => p.text);
        record.audienceIds = audienceIds.slice(i % audienceIds.length, (i % audienceIds.length) + 2);
        const el = await fixture<ParleyContactPanel>(
          html`<parley-contact-panel .client=${client} contact-id=${record.id}></parley-contact-panel>`,
        );
        // Shown once the audiences read brings their names in place of the ids.
        await waitUntil(
          () =>
            el.current !== undefined &&
            !!el.shadowRoot!.querySelector('[part="audiences"]') &&
            !/\baud_/.test(el.shadowRoot!.querySelector('[part="audiences"]')!.textContent!),
          'shown',
          { timeout: 10_000 },
        );
        await el.updateComplete;
        panels.push(el);
      }
      await letHandlersRun();
      expect(
        hits.map((id) => corpus.describe(id)),
        'payloads that ran',
      ).to.deep.equal([]);
      for (const el of panels) {
        const found = inspect(el.shadowRoot!);
        expect(found.problems, 'script-capable elements, handlers or bad URLs').to.deep.equal([]);
        expect(
          el.shadowRoot!.querySelectorAll(
            'img, svg, iframe, script, object, embed, a, video, details, marquee, form, meta, body',
          ).length,
        ).to.equal(0);
        const c = el.current!;
        for (const value of [c.name!, c.description!, ...c.tags]) expect(found.text, 'shown as text').to.contain(value);
      }
    });
  }
});
