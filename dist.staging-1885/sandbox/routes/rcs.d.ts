/**
 * RCS agents and campaigns (DESIGN §8): `POST /rcs/agents/list`, `GET /rcs/agents/{agentId}` (identity, branding,
 * contact, verification and per-carrier launch state from the agent's campaign), `POST /rcs/campaigns/list`,
 * `GET|PATCH /rcs/campaigns/{publicId}`, `POST /rcs/campaigns/{publicId}/submit`, and the sandbox-only review
 * decision `POST /sandbox/campaigns/{publicId}/review`.
 *
 * Campaign lifecycle (the spec names only "updating a campaign under review" as refused): DRAFT and REJECTED accept
 * PATCH (a REJECTED one returns to DRAFT); submit moves DRAFT/REJECTED → IN_REVIEW once `opt_in_method` and
 * `use_case_description` are set; the review decides APPROVED or REJECTED. IN_REVIEW and APPROVED refuse PATCH
 * with a 400 service validation `{error}`.
 */
import { type RcsAgent, type RcsCampaign } from '../../schemas/agents.js';
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { CampaignRecord, SenderRecord } from '../store.js';
export declare function publicAgent(context: SandboxContext, sender: SenderRecord): RcsAgent;
export declare function publicCampaign(context: SandboxContext, campaign: CampaignRecord): RcsCampaign;
export declare function registerRcsRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void;
