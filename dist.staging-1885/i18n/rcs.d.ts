/** Messages of the lazily loaded issue-14 pieces (`<parley-link-stats>`, `<parley-agent-identity>`, plan errors). */
import type { LazyCatalogs } from './index.js';
declare const en: {
    readonly clicks: "{count} click|{count} clicks";
    readonly showClicks: "Click details for this link";
    readonly title: "Link clicks";
    readonly unique: "{count} unique visitor|{count} unique visitors";
    readonly lastClick: "Last click {time}";
    readonly neverClicked: "Not clicked yet";
    readonly chartLabel: "Clicks per day, {first} to {last}: {summary}";
    readonly noChart: "No clicks yet.";
    readonly day: "Day";
    readonly dayClicks: "Clicks";
    readonly close: "Close";
    readonly loading: "Loading…";
    readonly planError: "Your plan does not include {feature}. Ask your account owner to upgrade.";
    readonly featureLinks: "link analytics";
    readonly featureAgents: "RCS agent details";
    readonly authError: "Your session has expired and could not be renewed.";
    readonly linkNotFound: "This link no longer exists.";
    readonly agentNotFound: "This RCS agent was not found.";
    readonly loadError: "Could not load: {reason}";
    readonly retry: "Retry";
    readonly verified: "Verified";
    readonly launches: "Launch by carrier";
    readonly LAUNCHED: "Launched";
    readonly PENDING: "Pending";
    readonly NOT_LAUNCHED: "Not launched";
    readonly CARRIER_A: "Carrier A";
    readonly CARRIER_B: "Carrier B";
    readonly CARRIER_C: "Carrier C";
    readonly OTHERS: "Other carriers";
    readonly fallbackWarning: "Recipients on {carriers} get the SMS/MMS fallback until this agent is launched there.";
    readonly listJoin: "{a} and {b}";
};
export type RcsKey = keyof typeof en;
/** English is bundled; Spanish and Arabic load on first use. */
export declare const rcsMessages: LazyCatalogs<RcsKey>;
export {};
