/**
 * The names of the sandbox's seeded world (brands, senders, campaigns, audiences, test numbers): a module of their
 * own, so the parts that seed that world (`demo-data.ts`, `demo-rcs.ts`) and the tests that address it read them
 * without importing each other.
 */
export declare const DEMO_BRANDS: {
    readonly acme: "brand_acme_coffee";
    readonly northwind: "brand_northwind_travel";
};
export declare const DEMO_SENDERS: {
    readonly acmePhone: "+14155550100";
    readonly northwindPhone: "+14155550101";
    readonly acmeAgent: "agent_acme_coffee";
    readonly northwindAgent: "agent_northwind_travel";
};
export declare const DEMO_CAMPAIGNS: {
    readonly acmeSms: "cmp_acme_sms_care";
    readonly acmeRcs: "cmp_acme_rcs_loyalty";
    readonly northwindSms: "cmp_northwind_sms_alerts";
    readonly northwindRcs: "cmp_northwind_rcs_trips";
};
/** Sandbox test numbers (docs/sandbox.md): `…0000` cannot receive RCS, `…9999` fails every delivery. */
export declare const DEMO_TEST_NUMBERS: {
    readonly noRcs: "+14155550000";
    readonly fails: "+14155559999";
};
/** The thread of `longThreadSize` messages (default 10 000). */
export declare const LONG_THREAD: {
    readonly from: "+14155550100";
    readonly to: "+14155550123";
    readonly contactName: "Jordan Avery";
};
/** The teammate who reacts to customers' messages in the demo histories. */
export declare const DEMO_TEAMMATE = "sam@acme.example";
/** The demo audiences (DESIGN §6); members are chosen from the demo contacts without touching the PRNG. */
export declare const DEMO_AUDIENCES: {
    readonly vip: "aud_dvip";
    readonly coffeeClub: "aud_dcoffee_club";
    readonly travellers: "aud_dtravellers";
    readonly newsletter: "aud_dnewsletter";
    readonly testNumbers: "aud_dtest_numbers";
};
