/** Every story of stories/contact-panel.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import * as stories from '../../../stories/contact-panel.stories.js';
import { describeElementStories } from '../stories/element-stories.js';

/** Each story's state, read from what the panel shows (its view state is private). */
const status = (e: ParleyContactPanel) => e.shadowRoot!.querySelector('[part="status"]')?.getAttribute('data-status');
const reached: Record<string, (el: ParleyContactPanel) => boolean> = {
  Saved: (e) => status(e) === 'saved',
  InvalidEmail: (e) => status(e) === 'invalid' && !!e.shadowRoot!.querySelector('#f-email-error'),
  SaveError: (e) => status(e) === 'error',
  ReadOnly: (e) => !!e.shadowRoot!.querySelector('.badge') && !e.shadowRoot!.querySelector('input'),
  Loading: (e) =>
    !!e.shadowRoot!.querySelector('p[role="status"][part="status"]') && !e.shadowRoot!.querySelector('section'),
};

describeElementStories<ParleyContactPanel>({
  title: 'contact panel stories',
  module: stories,
  tag: 'parley-contact-panel',
  // Without a contacts scope the panel renders nothing at all (tested in contact-panel.test.ts): no story for it.
  states: ['Editable', 'Saved', 'InvalidEmail', 'SaveError', 'ReadOnly', 'Loading', 'Dark', 'ArabicRtl'],
  check(name, el) {
    if (reached[name] && !reached[name]!(el)) throw new Error(`${name}: the story's state was not reached`);
  },
});
