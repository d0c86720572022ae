/**
 * What a controller shows, owned by it: setting fields that changed asks the host to render, as setting a reactive
 * property of an element does. Read `value`, change with `set`; objects in it are replaced, never mutated.
 */
import type { ReactiveControllerHost } from 'lit';
export declare class ViewState<T extends object> {
    #private;
    constructor(host: ReactiveControllerHost, initial: T);
    get value(): Readonly<T>;
    set(patch: Partial<T>): void;
}
