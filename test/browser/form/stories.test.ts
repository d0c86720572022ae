/** Every story of stories/form.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import { expect, waitUntil } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import * as stories from '../../../stories/form.stories.js';

type AnyStory = { args?: object; loaders?: ((ctx: unknown) => Promise<object>)[]; play?: (ctx: unknown) => Promise<void> };
const meta = stories.default as unknown as AnyStory & { render: (args: object, ctx: { loaded: object }) => TemplateResult };
const named = Object.entries(stories).filter(([name]) => name !== 'default') as [string, AnyStory][];

describe('form stories', () => {
  afterEach(() => {
    document.body.querySelectorAll('.story-root').forEach((el) => el.remove());
  });

  it('cover the states issue 18 adds', () => {
    const names = named.map(([name]) => name);
    for (const state of ['OneQuestionAtATime', 'OneQuestionInvalid', 'OneQuestionSecondStep', 'PhoneCountryPicker', 'AnswerSummary', 'WebsiteAndTimeErrors', 'FocusRingOnStars']) {
      expect(names).to.include(state);
    }
  });

  for (const [name, story] of named) {
    it(`${name} renders and is axe-clean`, async function () {
      this.timeout(30_000);
      const args = { ...meta.args, ...story.args };
      const loaders = story.loaders ?? meta.loaders ?? [];
      const loaded = Object.assign({}, ...(await Promise.all(loaders.map((load) => load({ args })))));
      const canvasElement = document.createElement('div');
      canvasElement.className = 'story-root';
      document.body.append(canvasElement);
      render(meta.render(args, { loaded }), canvasElement);
      await story.play?.({ canvasElement, loaded, args });
      const el = canvasElement.querySelector('parley-form') as ParleyForm;
      expect(el).to.exist;
      if (name !== 'Loading') await waitUntil(() => el.phase !== 'loading' && el.phase !== 'submitting', 'story settled', { timeout: 10_000 });
      await new Promise((r) => setTimeout(r, 300));
      await el.updateComplete;
      if (name === 'OneQuestionInvalid') expect(el.shadowRoot!.querySelector('[part=error]')?.textContent).to.contain('required');
      if (name === 'OneQuestionSecondStep') expect(el.shadowRoot!.querySelector('[part=country]')).to.exist;
      if (name === 'AnswerSummary') expect(el.shadowRoot!.querySelector('[part=answers]')?.textContent).to.contain('Ada Lovelace');
      if (name === 'WebsiteAndTimeErrors') {
        const errors = [...el.shadowRoot!.querySelectorAll('[part=error]')].map((e) => e.textContent);
        expect(errors).to.deep.equal(['! Choose 9:00 AM or later'.replace('! ', '')]);
      }
      await expect(el).to.be.accessible();
      el.remove();
    });
  }
});
