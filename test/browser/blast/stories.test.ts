/** Every story of stories/blast.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import { expect } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import * as stories from '../../../stories/blast.stories.js';

type AnyStory = { args?: object; loaders?: ((ctx: unknown) => Promise<object>)[]; play?: (ctx: unknown) => Promise<void> };
const meta = stories.default as unknown as AnyStory & { render: (args: object, ctx: { loaded: object }) => TemplateResult };
const named = Object.entries(stories).filter(([name]) => name !== 'default') as [string, AnyStory][];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('blast stories', () => {
  afterEach(() => document.body.querySelectorAll('.story-root').forEach((el) => el.remove()));

  it('cover every state', () => {
    const names = named.map(([name]) => name);
    for (const state of ['Edit', 'Required', 'Confirm', 'Progress', 'Completed', 'Scheduled', 'SendError', 'Loading', 'NoScope', 'Dark', 'ArabicRtl']) expect(names).to.include(state);
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
      const el = canvasElement.querySelector('parley-blast') as ParleyBlast;
      await pause(300);
      await el.updateComplete;
      const expected: Record<string, (el: ParleyBlast) => boolean> = {
        Required: (e) => e.step === 'edit' && e.touched,
        Confirm: (e) => e.step === 'confirm' && !!e.estimate,
        Progress: (e) => e.step === 'progress' && !!e.blast,
        Completed: (e) => e.blast?.status === 'COMPLETED',
        Scheduled: (e) => e.blast?.status === 'SCHEDULED' && e.blast.type === 'RCS',
        SendError: (e) => e.error?.action === 'send',
        Loading: (e) => e.audiences === undefined,
        NoScope: (e) => !!e.scopes && !e.scopes.has('messages:blast'),
      };
      if (expected[name]) expect(expected[name]!(el), `${name} state reached`).to.equal(true);
      await expect(el).to.be.accessible();
      el.remove();
    });
  }
});
