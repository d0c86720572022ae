/**
 * RCS agents, RCS campaigns (with their submission fields) and RCS test agents (spec: "RCS agents, RCS campaigns
 * (with carrier launch and verification status) and RCS test agents restricted to whitelisted numbers";
 * DESIGN §8). The spec's campaign submission fields keep its snake_case names (`cta_media`, `opt_in_method`,
 * `use_case_description`); everything else is camelCase like the messaging family.
 */
import { CarrierLaunches, CARRIERS, LAUNCH_STATES } from './campaigns.js';
import { AgentId, HttpUrl, Id, listShape, maxCharacters, PhoneNumber, Timestamp } from './common.js';
import * as z from './zod.js';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const text = (max: number, what: string) =>
  z.string().check(z.minLength(1, `${what} must not be empty`), maxCharacters(max, what, 'is'));

export const AgentColors = z.object({
  primary: z.string().check(z.regex(HEX_COLOR, 'Must be a #rrggbb colour')),
  secondary: z.optional(z.nullable(z.string().check(z.regex(HEX_COLOR, 'Must be a #rrggbb colour')))),
});
export type AgentColors = z.infer<typeof AgentColors>;

/** Logo (square, shown round on phones), banner (the wide hero image of the agent's info page), colours. */
export const AgentBranding = z.object({
  logoUrl: z.nullable(HttpUrl),
  bannerUrl: z.nullable(HttpUrl),
  colors: AgentColors,
});
export type AgentBranding = z.infer<typeof AgentBranding>;

export const AgentContact = z.object({
  phoneNumber: z.nullable(PhoneNumber),
  email: z.nullable(
    z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Must be an email address'), z.maxLength(254)),
  ),
  website: z.nullable(HttpUrl),
});
export type AgentContact = z.infer<typeof AgentContact>;

// ---------------------------------------------------------------- agents

/** A launch state per carrier (spec keys `CARRIER_A`, `CARRIER_B`, `CARRIER_C`, `OTHERS`). */
export type CarrierLaunchStates = CarrierLaunches['carriers'];

/**
 * An RCS agent (a sender): its identity as phones show it and, from its campaign, the per-carrier launch state.
 * `verified` is true when every verifier has VERIFIED the brand (the "verified" mark phones show).
 */
export const RcsAgent = z.object({
  agentId: AgentId,
  name: z.string(),
  description: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  campaignId: z.nullable(z.string()),
  branding: AgentBranding,
  contact: AgentContact,
  verified: z.boolean(),
  carrierLaunches: CarrierLaunches,
});
export type RcsAgent = z.infer<typeof RcsAgent>;

export const AgentListRequest = z.object({ ...listShape, brandId: z.optional(Id) });
export type AgentListRequest = z.infer<typeof AgentListRequest>;

/** Carriers on which the agent is not LAUNCHED: their subscribers get the SMS/MMS fallback. */
export function carriersWithoutLaunch(agent: Pick<RcsAgent, 'carrierLaunches'>): (typeof CARRIERS)[number][] {
  return CARRIERS.filter((carrier) => agent.carrierLaunches.carriers[carrier] !== LAUNCH_STATES[2]);
}

// ---------------------------------------------------------------- campaigns

export const CAMPAIGN_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Campaign types the sandbox knows (the spec shows none; these are the common registry use cases). */
export const CAMPAIGN_TYPES = [
  'MARKETING',
  'CUSTOMER_CARE',
  'ACCOUNT_NOTIFICATION',
  'CONVERSATIONAL',
  'TWO_FACTOR_AUTHENTICATION',
  'MIXED',
] as const;

/** Compliance media (an opt-in screenshot, a sign-up form photo): absolute http(s) URLs, at most 10. */
export const CtaMedia = z.array(HttpUrl).check(z.maxLength(10, 'cta_media holds at most 10 URLs'));

