/** Every story of stories/contact-panel.stories.ts renders on its sandbox, runs its play function, and is axe-clean. */
import { expect } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import * as stories from '../../../stories/contact-panel.stories.js';

type AnyStory = { args?: object; loaders?: ((ctx: unknown) => Promise<object>)[]; play?: (ctx: unknown) => Promise<void> };
const meta = stories.default as unknown as AnyStory & { render: (args: object, ctx: { loaded: object }) => TemplateResult };
const named = Object.entries(stories).filter(([name]) => name !== 'default') as [string, AnyStory][];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('contact panel stories', () => {
  afterEach(() => document.body.querySelectorAll('.story-root').forEach((el) => el.remove()));

  it('cover every state', () => {
    const names = named.map(([name]) => name);
    // Without a contacts scope the panel renders nothing at all (tested in contact-panel.test.ts): no story for it.
    for (const state of ['Editable', 'Saved', 'InvalidEmail', 'SaveError', 'ReadOnly', 'Loading', 'Dark', 'ArabicRtl']) expect(names).to.include(state);
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
      const el = canvasElement.querySelector('parley-contact-panel') as ParleyContactPanel;
      await pause(300);
      await el.updateComplete;
      const expected: Record<string, (el: ParleyContactPanel) => boolean> = {
        Saved: (e) => e.status === 'saved',
        InvalidEmail: (e) => e.status === 'invalid' && !!e.errors.email,
        SaveError: (e) => e.status === 'error',
        ReadOnly: (e) => !e.canWrite && e.canRead,
        Loading: (e) => e.loading,
      };
      if (expected[name]) expect(expected[name]!(el), `${name} state reached`).to.equal(true);
      await expect(el).to.be.accessible();
      el.remove();
    });
  }
});
