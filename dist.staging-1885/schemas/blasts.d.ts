import * as z from './zod.js';
export declare const BLAST_STATUSES: readonly ["SCHEDULED", "SENDING", "COMPLETED", "CANCELLED"];
export declare const BlastStatus: z.ZodMiniEnum<{
    SCHEDULED: "SCHEDULED";
    CANCELLED: "CANCELLED";
    SENDING: "SENDING";
    COMPLETED: "COMPLETED";
}>;
export type BlastStatus = z.infer<typeof BlastStatus>;
/**
 * Counters (each message counted once per column it reached): `sent` = left for the carrier (SENT, DELIVERED, READ,
 * FALLBACK_SENT, or FAILED after the carrier took it), `delivered` = DELIVERED / READ, or a fallback leg DELIVERED, `failed` = FAILED,
 * `fallbackSent` = FALLBACK_SENT. `completedAt` is set when every message reached a final state.
 */
export declare const Blast: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    audienceId: z.ZodMiniString<string>;
    type: z.ZodMiniEnum<{
        SMS: "SMS";
        MMS: "MMS";
        RCS: "RCS";
    }>;
    from: z.ZodMiniString<string>;
    status: z.ZodMiniEnum<{
        SCHEDULED: "SCHEDULED";
        CANCELLED: "CANCELLED";
        SENDING: "SENDING";
        COMPLETED: "COMPLETED";
    }>;
    recipients: z.ZodMiniInt;
    sent: z.ZodMiniInt;
    delivered: z.ZodMiniInt;
    failed: z.ZodMiniInt;
    fallbackSent: z.ZodMiniInt;
    scheduledTime: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    createdAt: z.iso.ZodMiniISODateTime;
    completedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
}, z.core.$strip>;
export type Blast = z.infer<typeof Blast>;
/** `POST /messages/blast/sms`. Strict: a `to` (or any unknown key) is a 400 naming it. */
export declare const BlastSmsRequest: z.ZodMiniObject<{
    from: z.ZodMiniString<string>;
    text: z.ZodMiniString<string>;
    audienceId: z.ZodMiniString<string>;
    scheduledTime: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
}, z.core.$strict>;
export type BlastSmsRequest = z.infer<typeof BlastSmsRequest>;
/** `POST /messages/blast/mms`: text and/or media. */
export declare const BlastMmsRequest: z.ZodMiniObject<{
    from: z.ZodMiniString<string>;
    text: z.ZodMiniOptional<z.ZodMiniString<string>>;
    mediaUrls: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    audienceId: z.ZodMiniString<string>;
    scheduledTime: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
}, z.core.$strict>;
export type BlastMmsRequest = z.infer<typeof BlastMmsRequest>;
/** `POST /messages/blast/rcs`: from an RCS agent, with the optional SMS/MMS fallback of a single send. */
export declare const BlastRcsRequest: z.ZodMiniObject<{
    from: z.ZodMiniString<string>;
    rcs: z.ZodMiniObject<{
        text: z.ZodMiniOptional<z.ZodMiniString<string>>;
        media: z.ZodMiniOptional<z.ZodMiniObject<{
            url: z.ZodMiniString<string>;
            height: z.ZodMiniOptional<z.ZodMiniEnum<{
                SHORT: "SHORT";
                MEDIUM: "MEDIUM";
                TALL: "TALL";
            }>>;
            thumbnailUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
        card: z.ZodMiniOptional<z.ZodMiniObject<{
            title: z.ZodMiniOptional<z.ZodMiniString<string>>;
            description: z.ZodMiniOptional<z.ZodMiniString<string>>;
            media: z.ZodMiniOptional<z.ZodMiniObject<{
                url: z.ZodMiniString<string>;
                height: z.ZodMiniOptional<z.ZodMiniEnum<{
                    SHORT: "SHORT";
                    MEDIUM: "MEDIUM";
                    TALL: "TALL";
                }>>;
                thumbnailUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
            suggestions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                type: z.ZodMiniLiteral<"reply">;
            }, z.core.$strip>, z.ZodMiniObject<{
                url: z.ZodMiniString<string>;
                application: z.ZodMiniOptional<z.ZodMiniEnum<{
                    BROWSER: "BROWSER";
                    WEBVIEW: "WEBVIEW";
                }>>;
                webviewViewMode: z.ZodMiniOptional<z.ZodMiniEnum<{
                    TALL: "TALL";
                    FULL: "FULL";
                    HALF: "HALF";
                }>>;
                text: z.ZodMiniString<string>;
                postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                type: z.ZodMiniLiteral<"openUrl">;
            }, z.core.$strip>, z.ZodMiniObject<{
                phoneNumber: z.ZodMiniString<string>;
                text: z.ZodMiniString<string>;
                postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                type: z.ZodMiniLiteral<"dial">;
            }, z.core.$strip>, z.ZodMiniObject<{
                latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                label: z.ZodMiniOptional<z.ZodMiniString<string>>;
                query: z.ZodMiniOptional<z.ZodMiniString<string>>;
                text: z.ZodMiniString<string>;
                postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                type: z.ZodMiniLiteral<"viewLocation">;
            }, z.core.$strip>, z.ZodMiniObject<{
                text: z.ZodMiniString<string>;
                postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                type: z.ZodMiniLiteral<"shareLocation">;
            }, z.core.$strip>, z.ZodMiniObject<{
                title: z.ZodMiniString<string>;
                description: z.ZodMiniOptional<z.ZodMiniString<string>>;
                startTime: z.iso.ZodMiniISODateTime;
                endTime: z.iso.ZodMiniISODateTime;
                text: z.ZodMiniString<string>;
                postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                type: z.ZodMiniLiteral<"createCalendarEvent">;
            }, z.core.$strip>], "type">>>;
        }, z.core.$strip>>;
        carousel: z.ZodMiniOptional<z.ZodMiniObject<{
            cardWidth: z.ZodMiniEnum<{
                MEDIUM: "MEDIUM";
                SMALL: "SMALL";
            }>;
            cards: z.ZodMiniArray<z.ZodMiniObject<{
                title: z.ZodMiniOptional<z.ZodMiniString<string>>;
                description: z.ZodMiniOptional<z.ZodMiniString<string>>;
                media: z.ZodMiniOptional<z.ZodMiniObject<{
                    url: z.ZodMiniString<string>;
                    height: z.ZodMiniOptional<z.ZodMiniEnum<{
                        SHORT: "SHORT";
                        MEDIUM: "MEDIUM";
                        TALL: "TALL";
                    }>>;
                    thumbnailUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
                }, z.core.$strip>>;
                suggestions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
                    text: z.ZodMiniString<string>;
                    postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    type: z.ZodMiniLiteral<"reply">;
                }, z.core.$strip>, z.ZodMiniObject<{
                    url: z.ZodMiniString<string>;
                    application: z.ZodMiniOptional<z.ZodMiniEnum<{
                        BROWSER: "BROWSER";
                        WEBVIEW: "WEBVIEW";
                    }>>;
                    webviewViewMode: z.ZodMiniOptional<z.ZodMiniEnum<{
                        TALL: "TALL";
                        FULL: "FULL";
                        HALF: "HALF";
                    }>>;
                    text: z.ZodMiniString<string>;
                    postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    type: z.ZodMiniLiteral<"openUrl">;
                }, z.core.$strip>, z.ZodMiniObject<{
                    phoneNumber: z.ZodMiniString<string>;
                    text: z.ZodMiniString<string>;
                    postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    type: z.ZodMiniLiteral<"dial">;
                }, z.core.$strip>, z.ZodMiniObject<{
                    latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                    longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                    label: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    query: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    text: z.ZodMiniString<string>;
                    postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    type: z.ZodMiniLiteral<"viewLocation">;
                }, z.core.$strip>, z.ZodMiniObject<{
                    text: z.ZodMiniString<string>;
                    postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    type: z.ZodMiniLiteral<"shareLocation">;
                }, z.core.$strip>, z.ZodMiniObject<{
                    title: z.ZodMiniString<string>;
                    description: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    startTime: z.iso.ZodMiniISODateTime;
                    endTime: z.iso.ZodMiniISODateTime;
                    text: z.ZodMiniString<string>;
                    postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    type: z.ZodMiniLiteral<"createCalendarEvent">;
                }, z.core.$strip>], "type">>>;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        suggestions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
            type: z.ZodMiniLiteral<"reply">;
        }, z.core.$strip>, z.ZodMiniObject<{
            url: z.ZodMiniString<string>;
            application: z.ZodMiniOptional<z.ZodMiniEnum<{
                BROWSER: "BROWSER";
                WEBVIEW: "WEBVIEW";
            }>>;
            webviewViewMode: z.ZodMiniOptional<z.ZodMiniEnum<{
                TALL: "TALL";
                FULL: "FULL";
                HALF: "HALF";
            }>>;
            text: z.ZodMiniString<string>;
            postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
            type: z.ZodMiniLiteral<"openUrl">;
        }, z.core.$strip>, z.ZodMiniObject<{
            phoneNumber: z.ZodMiniString<string>;
            text: z.ZodMiniString<string>;
            postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
            type: z.ZodMiniLiteral<"dial">;
        }, z.core.$strip>, z.ZodMiniObject<{
            latitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            longitude: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            label: z.ZodMiniOptional<z.ZodMiniString<string>>;
            query: z.ZodMiniOptional<z.ZodMiniString<string>>;
            text: z.ZodMiniString<string>;
            postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
            type: z.ZodMiniLiteral<"viewLocation">;
        }, z.core.$strip>, z.ZodMiniObject<{
            text: z.ZodMiniString<string>;
            postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
            type: z.ZodMiniLiteral<"shareLocation">;
        }, z.core.$strip>, z.ZodMiniObject<{
            title: z.ZodMiniString<string>;
            description: z.ZodMiniOptional<z.ZodMiniString<string>>;
            startTime: z.iso.ZodMiniISODateTime;
            endTime: z.iso.ZodMiniISODateTime;
            text: z.ZodMiniString<string>;
            postbackData: z.ZodMiniOptional<z.ZodMiniString<string>>;
            type: z.ZodMiniLiteral<"createCalendarEvent">;
        }, z.core.$strip>], "type">>>;
    }, z.core.$strip>;
    fallback: z.ZodMiniOptional<z.ZodMiniObject<{
        from: z.ZodMiniString<string>;
        text: z.ZodMiniOptional<z.ZodMiniString<string>>;
        mediaUrls: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strip>>;
    audienceId: z.ZodMiniString<string>;
    scheduledTime: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
}, z.core.$strict>;
export type BlastRcsRequest = z.infer<typeof BlastRcsRequest>;
export type BlastRequest = BlastSmsRequest | BlastMmsRequest | BlastRcsRequest;
export type BlastKind = 'sms' | 'mms' | 'rcs';
export declare const BlastListRequest: z.ZodMiniObject<{
    status: z.ZodMiniOptional<z.ZodMiniEnum<{
        SCHEDULED: "SCHEDULED";
        CANCELLED: "CANCELLED";
        SENDING: "SENDING";
        COMPLETED: "COMPLETED";
    }>>;
    audienceId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type BlastListRequest = z.infer<typeof BlastListRequest>;
/**
 * One recipient of a blast (`POST /messages/blasts/{id}/recipients/list`): its message's status and, when it failed,
 * the carrier's reason (`error.code`: `OPTED_OUT`, `UNDELIVERABLE`, `RCS_UNDELIVERABLE`, …), and the conversation
 * the message is in, so a UI can list who did not get the blast and open their threads.
 */
export declare const BlastRecipient: z.ZodMiniObject<{
    messageId: z.ZodMiniString<string>;
    conversationId: z.ZodMiniString<string>;
    to: z.ZodMiniString<string>;
    contactId: z.ZodMiniNullable<z.ZodMiniString<string>>;
    name: z.ZodMiniNullable<z.ZodMiniString<string>>;
    status: z.ZodMiniEnum<{
        SENT: "SENT";
        SCHEDULED: "SCHEDULED";
        QUEUED: "QUEUED";
        DELIVERED: "DELIVERED";
        READ: "READ";
        FAILED: "FAILED";
        FALLBACK_SENT: "FALLBACK_SENT";
        RECEIVED: "RECEIVED";
        CANCELLED: "CANCELLED";
    }>;
    error: z.ZodMiniNullable<z.ZodMiniObject<{
        code: z.ZodMiniString<string>;
        message: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type BlastRecipient = z.infer<typeof BlastRecipient>;
/** `POST /messages/blasts/{id}/recipients/list {status?}`: a blast's recipients (e.g. `status: "FAILED"`), paginated. */
export declare const BlastRecipientListRequest: z.ZodMiniObject<{
    status: z.ZodMiniOptional<z.ZodMiniEnum<{
        SENT: "SENT";
        SCHEDULED: "SCHEDULED";
        QUEUED: "QUEUED";
        DELIVERED: "DELIVERED";
        READ: "READ";
        FAILED: "FAILED";
        FALLBACK_SENT: "FALLBACK_SENT";
        RECEIVED: "RECEIVED";
        CANCELLED: "CANCELLED";
    }>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type BlastRecipientListRequest = z.infer<typeof BlastRecipientListRequest>;
