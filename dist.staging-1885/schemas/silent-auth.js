/** Network (carrier) Silent Authentication (spec: Silent Authentication request, check operation, states). */
import { Id, PhoneNumber, Timestamp } from './common.js';
import * as z from './zod.js';
export const NETWORK_REQUEST_STATUSES = ['started', 'challenge-issued', 'completed', 'failed'];
export const TERMINAL_STATUSES = ['completed', 'failed'];
export const SilentAuthCreateRequest = z.object({ phoneNumber: PhoneNumber });
/** Created request: `jsonUrl` is what the user's mobile app fetches (over the carrier network) to get a `code`. */
export const SilentAuthCreateResponse = z.object({
    requestId: Id,
    status: z.literal('started'),
    jsonUrl: z.string(),
});
/** Get Network Request: pending states are read here (the check only ever returns a terminal one). */
export const NetworkRequest = z.object({
    requestId: Id,
    phoneNumber: PhoneNumber,
    status: z.enum(NETWORK_REQUEST_STATUSES),
    createdAt: Timestamp,
    updatedAt: Timestamp,
});
/** SilentAuthCheckRequest. */
export const SilentAuthCheckRequest = z.object({
    code: z.string().check(z.minLength(1, 'code must not be empty'), z.maxLength(512, 'code is at most 512 characters')),
});
export const SilentAuthCheckResponse = z.object({ requestId: Id, status: z.enum(TERMINAL_STATUSES) });
/** The device flow's answer at `jsonUrl`. */
export const SilentAuthDeviceResponse = z.object({ requestId: Id, code: z.string() });
