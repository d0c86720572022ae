/** Every story of stories/blast.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import * as stories from '../../../stories/blast.stories.js';
import { describeElementStories } from '../stories/element-stories.js';

const reached: Record<string, (el: ParleyBlast) => boolean> = {
  Required: (e) => e.step === 'edit' && e.touched,
  Confirm: (e) => e.step === 'confirm' && !!e.estimate,
  Progress: (e) => e.step === 'progress' && !!e.blast,
  Completed: (e) => e.blast?.status === 'COMPLETED',
  Scheduled: (e) => e.blast?.status === 'SCHEDULED' && e.blast.type === 'RCS',
  SendError: (e) => e.error?.action === 'send',
  Loading: (e) => e.audiences === undefined,
  NoScope: (e) => !!e.scopes && !e.scopes.has('messages:blast'),
};

describeElementStories<ParleyBlast>({
  title: 'blast stories',
  module: stories,
  tag: 'parley-blast',
  states: ['Edit', 'Required', 'Confirm', 'Progress', 'Completed', 'Scheduled', 'SendError', 'Loading', 'NoScope', 'Dark', 'ArabicRtl'],
  check(name, el) {
    if (reached[name] && !reached[name]!(el)) throw new Error(`${name}: the story's state was not reached`);
  },
});
