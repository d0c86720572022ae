import * as z from './zod.js';
export declare const STREAM_EVENT_TYPES: readonly ["message.created", "message.updated", "conversation.updated", "typing", "blast.updated", "reset", "note.created", "note.updated", "note.deleted", "presence"];
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];
export declare const MessageEventData: z.ZodMiniObject<{
    message: z.ZodMiniObject<{
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
    }, z.core.$strip>;
}, z.core.$strip>;
export declare const ConversationEventData: z.ZodMiniObject<{
    conversation: z.ZodMiniObject<{
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
}, z.core.$strip>;
export declare const TypingEventData: z.ZodMiniObject<{
    conversationId: z.ZodMiniString<string>;
    from: z.ZodMiniString<string>;
    to: z.ZodMiniString<string>;
    direction: z.ZodMiniEnum<{
        inbound: "inbound";
        outbound: "outbound";
    }>;
    by: z.ZodMiniNullable<z.ZodMiniString<string>>;
    at: z.ZodMiniString<string>;
}, z.core.$strip>;
/** A blast's counters or status changed (DESIGN §6). */
export declare const BlastEventData: z.ZodMiniObject<{
    blast: z.ZodMiniObject<{
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
}, z.core.$strip>;
export declare const ResetEventData: z.ZodMiniObject<{
    reason: z.ZodMiniString<string>;
}, z.core.$strip>;
/** A note was added, edited or deleted (DESIGN §10); `note.deleted` carries the note as it was. */
export declare const NoteEventData: z.ZodMiniObject<{
    note: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        conversationId: z.ZodMiniString<string>;
        author: z.ZodMiniNullable<z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            name: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>>;
        text: z.ZodMiniString<string>;
        mentions: z.ZodMiniArray<z.ZodMiniString<string>>;
        createdAt: z.iso.ZodMiniISODateTime;
        updatedAt: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>;
}, z.core.$strip>;
/** A teammate's presence in a conversation (DESIGN §10); never sent to that teammate. */
export declare const PresenceEventData: z.ZodMiniObject<{
    conversationId: z.ZodMiniString<string>;
    user: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>;
    state: z.ZodMiniEnum<{
        viewing: "viewing";
        typing: "typing";
        idle: "idle";
    }>;
    at: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export declare const StreamEvent: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"message.created">;
    data: z.ZodMiniObject<{
        message: z.ZodMiniObject<{
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
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"message.updated">;
    data: z.ZodMiniObject<{
        message: z.ZodMiniObject<{
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
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"conversation.updated">;
    data: z.ZodMiniObject<{
        conversation: z.ZodMiniObject<{
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
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"typing">;
    data: z.ZodMiniObject<{
        conversationId: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniString<string>;
        direction: z.ZodMiniEnum<{
            inbound: "inbound";
            outbound: "outbound";
        }>;
        by: z.ZodMiniNullable<z.ZodMiniString<string>>;
        at: z.ZodMiniString<string>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"blast.updated">;
    data: z.ZodMiniObject<{
        blast: z.ZodMiniObject<{
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
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"reset">;
    data: z.ZodMiniObject<{
        reason: z.ZodMiniString<string>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"note.created">;
    data: z.ZodMiniObject<{
        note: z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            conversationId: z.ZodMiniString<string>;
            author: z.ZodMiniNullable<z.ZodMiniObject<{
                id: z.ZodMiniString<string>;
                name: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
            text: z.ZodMiniString<string>;
            mentions: z.ZodMiniArray<z.ZodMiniString<string>>;
            createdAt: z.iso.ZodMiniISODateTime;
            updatedAt: z.iso.ZodMiniISODateTime;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"note.updated">;
    data: z.ZodMiniObject<{
        note: z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            conversationId: z.ZodMiniString<string>;
            author: z.ZodMiniNullable<z.ZodMiniObject<{
                id: z.ZodMiniString<string>;
                name: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
            text: z.ZodMiniString<string>;
            mentions: z.ZodMiniArray<z.ZodMiniString<string>>;
            createdAt: z.iso.ZodMiniISODateTime;
            updatedAt: z.iso.ZodMiniISODateTime;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"note.deleted">;
    data: z.ZodMiniObject<{
        note: z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            conversationId: z.ZodMiniString<string>;
            author: z.ZodMiniNullable<z.ZodMiniObject<{
                id: z.ZodMiniString<string>;
                name: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strip>>;
            text: z.ZodMiniString<string>;
            mentions: z.ZodMiniArray<z.ZodMiniString<string>>;
            createdAt: z.iso.ZodMiniISODateTime;
            updatedAt: z.iso.ZodMiniISODateTime;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    event: z.ZodMiniLiteral<"presence">;
    data: z.ZodMiniObject<{
        conversationId: z.ZodMiniString<string>;
        user: z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            name: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>;
        state: z.ZodMiniEnum<{
            viewing: "viewing";
            typing: "typing";
            idle: "idle";
        }>;
        at: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>;
}, z.core.$strip>], "event">;
export type StreamEvent = z.infer<typeof StreamEvent>;
/** Parses one SSE frame (already split into id / event / data text) into a typed event, or null if unknown. */
export declare function parseStreamEvent(frame: {
    id?: string;
    event?: string;
    data: string;
}): StreamEvent | null;
