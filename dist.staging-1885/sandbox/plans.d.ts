/**
 * Plans (DESIGN §8): which features the team's subscription includes. A feature the plan lacks answers 403
 * `{error}` naming the feature and the plans that have it (spec: Authentication 3, Errors 403).
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxContext } from './context.js';
import { type SandboxEnv } from './http.js';
export type PlanFeature = 'forms' | 'testAgents' | 'links';
/** The 403 for a feature the team's plan lacks, e.g. "Hosted forms are not included in the free plan; …". */
export declare function planForbidden(context: SandboxContext, feature: PlanFeature): import("./http.js").ApiProblem;
/** Throws the plan's 403 unless the team's subscription includes `feature`. */
export declare function requireFeature(context: SandboxContext, feature: PlanFeature): void;
/** Middleware form of {@link requireFeature}; runs after authentication (a bad key is a 401 first). */
export declare function featureGate(context: SandboxContext, feature: PlanFeature): MiddlewareHandler<SandboxEnv>;
/** How many test agents the team's plan allows. */
export declare const testAgentLimit: (context: SandboxContext) => number;
