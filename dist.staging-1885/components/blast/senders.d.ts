import type { ApiTransport } from '../../api/transport.js';
/** Sender shapes the blast routes accept (the schemas' RCS agent id and E.164 number), checked without zod. */
export declare const AGENT_ID: RegExp;
export declare const PHONE_NUMBER: RegExp;
export interface BlastSender {
    /** The agent id or the E.164 number the request carries. */
    id: string;
    /** An RCS agent (sends RCS) or a phone number (sends SMS/MMS, and RCS fallbacks). */
    agent: boolean;
    /** The team's name for it, when listed. */
    name: string | undefined;
}
/** Every page of the team's agents, as senders: each agent, then each distinct contact number. */
export declare function loadSenders(api: ApiTransport, signal?: AbortSignal): Promise<BlastSender[]>;
/** A sender known only by its id (set by the host, not listed): its kind from its shape. */
export declare const senderOf: (id: string) => BlastSender;
