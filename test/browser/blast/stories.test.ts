/** Every story of stories/blast.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import * as stories from '../../../stories/blast.stories.js';
import { describeElementStories } from '../stories/element-stories.js';

/** Each story's state, read from what the element shows (its view state is private). */
const shown = (e: ParleyBlast, selector: string) => !!e.shadowRoot!.querySelector(selector);
const reached: Record<string, (el: ParleyBlast) => boolean> = {
  Required: (e) => shown(e, '#text-error') && !shown(e, '#confirm-title'),
  Confirm: (e) => shown(e, '#confirm-title') && shown(e, '[part="summary"]'),
  Progress: (e) => shown(e, '#progress-title') && !!e.blast,
  Completed: (e) => e.blast?.status === 'COMPLETED',
  Scheduled: (e) => e.blast?.status === 'SCHEDULED' && e.blast.type === 'RCS',
  SendError: (e) =>
    shown(e, '#confirm-title') &&
    /Could not send the blast/.test(e.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? ''),
  Loading: (e) => e.shadowRoot!.querySelector('[role="status"]')?.textContent === 'Loading audiences…',
  NoScope: (e) => /may not send blasts/.test(e.shadowRoot!.textContent ?? ''),
};

describeElementStories<ParleyBlast>({
  title: 'blast stories',
  module: stories,
  tag: 'parley-blast',
  states: [
    'Edit',
    'Required',
    'Confirm',
    'Progress',
    'Completed',
    'Scheduled',
    'SendError',
    'Loading',
    'NoScope',
    'Dark',
    'ArabicRtl',
  ],
  check(name, el) {
    if (reached[name] && !reached[name]!(el)) throw new Error(`${name}: the story's state was not reached`);
  },
});
