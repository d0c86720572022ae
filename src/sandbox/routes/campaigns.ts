/**
 * Sandbox-only campaign control (DESIGN §3): `POST /sandbox/campaigns/{publicId}/advance` moves a campaign's
 * verification / carrier-launch snapshot one step and emits `CAMPAIGN.STATUS` to the webhooks of its RCS agent
 * (spec: CAMPAIGN.STATUS is only for RCS agent senders).
 *
 * The order (the spec shows no transitions; docs/sandbox-forms-webhooks.md): verification first — VERIFIER_A
 * NOT_SENT → SENT → VERIFIED, then VERIFIER_B the same — then the carriers one at a time in the spec's order,
 * CARRIER_A, CARRIER_B, CARRIER_C, OTHERS, each NOT_LAUNCHED → PENDING → LAUNCHED. Twelve steps in all.
 */
import {
  CARRIERS,
  LAUNCH_STATES,
  VERIFICATION_STATES,
  VERIFIERS,
  type CarrierLaunches,
} from '../../schemas/campaigns.js';
import type { CampaignStatusEvent } from '../../schemas/webhooks.js';
import type { SandboxContext } from '../context.js';
import { problem, type SandboxHono, type SandboxAuth } from '../http.js';
import type { CampaignRecord } from '../store.js';
import { noBody } from '../strict-requests.js';

export interface CampaignStep {
  part: 'verification' | 'carriers';
  key: string;
  from: string;
  to: string;
}

/** The next step of `launches` in the documented order, or null when every carrier is launched. */
export function nextCampaignStep(launches: CarrierLaunches): CampaignStep | null {
  for (const verifier of VERIFIERS) {
    const at = VERIFICATION_STATES.indexOf(launches.verification[verifier]);
    if (at < VERIFICATION_STATES.length - 1) {
      return { part: 'verification', key: verifier, from: VERIFICATION_STATES[at]!, to: VERIFICATION_STATES[at + 1]! };
    }
  }
  for (const carrier of CARRIERS) {
    const at = LAUNCH_STATES.indexOf(launches.carriers[carrier]);
    if (at < LAUNCH_STATES.length - 1)
      return { part: 'carriers', key: carrier, from: LAUNCH_STATES[at]!, to: LAUNCH_STATES[at + 1]! };
  }
  return null;
}

/** The CAMPAIGN.STATUS payload for a campaign's current snapshot (null when it has no RCS agent). */
export function campaignStatusEvent(context: SandboxContext, campaign: CampaignRecord): CampaignStatusEvent | null {
  if (!campaign.agentId) return null;
  const agent = context.store.data.senders[campaign.agentId];
  const brand = context.store.data.brands[campaign.brandId];
  return {
    type: 'CAMPAIGN.STATUS',
    agent: { id: campaign.agentId, name: agent?.name ?? campaign.agentId },
    campaign: { publicId: campaign.publicId, type: campaign.type },
    brand: { id: campaign.brandId, name: brand?.name ?? campaign.brandId },
    carrierLaunches: structuredClone(campaign.carrierLaunches),
    changedAt: context.nowIso(),
  };
}

export function registerCampaignRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void {
  app.post('/sandbox/campaigns/:publicId/advance', auth.apiKey(), noBody, (c) => {
    const publicId = c.req.param('publicId');
    const campaign = context.store.data.campaigns[publicId];
    if (!campaign) throw problem.notFound(`Campaign ${publicId}`);
    const step = nextCampaignStep(campaign.carrierLaunches);
    if (!step)
      throw problem.conflict(`Campaign ${publicId} is verified and launched on every carrier; there is no next step`);

    (campaign.carrierLaunches[step.part] as Record<string, string>)[step.key] = step.to;
    context.store.touch('campaigns', publicId);
    context.changed();
    const event = campaignStatusEvent(context, campaign);
    if (event) context.webhooks.emit(campaign.agentId!, event);
    return c.json({ campaign, step, event });
  });
}
