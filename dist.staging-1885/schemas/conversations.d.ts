import * as z from './zod.js';
/** The recipient's contact record is the Contact of `contacts.ts` (DESIGN §6: the same record everywhere). */
export { Contact } from './contacts.js';
/** What a thread list row shows of the newest message. */
export declare const MessagePreview: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    direction: z.ZodMiniEnum<{
        inbound: "inbound";
        outbound: "outbound";
    }>;
    type: z.ZodMiniEnum<{
        SMS: "SMS";
        MMS: "MMS";
        RCS: "RCS";
    }>;
    text: z.ZodMiniNullable<z.ZodMiniString<string>>;
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
    createdAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type MessagePreview = z.infer<typeof MessagePreview>;
export { NOTES_MAX } from './constants.js';
export declare const Conversation: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    from: z.ZodMiniString<string>;
    to: z.ZodMiniString<string>;
    senderType: z.ZodMiniEnum<{
        phone: "phone";
        rcs_agent: "rcs_agent";
    }>;
    brandId: z.ZodMiniNullable<z.ZodMiniString<string>>;
    campaignId: z.ZodMiniNullable<z.ZodMiniString<string>>;
    contact: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        phoneNumber: z.ZodMiniString<string>;
        name: z.ZodMiniNullable<z.ZodMiniString<string>>;
        email: z.ZodMiniNullable<z.ZodMiniString<string>>;
        tags: z.ZodMiniArray<z.ZodMiniString<string>>;
        description: z.ZodMiniNullable<z.ZodMiniString<string>>;
        audienceIds: z.ZodMiniArray<z.ZodMiniString<string>>;
        createdAt: z.iso.ZodMiniISODateTime;
        updatedAt: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>>;
    notes: z.ZodMiniString<string>;
    optedOut: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniObject<{
        at: z.iso.ZodMiniISODateTime;
        keyword: z.ZodMiniString<string>;
    }, z.core.$strip>>>;
    unreadCount: z.ZodMiniInt;
    match: z.ZodMiniOptional<z.ZodMiniObject<{
        source: z.ZodMiniOptional<z.ZodMiniEnum<{
            message: "message";
            contact: "contact";
            note: "note";
        }>>;
        messageId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        noteId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        snippet: z.ZodMiniString<string>;
        highlights: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            start: z.ZodMiniInt;
            end: z.ZodMiniInt;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    lastMessage: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        direction: z.ZodMiniEnum<{
            inbound: "inbound";
            outbound: "outbound";
        }>;
        type: z.ZodMiniEnum<{
            SMS: "SMS";
            MMS: "MMS";
            RCS: "RCS";
        }>;
        text: z.ZodMiniNullable<z.ZodMiniString<string>>;
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
        createdAt: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>>;
    lastActivityAt: z.iso.ZodMiniISODateTime;
    createdAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Conversation = z.infer<typeof Conversation>;
/** Conversation reference inside events (spec: `id`, `from`, `to`). */
export declare const ConversationRef: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    from: z.ZodMiniString<string>;
    to: z.ZodMiniString<string>;
}, z.core.$strip>;
export type ConversationRef = z.infer<typeof ConversationRef>;
export declare const ConversationListRequest: z.ZodMiniObject<{
    from: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
    to: z.ZodMiniOptional<z.ZodMiniString<string>>;
    brandId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    campaignId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    query: z.ZodMiniOptional<z.ZodMiniString<string>>;
    unreadOnly: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    audienceId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    tag: z.ZodMiniOptional<z.ZodMiniString<string>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type ConversationListRequest = z.infer<typeof ConversationListRequest>;
export declare const ConversationByPairRequest: z.ZodMiniObject<{
    from: z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>;
    to: z.ZodMiniString<string>;
}, z.core.$strip>;
export type ConversationByPairRequest = z.infer<typeof ConversationByPairRequest>;
export declare const ConversationUpdateRequest: z.ZodMiniObject<{
    notes: z.ZodMiniString<string>;
}, z.core.$strip>;
export type ConversationUpdateRequest = z.infer<typeof ConversationUpdateRequest>;
/** Thread opened in one request: the conversation and its newest page (DESIGN §5: no waterfalls). */
export declare const ConversationWithMessages: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    from: z.ZodMiniString<string>;
    to: z.ZodMiniString<string>;
    senderType: z.ZodMiniEnum<{
        phone: "phone";
        rcs_agent: "rcs_agent";
    }>;
    brandId: z.ZodMiniNullable<z.ZodMiniString<string>>;
    campaignId: z.ZodMiniNullable<z.ZodMiniString<string>>;
    contact: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        phoneNumber: z.ZodMiniString<string>;
        name: z.ZodMiniNullable<z.ZodMiniString<string>>;
        email: z.ZodMiniNullable<z.ZodMiniString<string>>;
        tags: z.ZodMiniArray<z.ZodMiniString<string>>;
        description: z.ZodMiniNullable<z.ZodMiniString<string>>;
        audienceIds: z.ZodMiniArray<z.ZodMiniString<string>>;
        createdAt: z.iso.ZodMiniISODateTime;
        updatedAt: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>>;
    notes: z.ZodMiniString<string>;
    optedOut: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniObject<{
        at: z.iso.ZodMiniISODateTime;
        keyword: z.ZodMiniString<string>;
    }, z.core.$strip>>>;
    unreadCount: z.ZodMiniInt;
    match: z.ZodMiniOptional<z.ZodMiniObject<{
        source: z.ZodMiniOptional<z.ZodMiniEnum<{
            message: "message";
            contact: "contact";
            note: "note";
        }>>;
        messageId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        noteId: z.ZodMiniOptional<z.ZodMiniString<string>>;
        snippet: z.ZodMiniString<string>;
        highlights: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            start: z.ZodMiniInt;
            end: z.ZodMiniInt;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    lastMessage: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        direction: z.ZodMiniEnum<{
            inbound: "inbound";
            outbound: "outbound";
        }>;
        type: z.ZodMiniEnum<{
            SMS: "SMS";
            MMS: "MMS";
            RCS: "RCS";
        }>;
        text: z.ZodMiniNullable<z.ZodMiniString<string>>;
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
        createdAt: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>>;
    lastActivityAt: z.iso.ZodMiniISODateTime;
    createdAt: z.iso.ZodMiniISODateTime;
    messages: z.ZodMiniOptional<z.ZodMiniObject<{
        data: z.ZodMiniArray<z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            conversationId: z.ZodMiniString<string>;
            direction: z.ZodMiniEnum<{
                inbound: "inbound";
                outbound: "outbound";
            }>;
            type: z.ZodMiniEnum<{
                SMS: "SMS";
                MMS: "MMS";
                RCS: "RCS";
            }>;
            from: z.ZodMiniString<string>;
            to: z.ZodMiniString<string>;
            text: z.ZodMiniNullable<z.ZodMiniString<string>>;
            mediaUrls: z.ZodMiniArray<z.ZodMiniString<string>>;
            rcs: z.ZodMiniNullable<z.ZodMiniObject<{
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
            }, z.core.$strip>>;
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
            fallbackMessage: z.ZodMiniNullable<z.ZodMiniObject<{
                id: z.ZodMiniString<string>;
                type: z.ZodMiniEnum<{
                    SMS: "SMS";
                    MMS: "MMS";
                }>;
                from: z.ZodMiniString<string>;
                to: z.ZodMiniString<string>;
                text: z.ZodMiniNullable<z.ZodMiniString<string>>;
                mediaUrls: z.ZodMiniArray<z.ZodMiniString<string>>;
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
                sentAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
            }, z.core.$strip>>;
            reactions: z.ZodMiniArray<z.ZodMiniObject<{
                emoji: z.ZodMiniString<string>;
                by: z.ZodMiniString<string>;
                at: z.iso.ZodMiniISODateTime;
            }, z.core.$strip>>;
            scheduledTime: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
            sentAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
            createdAt: z.iso.ZodMiniISODateTime;
            error: z.ZodMiniNullable<z.ZodMiniObject<{
                code: z.ZodMiniString<string>;
                message: z.ZodMiniString<string>;
            }, z.core.$strip>>;
            blastId: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
        }, z.core.$strip>>;
        nextCursor: z.ZodMiniNullable<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
