/**
 * The names of the sandbox's seeded world (brands, senders, campaigns, audiences, test numbers): a module of their
 * own, so the parts that seed that world (`demo-data.ts`, `demo-rcs.ts`) and the tests that address it read them
 * without importing each other.
 */
export const DEMO_BRANDS = { acme: 'brand_acme_coffee', northwind: 'brand_northwind_travel' };
export const DEMO_SENDERS = {
    acmePhone: '+14155550100',
    northwindPhone: '+14155550101',
    acmeAgent: 'agent_acme_coffee',
    northwindAgent: 'agent_northwind_travel',
};
export const DEMO_CAMPAIGNS = {
    acmeSms: 'cmp_acme_sms_care',
    acmeRcs: 'cmp_acme_rcs_loyalty',
    northwindSms: 'cmp_northwind_sms_alerts',
    northwindRcs: 'cmp_northwind_rcs_trips',
};
/** Sandbox test numbers (docs/sandbox.md): `…0000` cannot receive RCS, `…9999` fails every delivery. */
export const DEMO_TEST_NUMBERS = { noRcs: '+14155550000', fails: '+14155559999' };
/** The thread of `longThreadSize` messages (default 10 000). */
export const LONG_THREAD = { from: DEMO_SENDERS.acmePhone, to: '+14155550123', contactName: 'Jordan Avery' };
/** The teammate who reacts to customers' messages in the demo histories. */
export const DEMO_TEAMMATE = 'sam@acme.example';
/** The demo audiences (DESIGN §6); members are chosen from the demo contacts without touching the PRNG. */
export const DEMO_AUDIENCES = {
    vip: 'aud_dvip',
    coffeeClub: 'aud_dcoffee_club',
    travellers: 'aud_dtravellers',
    newsletter: 'aud_dnewsletter',
    testNumbers: 'aud_dtest_numbers',
};
