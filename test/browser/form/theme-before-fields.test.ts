/**
 * `<parley-form>` reads the resolved colours of its card (for the input borders' 3:1 contrast and the native controls'
 * colour scheme) before the render that inserts a form's fields, not after it: a read after it makes Chromium
 * calculate every new field's style for the read, and again for the frame, since what the read decides reaches every
 * field. Watched in real Chromium: each `getComputedStyle` on the element's `.page` records whether the fields were
 * already in the shadow root. The borders the read decides are checked too (a pale theme border raised to 3:1).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { clearDrafts, clientFor, open, RECIPIENT } from './harness.js';

describe('<parley-form> theme before its fields', () => {
  beforeEach(clearDrafts);

  it('reads the card’s resolved colours while it holds the loading state, and still raises a pale border', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const fields = [
      { key: 'name', label: 'Your name', type: 'text', required: true },
      { key: 'email', label: 'Email', type: 'email' },
      { key: 'about', label: 'About you', type: 'textarea' },
    ];
    const created = await sb.server<{ id: string }>('POST', '/forms', {
      name: 'Themed',
      title: 'Themed',
      fields,
      // A mint border on white: 1.3:1, which the element raises to 3:1 for the inputs.
      theme_override: { colors: { border: '#99f6e4', background: '#ffffff', surface: '#ffffff' } },
    });
    const formId = created.body.id;
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, RECIPIENT);
    /** One entry per read of `.page`'s computed style: were the fields in the shadow root then? */
    const reads: boolean[] = [];
    const original = window.getComputedStyle;
    window.getComputedStyle = function (this: Window, element: Element, pseudo?: string | null) {
      const root = element.getRootNode();
      if (element.classList?.contains('page') && root instanceof ShadowRoot && root.host.localName === 'parley-form')
        reads.push(!!root.querySelector('input, textarea, select'));
      return original.call(this, element, pseudo);
    } as typeof window.getComputedStyle;
    try {
      const el = await open(formId, clientFor(sb, token));
      await waitUntil(() => el.phase === 'ready', `the form shown (phase ${el.phase})`);
      await el.updateComplete;
      console.log(`[theme-before-fields] reads of .page's style, fields present at each: ${JSON.stringify(reads)}`);
      expect(reads.length, 'the resolved colours were read').to.be.greaterThan(0);
      expect(reads, 'no read with the fields already in the DOM').to.deep.equal(reads.map(() => false));
      const page = el.shadowRoot!.querySelector<HTMLElement>('.page')!;
      const border = page.style.getPropertyValue('--_control-border');
      expect(border, 'the pale border raised for the inputs').to.match(/^#[\da-f]{6}$/);
      expect(border).to.not.equal('#99f6e4');
      const input = el.shadowRoot!.querySelector<HTMLInputElement>('#f-name')!;
      expect(getComputedStyle(input).borderTopColor, 'the input drawn with the raised border').to.not.equal(
        'rgb(153, 246, 228)',
      );
      expect(page.style.colorScheme, 'native controls follow the white card').to.equal('light');
    } finally {
      window.getComputedStyle = original;
    }
  });
});
