/**
 * XSS corpus through every text-bearing field of `<parley-form>`: form name, title and description, field labels,
 * help, placeholders, text defaults, option labels and values, the theme's submit label and success message.
 * Everything is created through the server API (`POST /forms`), rendered by the real element against the
 * in-page sandbox, and compared with a benign rendering of the same structure.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../../src/form.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import type { Field, FormCreateRequest } from '../../../src/schemas/forms.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import {
  armCanary,
  disarmCanary,
  benign,
  Corpus,
  extraElements,
  inspect,
  letHandlersRun,
  missingText,
  type Placed,
} from './xss-kit.js';

async function createForm(sb: TestSandbox, form: FormCreateRequest): Promise<string> {
  const res = await sb.server<{ id: string }>('POST', '/forms', form);
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).to.equal(201);
  return res.body.id;
}

async function render(sb: TestSandbox, formId: string): Promise<ParleyForm> {
  const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, '+14155550123');
  const client = createApiClient({ baseUrl: BASE_URL, token, fetch: sb.fetch, retry: { retries: 0 } });
  const el = await fixture<ParleyForm>(
    html`<parley-form form-id=${formId} locale="en" .client=${client}></parley-form>`,
  );
  await waitUntil(() => el.phase !== 'loading', 'form did not load', { timeout: 10000 });
  // Long forms render their first screen at once and the rest in idle time: compare complete renderings only.
  await el.allFieldsRendered;
  expect(el.phase).to.equal('ready');
  return el;
}

/** Four fields per payload: a text field (label, help, placeholder, default), a select, a radio group, a checkbox group. */
function fieldsFor(
  placed: readonly Placed[],
  text: (p: Placed) => string,
  kinds: readonly ('text' | 'select' | 'radio' | 'checkbox')[],
): Field[] {
  const fields: Field[] = [];
  for (const p of placed) {
    const t = text(p);
    for (const kind of kinds) {
      const key = `${kind}_${p.id}`;
      if (kind === 'text') fields.push({ key, type: 'text', label: t, help: t, placeholder: t, default: t });
      else
        fields.push({
          key,
          type: kind,
          label: t,
          help: t,
          options: [
            { value: t, label: t },
            { value: 'plain', label: 'Plain option' },
          ],
        });
    }
  }
  return fields;
}

