/**
 * RCS agents, RCS campaigns (with their submission fields) and RCS test agents (spec: "RCS agents, RCS campaigns
 * (with carrier launch and verification status) and RCS test agents restricted to whitelisted numbers";
 * DESIGN §8). The spec's campaign submission fields keep its snake_case names (`cta_media`, `opt_in_method`,
 * `use_case_description`); everything else is camelCase like the messaging family.
 */
import { CarrierLaunches, CARRIERS } from './campaigns.js';
import * as z from './zod.js';
export declare const AgentColors: z.ZodMiniObject<{
    primary: z.ZodMiniString<string>;
    secondary: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type AgentColors = z.infer<typeof AgentColors>;
/** Logo (square, shown round on phones), banner (the wide hero image of the agent's info page), colours. */
export declare const AgentBranding: z.ZodMiniObject<{
    logoUrl: z.ZodMiniNullable<z.ZodMiniString<string>>;
    bannerUrl: z.ZodMiniNullable<z.ZodMiniString<string>>;
    colors: z.ZodMiniObject<{
        primary: z.ZodMiniString<string>;
        secondary: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type AgentBranding = z.infer<typeof AgentBranding>;
export declare const AgentContact: z.ZodMiniObject<{
    phoneNumber: z.ZodMiniNullable<z.ZodMiniString<string>>;
    email: z.ZodMiniNullable<z.ZodMiniString<string>>;
    website: z.ZodMiniNullable<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type AgentContact = z.infer<typeof AgentContact>;
/** A launch state per carrier (spec keys `CARRIER_A`, `CARRIER_B`, `CARRIER_C`, `OTHERS`). */
export type CarrierLaunchStates = CarrierLaunches['carriers'];
/**
 * An RCS agent (a sender): its identity as phones show it and, from its campaign, the per-carrier launch state.
 * `verified` is true when every verifier has VERIFIED the brand (the "verified" mark phones show).
 */
export declare const RcsAgent: z.ZodMiniObject<{
    agentId: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    description: z.ZodMiniString<string>;
    brand: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    campaignId: z.ZodMiniNullable<z.ZodMiniString<string>>;
    branding: z.ZodMiniObject<{
        logoUrl: z.ZodMiniNullable<z.ZodMiniString<string>>;
        bannerUrl: z.ZodMiniNullable<z.ZodMiniString<string>>;
        colors: z.ZodMiniObject<{
            primary: z.ZodMiniString<string>;
            secondary: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    contact: z.ZodMiniObject<{
        phoneNumber: z.ZodMiniNullable<z.ZodMiniString<string>>;
        email: z.ZodMiniNullable<z.ZodMiniString<string>>;
        website: z.ZodMiniNullable<z.ZodMiniString<string>>;
    }, z.core.$strip>;
    verified: z.ZodMiniBoolean<boolean>;
    carrierLaunches: z.ZodMiniObject<{
        carriers: z.ZodMiniObject<{
            CARRIER_A: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_B: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_C: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            OTHERS: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
        }, z.core.$strip>;
        verification: z.ZodMiniObject<{
            VERIFIER_A: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
            VERIFIER_B: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type RcsAgent = z.infer<typeof RcsAgent>;
export declare const AgentListRequest: z.ZodMiniObject<{
    brandId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type AgentListRequest = z.infer<typeof AgentListRequest>;
/** Carriers on which the agent is not LAUNCHED: their subscribers get the SMS/MMS fallback. */
export declare function carriersWithoutLaunch(agent: Pick<RcsAgent, 'carrierLaunches'>): (typeof CARRIERS)[number][];
export declare const CAMPAIGN_STATUSES: readonly ["DRAFT", "IN_REVIEW", "APPROVED", "REJECTED"];
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Campaign types the sandbox knows (the spec shows none; these are the common registry use cases). */
export declare const CAMPAIGN_TYPES: readonly ["MARKETING", "CUSTOMER_CARE", "ACCOUNT_NOTIFICATION", "CONVERSATIONAL", "TWO_FACTOR_AUTHENTICATION", "MIXED"];
/** Compliance media (an opt-in screenshot, a sign-up form photo): absolute http(s) URLs, at most 10. */
export declare const CtaMedia: z.ZodMiniArray<z.ZodMiniString<string>>;
export declare const RcsCampaign: z.ZodMiniObject<{
    publicId: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    type: z.ZodMiniString<string>;
    status: z.ZodMiniEnum<{
        DRAFT: "DRAFT";
        IN_REVIEW: "IN_REVIEW";
        APPROVED: "APPROVED";
        REJECTED: "REJECTED";
    }>;
    brand: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    agent: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    carrierLaunches: z.ZodMiniObject<{
        carriers: z.ZodMiniObject<{
            CARRIER_A: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_B: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_C: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            OTHERS: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
        }, z.core.$strip>;
        verification: z.ZodMiniObject<{
            VERIFIER_A: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
            VERIFIER_B: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    cta_media: z.ZodMiniArray<z.ZodMiniString<string>>;
    opt_in_method: z.ZodMiniNullable<z.ZodMiniString<string>>;
    use_case_description: z.ZodMiniNullable<z.ZodMiniString<string>>;
    rejectionReason: z.ZodMiniNullable<z.ZodMiniString<string>>;
    submittedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type RcsCampaign = z.infer<typeof RcsCampaign>;
export declare const CampaignListRequest: z.ZodMiniObject<{
    brandId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    agentId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniEnum<{
        DRAFT: "DRAFT";
        IN_REVIEW: "IN_REVIEW";
        APPROVED: "APPROVED";
        REJECTED: "REJECTED";
    }>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type CampaignListRequest = z.infer<typeof CampaignListRequest>;
/** `PATCH /rcs/campaigns/{publicId}`: only DRAFT and REJECTED campaigns change (a campaign under review → 400). */
export declare const CampaignUpdateRequest: z.ZodMiniObject<{
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    type: z.ZodMiniOptional<z.ZodMiniEnum<{
        MARKETING: "MARKETING";
        CUSTOMER_CARE: "CUSTOMER_CARE";
        ACCOUNT_NOTIFICATION: "ACCOUNT_NOTIFICATION";
        CONVERSATIONAL: "CONVERSATIONAL";
        TWO_FACTOR_AUTHENTICATION: "TWO_FACTOR_AUTHENTICATION";
        MIXED: "MIXED";
    }>>;
    cta_media: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    opt_in_method: z.ZodMiniOptional<z.ZodMiniString<string>>;
    use_case_description: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type CampaignUpdateRequest = z.infer<typeof CampaignUpdateRequest>;
/** Sandbox only: `POST /sandbox/campaigns/{publicId}/review` decides a campaign under review. */
export declare const CampaignReviewRequest: z.ZodMiniObject<{
    decision: z.ZodMiniEnum<{
        APPROVED: "APPROVED";
        REJECTED: "REJECTED";
    }>;
    reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type CampaignReviewRequest = z.infer<typeof CampaignReviewRequest>;
/** Test agents per account: Pro 5 (spec, Limits), Enterprise 25, Free none (403). */
export declare const TEST_AGENT_LIMITS: {
    readonly free: 0;
    readonly pro: 5;
    readonly enterprise: 25;
};
/** Testers (whitelisted numbers) per test agent. */
export declare const MAX_TESTERS_PER_AGENT = 20;
export declare const TestAgentCreateRequest: z.ZodMiniObject<{
    name: z.ZodMiniString<string>;
    description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    branding: z.ZodMiniOptional<z.ZodMiniObject<{
        logoUrl: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        bannerUrl: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        colors: z.ZodMiniOptional<z.ZodMiniObject<{
            primary: z.ZodMiniString<string>;
            secondary: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    contact: z.ZodMiniOptional<z.ZodMiniObject<{
        phoneNumber: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        email: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniNullable<z.ZodMiniString<string>>>>;
        website: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type TestAgentCreateRequest = z.infer<typeof TestAgentCreateRequest>;
/** `PATCH /rcs/test/agents/{agentId}`: any of the create fields (branding and contact merge). */
export declare const TestAgentUpdateRequest: z.ZodMiniObject<{
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    description: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniString<string>>>;
    branding: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniObject<{
        logoUrl: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        bannerUrl: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        colors: z.ZodMiniOptional<z.ZodMiniObject<{
            primary: z.ZodMiniString<string>;
            secondary: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>>;
    contact: z.ZodMiniOptional<z.ZodMiniOptional<z.ZodMiniObject<{
        phoneNumber: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        email: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniNullable<z.ZodMiniString<string>>>>;
        website: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export type TestAgentUpdateRequest = z.infer<typeof TestAgentUpdateRequest>;
export declare const TESTER_STATUSES: readonly ["PENDING", "ACCEPTED"];
export declare const Tester: z.ZodMiniObject<{
    phoneNumber: z.ZodMiniString<string>;
    status: z.ZodMiniEnum<{
        PENDING: "PENDING";
        ACCEPTED: "ACCEPTED";
    }>;
    invitedAt: z.iso.ZodMiniISODateTime;
    acceptedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
}, z.core.$strip>;
export type Tester = z.infer<typeof Tester>;
export declare const TestAgent: z.ZodMiniObject<{
    agentId: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    description: z.ZodMiniString<string>;
    branding: z.ZodMiniObject<{
        logoUrl: z.ZodMiniNullable<z.ZodMiniString<string>>;
        bannerUrl: z.ZodMiniNullable<z.ZodMiniString<string>>;
        colors: z.ZodMiniObject<{
            primary: z.ZodMiniString<string>;
            secondary: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    contact: z.ZodMiniObject<{
        phoneNumber: z.ZodMiniNullable<z.ZodMiniString<string>>;
        email: z.ZodMiniNullable<z.ZodMiniString<string>>;
        website: z.ZodMiniNullable<z.ZodMiniString<string>>;
    }, z.core.$strip>;
    testers: z.ZodMiniInt;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type TestAgent = z.infer<typeof TestAgent>;
export declare const WhitelistRequest: z.ZodMiniObject<{
    phoneNumber: z.ZodMiniString<string>;
}, z.core.$strip>;
export type WhitelistRequest = z.infer<typeof WhitelistRequest>;
/** `GET /rcs/test/agents/{agentId}/whitelist`: every whitelisted number and its status. */
export declare const WhitelistStatus: z.ZodMiniObject<{
    agentId: z.ZodMiniString<string>;
    testers: z.ZodMiniArray<z.ZodMiniObject<{
        phoneNumber: z.ZodMiniString<string>;
        status: z.ZodMiniEnum<{
            PENDING: "PENDING";
            ACCEPTED: "ACCEPTED";
        }>;
        invitedAt: z.iso.ZodMiniISODateTime;
        acceptedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type WhitelistStatus = z.infer<typeof WhitelistStatus>;
export declare const PLANS: readonly ["free", "pro", "enterprise"];
export type Plan = (typeof PLANS)[number];
