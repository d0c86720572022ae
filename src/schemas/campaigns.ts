/** RCS campaigns, their carrier launches and verification (spec: CAMPAIGN.STATUS payload objects). */
import * as z from './zod.js';
import { LAUNCH_STATES, VERIFICATION_STATES } from './constants.js';
export {
  CARRIERS,
  VERIFIERS,
  LAUNCH_STATES,
  VERIFICATION_STATES,
  type LaunchState,
  type VerificationState,
} from './constants.js';

const LaunchState = z.enum(LAUNCH_STATES);
const VerificationState = z.enum(VERIFICATION_STATES);

export const CarrierLaunches = z.object({
  carriers: z.object({ CARRIER_A: LaunchState, CARRIER_B: LaunchState, CARRIER_C: LaunchState, OTHERS: LaunchState }),
  verification: z.object({ VERIFIER_A: VerificationState, VERIFIER_B: VerificationState }),
});
export type CarrierLaunches = z.infer<typeof CarrierLaunches>;

export const AgentRef = z.object({ id: z.string(), name: z.string() });
export const CampaignRef = z.object({ publicId: z.string(), type: z.string() });
export const BrandRef = z.object({ id: z.string(), name: z.string() });
export type AgentRef = z.infer<typeof AgentRef>;
export type CampaignRef = z.infer<typeof CampaignRef>;
export type BrandRef = z.infer<typeof BrandRef>;