describe('XSS corpus through <parley-form>', function () {
  this.timeout(120_000); // up to 200 forms rendered and submitted per test
  let hits: number[];
  beforeEach(() => {
    hits = armCanary();
    for (const key of Object.keys(localStorage)) if (key.startsWith('parley:draft:form')) localStorage.removeItem(key);
  });
  afterEach(disarmCanary);

  for (const kinds of [
    ['text', 'select'],
    ['radio', 'checkbox'],
  ] as const) {
    it(`renders ${kinds.join(' and ')} field labels, help, placeholders, defaults and options as text`, async () => {
      const corpus = new Corpus();
      const sb = await startTestSandbox({ sandbox: { demoData: false } });
      const placed = corpus.all(`${kinds.join('+')} field texts`, 200);
      const base = await render(
        sb,
        await createForm(sb, { name: 'baseline', fields: fieldsFor(placed, (p) => benign(p.text, p.id), kinds) }),
      );
      const baseline = inspect(base);
      base.remove();

      const el = await render(
        sb,
        await createForm(sb, { name: 'hostile', fields: fieldsFor(placed, (p) => p.text, kinds) }),
      );
      await letHandlersRun();
      const seen = inspect(el);
      expect(
        hits.map((id) => corpus.describe(id)),
        'executions',
      ).to.deep.equal([]);
      expect(seen.problems, 'injected markup or unsafe URLs').to.deep.equal([]);
      expect(extraElements(seen, baseline), 'elements beyond the benign rendering').to.deep.equal([]);
      expect(missingText(seen.text, placed), 'payloads not shown as text').to.deep.equal([]);
      // Labels are shown verbatim, each once per field kind it labels (plus the option label for choices).
      const labels = [...el.shadowRoot!.querySelectorAll('label[part~=label], legend')].map((l) =>
        l.textContent!.replace(/\*$/, ''),
      );
      for (const p of placed)
        expect(labels.filter((l) => l.includes(p.text)).length, p.text).to.be.greaterThanOrEqual(kinds.length);
      console.log(
        `[security] form ${kinds.join('+')}: ${placed.length} payloads × ${kinds.length} fields × (label, help, ${(kinds as readonly string[]).includes('text') ? 'placeholder, default, ' : ''}options)`,
      );
    });
  }

  it('renders form name, title, description, submit label and success message as text, before and after submitting', async () => {
    const corpus = new Corpus();
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const titles = corpus.all('form title+description', 200);
    const labels = corpus.all('submit label', 40, true);
    const successes = corpus.all('success message', 500);
    const names = corpus.all('form name (no title)', 200);
    for (let i = 0; i < titles.length; i++) {
      const title = titles[i]!;
      const label = labels[i % labels.length]!;
      const success = successes[i]!;
      const name = names[i]!;
      const theme = { submitLabel: label.text, successMessage: success.text };
      const shown = [title, label, success];
      for (const [form, expected] of [
        [{ name: 'n', title: title.text, description: title.text, theme_override: theme }, shown],
        [{ name: name.text }, [name]],
      ] as const) {
        const el = await render(
          sb,
          await createForm(sb, { ...form, fields: [{ key: 'note', type: 'text', label: 'Note' }] }),
        );
        await letHandlersRun(40);
        const before = inspect(el);
        expect(before.problems, 'before submit').to.deep.equal([]);
        expect(
          missingText(
            before.text,
            expected.filter((p) => p !== success),
          ),
          'shown before submit',
        ).to.deep.equal([]);
        const result = await el.submit();
        expect(result, 'submitted').to.not.equal(undefined);
        await el.updateComplete;
        await letHandlersRun(40);
        const after = inspect(el);
        expect(after.problems, 'after submit').to.deep.equal([]);
        if (expected.includes(success))
          expect(el.shadowRoot!.querySelector('.done-text')!.textContent).to.equal(success.text);
        expect(
          hits.map((id) => corpus.describe(id)),
          'executions',
        ).to.deep.equal([]);
        el.remove();
      }
    }
    expect(hits).to.deep.equal([]);
    console.log(`[security] form texts: ${JSON.stringify(corpus.counts())}`);
  });

  it('shows address suggestions from a placesProvider as text, and a chosen hostile address as field values', async () => {
    const corpus = new Corpus();
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const placed = corpus.all('address suggestion', 200);
    const el = await render(
      sb,
      await createForm(sb, {
        name: 'places',
        fields: [{ key: 'home', type: 'address', label: 'Home', country: 'US' }],
      }),
    );
    // The element lists at most 8 suggestions: each query returns the next 8 payloads.
    let batch = 0;
    el.placesProvider = async () =>
      placed.slice(batch * 8, batch * 8 + 8).map((p, i) => ({
        placeId: `p${batch}_${i}`,
        description: p.text,
        address: {
          line1: p.text,
          city: p.text.slice(0, 100),
          region: 'CA',
          postalCode: '94103',
          country: 'US',
          formatted: p.text,
        },
      }));
    const line1 = el.shadowRoot!.querySelector<HTMLInputElement>('#f-home-line1')!;
    line1.focus();
    let expected: Placed[] = [];
    for (batch = 0; batch * 8 < placed.length; batch++) {
      expected = placed.slice(batch * 8, batch * 8 + 8);
      line1.value = `Market ${batch}`;
      line1.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
      await waitUntil(
        () => el.shadowRoot!.querySelector('[role=option]')?.textContent?.includes(expected[0]!.text),
        `suggestions ${batch}`,
        { timeout: 10000 },
      );
      await letHandlersRun(60);
      const listed = inspect(el);
      expect(listed.problems).to.deep.equal([]);
      expect(missingText(listed.text, expected), 'suggestions as text').to.deep.equal([]);
    }
    el.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]')[0]!.click();
    await el.updateComplete;
    await letHandlersRun();
    expect(line1.value).to.equal(expected[0]!.text);
    expect(inspect(el).problems).to.deep.equal([]);
    expect(
      hits.map((id) => corpus.describe(id)),
      'executions',
    ).to.deep.equal([]);
  });
});
