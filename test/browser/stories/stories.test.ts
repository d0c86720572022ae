/**
 * Every Storybook story renders in Chromium, settles without an uncaught error, shows its element, and is
 * axe-clean (DESIGN §5: accessible in every state) — the same stories `npm run storybook` shows, through the same
 * global decorators. test/node/dist/stories-list.test.ts checks that STORY_FILES names every file in stories/.
 */
import { expect } from '@open-wc/testing';
import { deepElements, renderStory, storiesOf, type Story, type StoryModule } from './csf.js';

export const STORY_FILES = ['blast', 'composer', 'contact-panel', 'form', 'inbox', 'rcs'] as const;

const loaded: { file: string; stories: Story[]; error?: unknown }[] = [];
for (const file of STORY_FILES) {
  try {
    const mod = (await import(`../../../stories/${file}.stories.ts`)) as StoryModule;
    loaded.push({ file, stories: storiesOf(mod, file) });
  } catch (error) {
    loaded.push({ file, stories: [], error });
  }
}

/** axe rules a story turns off through Storybook's own parameter (`parameters.a11y.config.rules`). */
function ignoredRules(story: Story): string[] {
  const params = { ...story.meta.parameters, ...story.annotations.parameters } as {
    a11y?: { config?: { rules?: { id: string; enabled?: boolean }[] } };
  };
  return (params.a11y?.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id);
}

function a11yOff(story: Story): boolean {
  const params = { ...story.meta.parameters, ...story.annotations.parameters } as {
    a11y?: { test?: string; disable?: boolean };
  };
  return params.a11y?.test === 'off' || params.a11y?.disable === true;
}

for (const { file, stories, error } of loaded) {
  describe(`stories/${file}.stories.ts`, () => {
    it('loads and exports stories', () => {
      if (error) throw error;
      expect(stories.length, 'story count').to.be.greaterThan(0);
    });

    for (const story of stories) {
      it(`${story.title} / ${story.name}`, async () => {
        const canvas = document.createElement('div');
        canvas.id = 'storybook-root';
        document.body.append(canvas);
        const uncaught: unknown[] = [];
        const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
        const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
        window.addEventListener('error', onError);
        window.addEventListener('unhandledrejection', onRejection);
        let cleanup: (() => Promise<void> | void) | undefined;
        try {
          cleanup = await renderStory(story, canvas);
          const elements = [...deepElements(canvas)].filter((e) => e.localName.startsWith('parley-'));
          expect(elements.length, 'a parley element is on the canvas').to.be.greaterThan(0);
          for (const element of elements) {
            // Sub-elements such as <parley-reaction-picker> render into their parent's shadow root (no root of their own).
            expect(
              (element.shadowRoot ?? element).childElementCount,
              `<${element.localName}> rendered`,
            ).to.be.greaterThan(0);
          }
          if (!a11yOff(story)) await expect(canvas).to.be.accessible({ ignoredRules: ignoredRules(story) });
          expect(uncaught, 'uncaught errors').to.deep.equal([]);
        } finally {
          window.removeEventListener('error', onError);
          window.removeEventListener('unhandledrejection', onRejection);
          await cleanup?.();
          canvas.remove();
        }
      });
    }
  });
}
