/** Documented development defaults (docs/decisions.md); every one can be overridden. */
export const SANDBOX_DEFAULTS = {
    port: 4010,
    host: '127.0.0.1',
    apiKey: 'sk_sandbox_parley_dev_key',
    team: 'team_sandbox',
    embedKid: 'sandbox-hs256',
    embedSecret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef',
};
export const DEFAULT_BASE_URL = `http://${SANDBOX_DEFAULTS.host}:${SANDBOX_DEFAULTS.port}/api`;
export const DEFAULT_FORMS_URL = `http://${SANDBOX_DEFAULTS.host}:${SANDBOX_DEFAULTS.port}/forms`;
/** Longest delay `setTimeout` honours (2^31 - 1 ms, about 24.8 days); longer ones would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * The real clock. Timers are unref'd in Node (a sandbox inside a test or script never keeps the process alive by
 * itself; a server's socket does) and chained past 24.8 days, so a message scheduled months ahead waits.
 */
export const systemClock = {
    now: () => Date.now(),
    setTimeout(fn, ms) {
        const handle = {};
        const arm = (remaining) => {
            handle.timer = setTimeout(() => (remaining > MAX_TIMER_MS ? arm(remaining - MAX_TIMER_MS) : fn()), Math.min(Math.max(0, remaining), MAX_TIMER_MS));
            handle.timer.unref?.();
        };
        arm(ms);
        return handle;
    },
    clearTimeout: (handle) => clearTimeout(handle?.timer),
};
export function resolveOptions(options = {}) {
    const plan = options.plan ?? 'pro';
    const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    return {
        ...options,
        apiKey: options.apiKey ?? SANDBOX_DEFAULTS.apiKey,
        team: options.team ?? SANDBOX_DEFAULTS.team,
        embedKid: options.embedKid ?? SANDBOX_DEFAULTS.embedKid,
        embedSecret: options.embedSecret ?? SANDBOX_DEFAULTS.embedSecret,
        baseUrl,
        formsUrl: (options.formsUrl ?? DEFAULT_FORMS_URL).replace(/\/+$/, ''),
        demoData: options.demoData ?? true,
        eventBacklog: options.eventBacklog ?? 10_000,
        heartbeatMs: options.heartbeatMs ?? 15_000,
        clock: options.clock ?? systemClock,
        features: {
            silentAuth: options.features?.silentAuth ?? options.silentAuth ?? true,
            forms: options.features?.forms ?? plan !== 'free',
            testAgents: options.features?.testAgents ?? plan !== 'free',
            // Every plan has short links (DESIGN §8); a test switches them off to meet the composer's 403.
            links: options.features?.links ?? true,
        },
        plan,
        shortLinkHost: (options.shortLinkHost ?? `${new URL(baseUrl).origin}/l`).replace(/\/+$/, ''),
    };
}
