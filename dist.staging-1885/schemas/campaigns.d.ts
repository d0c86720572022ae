/** RCS campaigns, their carrier launches and verification (spec: CAMPAIGN.STATUS payload objects). */
import * as z from './zod.js';
export declare const CARRIERS: readonly ["CARRIER_A", "CARRIER_B", "CARRIER_C", "OTHERS"];
export declare const VERIFIERS: readonly ["VERIFIER_A", "VERIFIER_B"];
export declare const LAUNCH_STATES: readonly ["NOT_LAUNCHED", "PENDING", "LAUNCHED"];
export declare const VERIFICATION_STATES: readonly ["NOT_SENT", "SENT", "VERIFIED"];
export type LaunchState = (typeof LAUNCH_STATES)[number];
export type VerificationState = (typeof VERIFICATION_STATES)[number];
export declare const CarrierLaunches: z.ZodMiniObject<{
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
export type CarrierLaunches = z.infer<typeof CarrierLaunches>;
export declare const AgentRef: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
}, z.core.$strip>;
export declare const CampaignRef: z.ZodMiniObject<{
    publicId: z.ZodMiniString<string>;
    type: z.ZodMiniString<string>;
}, z.core.$strip>;
export declare const BrandRef: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
}, z.core.$strip>;
export type AgentRef = z.infer<typeof AgentRef>;
export type CampaignRef = z.infer<typeof CampaignRef>;
export type BrandRef = z.infer<typeof BrandRef>;
