/**
 * RCS agents and campaigns (DESIGN §8): `POST /rcs/agents/list`, `GET /rcs/agents/{agentId}` (identity, branding,
 * contact, verification and per-carrier launch state from the agent's campaign), `POST /rcs/campaigns/list`,
 * `GET|PATCH /rcs/campaigns/{publicId}`, `POST /rcs/campaigns/{publicId}/submit`, the sandbox-only review
 * decision `POST /sandbox/campaigns/{publicId}/review`, and the capability check `POST /rcs/capability/check`
 * (DESIGN §14: which numbers get RCS from an agent, and why; the rules are services/reach.ts's).
 *
 * Campaign lifecycle (the spec names only "updating a campaign under review" as refused): DRAFT and REJECTED accept
 * PATCH (a REJECTED one returns to DRAFT); submit moves DRAFT/REJECTED → IN_REVIEW once `opt_in_method` and
 * `use_case_description` are set; the review decides APPROVED or REJECTED. IN_REVIEW and APPROVED refuse PATCH
 * with a 400 service validation `{error}`.
 */
import {
  AgentListRequest,
  CampaignListRequest,
  CapabilityCheckRequest,
  type CapabilityCheckResult,
  CampaignReviewRequest,
  CampaignUpdateRequest,
  type CampaignStatus,
  type RcsAgent,
  type RcsCampaign,
} from '../../schemas/agents.js';
import type { SandboxContext } from '../context.js';
import {
  canonicalJson,
  canSee,
  problem,
  readBody,
  type Caller,
  type RowScope,
  type SandboxAuth,
  type SandboxHono,
} from '../http.js';
import { paginate } from '../cursors.js';
import type { AgentProfileRecord, CampaignRecord, SenderRecord } from '../store.js';
import { noBody } from '../strict-requests.js';
import { capabilityOf } from '../services/reach.js';

const DEFAULT_PRIMARY = '#4b5563';
/** Timestamp for records from data files older than these fields. */
const EPOCH = '2026-01-01T00:00:00.000Z';

/** The profile of an agent, or a plain one derived from its name (agents seeded before profiles existed). */
function profileOf(context: SandboxContext, agentId: string): AgentProfileRecord {
  return (
    context.store.data.agentProfiles[agentId] ?? {
      agentId,
      description: '',
      branding: { logoUrl: null, bannerUrl: null, colors: { primary: DEFAULT_PRIMARY, secondary: null } },
      contact: { phoneNumber: null, email: null, website: null },
    }
  );
}

const NO_LAUNCHES = {
  carriers: { CARRIER_A: 'NOT_LAUNCHED', CARRIER_B: 'NOT_LAUNCHED', CARRIER_C: 'NOT_LAUNCHED', OTHERS: 'NOT_LAUNCHED' },
  verification: { VERIFIER_A: 'NOT_SENT', VERIFIER_B: 'NOT_SENT' },
} as const;

export function publicAgent(context: SandboxContext, sender: SenderRecord): RcsAgent {
  const data = context.store.data;
  const campaign = sender.campaignId ? data.campaigns[sender.campaignId] : undefined;
  const profile = profileOf(context, sender.id);
  const launches = structuredClone(campaign?.carrierLaunches ?? NO_LAUNCHES);
  return {
    agentId: sender.id,
    name: sender.name,
    description: profile.description,
    brand: { id: sender.brandId, name: data.brands[sender.brandId]?.name ?? sender.brandId },
    campaignId: sender.campaignId,
    branding: { ...profile.branding, colors: { secondary: null, ...profile.branding.colors } },
    contact: profile.contact,
    verified: launches.verification.VERIFIER_A === 'VERIFIED' && launches.verification.VERIFIER_B === 'VERIFIED',
    carrierLaunches: launches,
  };
}

