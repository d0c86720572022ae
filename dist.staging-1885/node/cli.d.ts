/** Where output goes; tests pass their own. */
export interface CliIO {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
    env: Record<string, string | undefined>;
    /** The fetch of `parley links|test-agent|contacts|audiences|blasts` (tests pass an in-process sandbox's). */
    fetch?: typeof fetch;
    /** Waits between polls of `parley blasts send --wait` (tests pass a fake). */
    sleep?: (ms: number) => Promise<void>;
}
/** What `parley sandbox` hands to `startSandboxServer`. Unset values mean "the documented default". */
export interface SandboxCliOptions {
    port?: number;
    host?: string;
    dataFile?: string;
    apiKey?: string;
    embedKid?: string;
    embedSecret?: string;
    team?: string;
    demoData: boolean;
    demo: boolean;
    /** `--plan free|pro|enterprise` (unset: pro). */
    plan?: 'free' | 'pro' | 'enterprise';
    /** false with `--no-silent-auth`. */
    silentAuth: boolean;
}
export declare const HELP: string;
/** Parses `parley sandbox` flags into the options `startSandboxServer` takes. */
export declare function parseSandboxArgs(args: string[]): SandboxCliOptions;
/**
 * Runs the `parley` command with its arguments (without `node` and the script) and resolves to the exit code:
 * 0 success, 1 failure, 2 bad usage (message on stderr).
 *
 * @example
 * ```ts
 * process.exitCode = await main(process.argv.slice(2));
 * ```
 */
export declare function main(argv: string[], io?: CliIO): Promise<number>;
