/**
 * English a host registers keeps its words after the composer's later chunk (`later.ts`) brings the rest of the
 * English catalog: the shipped words fill in under the host's, never over them. Its own file: the chunk merges its
 * words once per page, so it must not have loaded before the host registers.
 */
import { expect } from '@open-wc/testing';
import { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { composerMessages } from '../../../src/i18n/composer.js';
import { $, click, mount, text } from './helpers.js';

describe('<parley-composer> with English registered by the host', () => {
  it("shows the host's words for the first screen and the later editors, the shipped ones elsewhere", async () => {
    const shipped = composerMessages.en;
    ParleyComposer.registerLanguage('en', { ...shipped, send: 'Send it', fallbackFrom: 'Our number' });
    try {
      const { el } = await mount({ to: '+14155550123' });
      expect(text(el, '[part~="send-button"]')).to.equal('Send it');
      await click(el, '[part~="fallback"] input[type="checkbox"]');
      expect(text(el, 'label[for="f-fallback-from"]')).to.equal('Our number');
      // A word the host left out comes from the later chunk.
      expect(text(el, 'label[for="f-fallback-text"]')).to.equal('Fallback text');
      expect($(el, '[part~="fallback"]')).to.exist;
    } finally {
      composerMessages.en = shipped;
    }
  });
});
