/** Every story of stories/form.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import * as stories from '../../../stories/form.stories.js';
import { describeElementStories } from '../stories/element-stories.js';

describeElementStories<ParleyForm>({
  title: 'form stories',
  module: stories,
  tag: 'parley-form',
  // The respondent states: steps, answers, errors in words.
  states: [
    'OneQuestionAtATime',
    'OneQuestionInvalid',
    'OneQuestionSecondStep',
    'PhoneCountryPicker',
    'AnswerSummary',
    'WebsiteAndTimeErrors',
    'FocusRingOnStars',
  ],
  async check(name, el) {
    if (name !== 'Loading')
      await waitUntil(() => el.phase !== 'loading' && el.phase !== 'submitting', 'story settled', { timeout: 10_000 });
    await el.updateComplete;
    const root = el.shadowRoot!;
    if (name === 'OneQuestionInvalid') expect(root.querySelector('[part=error]')?.textContent).to.contain('required');
    if (name === 'OneQuestionSecondStep') expect(root.querySelector('[part=country]')).to.exist;
    if (name === 'ServiceDownWaits') {
      // Kept, under a heading one below the form's title (heading-level 1 in the stories): axe's heading-order holds.
      await waitUntil(() => root.querySelector('[part~="outbox-item"]'), 'the answers were not kept', {
        timeout: 10_000,
      });
      expect(root.querySelector('[part~="outbox-title"]')?.localName).to.equal('h2');
      expect(root.querySelector('[part~="outbox-title"]')?.textContent).to.equal('Waiting to send (1)');
    }
    if (name === 'AnswerSummary') expect(root.querySelector('[part=answers]')?.textContent).to.contain('Ada Lovelace');
    if (name === 'WebsiteAndTimeErrors') {
      expect([...root.querySelectorAll('[part=error]')].map((e) => e.textContent)).to.deep.equal([
        'Choose 9:00 AM or later',
      ]);
    }
  },
});
