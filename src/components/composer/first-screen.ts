/**
 * The composer's first screen as one module, and what its lazy parts take from it: the modules the composer loads
 * with `import()` (`later.ts`, `send-rules.ts`) import this module first, and the parts in `later.ts` import
 * first-screen code through it (`kindOf`, `KINDS`). A bundler that splits by the set of entry points reaching a module
 * (esbuild) then finds one set for the whole first screen, so it ships as one file instead of the element's own
 * modules (reached by the entry alone) in one and those the lazy parts share in another, each compressed apart
 * (docs/decisions/012-size-budgets.md). It is listed in package.json `sideEffects`, so that an import for its effect
 * keeps it and its imports in every bundle; it runs nothing (the element's module has already run when a lazy part
 * loads).
 */
export { ParleyComposer } from './composer.component.js';
// Its registration too (`src/composer.ts` calls it), which `later.ts` also reaches (`<parley-agent-identity>`).
export { defineElement } from '../shared/define.js';
export { KINDS, kindOf } from './kinds/index.js';
