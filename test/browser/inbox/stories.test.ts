/** Every story of stories/inbox.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import { expect } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import * as stories from '../../../stories/inbox.stories.js';
import { settle } from './helpers.js';
import { inboxState } from './harness.js';

type AnyStory = { args?: object; loaders?: ((ctx: unknown) => Promise<object>)[]; play?: (ctx: unknown) => Promise<void> };
const meta = stories.default as unknown as AnyStory & { render: (args: object, ctx: { loaded: object }) => TemplateResult };
const named = Object.entries(stories).filter(([name]) => name !== 'default') as [string, AnyStory][];

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('inbox stories', () => {
  afterEach(() => {
    document.body.querySelectorAll('.story-root').forEach((el) => el.remove());
  });

  it('cover the states the issue lists', () => {
    const names = named.map(([name]) => name);
    for (const state of ['List', 'Thread', 'Loading', 'Empty', 'ListError', 'FailedSend', 'Notes', 'Narrow', 'Dark', 'ArabicRtl', 'NoToken', 'SessionExpired']) {
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
      const el = canvasElement.querySelector('parley-inbox') as ParleyInbox;
      expect(el).to.exist;
      await pause(300);
      await settle({ el } as never, 3);
      if (name !== 'Loading' && name !== 'NoToken') expect(inboxState(el).listStatus, 'list settled').to.not.equal('loading');
      await expect(el).to.be.accessible();
      el.remove();
    });
  }
});
