import * as z from './zod.js';
export declare const NETWORK_REQUEST_STATUSES: readonly ["started", "challenge-issued", "completed", "failed"];
export declare const TERMINAL_STATUSES: readonly ["completed", "failed"];
export declare const SilentAuthCreateRequest: z.ZodMiniObject<{
    phoneNumber: z.ZodMiniString<string>;
}, z.core.$strip>;
export type SilentAuthCreateRequest = z.infer<typeof SilentAuthCreateRequest>;
/** Created request: `jsonUrl` is what the user's mobile app fetches (over the carrier network) to get a `code`. */
export declare const SilentAuthCreateResponse: z.ZodMiniObject<{
    requestId: z.ZodMiniString<string>;
    status: z.ZodMiniLiteral<"started">;
    jsonUrl: z.ZodMiniString<string>;
}, z.core.$strip>;
export type SilentAuthCreateResponse = z.infer<typeof SilentAuthCreateResponse>;
/** Get Network Request: pending states are read here (the check only ever returns a terminal one). */
export declare const NetworkRequest: z.ZodMiniObject<{
    requestId: z.ZodMiniString<string>;
    phoneNumber: z.ZodMiniString<string>;
    status: z.ZodMiniEnum<{
        failed: "failed";
        started: "started";
        "challenge-issued": "challenge-issued";
        completed: "completed";
    }>;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type NetworkRequest = z.infer<typeof NetworkRequest>;
/** SilentAuthCheckRequest. */
export declare const SilentAuthCheckRequest: z.ZodMiniObject<{
    code: z.ZodMiniString<string>;
}, z.core.$strip>;
export type SilentAuthCheckRequest = z.infer<typeof SilentAuthCheckRequest>;
export declare const SilentAuthCheckResponse: z.ZodMiniObject<{
    requestId: z.ZodMiniString<string>;
    status: z.ZodMiniEnum<{
        failed: "failed";
        completed: "completed";
    }>;
}, z.core.$strip>;
export type SilentAuthCheckResponse = z.infer<typeof SilentAuthCheckResponse>;
/** The device flow's answer at `jsonUrl`. */
export declare const SilentAuthDeviceResponse: z.ZodMiniObject<{
    requestId: z.ZodMiniString<string>;
    code: z.ZodMiniString<string>;
}, z.core.$strip>;
