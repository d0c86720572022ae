/**
 * The hosted form page's form (`demo/hosted-form.ts`, mounted as `demo/form-page.ts` does): with the definition in
 * the page, the element's loading state is never rendered for the screen (painting it only delayed the form);
 * without it (the sandbox could not read the form), the loading state shows while the definition is fetched.
 */
import { expect } from '@open-wc/testing';
import '../../../src/form.js';
import '../../../src/components/form/ready.js';
import { mountHostedForm } from '../../../demo/hosted-form.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { clearDrafts, RECIPIENT } from './harness.js';

/** One render of the element's shadow root: its phase, and whether its contents are rendered for the screen. */
interface Seen {
  phase: string;
  painted: boolean;
}

async function mountAndShow(withDefinition: boolean) {
  const sb = await startTestSandbox({ sandbox: { demoData: false } });
  const created = await sb.server<{ id: string }>('POST', '/forms', {
    name: 'Contact us',
    title: 'Contact us',
    fields: [
      { key: 'name', label: 'Your name', type: 'text', required: true },
      { key: 'email', label: 'Email', type: 'email' },
    ],
  });
  const formId = created.body.id;
  const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, RECIPIENT);
  const definition = withDefinition
    ? await (
        await sb.fetch(`${BASE_URL}/forms/${formId}/render`, { headers: { Authorization: `Bearer ${token}` } })
      ).text()
    : undefined;
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  const el = mountHostedForm(root, { formId, token, prefill: {}, baseUrl: BASE_URL, definition, fetch: sb.fetch })!;
  // Made after the page's own observer (mountHostedForm's), so it is told of each render after the page reacted
  // to it, in the same task: what it records is what the next frame shows. The element's first render is still
  // to come (a microtask after it connected).
  const seen: Seen[] = [];
  const observer = new MutationObserver(() =>
    seen.push({ phase: el.phase, painted: getComputedStyle(el).contentVisibility !== 'hidden' }),
  );
  observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
  await waitUntil(
    () => el.phase === 'ready' && el.shadowRoot!.querySelector('#f-name'),
    () => `the form did not show; renders seen: ${JSON.stringify(seen)}`,
    { timeout: 15_000 },
  );
  await el.updateComplete;
  observer.disconnect();
  return { el, seen };
}

describe('hosted form page', () => {
  beforeEach(clearDrafts);

  it('with the definition in the page, renders its loading state for no frame, then the form at once', async () => {
    const { el, seen } = await mountAndShow(true);
    const renders = JSON.stringify(seen);
    expect(seen[0], renders).to.deep.equal({ phase: 'loading', painted: false });
    expect(
      seen.filter((s) => s.phase === 'loading' && s.painted),
      renders,
    ).to.deep.equal([]);
    expect(seen.at(-1), renders).to.deep.equal({ phase: 'ready', painted: true });
    const name = el.shadowRoot!.querySelector<HTMLInputElement>('#f-name')!;
    expect(name.getBoundingClientRect().height, 'the first input has a size').to.be.greaterThan(0);
    await expect(el).to.be.accessible();
    await shootAll('form-hosted', { settle: () => el.updateComplete });
    // axe (color-contrast included) in the dark theme and in Arabic too, as the pictures show them.
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    el.setAttribute('locale', 'ar');
    await waitUntil(() => el.shadowRoot!.textContent!.includes('إرسال'), 'the Arabic submit button', {
      timeout: 15000,
    });
    await expect(el).to.be.accessible();
  });

  it('without it (the sandbox could not read the form), shows Loading while the definition is fetched', async () => {
    const { seen } = await mountAndShow(false);
    expect(seen[0], JSON.stringify(seen)).to.deep.equal({ phase: 'loading', painted: true });
  });
});
