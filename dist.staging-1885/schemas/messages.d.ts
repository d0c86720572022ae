import * as z from './zod.js';
export { CARD_WIDTHS, LIMITS, MEDIA_HEIGHTS, MESSAGE_STATUSES, MESSAGE_TYPES, SUGGESTION_TYPES, URL_APPLICATIONS, WEBVIEW_VIEW_MODES, fallbackChannel, } from './constants.js';
export declare const MessageType: z.ZodMiniEnum<{
    SMS: "SMS";
    MMS: "MMS";
    RCS: "RCS";
}>;
export type MessageType = z.infer<typeof MessageType>;
export declare const MessageStatus: z.ZodMiniEnum<{
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
export type MessageStatus = z.infer<typeof MessageStatus>;
export declare const RcsMedia: z.ZodMiniObject<{
    url: z.ZodMiniString<string>;
    height: z.ZodMiniOptional<z.ZodMiniEnum<{
        SHORT: "SHORT";
        MEDIUM: "MEDIUM";
        TALL: "TALL";
    }>>;
    thumbnailUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type RcsMedia = z.infer<typeof RcsMedia>;
export declare const Suggestion: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
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
}, z.core.$strip>], "type">;
export type Suggestion = z.infer<typeof Suggestion>;
export type SuggestionType = Suggestion['type'];
export declare const RcsCard: z.ZodMiniObject<{
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
}, z.core.$strip>;
export type RcsCard = z.infer<typeof RcsCard>;
export declare const RcsCarousel: z.ZodMiniObject<{
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
}, z.core.$strip>;
export type RcsCarousel = z.infer<typeof RcsCarousel>;
/** `rcs = {text | media | card | carousel, suggestions?}`: exactly one kind of content. */
export declare const RcsContent: z.ZodMiniObject<{
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
export type RcsContent = z.infer<typeof RcsContent>;
export declare const Fallback: z.ZodMiniObject<{
    from: z.ZodMiniString<string>;
    text: z.ZodMiniOptional<z.ZodMiniString<string>>;
    mediaUrls: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type Fallback = z.infer<typeof Fallback>;
/** `POST /send`. Type-specific rules are checked as issues on the field they concern. */
export declare const SendRequest: z.ZodMiniObject<{
    type: z.ZodMiniEnum<{
        SMS: "SMS";
        MMS: "MMS";
        RCS: "RCS";
    }>;
    from: z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>;
    to: z.ZodMiniString<string>;
    text: z.ZodMiniOptional<z.ZodMiniString<string>>;
    mediaUrls: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    rcs: z.ZodMiniOptional<z.ZodMiniObject<{
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
    fallback: z.ZodMiniOptional<z.ZodMiniObject<{
        from: z.ZodMiniString<string>;
        text: z.ZodMiniOptional<z.ZodMiniString<string>>;
        mediaUrls: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strip>>;
    scheduledTime: z.ZodMiniOptional<z.iso.ZodMiniISODateTime>;
}, z.core.$strip>;
export type SendRequest = z.infer<typeof SendRequest>;
export declare const TypingRequest: z.ZodMiniObject<{
    from: z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>;
    to: z.ZodMiniString<string>;
}, z.core.$strip>;
export type TypingRequest = z.infer<typeof TypingRequest>;
export declare const Reaction: z.ZodMiniObject<{
    emoji: z.ZodMiniString<string>;
    by: z.ZodMiniString<string>;
    at: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Reaction = z.infer<typeof Reaction>;
export declare const MessageError: z.ZodMiniObject<{
    code: z.ZodMiniString<string>;
    message: z.ZodMiniString<string>;
}, z.core.$strip>;
/** The SMS/MMS leg an RCS message fell back to (spec: webhook `fallbackMessage`). */
export declare const FallbackMessage: z.ZodMiniObject<{
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
}, z.core.$strip>;
export type FallbackMessage = z.infer<typeof FallbackMessage>;
export declare const Message: z.ZodMiniObject<{
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
export type Message = z.infer<typeof Message>;
export declare const ReactRequest: z.ZodMiniObject<{
    messageId: z.ZodMiniString<string>;
    emoji: z.ZodMiniString<string>;
}, z.core.$strip>;
export type ReactRequest = z.infer<typeof ReactRequest>;
export declare const ScheduleListRequest: z.ZodMiniObject<{
    from: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
    to: z.ZodMiniOptional<z.ZodMiniString<string>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type ScheduleListRequest = z.infer<typeof ScheduleListRequest>;
export declare const MessageListRequest: z.ZodMiniObject<{
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type MessageListRequest = z.infer<typeof MessageListRequest>;
export declare const ValidateSmsRequest: z.ZodMiniObject<{
    from: z.ZodMiniOptional<z.ZodMiniString<string>>;
    to: z.ZodMiniOptional<z.ZodMiniString<string>>;
    text: z.ZodMiniString<string>;
}, z.core.$strip>;
export declare const ValidateMmsRequest: z.ZodMiniObject<{
    from: z.ZodMiniOptional<z.ZodMiniString<string>>;
    to: z.ZodMiniOptional<z.ZodMiniString<string>>;
    text: z.ZodMiniOptional<z.ZodMiniString<string>>;
    mediaUrls: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export declare const ValidateRcsRequest: z.ZodMiniObject<{
    from: z.ZodMiniOptional<z.ZodMiniString<string>>;
    to: z.ZodMiniOptional<z.ZodMiniString<string>>;
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
}, z.core.$strip>;
export type ValidateSmsRequest = z.infer<typeof ValidateSmsRequest>;
export type ValidateMmsRequest = z.infer<typeof ValidateMmsRequest>;
export type ValidateRcsRequest = z.infer<typeof ValidateRcsRequest>;
export declare const ValidationResult: z.ZodMiniObject<{
    segments: z.ZodMiniInt;
    encoding: z.ZodMiniEnum<{
        "GSM-7": "GSM-7";
        "UCS-2": "UCS-2";
    }>;
    characters: z.ZodMiniInt;
    unsupportedFiles: z.ZodMiniArray<z.ZodMiniObject<{
        url: z.ZodMiniString<string>;
        reason: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    estimatedCost: z.ZodMiniObject<{
        amount: z.ZodMiniNumber<number>;
        currency: z.ZodMiniString<string>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type ValidationResult = z.infer<typeof ValidationResult>;
/** File types the carrier sends as MMS and as RCS media: in `constants.ts`, so the inbox's reply box shares them. */
export { MMS_FILE_TYPES, RCS_FILE_TYPES } from './constants.js';
/**
 * Why a media URL cannot be sent, or null. The sandbox never fetches: it judges the scheme and the file extension
 * of the path. A path without an extension passes (a real carrier decides by the fetched Content-Type).
 */
export declare function unsupportedReason(url: string, allowed: readonly string[]): string | null;
/** The media URLs of RCS content: `rcs.media`, the card's, each carousel card's. */
export declare function rcsMediaUrls(rcs: RcsContent): string[];
/**
 * The one rule set for media (issue 15): every file of a message that the carrier could not send, with why.
 * `/messages/validate/mms` and `/rcs` report exactly this list, and every send (`/send`, `/forms/send`) refuses a
 * message for which it is not empty. MMS `mediaUrls` and fallback `mediaUrls` are judged as MMS, RCS media as RCS.
 */
export declare function unsupportedFilesOf(message: {
    mediaUrls?: readonly string[] | null | undefined;
    rcs?: RcsContent | null | undefined;
    fallback?: {
        mediaUrls?: readonly string[] | null | undefined;
    } | null | undefined;
}): {
    url: string;
    reason: string;
}[];
