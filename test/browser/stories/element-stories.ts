/**
 * The per-element story suites share one loop: every story of a CSF module renders on its sandbox (its loaders run),
 * its play function runs, the element reaches the state the story names, and axe (every rule, color-contrast
 * included) finds nothing. Each suite passes the states it must cover and how to recognise them.
 */
import { expect } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';

type AnyStory = {
  args?: object;
  loaders?: ((ctx: unknown) => Promise<object>)[];
  play?: (ctx: unknown) => Promise<void>;
};

export interface ElementStories<E extends HTMLElement> {
  /** The suite's name (`blast stories`). */
  title: string;
  /** `import * as stories from '…/x.stories.js'`. */
  module: Record<string, unknown>;
  /** The element each story renders. */
  tag: string;
  /** Story names that must exist (every state the element can be in). */
  states: readonly string[];
  /** After play: waits for the story's state and checks it (throws when not reached). */
  check?: (name: string, el: E) => Promise<void> | void;
}

export function describeElementStories<E extends HTMLElement & { updateComplete?: Promise<unknown> }>(
  suite: ElementStories<E>,
): void {
  const meta = suite.module.default as AnyStory & { render: (args: object, ctx: { loaded: object }) => TemplateResult };
  const named = Object.entries(suite.module).filter(([name]) => name !== 'default') as [string, AnyStory][];

  describe(suite.title, () => {
    afterEach(() => document.body.querySelectorAll('.story-root').forEach((el) => el.remove()));

    it('cover every state', () => {
      const names = named.map(([name]) => name);
      for (const state of suite.states) expect(names).to.include(state);
    });

    for (const [name, story] of named) {
      it(`${name} renders and is axe-clean`, async function () {
        this.timeout(90_000);
        const args = { ...meta.args, ...story.args };
        const loaders = story.loaders ?? meta.loaders ?? [];
        const loaded = Object.assign({}, ...(await Promise.all(loaders.map((load) => load({ args })))));
        const canvasElement = document.createElement('div');
        canvasElement.className = 'story-root';
        document.body.append(canvasElement);
        render(meta.render(args, { loaded }), canvasElement);
        await story.play?.({ canvasElement, loaded, args });
        const el = canvasElement.querySelector(suite.tag) as E;
        expect(el, `<${suite.tag}> rendered`).to.exist;
        await new Promise((r) => setTimeout(r, 300));
        await el.updateComplete;
        await suite.check?.(name, el);
        await expect(el).to.be.accessible();
        el.remove();
      });
    }
  });
}
