/**
 * Renders Component Story Format (CSF 3) stories the way Storybook's web-components renderer does: args merged
 * (meta then story), loaders, decorators (story, then meta, then the preview's own from .storybook/decorators.ts),
 * `render` or the default render (the `component` tag with args set as properties), and `play`.
 *
 * Why not Storybook's `composeStory`: its browser bundle imports CommonJS packages that web-test-runner serves
 * untransformed, so it cannot load here; CSF itself is a small, stable contract.
 */
import { render as litRender, type TemplateResult } from 'lit';
import { decorators as previewDecorators } from '../../../.storybook/decorators.js';

type Args = Record<string, unknown>;
export interface StoryContext {
  id: string;
  name: string;
  title: string;
  component?: string;
  args: Args;
  argTypes: Record<string, unknown>;
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
  loaded: Record<string, unknown>;
  viewMode: 'story';
  canvasElement: HTMLElement;
  abortSignal: AbortSignal;
}
type RenderFn = (args: Args, context: StoryContext) => unknown;
type Decorator = (story: (update?: Partial<StoryContext>) => unknown, context: StoryContext) => unknown;
type Loader = (context: StoryContext) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
type Cleanup = () => void | Promise<void>;

interface Annotations {
  name?: string;
  storyName?: string;
  args?: Args;
  argTypes?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  render?: RenderFn;
  decorators?: Decorator | Decorator[];
  loaders?: Loader | Loader[];
  beforeEach?: ((context: StoryContext) => unknown) | ((context: StoryContext) => unknown)[];
  play?: (context: StoryContext) => unknown;
  globals?: Record<string, unknown>;
  tags?: string[];
}
export interface Meta extends Annotations {
  title?: string;
  component?: string;
  includeStories?: string[] | RegExp;
  excludeStories?: string[] | RegExp;
}
export type StoryModule = { default: Meta; __namedExportsOrder?: string[] } & Record<string, unknown>;

export interface Story {
  exportName: string;
  name: string;
  id: string;
  title: string;
  meta: Meta;
  annotations: Annotations;
  /** CSF 2: the story is its render function. */
  fn?: RenderFn;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const matches = (rule: string[] | RegExp | undefined, name: string) =>
  rule === undefined ? undefined : Array.isArray(rule) ? rule.includes(name) : rule.test(name);
const toId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** `PrimaryButton` → `Primary Button`, as Storybook names stories. */
const startCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** The stories a CSF module exports, in Storybook's order. */
export function storiesOf(mod: StoryModule, fallbackTitle: string): Story[] {
  const meta = mod.default ?? {};
  const title = meta.title ?? fallbackTitle;
  const names =
    mod.__namedExportsOrder ?? Object.keys(mod).filter((k) => k !== 'default' && k !== '__namedExportsOrder');
  return names
    .filter((name) => matches(meta.includeStories, name) !== false && matches(meta.excludeStories, name) !== true)
    .filter((name) => typeof mod[name] === 'function' || (typeof mod[name] === 'object' && mod[name] !== null))
    .map((exportName) => {
      const value = mod[exportName];
      const annotations = (typeof value === 'function' ? value : value) as Annotations;
      const name = annotations.name ?? annotations.storyName ?? startCase(exportName);
      return {
        exportName,
        name,
        id: `${toId(title)}--${toId(exportName)}`,
        title,
        meta,
        annotations,
        fn: typeof value === 'function' ? (value as RenderFn) : undefined,
      };
    });
}

/** Storybook's web-components default render: the component's tag with every arg set as a property. */
function defaultRender(args: Args, context: StoryContext): HTMLElement {
  if (!context.component) throw new Error(`Story ${context.id} has no render function and its meta no component`);
  const element = document.createElement(context.component);
  for (const [key, value] of Object.entries(args)) (element as unknown as Args)[key] = value;
  return element;
}

/**
 * Renders `story` into `canvas` and runs its play function. Resolves to a cleanup function (unmount, then the
 * story's and meta's `beforeEach` cleanups).
 */
export async function renderStory(
  story: Story,
  canvas: HTMLElement,
  globals: Record<string, unknown> = {},
): Promise<Cleanup> {
  const { meta, annotations } = story;
  const controller = new AbortController();
  const context: StoryContext = {
    id: story.id,
    name: story.name,
    title: story.title,
    component: meta.component,
    args: { ...meta.args, ...annotations.args },
    argTypes: { ...meta.argTypes, ...annotations.argTypes },
    globals: { locale: 'en', ...meta.globals, ...annotations.globals, ...globals },
    parameters: { ...meta.parameters, ...annotations.parameters },
    loaded: {},
    viewMode: 'story',
    canvasElement: canvas,
    abortSignal: controller.signal,
  };

  const cleanups: Cleanup[] = [];
  for (const hook of [...list(meta.beforeEach), ...list(annotations.beforeEach)]) {
    const cleanup = await hook(context);
    if (typeof cleanup === 'function') cleanups.push(cleanup as Cleanup);
  }
  for (const loader of [...list(meta.loaders), ...list(annotations.loaders)]) {
    Object.assign(context.loaded, (await loader(context)) ?? {});
  }

  const render: RenderFn = story.fn ?? annotations.render ?? meta.render ?? defaultRender;
  let decorated = (ctx: StoryContext) => render(ctx.args, ctx);
  for (const decorator of [
    ...list(annotations.decorators),
    ...list(meta.decorators),
    ...(previewDecorators as unknown as Decorator[]),
  ]) {
    const inner = decorated;
    decorated = (ctx) =>
      decorator((update) => inner(update ? { ...ctx, ...update, args: { ...ctx.args, ...update.args } } : ctx), ctx);
  }
  const output = decorated(context);

  if (output instanceof Node) canvas.replaceChildren(output);
  else if (typeof output === 'string')
    throw new Error(`${story.id}: HTML strings are not supported here; return a lit template`);
  else litRender(output as TemplateResult, canvas);

  await settle(canvas);
  if (annotations.play ?? meta.play) {
    await (annotations.play ?? meta.play)!(context);
    await settle(canvas);
  }

  return async () => {
    controller.abort();
    litRender(null, canvas);
    canvas.replaceChildren();
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

/** Every element under `root`, through open shadow roots. */
export function* deepElements(root: Element | ShadowRoot): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

/** A cheap fingerprint of the composed tree: element count and text length, shadow roots included. */
function fingerprint(root: HTMLElement): string {
  let elements = 0;
  let text = 0;
  for (const element of deepElements(root)) {
    elements++;
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent!.length;
    for (const attr of ['aria-busy', 'aria-invalid', 'aria-expanded'])
      if (element.hasAttribute(attr)) text += element.getAttribute(attr)!.length;
  }
  return `${elements}:${text}`;
}

/**
 * Waits for the story to finish what it does on its own: pending Lit updates, then a composed tree unchanged for
 * `quietMs` (data arriving from the in-browser sandbox re-renders), at most `maxMs` (a story may stay "loading").
 */
export async function settle(root: HTMLElement, { quietMs = 250, maxMs = 6000 } = {}): Promise<void> {
  const started = performance.now();
  let last = '';
  let quietSince = performance.now();
  while (performance.now() - started < maxMs) {
    await Promise.all(
      [...deepElements(root)]
        .map((e) => (e as Element & { updateComplete?: Promise<unknown> }).updateComplete)
        .filter(Boolean),
    );
    const now = fingerprint(root);
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