export function publicCampaign(context: SandboxContext, campaign: CampaignRecord): RcsCampaign {
  const data = context.store.data;
  const agent = campaign.agentId ? data.senders[campaign.agentId] : undefined;
  return {
    publicId: campaign.publicId,
    name: campaign.name ?? campaign.publicId,
    type: campaign.type,
    status: campaign.status ?? 'APPROVED',
    brand: { id: campaign.brandId, name: data.brands[campaign.brandId]?.name ?? campaign.brandId },
    agent: campaign.agentId ? { id: campaign.agentId, name: agent?.name ?? campaign.agentId } : null,
    carrierLaunches: structuredClone(campaign.carrierLaunches),
    cta_media: [...(campaign.cta_media ?? [])],
    opt_in_method: campaign.opt_in_method ?? null,
    use_case_description: campaign.use_case_description ?? null,
    rejectionReason: campaign.rejectionReason ?? null,
    submittedAt: campaign.submittedAt ?? null,
    createdAt: campaign.createdAt ?? EPOCH,
    updatedAt: campaign.updatedAt ?? campaign.createdAt ?? EPOCH,
  };
}

const agentScope = (sender: SenderRecord): RowScope => ({
  sender: sender.id,
  brand: sender.brandId,
  campaign: sender.campaignId,
});
const campaignScope = (campaign: CampaignRecord): RowScope => ({
  sender: campaign.agentId,
  brand: campaign.brandId,
  campaign: campaign.publicId,
});

/** Production agents: the team's RCS agent senders that are not test agents. */
function agents(context: SandboxContext): SenderRecord[] {
  return Object.values(context.store.data.senders).filter((s) => s.type === 'rcs_agent' && !s.test);
}

function findAgent(context: SandboxContext, agentId: string, caller: Caller): SenderRecord {
  const sender = Object.hasOwn(context.store.data.senders, agentId) ? context.store.data.senders[agentId] : undefined;
  if (!sender || sender.type !== 'rcs_agent' || sender.test || !canSee(caller, agentScope(sender)))
    throw problem.notFound(`RCS agent ${agentId}`);
  return sender;
}

function findCampaign(context: SandboxContext, publicId: string, caller: Caller): CampaignRecord {
  const campaign = Object.hasOwn(context.store.data.campaigns, publicId)
    ? context.store.data.campaigns[publicId]
    : undefined;
  if (!campaign || !canSee(caller, campaignScope(campaign))) throw problem.notFound(`Campaign ${publicId}`);
  return campaign;
}

const statusOf = (campaign: CampaignRecord): CampaignStatus => campaign.status ?? 'APPROVED';

