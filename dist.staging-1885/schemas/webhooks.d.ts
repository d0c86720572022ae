import * as z from './zod.js';
export declare const WEBHOOK_EVENTS: readonly ["FORM.SUBMISSION", "CAMPAIGN.STATUS", "MESSAGE.STATUS"];
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Spec, custom header rules. */
export declare const HEADER_NAME_PATTERN: RegExp;
export declare const SIGNING_SECRET_HEADER = "SERVICE-SIGNING-SECRET";
export declare const MAX_CUSTOM_HEADERS = 20;
/**
 * Header names that pass the spec's pattern but can never be delivered as given, refused at attach (400 naming the
 * header and the reason) rather than failing every delivery. Documented in docs/sandbox-forms-webhooks.md.
 */
export declare const UNDELIVERABLE_HEADER_NAMES: Readonly<Record<string, string>>;
/**
 * Why a custom header can never be delivered as given, or null. Names: the framing and hop-by-hop names above.
 * Values: an HTTP field value (RFC 9110 §5.5) that every HTTP client sends unchanged — only tab, visible ASCII,
 * space and Latin-1 (U+0080–U+00FF, sent as single bytes); no control characters (NUL, CR, LF, DEL, …), no
 * characters beyond U+00FF (HTTP clients refuse them), no leading or trailing space or tab (stripped in transit).
 * One rule set, used at attach and again when a delivery is built.
 */
export declare function undeliverableHeaderReason(name: string, value: string): string | null;
/**
 * Custom headers as the spec's rules have them: names match `^[A-Za-z0-9][A-Za-z0-9_-]*$`, values are strings,
 * names are normalized to uppercase, `SERVICE-SIGNING-SECRET` (any case) is silently stripped whatever its value
 * (before any other rule). Two names that are equal once uppercased are refused (which one should win is
 * ambiguous); headers that could never be delivered ({@link undeliverableHeaderReason}) are refused.
 */
export declare const WebhookHeaders: z.ZodMiniPipe<z.ZodMiniCustom<Record<string, unknown>, Record<string, unknown>>, z.ZodMiniTransform<{
    [x: string]: string;
}, Record<string, unknown>>>;
export declare class WebhookHeadersError extends Error {
    readonly issues: readonly {
        path: readonly PropertyKey[];
        message: string;
    }[];
    readonly code = "ERR_WEBHOOK_HEADERS";
    constructor(issues: readonly {
        path: readonly PropertyKey[];
        message: string;
    }[]);
}
/**
 * Applies the spec's custom header rules.
 * @example normalizeWebhookHeaders({ 'x-team': 'blue', 'Service-Signing-Secret': 'x' }) // { 'X-TEAM': 'blue' }
 * @throws WebhookHeadersError naming each bad header.
 */