export const RcsCampaign = z.object({
  publicId: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  brand: z.object({ id: z.string(), name: z.string() }),
  agent: z.nullable(z.object({ id: z.string(), name: z.string() })),
  carrierLaunches: CarrierLaunches,
  cta_media: z.array(z.string()),
  opt_in_method: z.nullable(z.string()),
  use_case_description: z.nullable(z.string()),
  /** Why the review refused it (REJECTED only). */
  rejectionReason: z.nullable(z.string()),
  submittedAt: z.nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type RcsCampaign = z.infer<typeof RcsCampaign>;

export const CampaignListRequest = z.object({
  ...listShape,
  brandId: z.optional(Id),
  agentId: z.optional(Id),
  status: z.optional(z.enum(CAMPAIGN_STATUSES)),
});
export type CampaignListRequest = z.infer<typeof CampaignListRequest>;

/** `PATCH /rcs/campaigns/{publicId}`: only DRAFT and REJECTED campaigns change (a campaign under review → 400). */
export const CampaignUpdateRequest = z.object({
  name: z.optional(text(120, 'name')),
  type: z.optional(z.enum(CAMPAIGN_TYPES)),
  cta_media: z.optional(CtaMedia),
  opt_in_method: z.optional(text(1000, 'opt_in_method')),
  use_case_description: z.optional(text(4096, 'use_case_description')),
});
export type CampaignUpdateRequest = z.infer<typeof CampaignUpdateRequest>;

/** Sandbox only: `POST /sandbox/campaigns/{publicId}/review` decides a campaign under review. */
export const CampaignReviewRequest = z.object({
  decision: z.enum(['APPROVED', 'REJECTED']),
  reason: z.optional(text(1000, 'reason')),
});
export type CampaignReviewRequest = z.infer<typeof CampaignReviewRequest>;

// ---------------------------------------------------------------- test agents

/** Test agents per account: Pro 5 (spec, Limits), Enterprise 25, Free none (403). */
export const TEST_AGENT_LIMITS = { free: 0, pro: 5, enterprise: 25 } as const;
/** Testers (whitelisted numbers) per test agent. */
export const MAX_TESTERS_PER_AGENT = 20;

export const TestAgentCreateRequest = z.object({
  name: text(100, 'name'),
  description: z.optional(z.string().check(maxCharacters(500, 'description', 'is'))),
  branding: z.optional(
    z.object({
      logoUrl: z.optional(z.nullable(HttpUrl)),
      bannerUrl: z.optional(z.nullable(HttpUrl)),
      colors: z.optional(AgentColors),
    }),
  ),
  contact: z.optional(
    z.object({
      phoneNumber: z.optional(z.nullable(PhoneNumber)),
      email: z.optional(z.nullable(AgentContact.shape.email)),
      website: z.optional(z.nullable(HttpUrl)),
    }),
  ),
});
export type TestAgentCreateRequest = z.infer<typeof TestAgentCreateRequest>;

/** `PATCH /rcs/test/agents/{agentId}`: any of the create fields (branding and contact merge). */
export const TestAgentUpdateRequest = z.partial(TestAgentCreateRequest);
export type TestAgentUpdateRequest = z.infer<typeof TestAgentUpdateRequest>;

export const TESTER_STATUSES = ['PENDING', 'ACCEPTED'] as const;
export const Tester = z.object({
  phoneNumber: PhoneNumber,
  /** PENDING until the tester accepts the invitation on their phone (the sandbox accepts after a short delay). */
  status: z.enum(TESTER_STATUSES),
  invitedAt: Timestamp,
  acceptedAt: z.nullable(Timestamp),
});
export type Tester = z.infer<typeof Tester>;

export const TestAgent = z.object({
  agentId: AgentId,
  name: z.string(),
  description: z.string(),
  branding: AgentBranding,
  contact: AgentContact,
  testers: z.int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type TestAgent = z.infer<typeof TestAgent>;

export const WhitelistRequest = z.object({ phoneNumber: PhoneNumber });
export type WhitelistRequest = z.infer<typeof WhitelistRequest>;

/** `GET /rcs/test/agents/{agentId}/whitelist`: every whitelisted number and its status. */
export const WhitelistStatus = z.object({ agentId: AgentId, testers: z.array(Tester) });
export type WhitelistStatus = z.infer<typeof WhitelistStatus>;

// ---------------------------------------------------------------- plans

export const PLANS = ['free', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

// ---------------------------------------------------------------- reachability (DESIGN §14)

/** Most numbers one capability check takes: a list pasted from a spreadsheet, checked before a blast. */
export const MAX_CAPABILITY_NUMBERS = 10_000;

/**
 * Why a recipient gets (or does not get) RCS from an agent: `capable`; `carrier_not_launched` (their carrier has not
 * launched the agent yet); `device_not_capable` (the phone or its network has no RCS); `opted_out` (they replied STOP
 * to the sender); `invalid` (not a mobile number in service: nothing reaches it). In a blast estimate the same words
 * say why a recipient gets what they get (an SMS/MMS blast's reachable recipients are `capable`).
 */
export const REACH_REASONS = ['capable', 'carrier_not_launched', 'device_not_capable', 'opted_out', 'invalid'] as const;
export const ReachReason = z.enum(REACH_REASONS);
export type ReachReason = z.infer<typeof ReachReason>;

/**
 * `POST /rcs/capability/check` (`messages:send`): which of these numbers get RCS from agent `from`. An entry that is
 * not an E.164 number is answered `invalid` in its place rather than refusing the whole list (a pasted list keeps
 * its rows); the list itself must hold 1 to {@link MAX_CAPABILITY_NUMBERS} strings.
 */
export const CapabilityCheckRequest = z.strictObject({
  from: AgentId,
  phoneNumbers: z
    .array(z.string().check(z.maxLength(64, 'A phone number is at most 64 characters')))
    .check(
      z.minLength(1, 'phoneNumbers must list at least one number'),
      z.maxLength(
        MAX_CAPABILITY_NUMBERS,
        `At most ${MAX_CAPABILITY_NUMBERS} phone numbers per check; split the list into several checks`,
      ),
    ),
});
export type CapabilityCheckRequest = z.infer<typeof CapabilityCheckRequest>;

/** One number's answer, in the order asked (a number asked twice is answered twice). */
export const Capability = z.object({
  phoneNumber: z.string(),
  rcs: z.boolean(),
  reason: ReachReason,
});
export type Capability = z.infer<typeof Capability>;

export const CapabilityCheckResult = z.object({ data: z.array(Capability) });
export type CapabilityCheckResult = z.infer<typeof CapabilityCheckResult>;
