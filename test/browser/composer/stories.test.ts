/** Every composer story renders (loaders, render, play as Storybook runs them) and is axe-clean. */
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { TemplateResult } from 'lit';
import * as stories from '../../../stories/composer.stories.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- CSF objects
const meta = stories.default as Any;

describe('composer stories', () => {
  for (const [name, story] of Object.entries(stories as Any)) {
    if (name === 'default') continue;
    it(name, async () => {
      const args = { ...meta.args, ...story.args };
      const loaders = (story.loaders ?? meta.loaders) as (() => Promise<Any>)[];
      const loaded = Object.assign({}, ...(await Promise.all(loaders.map((load) => load()))));
      const canvasElement = await fixture<HTMLElement>(
        ((story.render ?? meta.render) as (a: Any, c: Any) => TemplateResult)(args, { loaded }),
      );
      const el = (
        canvasElement.matches('parley-composer') ? canvasElement : canvasElement.querySelector('parley-composer')
      ) as ParleyComposer;
      await el.updateComplete;
      const canvas = el.parentElement!;
      if (story.play) await story.play({ canvasElement: canvas, args });
      await el.updateComplete;
      if (name === 'SentWithFallback')
        await waitUntil(() => el.result?.status === 'FALLBACK_SENT', 'no fallback', { timeout: 10_000 });
      if (name === 'ScheduledList')
        await waitUntil(() => el.shadowRoot!.querySelectorAll('[part~="scheduled"] li').length === 2, 'no list', {
          timeout: 4000,
        });
      if (name === 'Errors') expect(el.shadowRoot!.querySelector('[part~="errors"]')).to.exist;
      if (name === 'NoToken') expect(el.shadowRoot!.textContent).to.contain('no token');
      await expect(el).to.be.accessible();
    });
  }
});