export declare function normalizeWebhookHeaders(headers: unknown): Record<string, string>;
export declare const Webhook: z.ZodMiniObject<{
    webhookId: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    url: z.ZodMiniString<string>;
    event: z.ZodMiniNullable<z.ZodMiniEnum<{
        "FORM.SUBMISSION": "FORM.SUBMISSION";
        "CAMPAIGN.STATUS": "CAMPAIGN.STATUS";
        "MESSAGE.STATUS": "MESSAGE.STATUS";
    }>>;
    status: z.ZodMiniEnum<{
        active: "active";
        disabled: "disabled";
    }>;
    senders: z.ZodMiniArray<z.ZodMiniString<string>>;
    headers: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
    signingSecret: z.ZodMiniString<string>;
    createdAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Webhook = z.infer<typeof Webhook>;
/** Attach: create a webhook (`name`, `url`, `event?`) or attach an existing `webhookId`; `headers` overwrite when given. */
export declare const WebhookAttachRequest: z.ZodMiniObject<{
    webhookId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    url: z.ZodMiniOptional<z.ZodMiniString<string>>;
    event: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniEnum<{
        "FORM.SUBMISSION": "FORM.SUBMISSION";
        "CAMPAIGN.STATUS": "CAMPAIGN.STATUS";
        "MESSAGE.STATUS": "MESSAGE.STATUS";
    }>>>;
    senders: z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
    headers: z.ZodMiniOptional<z.ZodMiniPipe<z.ZodMiniCustom<Record<string, unknown>, Record<string, unknown>>, z.ZodMiniTransform<{
        [x: string]: string;
    }, Record<string, unknown>>>>;
}, z.core.$strip>;
export type WebhookAttachRequest = z.input<typeof WebhookAttachRequest>;
export declare const WebhookDetachRequest: z.ZodMiniObject<{
    webhookId: z.ZodMiniString<string>;
    senders: z.ZodMiniArray<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
}, z.core.$strip>;
export type WebhookDetachRequest = z.infer<typeof WebhookDetachRequest>;
export declare const WebhookListRequest: z.ZodMiniObject<{
    sender: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export declare const FormSubmissionEvent: z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"FORM.SUBMISSION">;
    sender: z.ZodMiniString<string>;
    conversation: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    form: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        url: z.ZodMiniString<string>;
    }, z.core.$strip>;
    submission: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniNullable<z.ZodMiniString<string>>;
        data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
        fields: z.ZodMiniArray<z.ZodMiniObject<{
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            type: z.ZodMiniString<string>;
            value: z.ZodMiniUnknown;
        }, z.core.$strip>>;
        ip_address: z.ZodMiniString<string>;
        user_agent: z.ZodMiniString<string>;
        submitted_at: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>;
}, z.core.$strip>;
export type FormSubmissionEvent = z.infer<typeof FormSubmissionEvent>;
export declare const CampaignStatusEvent: z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"CAMPAIGN.STATUS">;
    agent: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    campaign: z.ZodMiniObject<{
        publicId: z.ZodMiniString<string>;
        type: z.ZodMiniString<string>;
    }, z.core.$strip>;
    brand: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    carrierLaunches: z.ZodMiniObject<{
        carriers: z.ZodMiniObject<{
            CARRIER_A: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_B: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_C: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            OTHERS: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
        }, z.core.$strip>;
        verification: z.ZodMiniObject<{
            VERIFIER_A: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
            VERIFIER_B: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    changedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type CampaignStatusEvent = z.infer<typeof CampaignStatusEvent>;
/** Ours (the spec names message events only by `fallbackMessage`): a message's status changed. */
export declare const MessageStatusEvent: z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"MESSAGE.STATUS">;
    sender: z.ZodMiniString<string>;
    conversation: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniString<string>;
    }, z.core.$strip>;
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
    changedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type MessageStatusEvent = z.infer<typeof MessageStatusEvent>;
export declare const WebhookEvent: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"FORM.SUBMISSION">;
    sender: z.ZodMiniString<string>;
    conversation: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    form: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        url: z.ZodMiniString<string>;
    }, z.core.$strip>;
    submission: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniNullable<z.ZodMiniString<string>>;
        data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
        fields: z.ZodMiniArray<z.ZodMiniObject<{
            key: z.ZodMiniString<string>;
            label: z.ZodMiniString<string>;
            type: z.ZodMiniString<string>;
            value: z.ZodMiniUnknown;
        }, z.core.$strip>>;
        ip_address: z.ZodMiniString<string>;
        user_agent: z.ZodMiniString<string>;
        submitted_at: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"CAMPAIGN.STATUS">;
    agent: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    campaign: z.ZodMiniObject<{
        publicId: z.ZodMiniString<string>;
        type: z.ZodMiniString<string>;
    }, z.core.$strip>;
    brand: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    carrierLaunches: z.ZodMiniObject<{
        carriers: z.ZodMiniObject<{
            CARRIER_A: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_B: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            CARRIER_C: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
            OTHERS: z.ZodMiniEnum<{
                NOT_LAUNCHED: "NOT_LAUNCHED";
                PENDING: "PENDING";
                LAUNCHED: "LAUNCHED";
            }>;
        }, z.core.$strip>;
        verification: z.ZodMiniObject<{
            VERIFIER_A: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
            VERIFIER_B: z.ZodMiniEnum<{
                NOT_SENT: "NOT_SENT";
                SENT: "SENT";
                VERIFIED: "VERIFIED";
            }>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    changedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"MESSAGE.STATUS">;
    sender: z.ZodMiniString<string>;
    conversation: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        from: z.ZodMiniString<string>;
        to: z.ZodMiniString<string>;
    }, z.core.$strip>;
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
    changedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>], "type">;
export type WebhookEvent = z.infer<typeof WebhookEvent>;
