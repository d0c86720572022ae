export type ErrorCategory = 'plan' | 'session' | 'not-found' | 'other';
/**
 * @example
 * ```ts
 * if (errorCategory(error) === 'plan') show(t('planError', { feature: t('featureLinks') }));
 * ```
 */
export declare function errorCategory(error: unknown): ErrorCategory;
/** Which feature a 403 refused, from the route called: what "Your plan does not include …" names. */
export declare function planFeature(error: unknown): 'links' | 'blasts' | 'agents' | 'send';
