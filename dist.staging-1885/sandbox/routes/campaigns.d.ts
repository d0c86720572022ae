/**
 * Sandbox-only campaign control (DESIGN §3): `POST /sandbox/campaigns/{publicId}/advance` moves a campaign's
 * verification / carrier-launch snapshot one step and emits `CAMPAIGN.STATUS` to the webhooks of its RCS agent
 * (spec: CAMPAIGN.STATUS is only for RCS agent senders).
 *
 * The order (the spec shows no transitions; docs/sandbox-forms-webhooks.md): verification first — VERIFIER_A
 * NOT_SENT → SENT → VERIFIED, then VERIFIER_B the same — then the carriers one at a time in the spec's order,
 * CARRIER_A, CARRIER_B, CARRIER_C, OTHERS, each NOT_LAUNCHED → PENDING → LAUNCHED. Twelve steps in all.
 */
import { type CarrierLaunches } from '../../schemas/campaigns.js';
import type { CampaignStatusEvent } from '../../schemas/webhooks.js';
import type { SandboxContext } from '../context.js';
import { type SandboxHono, type SandboxAuth } from '../http.js';
import type { CampaignRecord } from '../store.js';
export interface CampaignStep {
    part: 'verification' | 'carriers';
    key: string;
    from: string;
    to: string;
}
/** The next step of `launches` in the documented order, or null when every carrier is launched. */
export declare function nextCampaignStep(launches: CarrierLaunches): CampaignStep | null;
/** The CAMPAIGN.STATUS payload for a campaign's current snapshot (null when it has no RCS agent). */
export declare function campaignStatusEvent(context: SandboxContext, campaign: CampaignRecord): CampaignStatusEvent | null;
export declare function registerCampaignRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void;