export function registerRcsRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void {
  // A send's scope: the check answers what a send from this agent would do, and reads no agent details.
  app.post('/rcs/capability/check', auth.embed('messages:send'), async (c) => {
    const body = await readBody(c, CapabilityCheckRequest);
    const data = context.store.data;
    const sender = Object.hasOwn(data.senders, body.from) ? data.senders[body.from] : undefined;
    // An agent the token may not send from is reported as a send from it is: the same words whether it exists or not.
    if (!canSee(c.get('caller'), sender ? agentScope(sender) : { sender: body.from }))
      throw problem.invalid(`This embed token may not send from ${body.from}`);
    if (!sender || sender.type !== 'rcs_agent') {
      const known = Object.values(data.senders).filter((s) => s.type === 'rcs_agent' && !s.test);
      throw problem.invalid(
        `from: ${body.from} is not an RCS agent of team ${context.options.team}${
          known.length
            ? ` (its RCS agents: ${known
                .slice(0, 5)
                .map((s) => s.id)
                .join(', ')})`
            : ''
        }`,
      );
    }
    return c.json({
      data: body.phoneNumbers.map((phone) => capabilityOf(context, sender.id, phone)),
    } satisfies CapabilityCheckResult);
  });

  app.post('/rcs/agents/list', auth.embed('agents:read'), async (c) => {
    const body = await readBody(c, AgentListRequest);
    const caller = c.get('caller');
    const rows = agents(context).filter(
      (s) => (body.brandId === undefined || s.brandId === body.brandId) && canSee(caller, agentScope(s)),
    );
    // Agents have no creation time: listed by name (then id), which is stable.
    const page = paginate(context, 'rcs-agents', rows, (s) => [s.name, s.id], body);
    return c.json({ data: page.data.map((s) => publicAgent(context, s)), nextCursor: page.nextCursor });
  });

  app.get('/rcs/agents/:agentId', auth.embed('agents:read'), (c) =>
    c.json(publicAgent(context, findAgent(context, c.req.param('agentId'), c.get('caller')))),
  );

  app.post('/rcs/campaigns/list', auth.embed('agents:read'), async (c) => {
    const body = await readBody(c, CampaignListRequest);
    const caller = c.get('caller');
    const rows = Object.values(context.store.data.campaigns).filter(
      (campaign) =>
        (body.brandId === undefined || campaign.brandId === body.brandId) &&
        (body.agentId === undefined || campaign.agentId === body.agentId) &&
        (body.status === undefined || statusOf(campaign) === body.status) &&
        canSee(caller, campaignScope(campaign)),
    );
    const page = paginate(
      context,
      'rcs-campaigns',
      rows,
      (campaign) => [campaign.createdAt ?? EPOCH, campaign.publicId],
      body,
    );
    return c.json({
      data: page.data.map((campaign) => publicCampaign(context, campaign)),
      nextCursor: page.nextCursor,
    });
  });

  app.get('/rcs/campaigns/:publicId', auth.embed('agents:read'), (c) =>
    c.json(publicCampaign(context, findCampaign(context, c.req.param('publicId'), c.get('caller')))),
  );

  app.patch('/rcs/campaigns/:publicId', auth.apiKey(), async (c) => {
    const campaign = findCampaign(context, c.req.param('publicId'), c.get('caller'));
    const body = await readBody(c, CampaignUpdateRequest);
    const status = statusOf(campaign);
    if (status === 'IN_REVIEW') {
      throw problem.invalid(
        `Campaign ${campaign.publicId} is under review and cannot be updated; wait for the review decision`,
      );
    }
    if (status === 'APPROVED') {
      throw problem.invalid(
        `Campaign ${campaign.publicId} is approved and cannot be updated; create a new campaign for other terms`,
      );
    }
    const before = canonicalJson(campaign);
    if (body.name !== undefined) campaign.name = body.name;
    if (body.type !== undefined) campaign.type = body.type;
    if (body.cta_media !== undefined) campaign.cta_media = body.cta_media;
    if (body.opt_in_method !== undefined) campaign.opt_in_method = body.opt_in_method;
    if (body.use_case_description !== undefined) campaign.use_case_description = body.use_case_description;
    if (status === 'REJECTED') {
      campaign.status = 'DRAFT';
      campaign.rejectionReason = null;
    }
    // A PATCH that changes nothing (`{}` on a draft, or only values it has) is no update: updatedAt stays.
    if (canonicalJson(campaign) === before) return c.json(publicCampaign(context, campaign));
    campaign.updatedAt = context.nowIso();
    context.store.touch('campaigns', campaign.publicId);
    context.changed();
    return c.json(publicCampaign(context, campaign));
  });

  app.post('/rcs/campaigns/:publicId/submit', auth.apiKey(), noBody, (c) => {
    const campaign = findCampaign(context, c.req.param('publicId'), c.get('caller'));
    const status = statusOf(campaign);
    if (status === 'IN_REVIEW') throw problem.invalid(`Campaign ${campaign.publicId} is already under review`);
    if (status === 'APPROVED') throw problem.invalid(`Campaign ${campaign.publicId} is already approved`);
    const missing = (['opt_in_method', 'use_case_description'] as const).filter((field) => !campaign[field]);
    if (missing.length)
      throw problem.invalid(`Campaign ${campaign.publicId} cannot be submitted without ${missing.join(' and ')}`);
    const now = context.nowIso();
    campaign.status = 'IN_REVIEW';
    campaign.rejectionReason = null;
    campaign.submittedAt = now;
    campaign.updatedAt = now;
    context.store.touch('campaigns', campaign.publicId);
    context.changed();
    return c.json(publicCampaign(context, campaign));
  });

  app.post('/sandbox/campaigns/:publicId/review', auth.apiKey(), async (c) => {
    const campaign = findCampaign(context, c.req.param('publicId'), c.get('caller'));
    const body = await readBody(c, CampaignReviewRequest);
    if (statusOf(campaign) !== 'IN_REVIEW') {
      throw problem.invalid(
        `Campaign ${campaign.publicId} is ${statusOf(campaign)}, not under review; submit it first`,
      );
    }
    campaign.status = body.decision;
    campaign.rejectionReason =
      body.decision === 'REJECTED' ? (body.reason ?? 'Rejected by the sandbox reviewer') : null;
    campaign.updatedAt = context.nowIso();
    context.store.touch('campaigns', campaign.publicId);
    context.changed();
    return c.json(publicCampaign(context, campaign));
  });
}
