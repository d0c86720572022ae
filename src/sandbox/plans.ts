/**
 * Plans (DESIGN §8): which features the team's subscription includes. A feature the plan lacks answers 403
 * `{error}` naming the feature and the plans that have it (spec: Authentication 3, Errors 403).
 */
import type { MiddlewareHandler } from 'hono';
import { PLANS, TEST_AGENT_LIMITS, type Plan } from '../schemas/agents.js';
import type { SandboxContext } from './context.js';
import { problem, type SandboxEnv } from './http.js';

export type PlanFeature = 'forms' | 'testAgents' | 'links';

const FEATURE_NAMES: Record<PlanFeature, string> = {
  forms: 'Hosted forms',
  testAgents: 'RCS test agents',
  links: 'Short links',
};
/** The plans that include each feature (every plan but `free`). */
const PLANS_WITH: Record<PlanFeature, readonly Plan[]> = {
  forms: ['pro', 'enterprise'],
  testAgents: ['pro', 'enterprise'],
  links: ['enterprise'],
};

/** The 403 for a feature the team's plan lacks, e.g. "Hosted forms are not included in the free plan; …". */
export function planForbidden(context: SandboxContext, feature: PlanFeature) {
  const plans = PLANS_WITH[feature].filter((plan) => (PLANS as readonly string[]).includes(plan));
  return problem.forbidden(
    `${FEATURE_NAMES[feature]} are not included in the ${context.options.plan} plan; they come with the ${plans.join(' and ')} plans (upgrade to ${plans[0]})`,
  );
}

/** Throws the plan's 403 unless the team's subscription includes `feature`. */
export function requireFeature(context: SandboxContext, feature: PlanFeature): void {
  if (!context.options.features[feature]) throw planForbidden(context, feature);
}

/** Middleware form of {@link requireFeature}; runs after authentication (a bad key is a 401 first). */
export function featureGate(context: SandboxContext, feature: PlanFeature): MiddlewareHandler<SandboxEnv> {
  return async (_c, next) => {
    requireFeature(context, feature);
    await next();
  };
}

/** How many test agents the team's plan allows. */
export const testAgentLimit = (context: SandboxContext): number =>
  TEST_AGENT_LIMITS[context.options.plan] || TEST_AGENT_LIMITS.pro;
