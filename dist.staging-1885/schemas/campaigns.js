/** RCS campaigns, their carrier launches and verification (spec: CAMPAIGN.STATUS payload objects). */
import * as z from './zod.js';
export const CARRIERS = ['CARRIER_A', 'CARRIER_B', 'CARRIER_C', 'OTHERS'];
export const VERIFIERS = ['VERIFIER_A', 'VERIFIER_B'];
export const LAUNCH_STATES = ['NOT_LAUNCHED', 'PENDING', 'LAUNCHED'];
export const VERIFICATION_STATES = ['NOT_SENT', 'SENT', 'VERIFIED'];
const LaunchState = z.enum(LAUNCH_STATES);
const VerificationState = z.enum(VERIFICATION_STATES);
export const CarrierLaunches = z.object({
    carriers: z.object({ CARRIER_A: LaunchState, CARRIER_B: LaunchState, CARRIER_C: LaunchState, OTHERS: LaunchState }),
    verification: z.object({ VERIFIER_A: VerificationState, VERIFIER_B: VerificationState }),
});
export const AgentRef = z.object({ id: z.string(), name: z.string() });
export const CampaignRef = z.object({ publicId: z.string(), type: z.string() });
export const BrandRef = z.object({ id: z.string(), name: z.string() });
