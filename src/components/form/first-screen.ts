/**
 * The form's first screen as one module: every module the form loads on first use (`import()`: `ready.ts`, the
 * parts of `parts.ts`, the field types of `fields/registry.ts`, and the outbox's view as its own part,
 * `outbox-view.ts`) imports this module first. A bundler that splits by the set of entry points reaching a module
 * (esbuild) then finds one set for the whole first screen, so it ships as one file instead of one separately
 * compressed file per combination of parts that reach some of it. It is listed in package.json `sideEffects`, so
 * that an import for its effect keeps it and its imports in every bundle; it runs nothing. A structure test
 * (`test/node/structure/first-screens.test.ts`) holds every lazily loaded module to it (docs/decisions/012).
 */
export { ParleyForm } from './form.component.js';
export { defineElement } from '../shared/define.js';
