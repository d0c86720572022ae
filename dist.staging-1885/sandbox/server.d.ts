import type { Plan } from '../schemas/agents.js';
import { type SandboxOptions } from './context.js';
import { type Sandbox } from './index.js';
export { SandboxDataError } from './persistence.js';
export interface SandboxServerOptions {
    /** Default 4010; 0 picks a free port. */
    port?: number;
    /** Default 127.0.0.1. */
    host?: string;
    /** Persist the store to this file: every acknowledged change is journaled and fsync'd before its answer (persistence.ts). */
    dataFile?: string;
    apiKey?: string;
    embedKid?: string;
    embedSecret?: string;
    team?: string;
    /** Seed the demo data set (default true). Ignored when `dataFile` exists. */
    demoData?: boolean;
    /** Also serve the demo page at `/` and its token route `/demo/token` (default false). */
    demo?: boolean;
    /** Where the start-up banner goes (default console.log); pass `() => {}` to silence it. */
    log?: (text: string) => void;
    /** The team's plan (default `pro`): `free` has no hosted forms and no RCS test agents (403). */
    plan?: Plan;
    /** Silent Authentication access (default true); false answers 403 on its routes (`--no-silent-auth`). */
    silentAuth?: boolean;
    /** Any other sandbox option (carrier delays, long thread size, …). */
    sandbox?: SandboxOptions;
}
export interface SandboxServer {
    /** `http://host:port` */
    origin: string;
    /** `http://host:port/api`, the elements' `base-url`. */
    baseUrl: string;
    port: number;
    sandbox: Sandbox;
    /** Stops listening, ends streams and timers, and writes pending data. */
    close(): Promise<void>;
}
/** Starts the server; resolves once it listens. A data file that cannot be loaded rejects with SandboxDataError. */
export declare function startSandboxServer(options?: SandboxServerOptions): Promise<SandboxServer>;
