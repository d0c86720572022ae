/** Every story of stories/inbox.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import { waitUntil } from '../helpers/wait.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import * as stories from '../../../stories/inbox.stories.js';
import { describeElementStories } from '../stories/element-stories.js';
import { settle } from './helpers.js';
import { inboxState } from './harness.js';

describeElementStories<ParleyInbox>({
  title: 'inbox stories',
  module: stories,
  tag: 'parley-inbox',
  states: [
    'List',
    'Thread',
    'Loading',
    'Empty',
    'ListError',
    'FailedSend',
    'Notes',
    'Narrow',
    'Dark',
    'ArabicRtl',
    'NoToken',
    'SessionExpired',
  ],
  async check(name, el) {
    if (name !== 'Loading' && name !== 'NoToken')
      await waitUntil(() => inboxState(el).listStatus !== 'loading', 'the list never settled');
    await settle({ el } as never, 3);
  },
});
