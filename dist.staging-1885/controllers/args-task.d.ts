/**
 * What the composer used `@lit/task` for, in a fraction of its bytes (issue 12, size budgets): run an async job
 * whenever its arguments change (checked before each host update, compared item by item with `!==`, NaN equal to
 * itself as Lit's `notEqual` does), abort the run it supersedes, and keep the last run's value and error (a
 * superseded run's answer is dropped). The host updates when a run starts and ends.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
export declare class ArgsTask<A extends readonly unknown[], R> implements ReactiveController {
    #private;
    private readonly host;
    private readonly args;
    private readonly task;
    value: R | undefined;
    error: unknown;
    constructor(host: ReactiveControllerHost, args: () => A, task: (args: A, signal: AbortSignal) => Promise<R>);
    hostUpdate(): void;
}
