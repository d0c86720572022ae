/**
 * The form's first screen is its loading state; everything after the definition arrives is `session.ts` and its
 * controllers, in the `ready.ts` chunk (docs/decisions/016-lazy-parts.md). These tests follow one element through its whole life as a
 * person meets it: loading, filled, errors, sent; taken out of the page and put back; switched to another form.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { clearDrafts, FormHarness, open, RECIPIENT, submissions } from './harness.js';

const FIELDS = [
  { key: 'name', label: 'Your name', type: 'text', required: true },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'stars', label: 'How was your visit?', type: 'rating' },
] as const;

describe('<parley-form> first screen and session', () => {
  beforeEach(clearDrafts);

  it('shows Loading until the definition arrives, then is filled, corrected and sent', async () => {
    // Room for the unbundled modules' entries, so the field types' fetches below are recorded.
    performance.setResourceTimingBufferSize(10_000);
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const created = await sb.server<{ id: string }>('POST', '/forms', {
      name: 'Visit',
      title: 'Tell us about your visit',
      fields: FIELDS,
    });
    const formId = created.body.id;
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, RECIPIENT);
    // A slow network for the definition only: the sandbox answers once the test lets it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/render')) await gate;
      return sb.fetch(input, init);
    };
    const client = createApiClient({
      baseUrl: BASE_URL,
      token,
      fetch,
      retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
    });
    const el = await fixture<ParleyForm>(html`<parley-form form-id=${formId} .client=${client}></parley-form>`);
    const form = new FormHarness(el);

    expect(el.phase).to.equal('loading');
    expect(form.$('[part=status]').textContent!.trim()).to.equal('Loading the form…');
    expect(form.$('[part=card]').getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    await shootAll('form-loading', { settle: () => el.updateComplete });

    // The common field types' code travels with `ready.ts`, while the definition is still on its way; a type the
    // form has but that is not common (rating) can only be known from the definition, so it is not fetched yet.
    const fetched = (type: string) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new RegExp(`/form/fields/${type}\\.(ts|js)(\\?|$)`).test(entry.name));
    await waitUntil(() => fetched('text') && fetched('email'), 'text and email did not load with ready.ts', {
      timeout: 20_000,
    });
    expect(el.phase).to.equal('loading');
    expect(fetched('rating')).to.equal(false);

    // When the first field is put on the screen, to compare with when the rules (zod) were asked for.
    let fieldsShownAt: number | undefined;
    const observer = new MutationObserver(() => {
      if (fieldsShownAt === undefined && el.shadowRoot!.querySelector('[part=field]'))
        fieldsShownAt = performance.now();
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    release();
    await waitUntil(() => el.phase === 'ready', 'the form did not show', { timeout: 15_000 });
    await el.updateComplete;
    // The page layout's rules load after its first screen, never beside it.
    const rules = () =>
      performance.getEntriesByType('resource').find((entry) => /\/form\/validation\.(ts|js)(\?|$)/.test(entry.name));
    await waitUntil(() => rules() !== undefined, 'the rules did not load after the first screen', { timeout: 15_000 });
    observer.disconnect();
    expect(fieldsShownAt, 'no field was seen').to.be.a('number');
    expect(
      rules()!.startTime,
      `rules asked for at ${rules()!.startTime.toFixed(1)} ms, fields shown at ${fieldsShownAt!.toFixed(1)} ms`,
    ).to.be.greaterThan(fieldsShownAt!);
    expect(form.$('[part=card]').getAttribute('aria-busy')).to.equal('false');
    expect(form.$('[part=title]').textContent!.trim()).to.equal('Tell us about your visit');

    await form.type('name', 'Ada');
    await form.type('email', 'ada@example.com');
    await form.pick('stars', 4);
    await shootAll('form-filled', { settle: () => el.updateComplete });

    await form.clear('name');
    await form.submit();
    expect(el.phase).to.equal('ready');
    expect(form.error('name')).to.equal('This field is required');
    expect(form.focused()).to.equal(form.control('name'));
    expect(form.announcement()).to.equal('Please correct 1 field.');
    await expect(el).to.be.accessible();
    await shootAll('form-errors', { settle: () => el.updateComplete });

    await form.type('name', 'Ada Lovelace');
    expect(form.error('name')).to.equal(null);
    await form.submit();
    expect(el.phase).to.equal('done');
    expect(form.successText()).to.contain('Thank you');
    const stored = await submissions(sb, formId);
    expect(stored).to.have.length(1);
    expect(stored[0]!.data).to.deep.include({ name: 'Ada Lovelace', email: 'ada@example.com', stars: 4 });
    await expect(el).to.be.accessible();
    await shootAll('form-submitted', { settle: () => el.updateComplete });
  });

  it('keeps its draft when taken out of the page and put back, and starts afresh on another form', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const first = (await sb.server<{ id: string }>('POST', '/forms', { name: 'First', fields: FIELDS })).body.id;
    const second = (
      await sb.server<{ id: string }>('POST', '/forms', {
        name: 'Second',
        fields: [{ key: 'city', label: 'City', type: 'text', required: true }],
      })
    ).body.id;
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [first, second] }, RECIPIENT);
    const client = createApiClient({
      baseUrl: BASE_URL,
      token,
      fetch: sb.fetch,
      retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
    });
    const el = await open(first, client);
    const form = new FormHarness(el);

    await form.type('name', 'Ada');
    const parent = el.parentElement!;
    el.remove(); // the draft is flushed
    parent.append(el); // …and opened again: later typing is saved too
    await el.updateComplete;
    expect(form.control('name').value).to.equal('Ada');
    await form.type('name', ' L');
    el.remove();

    const again = await open(first, client);
    const fresh = new FormHarness(again);
    expect(fresh.control('name').value).to.equal('Ada L');
    expect(fresh.$('[part=note]').textContent!.trim()).to.equal('Your unsent answers were restored.');

    // Another form on the same element: its own fields, nothing carried over, and it submits.
    again.formId = second;
    await waitUntil(
      () => again.phase === 'ready' && fresh.root.querySelector('#f-city'),
      'the second form did not show',
      { timeout: 5000 },
    );
    await again.updateComplete;
    expect(fresh.$$('[part=field]')).to.have.length(1);
    expect(fresh.$$('[part=note]')).to.have.length(0);
    await fresh.submit();
    expect(fresh.error('city')).to.equal('This field is required');
    await fresh.type('city', 'Lisbon');
    await fresh.submit();
    expect(again.phase).to.equal('done');
    expect((await submissions(sb, second))[0]!.data).to.deep.equal({ city: 'Lisbon' });
    expect(await submissions(sb, first)).to.have.length(0);
  });
});
