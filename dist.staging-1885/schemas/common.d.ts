/** Building blocks shared by every resource schema: ids, phone numbers, senders, timestamps, URLs, pagination. */
import * as z from './zod.js';
/** E.164: `+`, a non-zero country digit, 7 to 15 digits in all. */
export declare const E164_PATTERN: RegExp;
export declare const PhoneNumber: z.ZodMiniString<string>;
/** RCS agent ids (senders that are not phone numbers). */
export declare const AGENT_ID_PATTERN: RegExp;
export declare const AgentId: z.ZodMiniString<string>;
/** A sender is a phone number or an RCS agent id (spec: Webhook `senders`). */
export declare const SenderId: z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>;
export declare const isAgentId: (sender: string) => boolean;
/** Resource ids are opaque strings; bounded so that ids cannot be abused as payload carriers. */
export declare const Id: z.ZodMiniString<string>;
/** ISO 8601 with milliseconds and `Z` (spec: `submitted_at`), or any offset on input. */
export declare const Timestamp: z.iso.ZodMiniISODateTime;
export declare const HttpUrl: z.ZodMiniString<string>;
export declare const MAX_PAGE_SIZE = 100;
export declare const DEFAULT_PAGE_SIZE = 25;
/** Fields of every `POST …/list` body (DESIGN §3). */
export declare const listShape: {
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
};
export declare const ListRequest: z.ZodMiniObject<{
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type ListRequest = z.infer<typeof ListRequest>;
/** `{data, nextCursor}` for any item schema. */
export declare function Page<T extends z.ZodMiniType>(item: T): z.ZodMiniObject<{
    data: z.ZodMiniArray<T>;
    nextCursor: z.ZodMiniNullable<z.ZodMiniString<string>>;
}, z.core.$strip>;
export interface Page<T> {
    data: T[];
    nextCursor: string | null;
}
