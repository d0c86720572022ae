/**
 * Seed data of issue 14 (DESIGN §7–8): RCS agent identities (branding, contact), the campaign submission fields and
 * a campaign in every status (one IN_REVIEW), and — with demo data — short links with clicks spread over several
 * days and one test agent with a whitelisted tester. Deterministic: fixed ids and codes, clicks derived from "now".
 */
import type { SandboxContext } from './context.js';
/** Campaigns added for the review lifecycle (DESIGN §8), besides the four of `DEMO_CAMPAIGNS`. */
export declare const DEMO_REVIEW_CAMPAIGNS: {
    /** DRAFT: editable, not yet submitted. */
    readonly acmeDraft: "cmp_acme_rcs_holiday";
    /** REJECTED: editable again (returns to DRAFT). */
    readonly northwindRejected: "cmp_northwind_rcs_promo";
};
/** Short links of the demo data (fixed codes: `<origin>/l/<code>`). */
export declare const DEMO_LINKS: {
    readonly menu: {
        readonly linkId: "lnk_acme_menu";
        readonly code: "acmenu";
    };
    readonly trips: {
        readonly linkId: "lnk_northwind_trips";
        readonly code: "nwtrips";
    };
    readonly expired: {
        readonly linkId: "lnk_acme_summer";
        readonly code: "summer";
    };
};
/** The demo test agent and its whitelisted tester. */
export declare const DEMO_TEST_AGENT: {
    readonly agentId: "agent_test_acme_lab";
    readonly tester: "+14155550142";
};
/** Agent identities and the campaigns' review fields; part of the team (seeded even without demo data). */
export declare function seedRcsTeam(context: SandboxContext): void;
/** Short links with a week of clicks, an expired link, and a test agent with one accepted tester. */
export declare function seedDemoRcs(context: SandboxContext): void;
