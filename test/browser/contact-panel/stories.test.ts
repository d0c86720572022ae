/** Every story of stories/contact-panel.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import * as stories from '../../../stories/contact-panel.stories.js';
import { describeElementStories } from '../stories/element-stories.js';

const reached: Record<string, (el: ParleyContactPanel) => boolean> = {
  Saved: (e) => e.status === 'saved',
  InvalidEmail: (e) => e.status === 'invalid' && !!e.errors.email,
  SaveError: (e) => e.status === 'error',
  ReadOnly: (e) => !e.canWrite && e.canRead,
  Loading: (e) => e.loading,
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
