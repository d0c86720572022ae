/**
 * The phone library (libphonenumber-js, ~48 kB) is not part of a form's first screen: it is fetched on the first
 * focus of a phone field, or when the browser is idle after that screen. Its own file: the library is a module of
 * the page, so once any test of a file has loaded it, it stays loaded.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { loadPhoneSupport } from '../../../src/core/phone.js';
import { shootAll } from '../helpers/screenshot.js';
import { $, clearDrafts, setupForm, submissions, submit, watchResources } from './harness.js';

const phoneLibraryFetched = (names: string[]) => names.some((n) => n.includes('libphonenumber-js'));

describe('<parley-form> phone library', () => {
  beforeEach(clearDrafts);

  it('is not fetched for the first screen; the first focus of a phone field fetches it, then typing formats', async () => {
    // Idle time never comes in this test, so only the focus can ask for the library.
    const realIdle = window.requestIdleCallback;
    window.requestIdleCallback = () => 0;
    const fetched = watchResources();
    try {
      const { el, sb, formId } = await setupForm({
        fields: [
          { key: 'name', label: 'Name', type: 'text' },
          { key: 'tel', label: 'Mobile', type: 'phone', defaultCountry: 'US', required: true },
        ],
      });
      expect($(el, '#f-tel'), 'the phone field is on the first screen').to.exist;
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(phoneLibraryFetched(fetched.names), 'fetched before any focus').to.equal(false);
      expect(el.shadowRoot!.querySelector('select.country'), 'no country picker before the library').to.equal(null);
      // A first screen without the library is a working form: what it shows passes axe.
      await expect(el).to.be.accessible();
      await shootAll('form-phone-before-library', { settle: () => el.updateComplete });

      const focusedAt = performance.now();
      $(el, '#f-tel').focus();
      // What the library brings (the country picker) is the wait; the resource list then says it was fetched (an
      // observer's entries arrive in a low-priority task, which a busy machine may hold back). Under the test server
      // the library is 93 modules, each transformed on its first request: ~1 s on a quiet machine, 2.6 s at load 5.
      const trail = () =>
        `focused: ${el.shadowRoot!.activeElement?.id ?? 'nothing'} (page focused: ${document.hasFocus()}), library modules fetched: ${
          fetched.names.filter((name) => name.includes('libphonenumber-js')).length
        }, after ${Math.round(performance.now() - focusedAt)} ms`;
      try {
        await waitUntil(() => el.shadowRoot!.querySelector('select.country') !== null);
      } catch {
        // What the page saw, then whether the library itself can be loaded (the element retries on the next focus).
        const seen = trail();
        const load = await loadPhoneSupport().then(
          () => 'loads now',
          (error: Error) => `${error.message}: ${String(error.cause)}`,
        );
        throw new Error(`no country picker after focus (${seen}; library: ${load})`);
      }
      console.log(`[phone-lazy] country picker ${trail()}`);
      await waitUntil(
        () =>
          phoneLibraryFetched(fetched.names) ||
          phoneLibraryFetched(performance.getEntriesByType('resource').map((e) => e.name)),
        'focus did not fetch the library',
      );
      $(el, '#f-tel').focus();
      await sendKeys({ type: '4155550142' });
      await waitUntil(() => $<HTMLInputElement>(el, '#f-tel').value === '(415) 555-0142', 'not formatted as typed', {
        timeout: 8000,
      });
      await expect(el).to.be.accessible();
      await shootAll('form-phone-library-loaded', { settle: () => el.updateComplete });
      await submit(el);
      expect(el.phase).to.equal('done');
      const [stored] = await submissions(sb, formId);
      expect(stored!.data).to.deep.equal({ tel: '+14155550142' });
    } finally {
      window.requestIdleCallback = realIdle;
      fetched.stop();
    }
  });
});
