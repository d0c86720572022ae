/**
 * `ServiceClient`: the service's server-side operations (DESIGN §3 "Server routes"), typed by the shared zod
 * schemas. Sends `SERVICE-API-KEY`; parses every response; raises one error class per status.
 */
import { type ListRequest } from '../schemas/common.js';
import { type ConversationByPairRequest, type ConversationListRequest, type ConversationUpdateRequest } from '../schemas/conversations.js';
import { type ZodErrorTree } from '../schemas/errors.js';
import { type NoteCreateRequest, type NoteListRequest, type NoteUpdateRequest, type PresenceRequest } from '../schemas/notes.js';
import { type AudienceCreateRequest, type AudienceListRequest, type AudienceUpdateRequest, type ContactCreateRequest, type ContactListRequest, type ContactUpdateRequest } from '../schemas/contacts.js';
import { Blast, type BlastListRequest, type BlastMmsRequest, type BlastRcsRequest, type BlastSmsRequest } from '../schemas/blasts.js';
import { type FormCreateRequest, type FormSendRequest, type FormUpdateRequest } from '../schemas/forms.js';
import { type ReactRequest, type ScheduleListRequest, type SendRequest, type TypingRequest, type ValidateMmsRequest, type ValidateRcsRequest, type ValidateSmsRequest } from '../schemas/messages.js';
import { type SilentAuthCheckRequest, type SilentAuthCreateRequest } from '../schemas/silent-auth.js';
import { type WebhookAttachRequest, type WebhookDetachRequest } from '../schemas/webhooks.js';
import { type LinkCreateRequest, type LinkListRequest, type LinkUpdateRequest } from '../schemas/links.js';
import { type AgentListRequest, type CampaignListRequest, type CampaignUpdateRequest, type TestAgentCreateRequest, type TestAgentUpdateRequest, type WhitelistRequest } from '../schemas/agents.js';
/**
 * The API version every request pins (header `SERVICE-API-VERSION`, DESIGN §9): a future change of the service's
 * default cannot change what this client receives.
 */
export declare const SERVICE_API_VERSION = "v2";
/** The sandbox's API base URL (docs/decisions.md), the default `baseUrl`. */
export declare const SANDBOX_BASE_URL = "http://127.0.0.1:4010/api";
/**
 * Any non-2xx answer. `body` is the parsed JSON (or the text when it is not JSON); `error` is the spec's
 * `{error}` string when there is one.
 *
 * @example
 * ```ts
 * try { await client.getForm(id) } catch (e) { if (e instanceof ServiceError && e.status === 404) return null; throw e }
 * ```
 */
export declare class ServiceError extends Error {
    readonly status: number;
    readonly body: unknown;
    readonly method: string;
    readonly path: string;
    name: string;
    constructor(status: number, message: string, body: unknown, method: string, path: string);
}
/**
 * 400: a request validation error (`description` and the `errors` tree set) or a service validation error
 * (`error` set).
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof BadRequestError) showFieldErrors(e.errors) }
 * ```
 */
export declare class BadRequestError extends ServiceError {
    name: string;
    /** The spec's ZodErrorErrors tree, for a request validation error. */
    readonly errors: ZodErrorTree | undefined;
    readonly description: string | undefined;
    constructor(message: string, body: unknown, method: string, path: string);
}
/**
 * The 400 of `POST /network/silent-auth/{requestId}/check`, named as the spec names it.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof CheckSilentAuthenticationRequestBadRequestError) askForANewCode() }
 * ```
 */
export declare class CheckSilentAuthenticationRequestBadRequestError extends BadRequestError {
    name: string;
}
/** 401: missing or invalid API key, or not allowed. @example `catch (e) { if (e instanceof UnauthorizedError) rotateKey() }` */
export declare class UnauthorizedError extends ServiceError {
    name: string;
}
/** 403: the subscription lacks the feature. @example `catch (e) { if (e instanceof ForbiddenError) upsell() }` */
export declare class ForbiddenError extends ServiceError {
    name: string;
}
/** 404: no such resource. @example `catch (e) { if (e instanceof NotFoundError) return null }` */
export declare class NotFoundError extends ServiceError {
    name: string;
}
/** 409: idempotency key reused with another body. @example `catch (e) { if (e instanceof ConflictError) newKey() }` */
export declare class ConflictError extends ServiceError {
    name: string;
}
/**
 * 429: slow down; `retryAfter` is the `Retry-After` header in seconds, when given.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof RateLimitError) await sleep((e.retryAfter ?? 1) * 1000) }
 * ```
 */
export declare class RateLimitError extends ServiceError {
    readonly retryAfter: number | undefined;
    name: string;
    constructor(message: string, body: unknown, method: string, path: string, retryAfter: number | undefined);
}
/** 5xx: the service failed. @example `catch (e) { if (e instanceof InternalServerError) retryLater() }` */
export declare class InternalServerError extends ServiceError {
    name: string;
}
/**
 * A 2xx whose body does not match the schema: the service and this package disagree on the contract.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof UnexpectedResponseError) report(e.issues) }
 * ```
 */
export declare class UnexpectedResponseError extends ServiceError {
    readonly issues: readonly string[];
    name: string;
    constructor(status: number, message: string, body: unknown, method: string, path: string, issues?: readonly string[]);
}
export interface ServiceClientOptions {
    /** The `SERVICE-API-KEY`. */
    apiKey: string;
    /** The API base URL; defaults to the sandbox's `http://127.0.0.1:4010/api`. */
    baseUrl?: string;
    /** A fetch implementation (tests, proxies); defaults to the global one. */
    fetch?: typeof fetch;
}
export interface CallOptions {
    signal?: AbortSignal;
}
export interface SendOptions extends CallOptions {
    /** `Idempotency-Key` (≤ 255 chars): a retry with the same key and body replays the first answer. */
    idempotencyKey?: string;
}
/**
 * A typed client for the service's server-side operations. Works against the real service or the sandbox.
 *
 * @example
 * ```ts
 * import { ServiceClient, NotFoundError } from '@parley/embeds/node';
 *
 * const parley = new ServiceClient({ apiKey: process.env.PARLEY_API_KEY!, baseUrl: 'http://127.0.0.1:4010/api' });
 * const { url } = await parley.sendForm({ form_id: 'frm_123', from: 'agent_acme', to: '+14155550123' });
 * const { requestId } = await parley.createSilentAuth({ phoneNumber: '+14155550123' });
 * const { status } = await parley.checkSilentAuth(requestId, { code });
 * ```
 */
