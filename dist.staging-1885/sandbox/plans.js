import { PLANS, TEST_AGENT_LIMITS } from '../schemas/agents.js';
import { problem } from './http.js';
const FEATURE_NAMES = {
    forms: 'Hosted forms',
    testAgents: 'RCS test agents',
    links: 'Short links',
};
/** The plans that include each feature (every plan but `free`). */
const PLANS_WITH = {
    forms: ['pro', 'enterprise'],
    testAgents: ['pro', 'enterprise'],
    links: ['enterprise'],
};
/** The 403 for a feature the team's plan lacks, e.g. "Hosted forms are not included in the free plan; …". */
export function planForbidden(context, feature) {
    const plans = PLANS_WITH[feature].filter((plan) => PLANS.includes(plan));
    return problem.forbidden(`${FEATURE_NAMES[feature]} are not included in the ${context.options.plan} plan; they come with the ${plans.join(' and ')} plans (upgrade to ${plans[0]})`);
}
/** Throws the plan's 403 unless the team's subscription includes `feature`. */
export function requireFeature(context, feature) {
    if (!context.options.features[feature])
        throw planForbidden(context, feature);
}
/** Middleware form of {@link requireFeature}; runs after authentication (a bad key is a 401 first). */
export function featureGate(context, feature) {
    return async (_c, next) => {
        requireFeature(context, feature);
        await next();
    };
}
/** How many test agents the team's plan allows. */
export const testAgentLimit = (context) => TEST_AGENT_LIMITS[context.options.plan] || TEST_AGENT_LIMITS.pro;
