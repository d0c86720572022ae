/**
 * The form's one way of loading code on first use: a declared loader (`() => import(...)`) loaded once per element
 * by this controller, which memoizes it, adopts the module's `styles` into the element's shadow root (with the CSP
 * nonce fallback of `adoptStyles`) and asks the element to render again. A failed load is forgotten, so the next
 * use tries again (offline, or a deploy removed an old chunk).
 */
import type { CSSResult, ReactiveController, ReactiveControllerHost } from 'lit';
export type Loader<M> = () => Promise<M>;
export declare class LazyModules implements ReactiveController {
    #private;
    constructor(host: ReactiveControllerHost & {
        readonly renderRoot: HTMLElement | DocumentFragment;
    });
    hostConnected(): void;
    /** The module if it has loaded. */
    get<M>(loader: Loader<M>): M | undefined;
    /** Loads the module (once), adopts its `styles` and requests an update. */
    load<M>(loader: Loader<M>): Promise<M>;
    /** Adopts a style sheet a loaded part hands over itself (a field type's `styles`). */
    adopt(styles: CSSResult | undefined): void;
}
