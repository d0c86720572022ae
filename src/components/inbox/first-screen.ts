/**
 * The inbox's first screen as one module: every module the inbox loads on first use (`import()`: its parts in
 * `lazy-parts.ts` and `pane-context.ts`, and the shared code it loads as its own part, `contact-panel.ts`,
 * `outbox-view.ts`) imports this module first. A bundler that splits by the set of entry points reaching a module
 * (esbuild) then finds one set for the whole first screen, so it ships as one file instead of one separately
 * compressed file per combination of parts that reach some of it. It is listed in package.json `sideEffects`, so
 * that an import for its effect keeps it and its imports in every bundle; it runs nothing. A structure test
 * (`test/node/structure/first-screens.test.ts`) holds every lazily loaded module to it (docs/decisions/012).
 */
export { ParleyInbox } from './inbox.component.js';
export { defineElement } from '../shared/define.js';