export declare class ServiceClient {
    #private;
    readonly baseUrl: string;
    constructor(options: ServiceClientOptions);
    /** `POST /network/silent-auth`: starts a request; the app then fetches `jsonUrl`. @example `await parley.createSilentAuth({ phoneNumber: '+14155550123' })` */
    createSilentAuth(body: SilentAuthCreateRequest, options?: CallOptions): Promise<{
        requestId: string;
        status: "started";
        jsonUrl: string;
    }>;
    /** `GET /network/requests/{requestId}`: the current (possibly pending) state. @example `await parley.getNetworkRequest(requestId)` */
    getNetworkRequest(requestId: string, options?: CallOptions): Promise<{
        requestId: string;
        phoneNumber: string;
        status: "failed" | "started" | "challenge-issued" | "completed";
        createdAt: string;
        updatedAt: string;
    }>;
    /**
     * `POST /network/silent-auth/{requestId}/check`: exchanges the app's `code` for the terminal result. A 400 is a
     * {@link CheckSilentAuthenticationRequestBadRequestError}.
     *
     * @example
     * ```ts
     * const { status } = await parley.checkSilentAuth(requestId, { code }); // 'completed' | 'failed'
     * ```
     */
    checkSilentAuth(requestId: string, body: SilentAuthCheckRequest, options?: CallOptions): Promise<{
        requestId: string;
        status: "failed" | "completed";
    }>;
    /** `POST /forms`: creates a form (not sent). @example `await parley.createForm({ name: 'Survey', fields })` */
    createForm(body: FormCreateRequest, options?: CallOptions): Promise<{
        id: string;
        url: string;
        name: string;
        title: string | null;
        description: string | null;
        fields: ({
            type: "text";
            key: string;
            label: string;
            minLength?: number | undefined;
            maxLength?: number | undefined;
            autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "textarea";
            key: string;
            label: string;
            rows?: number | undefined;
            minLength?: number | undefined;
            maxLength?: number | undefined;
            autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "email";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "url";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "phone";
            key: string;
            label: string;
            default?: string | undefined;
            defaultCountry?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "number";
            key: string;
            label: string;
            min?: number | undefined;
            max?: number | undefined;
            step?: number | undefined;
            default?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "range";
            min: number;
            max: number;
            key: string;
            label: string;
            default?: number | undefined;
            step?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "rating";
            key: string;
            label: string;
            default?: number | undefined;
            max?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "date";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "time";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "datetime";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "color";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "select";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "radio";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "checkbox";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string[] | undefined;
            minSelected?: number | undefined;
            maxSelected?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "address";
            key: string;
            label: string;
            default?: {
                line1: string;
                city: string;
                country: string;
                formatted: string;
                line2?: string | undefined;
                region?: string | undefined;
                postalCode?: string | undefined;
                placeId?: string | undefined;
            } | undefined;
            country?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        })[];
        can_update: boolean;
        theme_override: {
            background?: {
                type: "solid";
                color: string;
            } | {
                type: "gradient";
                angle: number;
                stops: {
                    color: string;
                    at: number;
                }[];
            } | {
                type: "pattern";
                pattern: "dots" | "grid" | "diagonal" | "waves";
                color: string;
                backgroundColor?: string | undefined;
            } | {
                type: "image";
                url: string;
                fit?: "cover" | "contain" | undefined;
                overlay?: string | undefined;
            } | undefined;
            fontFamily?: string | undefined;
            cornerRadius?: number | undefined;
            submitLabel?: string | undefined;
            successMessage?: string | undefined;
            redirectUrl?: string | undefined;
            colors?: {
                primary?: string | undefined;
                background?: string | undefined;
                surface?: string | undefined;
                text?: string | undefined;
                muted?: string | undefined;
                border?: string | undefined;
                error?: string | undefined;
            } | undefined;
        };
        submission_count: number;
        last_submitted_at: string | null;
        sender: string | null;
        created_at: string;
        updated_at: string;
    }>;
    /** `POST /forms/send`: creates or reuses a form and delivers its URL. @example `await parley.sendForm({ form_id, from, to })` */
    sendForm(body: FormSendRequest, options?: SendOptions): Promise<{
        form: {
            id: string;
            url: string;
            name: string;
            title: string | null;
            description: string | null;
            fields: ({
                type: "text";
                key: string;
                label: string;
                minLength?: number | undefined;
                maxLength?: number | undefined;
                autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "textarea";
                key: string;
                label: string;
                rows?: number | undefined;
                minLength?: number | undefined;
                maxLength?: number | undefined;
                autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "email";
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "url";
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "phone";
                key: string;
                label: string;
                default?: string | undefined;
                defaultCountry?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "number";
                key: string;
                label: string;
                min?: number | undefined;
                max?: number | undefined;
                step?: number | undefined;
                default?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "range";
                min: number;
                max: number;
                key: string;
                label: string;
                default?: number | undefined;
                step?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "rating";
                key: string;
                label: string;
                default?: number | undefined;
                max?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "date";
                key: string;
                label: string;
                default?: string | undefined;
                min?: string | undefined;
                max?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "time";
                key: string;
                label: string;
                default?: string | undefined;
                min?: string | undefined;
                max?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "datetime";
                key: string;
                label: string;
                default?: string | undefined;
                min?: string | undefined;
                max?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "color";
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "select";
                options: {
                    value: string;
                    label: string;
                }[];
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "radio";
                options: {
                    value: string;
                    label: string;
                }[];
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "checkbox";
                options: {
                    value: string;
                    label: string;
                }[];
                key: string;
                label: string;
                default?: string[] | undefined;
                minSelected?: number | undefined;
                maxSelected?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "address";
                key: string;
                label: string;
                default?: {
                    line1: string;
                    city: string;
                    country: string;
                    formatted: string;
                    line2?: string | undefined;
                    region?: string | undefined;
                    postalCode?: string | undefined;
                    placeId?: string | undefined;
                } | undefined;
                country?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            })[];
            can_update: boolean;
            theme_override: {
                background?: {
                    type: "solid";
                    color: string;
                } | {
                    type: "gradient";
                    angle: number;
                    stops: {
                        color: string;
                        at: number;
                    }[];
                } | {
                    type: "pattern";
                    pattern: "dots" | "grid" | "diagonal" | "waves";
                    color: string;
                    backgroundColor?: string | undefined;
                } | {
                    type: "image";
                    url: string;
                    fit?: "cover" | "contain" | undefined;
                    overlay?: string | undefined;
                } | undefined;
                fontFamily?: string | undefined;
                cornerRadius?: number | undefined;
                submitLabel?: string | undefined;
                successMessage?: string | undefined;
                redirectUrl?: string | undefined;
                colors?: {
                    primary?: string | undefined;
                    background?: string | undefined;
                    surface?: string | undefined;
                    text?: string | undefined;
                    muted?: string | undefined;
                    border?: string | undefined;
                    error?: string | undefined;
                } | undefined;
            };
            submission_count: number;
            last_submitted_at: string | null;
            sender: string | null;
            created_at: string;
            updated_at: string;
        };
        url: string;
        message_id?: string | undefined;
        submission?: {
            to: string;
        } | undefined;
    }>;
    /** `GET /forms/{id}`. @example `await parley.getForm('frm_123')` */
    getForm(id: string, options?: CallOptions): Promise<{
        id: string;
        url: string;
        name: string;
        title: string | null;
        description: string | null;
        fields: ({
            type: "text";
            key: string;
            label: string;
            minLength?: number | undefined;
            maxLength?: number | undefined;
            autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "textarea";
            key: string;
            label: string;
            rows?: number | undefined;
            minLength?: number | undefined;
            maxLength?: number | undefined;
            autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "email";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "url";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "phone";
            key: string;
            label: string;
            default?: string | undefined;
            defaultCountry?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "number";
            key: string;
            label: string;
            min?: number | undefined;
            max?: number | undefined;
            step?: number | undefined;
            default?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "range";
            min: number;
            max: number;
            key: string;
            label: string;
            default?: number | undefined;
            step?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "rating";
            key: string;
            label: string;
            default?: number | undefined;
            max?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "date";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "time";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "datetime";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "color";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "select";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "radio";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "checkbox";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string[] | undefined;
            minSelected?: number | undefined;
            maxSelected?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "address";
            key: string;
            label: string;
            default?: {
                line1: string;
                city: string;
                country: string;
                formatted: string;
                line2?: string | undefined;
                region?: string | undefined;
                postalCode?: string | undefined;
                placeId?: string | undefined;
            } | undefined;
            country?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        })[];
        can_update: boolean;
        theme_override: {
            background?: {
                type: "solid";
                color: string;
            } | {
                type: "gradient";
                angle: number;
                stops: {
                    color: string;
                    at: number;
                }[];
            } | {
                type: "pattern";
                pattern: "dots" | "grid" | "diagonal" | "waves";
                color: string;
                backgroundColor?: string | undefined;
            } | {
                type: "image";
                url: string;
                fit?: "cover" | "contain" | undefined;
                overlay?: string | undefined;
            } | undefined;
            fontFamily?: string | undefined;
            cornerRadius?: number | undefined;
            submitLabel?: string | undefined;
            successMessage?: string | undefined;
            redirectUrl?: string | undefined;
            colors?: {
                primary?: string | undefined;
                background?: string | undefined;
                surface?: string | undefined;
                text?: string | undefined;
                muted?: string | undefined;
                border?: string | undefined;
                error?: string | undefined;
            } | undefined;
        };
        submission_count: number;
        last_submitted_at: string | null;
        sender: string | null;
        created_at: string;
        updated_at: string;
    }>;
    /** `PATCH /forms/{id}`: partial update. @example `await parley.updateForm('frm_123', { can_update: true })` */
    updateForm(id: string, patch: FormUpdateRequest, options?: CallOptions): Promise<{
        id: string;
        url: string;
        name: string;
        title: string | null;
        description: string | null;
        fields: ({
            type: "text";
            key: string;
            label: string;
            minLength?: number | undefined;
            maxLength?: number | undefined;
            autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "textarea";
            key: string;
            label: string;
            rows?: number | undefined;
            minLength?: number | undefined;
            maxLength?: number | undefined;
            autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "email";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "url";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "phone";
            key: string;
            label: string;
            default?: string | undefined;
            defaultCountry?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "number";
            key: string;
            label: string;
            min?: number | undefined;
            max?: number | undefined;
            step?: number | undefined;
            default?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "range";
            min: number;
            max: number;
            key: string;
            label: string;
            default?: number | undefined;
            step?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "rating";
            key: string;
            label: string;
            default?: number | undefined;
            max?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "date";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "time";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "datetime";
            key: string;
            label: string;
            default?: string | undefined;
            min?: string | undefined;
            max?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "color";
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "select";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "radio";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "checkbox";
            options: {
                value: string;
                label: string;
            }[];
            key: string;
            label: string;
            default?: string[] | undefined;
            minSelected?: number | undefined;
            maxSelected?: number | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        } | {
            type: "address";
            key: string;
            label: string;
            default?: {
                line1: string;
                city: string;
                country: string;
                formatted: string;
                line2?: string | undefined;
                region?: string | undefined;
                postalCode?: string | undefined;
                placeId?: string | undefined;
            } | undefined;
            country?: string | undefined;
            showWhen?: {
                all?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
                any?: {
                    field: string;
                    op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                    value?: string | number | boolean | (string | number | boolean)[] | undefined;
                }[] | undefined;
            } | undefined;
            hidden?: boolean | undefined;
            required?: boolean | undefined;
            placeholder?: string | undefined;
            help?: string | undefined;
        })[];
        can_update: boolean;
        theme_override: {
            background?: {
                type: "solid";
                color: string;
            } | {
                type: "gradient";
                angle: number;
                stops: {
                    color: string;
                    at: number;
                }[];
            } | {
                type: "pattern";
                pattern: "dots" | "grid" | "diagonal" | "waves";
                color: string;
                backgroundColor?: string | undefined;
            } | {
                type: "image";
                url: string;
                fit?: "cover" | "contain" | undefined;
                overlay?: string | undefined;
            } | undefined;
            fontFamily?: string | undefined;
            cornerRadius?: number | undefined;
            submitLabel?: string | undefined;
            successMessage?: string | undefined;
            redirectUrl?: string | undefined;
            colors?: {
                primary?: string | undefined;
                background?: string | undefined;
                surface?: string | undefined;
                text?: string | undefined;
                muted?: string | undefined;
                border?: string | undefined;
                error?: string | undefined;
            } | undefined;
        };
        submission_count: number;
        last_submitted_at: string | null;
        sender: string | null;
        created_at: string;
        updated_at: string;
    }>;
    /** `POST /forms/list`. @example `const { data, nextCursor } = await parley.listForms({ pageSize: 50 })` */
    listForms(params?: ListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            url: string;
            name: string;
            title: string | null;
            description: string | null;
            fields: ({
                type: "text";
                key: string;
                label: string;
                minLength?: number | undefined;
                maxLength?: number | undefined;
                autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "textarea";
                key: string;
                label: string;
                rows?: number | undefined;
                minLength?: number | undefined;
                maxLength?: number | undefined;
                autocomplete?: "name" | "email" | "url" | "off" | "given-name" | "family-name" | "nickname" | "tel" | "organization" | "organization-title" | "street-address" | "address-line1" | "address-line2" | "address-level1" | "address-level2" | "postal-code" | "country" | "country-name" | "bday" | "sex" | "username" | "language" | undefined;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "email";
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "url";
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "phone";
                key: string;
                label: string;
                default?: string | undefined;
                defaultCountry?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "number";
                key: string;
                label: string;
                min?: number | undefined;
                max?: number | undefined;
                step?: number | undefined;
                default?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "range";
                min: number;
                max: number;
                key: string;
                label: string;
                default?: number | undefined;
                step?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "rating";
                key: string;
                label: string;
                default?: number | undefined;
                max?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "date";
                key: string;
                label: string;
                default?: string | undefined;
                min?: string | undefined;
                max?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "time";
                key: string;
                label: string;
                default?: string | undefined;
                min?: string | undefined;
                max?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "datetime";
                key: string;
                label: string;
                default?: string | undefined;
                min?: string | undefined;
                max?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "color";
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "select";
                options: {
                    value: string;
                    label: string;
                }[];
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "radio";
                options: {
                    value: string;
                    label: string;
                }[];
                key: string;
                label: string;
                default?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "checkbox";
                options: {
                    value: string;
                    label: string;
                }[];
                key: string;
                label: string;
                default?: string[] | undefined;
                minSelected?: number | undefined;
                maxSelected?: number | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            } | {
                type: "address";
                key: string;
                label: string;
                default?: {
                    line1: string;
                    city: string;
                    country: string;
                    formatted: string;
                    line2?: string | undefined;
                    region?: string | undefined;
                    postalCode?: string | undefined;
                    placeId?: string | undefined;
                } | undefined;
                country?: string | undefined;
                showWhen?: {
                    all?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                    any?: {
                        field: string;
                        op: "in" | "eq" | "neq" | "nin" | "gt" | "gte" | "lt" | "lte" | "contains" | "answered" | "unanswered";
                        value?: string | number | boolean | (string | number | boolean)[] | undefined;
                    }[] | undefined;
                } | undefined;
                hidden?: boolean | undefined;
                required?: boolean | undefined;
                placeholder?: string | undefined;
                help?: string | undefined;
            })[];
            can_update: boolean;
            theme_override: {
                background?: {
                    type: "solid";
                    color: string;
                } | {
                    type: "gradient";
                    angle: number;
                    stops: {
                        color: string;
                        at: number;
                    }[];
                } | {
                    type: "pattern";
                    pattern: "dots" | "grid" | "diagonal" | "waves";
                    color: string;
                    backgroundColor?: string | undefined;
                } | {
                    type: "image";
                    url: string;
                    fit?: "cover" | "contain" | undefined;
                    overlay?: string | undefined;
                } | undefined;
                fontFamily?: string | undefined;
                cornerRadius?: number | undefined;
                submitLabel?: string | undefined;
                successMessage?: string | undefined;
                redirectUrl?: string | undefined;
                colors?: {
                    primary?: string | undefined;
                    background?: string | undefined;
                    surface?: string | undefined;
                    text?: string | undefined;
                    muted?: string | undefined;
                    border?: string | undefined;
                    error?: string | undefined;
                } | undefined;
            };
            submission_count: number;
            last_submitted_at: string | null;
            sender: string | null;
            created_at: string;
            updated_at: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /forms/{id}/submissions/list`. @example `await parley.listFormSubmissions('frm_123')` */
    listFormSubmissions(id: string, params?: ListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            from: string;
            to: string | null;
            data: Record<string, unknown>;
            fields: {
                key: string;
                label: string;
                type: string;
                value: unknown;
            }[];
            ip_address: string;
            user_agent: string;
            submitted_at: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /webhooks/attach`: creates (`name`, `url`) or attaches `webhookId`; returns it with `signingSecret`. @example `await parley.attachWebhook({ name: 'crm', url, senders: ['agent_acme'] })` */
    attachWebhook(body: WebhookAttachRequest, options?: CallOptions): Promise<{
        webhookId: string;
        name: string;
        url: string;
        event: "FORM.SUBMISSION" | "CAMPAIGN.STATUS" | "MESSAGE.STATUS" | null;
        status: "active" | "disabled";
        senders: string[];
        headers: Record<string, string>;
        signingSecret: string;
        createdAt: string;
    }>;
    /** `POST /webhooks/detach`: detaches from senders, whatever the webhook's status. @example `await parley.detachWebhook({ webhookId, senders })` */
    detachWebhook(body: WebhookDetachRequest, options?: CallOptions): Promise<{
        webhookId: string;
        name: string;
        url: string;
        event: "FORM.SUBMISSION" | "CAMPAIGN.STATUS" | "MESSAGE.STATUS" | null;
        status: "active" | "disabled";
        senders: string[];
        headers: Record<string, string>;
        signingSecret: string;
        createdAt: string;
    }>;
    /** `POST /webhooks/list`, optionally for one `sender`. @example `await parley.listWebhooks({ sender: 'agent_acme' })` */
    listWebhooks(params?: ListRequest & {
        sender?: string;
    }, options?: CallOptions): Promise<{
        data: {
            webhookId: string;
            name: string;
            url: string;
            event: "FORM.SUBMISSION" | "CAMPAIGN.STATUS" | "MESSAGE.STATUS" | null;
            status: "active" | "disabled";
            senders: string[];
            headers: Record<string, string>;
            signingSecret: string;
            createdAt: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `GET /webhooks/{webhookId}`. @example `await parley.getWebhook('wh_123')` */
    getWebhook(webhookId: string, options?: CallOptions): Promise<{
        webhookId: string;
        name: string;
        url: string;
        event: "FORM.SUBMISSION" | "CAMPAIGN.STATUS" | "MESSAGE.STATUS" | null;
        status: "active" | "disabled";
        senders: string[];
        headers: Record<string, string>;
        signingSecret: string;
        createdAt: string;
    }>;
    /** `POST /send`, with an optional `Idempotency-Key`. @example `await parley.send({ type: 'SMS', from, to, text: 'Hi' }, { idempotencyKey: orderId })` */
    send(body: SendRequest, options?: SendOptions): Promise<{
        id: string;
        conversationId: string;
        direction: "inbound" | "outbound";
        type: "SMS" | "MMS" | "RCS";
        from: string;
        to: string;
        text: string | null;
        mediaUrls: string[];
        rcs: {
            text?: string | undefined;
            media?: {
                url: string;
                height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                thumbnailUrl?: string | undefined;
            } | undefined;
            card?: {
                title?: string | undefined;
                description?: string | undefined;
                media?: {
                    url: string;
                    height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                    thumbnailUrl?: string | undefined;
                } | undefined;
                suggestions?: ({
                    url: string;
                    text: string;
                    type: "openUrl";
                    application?: "BROWSER" | "WEBVIEW" | undefined;
                    webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "viewLocation";
                    latitude?: number | undefined;
                    longitude?: number | undefined;
                    label?: string | undefined;
                    query?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    title: string;
                    startTime: string;
                    endTime: string;
                    text: string;
                    type: "createCalendarEvent";
                    description?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "reply";
                    postbackData?: string | undefined;
                } | {
                    phoneNumber: string;
                    text: string;
                    type: "dial";
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "shareLocation";
                    postbackData?: string | undefined;
                })[] | undefined;
            } | undefined;
            carousel?: {
                cardWidth: "MEDIUM" | "SMALL";
                cards: {
                    title?: string | undefined;
                    description?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                }[];
            } | undefined;
            suggestions?: ({
                url: string;
                text: string;
                type: "openUrl";
                application?: "BROWSER" | "WEBVIEW" | undefined;
                webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "viewLocation";
                latitude?: number | undefined;
                longitude?: number | undefined;
                label?: string | undefined;
                query?: string | undefined;
                postbackData?: string | undefined;
            } | {
                title: string;
                startTime: string;
                endTime: string;
                text: string;
                type: "createCalendarEvent";
                description?: string | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "reply";
                postbackData?: string | undefined;
            } | {
                phoneNumber: string;
                text: string;
                type: "dial";
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "shareLocation";
                postbackData?: string | undefined;
            })[] | undefined;
        } | null;
        status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
        fallbackMessage: {
            id: string;
            type: "SMS" | "MMS";
            from: string;
            to: string;
            text: string | null;
            mediaUrls: string[];
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            sentAt: string | null;
        } | null;
        reactions: {
            emoji: string;
            by: string;
            at: string;
        }[];
        scheduledTime: string | null;
        sentAt: string | null;
        createdAt: string;
        error: {
            code: string;
            message: string;
        } | null;
        blastId?: string | null | undefined;
    }>;
    /** `POST /send/typing`. @example `await parley.sendTyping({ from, to })` */
    sendTyping(body: TypingRequest, options?: CallOptions): Promise<void>;
    /** `POST /messages/validate/sms` (no credits). @example `const { segments } = await parley.validateSms({ text })` */
    validateSms(body: ValidateSmsRequest, options?: CallOptions): Promise<{
        segments: number;
        encoding: "GSM-7" | "UCS-2";
        characters: number;
        unsupportedFiles: {
            url: string;
            reason: string;
        }[];
        estimatedCost: {
            amount: number;
            currency: string;
        };
    }>;
    /** `POST /messages/validate/mms`. @example `await parley.validateMms({ text, mediaUrls })` */
    validateMms(body: ValidateMmsRequest, options?: CallOptions): Promise<{
        segments: number;
        encoding: "GSM-7" | "UCS-2";
        characters: number;
        unsupportedFiles: {
            url: string;
            reason: string;
        }[];
        estimatedCost: {
            amount: number;
            currency: string;
        };
    }>;
    /** `POST /messages/validate/rcs`. @example `await parley.validateRcs({ rcs })` */
    validateRcs(body: ValidateRcsRequest, options?: CallOptions): Promise<{
        segments: number;
        encoding: "GSM-7" | "UCS-2";
        characters: number;
        unsupportedFiles: {
            url: string;
            reason: string;
        }[];
        estimatedCost: {
            amount: number;
            currency: string;
        };
    }>;
    /** `POST /messages/react`: same emoji again removes it. @example `await parley.react({ messageId, emoji: '👍' })` */
    react(body: ReactRequest, options?: CallOptions): Promise<{
        id: string;
        conversationId: string;
        direction: "inbound" | "outbound";
        type: "SMS" | "MMS" | "RCS";
        from: string;
        to: string;
        text: string | null;
        mediaUrls: string[];
        rcs: {
            text?: string | undefined;
            media?: {
                url: string;
                height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                thumbnailUrl?: string | undefined;
            } | undefined;
            card?: {
                title?: string | undefined;
                description?: string | undefined;
                media?: {
                    url: string;
                    height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                    thumbnailUrl?: string | undefined;
                } | undefined;
                suggestions?: ({
                    url: string;
                    text: string;
                    type: "openUrl";
                    application?: "BROWSER" | "WEBVIEW" | undefined;
                    webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "viewLocation";
                    latitude?: number | undefined;
                    longitude?: number | undefined;
                    label?: string | undefined;
                    query?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    title: string;
                    startTime: string;
                    endTime: string;
                    text: string;
                    type: "createCalendarEvent";
                    description?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "reply";
                    postbackData?: string | undefined;
                } | {
                    phoneNumber: string;
                    text: string;
                    type: "dial";
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "shareLocation";
                    postbackData?: string | undefined;
                })[] | undefined;
            } | undefined;
            carousel?: {
                cardWidth: "MEDIUM" | "SMALL";
                cards: {
                    title?: string | undefined;
                    description?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                }[];
            } | undefined;
            suggestions?: ({
                url: string;
                text: string;
                type: "openUrl";
                application?: "BROWSER" | "WEBVIEW" | undefined;
                webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "viewLocation";
                latitude?: number | undefined;
                longitude?: number | undefined;
                label?: string | undefined;
                query?: string | undefined;
                postbackData?: string | undefined;
            } | {
                title: string;
                startTime: string;
                endTime: string;
                text: string;
                type: "createCalendarEvent";
                description?: string | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "reply";
                postbackData?: string | undefined;
            } | {
                phoneNumber: string;
                text: string;
                type: "dial";
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "shareLocation";
                postbackData?: string | undefined;
            })[] | undefined;
        } | null;
        status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
        fallbackMessage: {
            id: string;
            type: "SMS" | "MMS";
            from: string;
            to: string;
            text: string | null;
            mediaUrls: string[];
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            sentAt: string | null;
        } | null;
        reactions: {
            emoji: string;
            by: string;
            at: string;
        }[];
        scheduledTime: string | null;
        sentAt: string | null;
        createdAt: string;
        error: {
            code: string;
            message: string;
        } | null;
        blastId?: string | null | undefined;
    }>;
    /** `POST /messages/schedules/list`. @example `await parley.listScheduledMessages({ from })` */
    listScheduledMessages(params?: ScheduleListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            conversationId: string;
            direction: "inbound" | "outbound";
            type: "SMS" | "MMS" | "RCS";
            from: string;
            to: string;
            text: string | null;
            mediaUrls: string[];
            rcs: {
                text?: string | undefined;
                media?: {
                    url: string;
                    height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                    thumbnailUrl?: string | undefined;
                } | undefined;
                card?: {
                    title?: string | undefined;
                    description?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                } | undefined;
                carousel?: {
                    cardWidth: "MEDIUM" | "SMALL";
                    cards: {
                        title?: string | undefined;
                        description?: string | undefined;
                        media?: {
                            url: string;
                            height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                            thumbnailUrl?: string | undefined;
                        } | undefined;
                        suggestions?: ({
                            url: string;
                            text: string;
                            type: "openUrl";
                            application?: "BROWSER" | "WEBVIEW" | undefined;
                            webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "viewLocation";
                            latitude?: number | undefined;
                            longitude?: number | undefined;
                            label?: string | undefined;
                            query?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            title: string;
                            startTime: string;
                            endTime: string;
                            text: string;
                            type: "createCalendarEvent";
                            description?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "reply";
                            postbackData?: string | undefined;
                        } | {
                            phoneNumber: string;
                            text: string;
                            type: "dial";
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "shareLocation";
                            postbackData?: string | undefined;
                        })[] | undefined;
                    }[];
                } | undefined;
                suggestions?: ({
                    url: string;
                    text: string;
                    type: "openUrl";
                    application?: "BROWSER" | "WEBVIEW" | undefined;
                    webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "viewLocation";
                    latitude?: number | undefined;
                    longitude?: number | undefined;
                    label?: string | undefined;
                    query?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    title: string;
                    startTime: string;
                    endTime: string;
                    text: string;
                    type: "createCalendarEvent";
                    description?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "reply";
                    postbackData?: string | undefined;
                } | {
                    phoneNumber: string;
                    text: string;
                    type: "dial";
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "shareLocation";
                    postbackData?: string | undefined;
                })[] | undefined;
            } | null;
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            fallbackMessage: {
                id: string;
                type: "SMS" | "MMS";
                from: string;
                to: string;
                text: string | null;
                mediaUrls: string[];
                status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
                sentAt: string | null;
            } | null;
            reactions: {
                emoji: string;
                by: string;
                at: string;
            }[];
            scheduledTime: string | null;
            sentAt: string | null;
            createdAt: string;
            error: {
                code: string;
                message: string;
            } | null;
            blastId?: string | null | undefined;
        }[];
        nextCursor: string | null;
    }>;
    /** `DELETE /messages/schedule/{id}`: cancels before sending. @example `await parley.cancelScheduledMessage('msg_1')` */
    cancelScheduledMessage(id: string, options?: CallOptions): Promise<{
        id: string;
        conversationId: string;
        direction: "inbound" | "outbound";
        type: "SMS" | "MMS" | "RCS";
        from: string;
        to: string;
        text: string | null;
        mediaUrls: string[];
        rcs: {
            text?: string | undefined;
            media?: {
                url: string;
                height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                thumbnailUrl?: string | undefined;
            } | undefined;
            card?: {
                title?: string | undefined;
                description?: string | undefined;
                media?: {
                    url: string;
                    height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                    thumbnailUrl?: string | undefined;
                } | undefined;
                suggestions?: ({
                    url: string;
                    text: string;
                    type: "openUrl";
                    application?: "BROWSER" | "WEBVIEW" | undefined;
                    webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "viewLocation";
                    latitude?: number | undefined;
                    longitude?: number | undefined;
                    label?: string | undefined;
                    query?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    title: string;
                    startTime: string;
                    endTime: string;
                    text: string;
                    type: "createCalendarEvent";
                    description?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "reply";
                    postbackData?: string | undefined;
                } | {
                    phoneNumber: string;
                    text: string;
                    type: "dial";
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "shareLocation";
                    postbackData?: string | undefined;
                })[] | undefined;
            } | undefined;
            carousel?: {
                cardWidth: "MEDIUM" | "SMALL";
                cards: {
                    title?: string | undefined;
                    description?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                }[];
            } | undefined;
            suggestions?: ({
                url: string;
                text: string;
                type: "openUrl";
                application?: "BROWSER" | "WEBVIEW" | undefined;
                webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "viewLocation";
                latitude?: number | undefined;
                longitude?: number | undefined;
                label?: string | undefined;
                query?: string | undefined;
                postbackData?: string | undefined;
            } | {
                title: string;
                startTime: string;
                endTime: string;
                text: string;
                type: "createCalendarEvent";
                description?: string | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "reply";
                postbackData?: string | undefined;
            } | {
                phoneNumber: string;
                text: string;
                type: "dial";
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "shareLocation";
                postbackData?: string | undefined;
            })[] | undefined;
        } | null;
        status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
        fallbackMessage: {
            id: string;
            type: "SMS" | "MMS";
            from: string;
            to: string;
            text: string | null;
            mediaUrls: string[];
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            sentAt: string | null;
        } | null;
        reactions: {
            emoji: string;
            by: string;
            at: string;
        }[];
        scheduledTime: string | null;
        sentAt: string | null;
        createdAt: string;
        error: {
            code: string;
            message: string;
        } | null;
        blastId?: string | null | undefined;
    }>;
    /** `DELETE /messages/schedule/{id}` for a message or a blast id: resolves to whichever was cancelled. @example `await parley.cancelSchedule(id)` */
    cancelSchedule(id: string, options?: CallOptions): Promise<{
        id: string;
        conversationId: string;
        direction: "inbound" | "outbound";
        type: "SMS" | "MMS" | "RCS";
        from: string;
        to: string;
        text: string | null;
        mediaUrls: string[];
        rcs: {
            text?: string | undefined;
            media?: {
                url: string;
                height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                thumbnailUrl?: string | undefined;
            } | undefined;
            card?: {
                title?: string | undefined;
                description?: string | undefined;
                media?: {
                    url: string;
                    height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                    thumbnailUrl?: string | undefined;
                } | undefined;
                suggestions?: ({
                    url: string;
                    text: string;
                    type: "openUrl";
                    application?: "BROWSER" | "WEBVIEW" | undefined;
                    webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "viewLocation";
                    latitude?: number | undefined;
                    longitude?: number | undefined;
                    label?: string | undefined;
                    query?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    title: string;
                    startTime: string;
                    endTime: string;
                    text: string;
                    type: "createCalendarEvent";
                    description?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "reply";
                    postbackData?: string | undefined;
                } | {
                    phoneNumber: string;
                    text: string;
                    type: "dial";
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "shareLocation";
                    postbackData?: string | undefined;
                })[] | undefined;
            } | undefined;
            carousel?: {
                cardWidth: "MEDIUM" | "SMALL";
                cards: {
                    title?: string | undefined;
                    description?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                }[];
            } | undefined;
            suggestions?: ({
                url: string;
                text: string;
                type: "openUrl";
                application?: "BROWSER" | "WEBVIEW" | undefined;
                webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "viewLocation";
                latitude?: number | undefined;
                longitude?: number | undefined;
                label?: string | undefined;
                query?: string | undefined;
                postbackData?: string | undefined;
            } | {
                title: string;
                startTime: string;
                endTime: string;
                text: string;
                type: "createCalendarEvent";
                description?: string | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "reply";
                postbackData?: string | undefined;
            } | {
                phoneNumber: string;
                text: string;
                type: "dial";
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "shareLocation";
                postbackData?: string | undefined;
            })[] | undefined;
        } | null;
        status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
        fallbackMessage: {
            id: string;
            type: "SMS" | "MMS";
            from: string;
            to: string;
            text: string | null;
            mediaUrls: string[];
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            sentAt: string | null;
        } | null;
        reactions: {
            emoji: string;
            by: string;
            at: string;
        }[];
        scheduledTime: string | null;
        sentAt: string | null;
        createdAt: string;
        error: {
            code: string;
            message: string;
        } | null;
        blastId?: string | null | undefined;
    } | {
        id: string;
        audienceId: string;
        type: "SMS" | "MMS" | "RCS";
        from: string;
        status: "SCHEDULED" | "CANCELLED" | "SENDING" | "COMPLETED";
        recipients: number;
        sent: number;
        delivered: number;
        failed: number;
        fallbackSent: number;
        scheduledTime: string | null;
        createdAt: string;
        completedAt: string | null;
    }>;
    /** `POST /contacts` → 201; a second contact with the same phone number is a {@link ConflictError}. @example `await parley.createContact({ phoneNumber: '+14155550123', name: 'Ana' })` */
    createContact(body: ContactCreateRequest, options?: CallOptions): Promise<{
        id: string;
        phoneNumber: string;
        name: string | null;
        email: string | null;
        tags: string[];
        description: string | null;
        audienceIds: string[];
        createdAt: string;
        updatedAt: string;
    }>;
    /** `GET /contacts/{id}`. @example `await parley.getContact('ct_1')` */
    getContact(id: string, options?: CallOptions): Promise<{
        id: string;
        phoneNumber: string;
        name: string | null;
        email: string | null;
        tags: string[];
        description: string | null;
        audienceIds: string[];
        createdAt: string;
        updatedAt: string;
    }>;
    /** `PATCH /contacts/{id}`: name, email, tags, description, audienceIds. @example `await parley.updateContact('ct_1', { tags: ['vip'] })` */
    updateContact(id: string, patch: ContactUpdateRequest, options?: CallOptions): Promise<{
        id: string;
        phoneNumber: string;
        name: string | null;
        email: string | null;
        tags: string[];
        description: string | null;
        audienceIds: string[];
        createdAt: string;
        updatedAt: string;
    }>;
    /** `DELETE /contacts/{id}` (204). @example `await parley.deleteContact('ct_1')` */
    deleteContact(id: string, options?: CallOptions): Promise<void>;
    /** `POST /contacts/list {query?, tag?, audienceId?}`, newest first. @example `await parley.listContacts({ tag: 'vip' })` */
    listContacts(params?: ContactListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            phoneNumber: string;
            name: string | null;
            email: string | null;
            tags: string[];
            description: string | null;
            audienceIds: string[];
            createdAt: string;
            updatedAt: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /audiences` → 201. @example `await parley.createAudience({ name: 'VIP' })` */
    createAudience(body: AudienceCreateRequest, options?: CallOptions): Promise<{
        id: string;
        name: string;
        description: string | null;
        contactCount: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `GET /audiences/{id}` with its `contactCount`. @example `await parley.getAudience('aud_1')` */
    getAudience(id: string, options?: CallOptions): Promise<{
        id: string;
        name: string;
        description: string | null;
        contactCount: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `PATCH /audiences/{id}`. @example `await parley.updateAudience('aud_1', { name: 'VIP 2027' })` */
    updateAudience(id: string, patch: AudienceUpdateRequest, options?: CallOptions): Promise<{
        id: string;
        name: string;
        description: string | null;
        contactCount: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `DELETE /audiences/{id}` (204); its contacts stay, without the membership. @example `await parley.deleteAudience('aud_1')` */
    deleteAudience(id: string, options?: CallOptions): Promise<void>;
    /** `POST /audiences/list {query?}`. @example `await parley.listAudiences({ query: 'vip' })` */
    listAudiences(params?: AudienceListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            name: string;
            description: string | null;
            contactCount: number;
            createdAt: string;
            updatedAt: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /audiences/{id}/contacts/add {contactIds}`. @example `await parley.addAudienceContacts('aud_1', ['ct_1'])` */
    addAudienceContacts(id: string, contactIds: string[], options?: CallOptions): Promise<{
        id: string;
        name: string;
        description: string | null;
        contactCount: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `POST /audiences/{id}/contacts/remove {contactIds}`. @example `await parley.removeAudienceContacts('aud_1', ['ct_1'])` */
    removeAudienceContacts(id: string, contactIds: string[], options?: CallOptions): Promise<{
        id: string;
        name: string;
        description: string | null;
        contactCount: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /**
     * `POST /messages/blast/{sms|mms|rcs}`: one message to every contact of `audienceId` (optionally at
     * `scheduledTime`), with an optional `Idempotency-Key`. An empty or unknown audience is a {@link BadRequestError}.
     *
     * @example
     * ```ts
     * const blast = await parley.sendBlast('sms', { audienceId: 'aud_vip', from: '+14155550100', text: 'Hi!' }, { idempotencyKey: campaignRunId });
     * ```
     */
    sendBlast(kind: 'sms', body: BlastSmsRequest, options?: SendOptions): Promise<Blast>;
    sendBlast(kind: 'mms', body: BlastMmsRequest, options?: SendOptions): Promise<Blast>;
    sendBlast(kind: 'rcs', body: BlastRcsRequest, options?: SendOptions): Promise<Blast>;
    /** `POST /messages/blasts/list {status?, audienceId?}`, newest first. @example `await parley.listBlasts({ status: 'SENDING' })` */
    listBlasts(params?: BlastListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            audienceId: string;
            type: "SMS" | "MMS" | "RCS";
            from: string;
            status: "SCHEDULED" | "CANCELLED" | "SENDING" | "COMPLETED";
            recipients: number;
            sent: number;
            delivered: number;
            failed: number;
            fallbackSent: number;
            scheduledTime: string | null;
            createdAt: string;
            completedAt: string | null;
        }[];
        nextCursor: string | null;
    }>;
    /** `DELETE /messages/schedule/{blastId}`: cancels a scheduled blast before it starts (409 after). @example `await parley.cancelScheduledBlast('blast_1')` */
    cancelScheduledBlast(id: string, options?: CallOptions): Promise<{
        id: string;
        audienceId: string;
        type: "SMS" | "MMS" | "RCS";
        from: string;
        status: "SCHEDULED" | "CANCELLED" | "SENDING" | "COMPLETED";
        recipients: number;
        sent: number;
        delivered: number;
        failed: number;
        fallbackSent: number;
        scheduledTime: string | null;
        createdAt: string;
        completedAt: string | null;
    }>;
    /** `POST /conversations/list`, newest activity first. @example `await parley.listConversations({ from: 'agent_acme' })` */
    listConversations(params?: ConversationListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            from: string;
            to: string;
            senderType: "phone" | "rcs_agent";
            brandId: string | null;
            campaignId: string | null;
            contact: {
                id: string;
                phoneNumber: string;
                name: string | null;
                email: string | null;
                tags: string[];
                description: string | null;
                audienceIds: string[];
                createdAt: string;
                updatedAt: string;
            } | null;
            notes: string;
            unreadCount: number;
            lastMessage: {
                id: string;
                direction: "inbound" | "outbound";
                type: "SMS" | "MMS" | "RCS";
                text: string | null;
                status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
                createdAt: string;
            } | null;
            lastActivityAt: string;
            createdAt: string;
            optedOut?: {
                at: string;
                keyword: string;
            } | null | undefined;
            match?: {
                snippet: string;
                source?: "message" | "contact" | "note" | undefined;
                messageId?: string | undefined;
                noteId?: string | undefined;
                highlights?: {
                    start: number;
                    end: number;
                }[] | undefined;
            } | undefined;
        }[];
        nextCursor: string | null;
    }>;
    /** `GET /conversations/{id}` with its newest messages. @example `await parley.getConversation('cnv_1')` */
    getConversation(id: string, options?: CallOptions): Promise<{
        id: string;
        from: string;
        to: string;
        senderType: "phone" | "rcs_agent";
        brandId: string | null;
        campaignId: string | null;
        contact: {
            id: string;
            phoneNumber: string;
            name: string | null;
            email: string | null;
            tags: string[];
            description: string | null;
            audienceIds: string[];
            createdAt: string;
            updatedAt: string;
        } | null;
        notes: string;
        unreadCount: number;
        lastMessage: {
            id: string;
            direction: "inbound" | "outbound";
            type: "SMS" | "MMS" | "RCS";
            text: string | null;
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            createdAt: string;
        } | null;
        lastActivityAt: string;
        createdAt: string;
        optedOut?: {
            at: string;
            keyword: string;
        } | null | undefined;
        match?: {
            snippet: string;
            source?: "message" | "contact" | "note" | undefined;
            messageId?: string | undefined;
            noteId?: string | undefined;
            highlights?: {
                start: number;
                end: number;
            }[] | undefined;
        } | undefined;
        messages?: {
            data: {
                id: string;
                conversationId: string;
                direction: "inbound" | "outbound";
                type: "SMS" | "MMS" | "RCS";
                from: string;
                to: string;
                text: string | null;
                mediaUrls: string[];
                rcs: {
                    text?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    card?: {
                        title?: string | undefined;
                        description?: string | undefined;
                        media?: {
                            url: string;
                            height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                            thumbnailUrl?: string | undefined;
                        } | undefined;
                        suggestions?: ({
                            url: string;
                            text: string;
                            type: "openUrl";
                            application?: "BROWSER" | "WEBVIEW" | undefined;
                            webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "viewLocation";
                            latitude?: number | undefined;
                            longitude?: number | undefined;
                            label?: string | undefined;
                            query?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            title: string;
                            startTime: string;
                            endTime: string;
                            text: string;
                            type: "createCalendarEvent";
                            description?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "reply";
                            postbackData?: string | undefined;
                        } | {
                            phoneNumber: string;
                            text: string;
                            type: "dial";
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "shareLocation";
                            postbackData?: string | undefined;
                        })[] | undefined;
                    } | undefined;
                    carousel?: {
                        cardWidth: "MEDIUM" | "SMALL";
                        cards: {
                            title?: string | undefined;
                            description?: string | undefined;
                            media?: {
                                url: string;
                                height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                                thumbnailUrl?: string | undefined;
                            } | undefined;
                            suggestions?: ({
                                url: string;
                                text: string;
                                type: "openUrl";
                                application?: "BROWSER" | "WEBVIEW" | undefined;
                                webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                                postbackData?: string | undefined;
                            } | {
                                text: string;
                                type: "viewLocation";
                                latitude?: number | undefined;
                                longitude?: number | undefined;
                                label?: string | undefined;
                                query?: string | undefined;
                                postbackData?: string | undefined;
                            } | {
                                title: string;
                                startTime: string;
                                endTime: string;
                                text: string;
                                type: "createCalendarEvent";
                                description?: string | undefined;
                                postbackData?: string | undefined;
                            } | {
                                text: string;
                                type: "reply";
                                postbackData?: string | undefined;
                            } | {
                                phoneNumber: string;
                                text: string;
                                type: "dial";
                                postbackData?: string | undefined;
                            } | {
                                text: string;
                                type: "shareLocation";
                                postbackData?: string | undefined;
                            })[] | undefined;
                        }[];
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                } | null;
                status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
                fallbackMessage: {
                    id: string;
                    type: "SMS" | "MMS";
                    from: string;
                    to: string;
                    text: string | null;
                    mediaUrls: string[];
                    status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
                    sentAt: string | null;
                } | null;
                reactions: {
                    emoji: string;
                    by: string;
                    at: string;
                }[];
                scheduledTime: string | null;
                sentAt: string | null;
                createdAt: string;
                error: {
                    code: string;
                    message: string;
                } | null;
                blastId?: string | null | undefined;
            }[];
            nextCursor: string | null;
        } | undefined;
    }>;
    /** `POST /conversations/get` by phone-number pair. @example `await parley.getConversationByPair({ from, to })` */
    getConversationByPair(pair: ConversationByPairRequest, options?: CallOptions): Promise<{
        id: string;
        from: string;
        to: string;
        senderType: "phone" | "rcs_agent";
        brandId: string | null;
        campaignId: string | null;
        contact: {
            id: string;
            phoneNumber: string;
            name: string | null;
            email: string | null;
            tags: string[];
            description: string | null;
            audienceIds: string[];
            createdAt: string;
            updatedAt: string;
        } | null;
        notes: string;
        unreadCount: number;
        lastMessage: {
            id: string;
            direction: "inbound" | "outbound";
            type: "SMS" | "MMS" | "RCS";
            text: string | null;
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            createdAt: string;
        } | null;
        lastActivityAt: string;
        createdAt: string;
        optedOut?: {
            at: string;
            keyword: string;
        } | null | undefined;
        match?: {
            snippet: string;
            source?: "message" | "contact" | "note" | undefined;
            messageId?: string | undefined;
            noteId?: string | undefined;
            highlights?: {
                start: number;
                end: number;
            }[] | undefined;
        } | undefined;
        messages?: {
            data: {
                id: string;
                conversationId: string;
                direction: "inbound" | "outbound";
                type: "SMS" | "MMS" | "RCS";
                from: string;
                to: string;
                text: string | null;
                mediaUrls: string[];
                rcs: {
                    text?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    card?: {
                        title?: string | undefined;
                        description?: string | undefined;
                        media?: {
                            url: string;
                            height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                            thumbnailUrl?: string | undefined;
                        } | undefined;
                        suggestions?: ({
                            url: string;
                            text: string;
                            type: "openUrl";
                            application?: "BROWSER" | "WEBVIEW" | undefined;
                            webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "viewLocation";
                            latitude?: number | undefined;
                            longitude?: number | undefined;
                            label?: string | undefined;
                            query?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            title: string;
                            startTime: string;
                            endTime: string;
                            text: string;
                            type: "createCalendarEvent";
                            description?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "reply";
                            postbackData?: string | undefined;
                        } | {
                            phoneNumber: string;
                            text: string;
                            type: "dial";
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "shareLocation";
                            postbackData?: string | undefined;
                        })[] | undefined;
                    } | undefined;
                    carousel?: {
                        cardWidth: "MEDIUM" | "SMALL";
                        cards: {
                            title?: string | undefined;
                            description?: string | undefined;
                            media?: {
                                url: string;
                                height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                                thumbnailUrl?: string | undefined;
                            } | undefined;
                            suggestions?: ({
                                url: string;
                                text: string;
                                type: "openUrl";
                                application?: "BROWSER" | "WEBVIEW" | undefined;
                                webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                                postbackData?: string | undefined;
                            } | {
                                text: string;
                                type: "viewLocation";
                                latitude?: number | undefined;
                                longitude?: number | undefined;
                                label?: string | undefined;
                                query?: string | undefined;
                                postbackData?: string | undefined;
                            } | {
                                title: string;
                                startTime: string;
                                endTime: string;
                                text: string;
                                type: "createCalendarEvent";
                                description?: string | undefined;
                                postbackData?: string | undefined;
                            } | {
                                text: string;
                                type: "reply";
                                postbackData?: string | undefined;
                            } | {
                                phoneNumber: string;
                                text: string;
                                type: "dial";
                                postbackData?: string | undefined;
                            } | {
                                text: string;
                                type: "shareLocation";
                                postbackData?: string | undefined;
                            })[] | undefined;
                        }[];
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                } | null;
                status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
                fallbackMessage: {
                    id: string;
                    type: "SMS" | "MMS";
                    from: string;
                    to: string;
                    text: string | null;
                    mediaUrls: string[];
                    status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
                    sentAt: string | null;
                } | null;
                reactions: {
                    emoji: string;
                    by: string;
                    at: string;
                }[];
                scheduledTime: string | null;
                sentAt: string | null;
                createdAt: string;
                error: {
                    code: string;
                    message: string;
                } | null;
                blastId?: string | null | undefined;
            }[];
            nextCursor: string | null;
        } | undefined;
    }>;
    /** `PATCH /conversations/{id}`: internal notes. @example `await parley.updateConversation('cnv_1', { notes })` */
    updateConversation(id: string, patch: ConversationUpdateRequest, options?: CallOptions): Promise<{
        id: string;
        from: string;
        to: string;
        senderType: "phone" | "rcs_agent";
        brandId: string | null;
        campaignId: string | null;
        contact: {
            id: string;
            phoneNumber: string;
            name: string | null;
            email: string | null;
            tags: string[];
            description: string | null;
            audienceIds: string[];
            createdAt: string;
            updatedAt: string;
        } | null;
        notes: string;
        unreadCount: number;
        lastMessage: {
            id: string;
            direction: "inbound" | "outbound";
            type: "SMS" | "MMS" | "RCS";
            text: string | null;
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            createdAt: string;
        } | null;
        lastActivityAt: string;
        createdAt: string;
        optedOut?: {
            at: string;
            keyword: string;
        } | null | undefined;
        match?: {
            snippet: string;
            source?: "message" | "contact" | "note" | undefined;
            messageId?: string | undefined;
            noteId?: string | undefined;
            highlights?: {
                start: number;
                end: number;
            }[] | undefined;
        } | undefined;
    }>;
    /** `POST /conversations/{id}/messages/list`, newest first. @example `await parley.listMessages('cnv_1', { pageSize: 50 })` */
    listMessages(id: string, params?: ListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            conversationId: string;
            direction: "inbound" | "outbound";
            type: "SMS" | "MMS" | "RCS";
            from: string;
            to: string;
            text: string | null;
            mediaUrls: string[];
            rcs: {
                text?: string | undefined;
                media?: {
                    url: string;
                    height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                    thumbnailUrl?: string | undefined;
                } | undefined;
                card?: {
                    title?: string | undefined;
                    description?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                } | undefined;
                carousel?: {
                    cardWidth: "MEDIUM" | "SMALL";
                    cards: {
                        title?: string | undefined;
                        description?: string | undefined;
                        media?: {
                            url: string;
                            height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                            thumbnailUrl?: string | undefined;
                        } | undefined;
                        suggestions?: ({
                            url: string;
                            text: string;
                            type: "openUrl";
                            application?: "BROWSER" | "WEBVIEW" | undefined;
                            webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "viewLocation";
                            latitude?: number | undefined;
                            longitude?: number | undefined;
                            label?: string | undefined;
                            query?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            title: string;
                            startTime: string;
                            endTime: string;
                            text: string;
                            type: "createCalendarEvent";
                            description?: string | undefined;
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "reply";
                            postbackData?: string | undefined;
                        } | {
                            phoneNumber: string;
                            text: string;
                            type: "dial";
                            postbackData?: string | undefined;
                        } | {
                            text: string;
                            type: "shareLocation";
                            postbackData?: string | undefined;
                        })[] | undefined;
                    }[];
                } | undefined;
                suggestions?: ({
                    url: string;
                    text: string;
                    type: "openUrl";
                    application?: "BROWSER" | "WEBVIEW" | undefined;
                    webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "viewLocation";
                    latitude?: number | undefined;
                    longitude?: number | undefined;
                    label?: string | undefined;
                    query?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    title: string;
                    startTime: string;
                    endTime: string;
                    text: string;
                    type: "createCalendarEvent";
                    description?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "reply";
                    postbackData?: string | undefined;
                } | {
                    phoneNumber: string;
                    text: string;
                    type: "dial";
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "shareLocation";
                    postbackData?: string | undefined;
                })[] | undefined;
            } | null;
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            fallbackMessage: {
                id: string;
                type: "SMS" | "MMS";
                from: string;
                to: string;
                text: string | null;
                mediaUrls: string[];
                status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
                sentAt: string | null;
            } | null;
            reactions: {
                emoji: string;
                by: string;
                at: string;
            }[];
            scheduledTime: string | null;
            sentAt: string | null;
            createdAt: string;
            error: {
                code: string;
                message: string;
            } | null;
            blastId?: string | null | undefined;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /conversations/{id}/notes/list`, oldest first (the older single `notes` text first, author null). @example `const { data } = await parley.listNotes('cnv_1')` */
    listNotes(id: string, params?: NoteListRequest, options?: CallOptions): Promise<{
        data: {
            id: string;
            conversationId: string;
            author: {
                id: string;
                name?: string | undefined;
            } | null;
            text: string;
            mentions: string[];
            createdAt: string;
            updatedAt: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /conversations/{id}/notes` → 201; a server call may name the `author` (else none). @example `await parley.createNote('cnv_1', { text: 'Order shipped', author: { id: 'crm', name: 'CRM' } })` */
    createNote(id: string, body: NoteCreateRequest, options?: CallOptions): Promise<{
        id: string;
        conversationId: string;
        author: {
            id: string;
            name?: string | undefined;
        } | null;
        text: string;
        mentions: string[];
        createdAt: string;
        updatedAt: string;
    }>;
    /** `PATCH /conversations/{id}/notes/{noteId}`: the server may edit any note. @example `await parley.updateNote('cnv_1', 'note_1', { text: 'Refunded' })` */
    updateNote(id: string, noteId: string, patch: NoteUpdateRequest, options?: CallOptions): Promise<{
        id: string;
        conversationId: string;
        author: {
            id: string;
            name?: string | undefined;
        } | null;
        text: string;
        mentions: string[];
        createdAt: string;
        updatedAt: string;
    }>;
    /** `DELETE /conversations/{id}/notes/{noteId}` (204). @example `await parley.deleteNote('cnv_1', 'note_1')` */
    deleteNote(id: string, noteId: string, options?: CallOptions): Promise<void>;
    /** `POST /conversations/{id}/presence` (204) for a teammate the server acts for: refresh within 30 s or it ends. @example `await parley.setPresence('cnv_1', { state: 'viewing', user: { id: 'bot', name: 'Assistant' } })` */
    setPresence(id: string, body: PresenceRequest, options?: CallOptions): Promise<void>;
    /** `GET /conversations/{id}/presence`: who is viewing or typing in the thread now. @example `const { data } = await parley.listPresence('cnv_1')` */
    listPresence(id: string, options?: CallOptions): Promise<{
        data: {
            conversationId: string;
            user: {
                id: string;
                name?: string | undefined;
            };
            state: "viewing" | "typing" | "idle";
            at: string;
        }[];
    }>;
    /** `POST /tools/url`: a tracked short link (http/https destinations only). @example `const { shortUrl } = await parley.createLink({ url: 'https://acme.example/menu' })` */
    createLink(body: LinkCreateRequest, options?: CallOptions): Promise<{
        linkId: string;
        shortUrl: string;
        url: string;
        sender: string | null;
        expiresAt: string | null;
        clicks: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `GET /tools/url/{linkId}`: the link and its click analytics. @example `const { analytics } = await parley.getLink('lnk_1')` */
    getLink(linkId: string, options?: CallOptions): Promise<{
        linkId: string;
        shortUrl: string;
        url: string;
        sender: string | null;
        expiresAt: string | null;
        clicks: number;
        createdAt: string;
        updatedAt: string;
        analytics: {
            clicks: number;
            uniqueClicks: number;
            lastClickedAt: string | null;
            byDay: {
                date: string;
                clicks: number;
            }[];
        };
    }>;
    /** `PATCH /tools/url/{linkId}`: new destination or expiry (`null` removes it); the short URL stays. @example `await parley.updateLink('lnk_1', { url: 'https://acme.example/winter' })` */
    updateLink(linkId: string, patch: LinkUpdateRequest, options?: CallOptions): Promise<{
        linkId: string;
        shortUrl: string;
        url: string;
        sender: string | null;
        expiresAt: string | null;
        clicks: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `POST /tools/url/list`, newest first. @example `await parley.listLinks({ sender: 'agent_acme' })` */
    listLinks(params?: LinkListRequest, options?: CallOptions): Promise<{
        data: {
            linkId: string;
            shortUrl: string;
            url: string;
            sender: string | null;
            expiresAt: string | null;
            clicks: number;
            createdAt: string;
            updatedAt: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /rcs/agents/list`. @example `const { data } = await parley.listAgents()` */
    listAgents(params?: AgentListRequest, options?: CallOptions): Promise<{
        data: {
            agentId: string;
            name: string;
            description: string;
            brand: {
                id: string;
                name: string;
            };
            campaignId: string | null;
            branding: {
                logoUrl: string | null;
                bannerUrl: string | null;
                colors: {
                    primary: string;
                    secondary?: string | null | undefined;
                };
            };
            contact: {
                phoneNumber: string | null;
                email: string | null;
                website: string | null;
            };
            verified: boolean;
            carrierLaunches: {
                carriers: {
                    CARRIER_A: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                    CARRIER_B: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                    CARRIER_C: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                    OTHERS: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                };
                verification: {
                    VERIFIER_A: "NOT_SENT" | "SENT" | "VERIFIED";
                    VERIFIER_B: "NOT_SENT" | "SENT" | "VERIFIED";
                };
            };
        }[];
        nextCursor: string | null;
    }>;
    /** `GET /rcs/agents/{agentId}`: identity, branding and per-carrier launch state. @example `await parley.getAgent('agent_acme')` */
    getAgent(agentId: string, options?: CallOptions): Promise<{
        agentId: string;
        name: string;
        description: string;
        brand: {
            id: string;
            name: string;
        };
        campaignId: string | null;
        branding: {
            logoUrl: string | null;
            bannerUrl: string | null;
            colors: {
                primary: string;
                secondary?: string | null | undefined;
            };
        };
        contact: {
            phoneNumber: string | null;
            email: string | null;
            website: string | null;
        };
        verified: boolean;
        carrierLaunches: {
            carriers: {
                CARRIER_A: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_B: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_C: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                OTHERS: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
            };
            verification: {
                VERIFIER_A: "NOT_SENT" | "SENT" | "VERIFIED";
                VERIFIER_B: "NOT_SENT" | "SENT" | "VERIFIED";
            };
        };
    }>;
    /** `POST /rcs/campaigns/list`. @example `await parley.listCampaigns({ status: 'IN_REVIEW' })` */
    listCampaigns(params?: CampaignListRequest, options?: CallOptions): Promise<{
        data: {
            publicId: string;
            name: string;
            type: string;
            status: "DRAFT" | "IN_REVIEW" | "APPROVED" | "REJECTED";
            brand: {
                id: string;
                name: string;
            };
            agent: {
                id: string;
                name: string;
            } | null;
            carrierLaunches: {
                carriers: {
                    CARRIER_A: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                    CARRIER_B: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                    CARRIER_C: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                    OTHERS: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                };
                verification: {
                    VERIFIER_A: "NOT_SENT" | "SENT" | "VERIFIED";
                    VERIFIER_B: "NOT_SENT" | "SENT" | "VERIFIED";
                };
            };
            cta_media: string[];
            opt_in_method: string | null;
            use_case_description: string | null;
            rejectionReason: string | null;
            submittedAt: string | null;
            createdAt: string;
            updatedAt: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `GET /rcs/campaigns/{publicId}`. @example `await parley.getCampaign('cmp_1')` */
    getCampaign(publicId: string, options?: CallOptions): Promise<{
        publicId: string;
        name: string;
        type: string;
        status: "DRAFT" | "IN_REVIEW" | "APPROVED" | "REJECTED";
        brand: {
            id: string;
            name: string;
        };
        agent: {
            id: string;
            name: string;
        } | null;
        carrierLaunches: {
            carriers: {
                CARRIER_A: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_B: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_C: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                OTHERS: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
            };
            verification: {
                VERIFIER_A: "NOT_SENT" | "SENT" | "VERIFIED";
                VERIFIER_B: "NOT_SENT" | "SENT" | "VERIFIED";
            };
        };
        cta_media: string[];
        opt_in_method: string | null;
        use_case_description: string | null;
        rejectionReason: string | null;
        submittedAt: string | null;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `PATCH /rcs/campaigns/{publicId}`: a campaign under review is a {@link BadRequestError}. @example `await parley.updateCampaign('cmp_1', { opt_in_method })` */
    updateCampaign(publicId: string, patch: CampaignUpdateRequest, options?: CallOptions): Promise<{
        publicId: string;
        name: string;
        type: string;
        status: "DRAFT" | "IN_REVIEW" | "APPROVED" | "REJECTED";
        brand: {
            id: string;
            name: string;
        };
        agent: {
            id: string;
            name: string;
        } | null;
        carrierLaunches: {
            carriers: {
                CARRIER_A: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_B: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_C: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                OTHERS: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
            };
            verification: {
                VERIFIER_A: "NOT_SENT" | "SENT" | "VERIFIED";
                VERIFIER_B: "NOT_SENT" | "SENT" | "VERIFIED";
            };
        };
        cta_media: string[];
        opt_in_method: string | null;
        use_case_description: string | null;
        rejectionReason: string | null;
        submittedAt: string | null;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `POST /rcs/campaigns/{publicId}/submit`: DRAFT or REJECTED → IN_REVIEW. @example `await parley.submitCampaign('cmp_1')` */
    submitCampaign(publicId: string, options?: CallOptions): Promise<{
        publicId: string;
        name: string;
        type: string;
        status: "DRAFT" | "IN_REVIEW" | "APPROVED" | "REJECTED";
        brand: {
            id: string;
            name: string;
        };
        agent: {
            id: string;
            name: string;
        } | null;
        carrierLaunches: {
            carriers: {
                CARRIER_A: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_B: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                CARRIER_C: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
                OTHERS: "NOT_LAUNCHED" | "PENDING" | "LAUNCHED";
            };
            verification: {
                VERIFIER_A: "NOT_SENT" | "SENT" | "VERIFIED";
                VERIFIER_B: "NOT_SENT" | "SENT" | "VERIFIED";
            };
        };
        cta_media: string[];
        opt_in_method: string | null;
        use_case_description: string | null;
        rejectionReason: string | null;
        submittedAt: string | null;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `POST /rcs/test/agents`: at most 5 per Pro account (the 6th is a {@link BadRequestError}). @example `await parley.createTestAgent({ name: 'Lab' })` */
    createTestAgent(body: TestAgentCreateRequest, options?: CallOptions): Promise<{
        agentId: string;
        name: string;
        description: string;
        branding: {
            logoUrl: string | null;
            bannerUrl: string | null;
            colors: {
                primary: string;
                secondary?: string | null | undefined;
            };
        };
        contact: {
            phoneNumber: string | null;
            email: string | null;
            website: string | null;
        };
        testers: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `GET /rcs/test/agents/{agentId}`. @example `await parley.getTestAgent('agent_test_1')` */
    getTestAgent(agentId: string, options?: CallOptions): Promise<{
        agentId: string;
        name: string;
        description: string;
        branding: {
            logoUrl: string | null;
            bannerUrl: string | null;
            colors: {
                primary: string;
                secondary?: string | null | undefined;
            };
        };
        contact: {
            phoneNumber: string | null;
            email: string | null;
            website: string | null;
        };
        testers: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `PATCH /rcs/test/agents/{agentId}`: branding and contact merge. @example `await parley.updateTestAgent(id, { name: 'Lab 2' })` */
    updateTestAgent(agentId: string, patch: TestAgentUpdateRequest, options?: CallOptions): Promise<{
        agentId: string;
        name: string;
        description: string;
        branding: {
            logoUrl: string | null;
            bannerUrl: string | null;
            colors: {
                primary: string;
                secondary?: string | null | undefined;
            };
        };
        contact: {
            phoneNumber: string | null;
            email: string | null;
            website: string | null;
        };
        testers: number;
        createdAt: string;
        updatedAt: string;
    }>;
    /** `POST /rcs/test/agents/list`. @example `await parley.listTestAgents()` */
    listTestAgents(params?: ListRequest, options?: CallOptions): Promise<{
        data: {
            agentId: string;
            name: string;
            description: string;
            branding: {
                logoUrl: string | null;
                bannerUrl: string | null;
                colors: {
                    primary: string;
                    secondary?: string | null | undefined;
                };
            };
            contact: {
                phoneNumber: string | null;
                email: string | null;
                website: string | null;
            };
            testers: number;
            createdAt: string;
            updatedAt: string;
        }[];
        nextCursor: string | null;
    }>;
    /** `POST /rcs/test/agents/{agentId}/whitelist`: invites a tester (PENDING until accepted). @example `await parley.whitelistTester(id, { phoneNumber: '+14155550142' })` */
    whitelistTester(agentId: string, body: WhitelistRequest, options?: CallOptions): Promise<{
        phoneNumber: string;
        status: "PENDING" | "ACCEPTED";
        invitedAt: string;
        acceptedAt: string | null;
    }>;
    /** `GET /rcs/test/agents/{agentId}/whitelist`: every tester's status, or one number's. @example `await parley.getWhitelistStatus(id)` */
    getWhitelistStatus(agentId: string, phoneNumber?: string, options?: CallOptions): Promise<{
        agentId: string;
        testers: {
            phoneNumber: string;
            status: "PENDING" | "ACCEPTED";
            invitedAt: string;
            acceptedAt: string | null;
        }[];
    }>;
}
