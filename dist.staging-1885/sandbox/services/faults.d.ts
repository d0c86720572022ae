/**
 * Fault injection, so the elements' retry, reconnect and error states can be exercised against the sandbox: per
 * route, a share of requests is delayed, answered 500 (before running), or dropped (after running, the response
 * body errors like a cut connection). Set with the `faults` option or `POST /sandbox/faults`; sandbox-only routes are never faulted (a test
 * must always be able to switch faults off).
 */
import type { MiddlewareHandler } from 'hono';
import * as z from '../../schemas/zod.js';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../http.js';
export declare const FaultRule: z.ZodMiniObject<{
    path: z.ZodMiniString<string>;
    method: z.ZodMiniOptional<z.ZodMiniString<string>>;
    drop: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    error: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    delayMs: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>;
export type FaultRule = z.infer<typeof FaultRule>;
export declare const FaultRules: z.ZodMiniObject<{
    rules: z.ZodMiniArray<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        method: z.ZodMiniOptional<z.ZodMiniString<string>>;
        drop: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        error: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        delayMs: z.ZodMiniOptional<z.ZodMiniInt>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type FaultRules = z.infer<typeof FaultRules>;
export interface Faults {
    readonly rules: FaultRules;
    set(rules: FaultRules): void;
    middleware(basePath: string): MiddlewareHandler<SandboxEnv>;
}
export declare function createFaults(context: SandboxContext, random?: () => number): Faults;
