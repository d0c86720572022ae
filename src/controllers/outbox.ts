/**
 * `OutboxController` (`outbox-controller.ts`) loading its view from here, for an element that does not hand a loader
 * of its own. The `import()` below makes `outbox-view.ts` an entry point of every bundle that has this module, which
 * esbuild then splits its reach into the first screen by (docs/decisions/012-size-budgets.md): elements whose lazy
 * parts go through their first-screen module use `outbox-controller.ts` with their own loader.
 */
import { OutboxController as ElementOutbox, type OutboxControllerOptions } from './outbox-controller.js';

export type { OutboxControllerOptions, OutboxView } from './outbox-controller.js';

export class OutboxController extends ElementOutbox {
  constructor(host: ConstructorParameters<typeof ElementOutbox>[0], options: Omit<OutboxControllerOptions, 'view'>) {
    super(host, { view: () => import('./outbox-view.js'), ...options });
  }
}
