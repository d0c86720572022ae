/**
 * Webhooks (spec: Webhook, Events, custom header rules) and the three event payloads delivered to them.
 */
import { CampaignRef, AgentRef, BrandRef, CarrierLaunches } from './campaigns.js';
import { HttpUrl, Id, SenderId, Timestamp, listShape, maxCharacters } from './common.js';
import { ConversationRef } from './conversations.js';
import { Form, FormSubmission } from './forms.js';
import { FallbackMessage, Message } from './messages.js';
import * as z from './zod.js';

export const WEBHOOK_EVENTS = ['FORM.SUBMISSION', 'CAMPAIGN.STATUS', 'MESSAGE.STATUS'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Spec, custom header rules. */
export const HEADER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const SIGNING_SECRET_HEADER = 'SERVICE-SIGNING-SECRET';
export const MAX_CUSTOM_HEADERS = 20;

/**
 * Header names that pass the spec's pattern but can never be delivered as given, refused at attach (400 naming the
 * header and the reason) rather than failing every delivery. Documented in docs/sandbox-forms-webhooks.md.
 */
export const UNDELIVERABLE_HEADER_NAMES: Readonly<Record<string, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    'CONTENT-LENGTH':
      'it frames the message: the HTTP client computes it from the JSON body (a given value would hang or cut every delivery)',
    'TRANSFER-ENCODING': 'it frames the message: the HTTP client chooses it (HTTP clients refuse a given value)',
    'CONTENT-TYPE': 'the service sends every event as application/json',
    'CONTENT-ENCODING': 'the body is sent unencoded; a receiver would fail to decode every delivery',
    HOST: 'the HTTP client sets it from the webhook URL',
    EXPECT: 'the HTTP client controls 100-continue (HTTP clients refuse a given value)',
    CONNECTION: 'it is a hop-by-hop header the HTTP client manages (HTTP clients refuse a given value)',
    'KEEP-ALIVE': 'it is a hop-by-hop header the HTTP client manages',
    'PROXY-CONNECTION': 'it is a hop-by-hop header the HTTP client manages',
    UPGRADE: 'it is a hop-by-hop header the HTTP client manages (HTTP clients refuse a given value)',
    TE: 'it is a hop-by-hop header the HTTP client manages',
    TRAILER: 'it frames the message and is hop-by-hop',
    'HTTP2-SETTINGS': 'it is a hop-by-hop header of the HTTP/2 upgrade',
  }),
);

/**
 * Why a custom header can never be delivered as given, or null. Names: the framing and hop-by-hop names above.
 * Values: an HTTP field value (RFC 9110 §5.5) that every HTTP client sends unchanged — only tab, visible ASCII,
 * space and Latin-1 (U+0080–U+00FF, sent as single bytes); no control characters (NUL, CR, LF, DEL, …), no
 * characters beyond U+00FF (HTTP clients refuse them), no leading or trailing space or tab (stripped in transit).
 * One rule set, used at attach and again when a delivery is built.
 */
export function undeliverableHeaderReason(name: string, value: string): string | null {
  const reserved = UNDELIVERABLE_HEADER_NAMES[name.toUpperCase()];
  if (reserved !== undefined) return `Header ${name.toUpperCase()} cannot be a custom header: ${reserved}`;
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code > 0xff) {
      return `Header ${name.toUpperCase()} has a character outside Latin-1 (U+${code.toString(16).toUpperCase().padStart(4, '0')}): HTTP header values are bytes; encode it (for example percent-encoding)`;
    }
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) {
      return `Header ${name.toUpperCase()} has a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')}), which is not allowed in an HTTP header value`;
    }
  }
  if (/^[\t ]|[\t ]$/.test(value))
    return `Header ${name.toUpperCase()} starts or ends with a space or tab, which HTTP strips in transit`;
  return null;
}

/**
 * Custom headers as the spec's rules have them: names match `^[A-Za-z0-9][A-Za-z0-9_-]*$`, values are strings,
 * names are normalized to uppercase, `SERVICE-SIGNING-SECRET` (any case) is silently stripped whatever its value
 * (before any other rule). Two names that are equal once uppercased are refused (which one should win is
 * ambiguous); headers that could never be delivered ({@link undeliverableHeaderReason}) are refused.
 */
export const WebhookHeaders = z.pipe(
  // Own keys are read from the raw object (not a parsed copy) so that names such as `__proto__` are judged too.
  z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'headers must be an object of header name to string value',
  ),
  z.transform((headers, ctx) => {
    // No prototype: a name such as CONSTRUCTOR or __PROTO__ is only ever an own key.
    const out = Object.create(null) as Record<string, string>;
    let count = 0;
    for (const name of Object.keys(headers)) {
      // Spec: the reserved name is stripped silently, so its value is never judged.
      if (name.toUpperCase() === SIGNING_SECRET_HEADER) continue;
      const value = headers[name];
      if (!HEADER_NAME_PATTERN.test(name) || name.length > 128) {
        const message = `Header name "${name.slice(0, 40)}" must match ^[A-Za-z0-9][A-Za-z0-9_-]*$ (at most 128 characters)`;
        ctx.issues.push({ code: 'custom', message, path: [name], input: headers });
        continue;
      }
      if (typeof value !== 'string') {
        ctx.issues.push({ code: 'custom', message: 'Header values must be strings', path: [name], input: headers });
        continue;
      }
      if (value.length > 4096) {
        ctx.issues.push({
          code: 'custom',
          message: `Header ${name.toUpperCase()}: a value is at most 4096 characters`,
          path: [name],
          input: headers,
        });
        continue;
      }
      const undeliverable = undeliverableHeaderReason(name, value);
      if (undeliverable) {
        ctx.issues.push({ code: 'custom', message: undeliverable, path: [name], input: headers });
        continue;
      }
      const upper = name.toUpperCase();
      if (Object.hasOwn(out, upper)) {
        ctx.issues.push({
          code: 'custom',
          message: `Header ${upper} is given twice (names are case-insensitive)`,
          path: [name],
          input: headers,
        });
        continue;
      }
      out[upper] = value;
      count++;
    }
    if (count > MAX_CUSTOM_HEADERS) {
      ctx.issues.push({ code: 'custom', message: `At most ${MAX_CUSTOM_HEADERS} custom headers`, input: headers });
    }
    // A plain object again for the wire and the store (JSON round-trips are unchanged either way).
    return { ...out };
  }),
);

export class WebhookHeadersError extends Error {
  readonly code = 'ERR_WEBHOOK_HEADERS';
  constructor(readonly issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    super(
      `Invalid webhook headers: ${issues.map((i) => (i.path.length ? `${String(i.path[0])}: ` : '') + i.message).join('; ')}`,
    );
    this.name = 'WebhookHeadersError';
  }
}

/**
 * Applies the spec's custom header rules.
 * @example normalizeWebhookHeaders({ 'x-team': 'blue', 'Service-Signing-Secret': 'x' }) // { 'X-TEAM': 'blue' }
 * @throws WebhookHeadersError naming each bad header.
 */
export function normalizeWebhookHeaders(headers: unknown): Record<string, string> {
  const result = WebhookHeaders.safeParse(headers ?? {});
  if (!result.success) throw new WebhookHeadersError(result.error.issues);
  return result.data;
}

export const Webhook = z.object({
  webhookId: Id,
  name: z.string(),
  url: z.string(),
  event: z.nullable(z.enum(WEBHOOK_EVENTS)),
  status: z.enum(['active', 'disabled']),
  senders: z.array(z.string()),
  headers: z.record(z.string(), z.string()),
  signingSecret: z.string(),
  createdAt: Timestamp,
});
export type Webhook = z.infer<typeof Webhook>;

/** The first value given more than once, or undefined. */
const firstRepeat = (values: readonly unknown[]) => values.find((value, index) => values.indexOf(value) !== index);

/**
 * A sender named twice in one call is refused by name, as tags and audienceIds are: dropping the copy would hide a
 * list built wrong (a sender meant in its place, most likely) behind a 200.
 */
const Senders = z.array(SenderId).check(
  z.minLength(1, 'Give at least one sender'),
  z.maxLength(100, 'At most 100 senders per call'),
  z.refine((senders) => firstRepeat(senders) === undefined, {
    error: (issue) =>
      `senders must not repeat: ${String(firstRepeat(issue.input as unknown[]))} is given more than once`,
  }),
);

/** Attach: create a webhook (`name`, `url`, `event?`) or attach an existing `webhookId`; `headers` overwrite when given. */
export const WebhookAttachRequest = z
  .object({
    webhookId: z.optional(Id),
    name: z.optional(z.string().check(z.minLength(1, 'name must not be empty'), maxCharacters(100, 'name', 'is'))),
    url: z.optional(HttpUrl),
    event: z.optional(z.nullable(z.enum(WEBHOOK_EVENTS))),
    senders: Senders,
    headers: z.optional(WebhookHeaders),
  })
  .check(
    z.refine((r) => r.webhookId !== undefined || r.url !== undefined, {
      message: 'Give webhookId to attach an existing webhook, or url (and name) to create one',
      path: ['url'],
    }),
  );
export type WebhookAttachRequest = z.input<typeof WebhookAttachRequest>;

export const WebhookDetachRequest = z.object({ webhookId: Id, senders: Senders });
export type WebhookDetachRequest = z.infer<typeof WebhookDetachRequest>;

export const WebhookListRequest = z.object({ ...listShape, sender: z.optional(SenderId) });

// ---------------------------------------------------------------- events

export const FormSubmissionEvent = z.object({
  type: z.literal('FORM.SUBMISSION'),
  sender: z.string(),
  conversation: z.nullable(ConversationRef),
  form: z.pick(Form, { id: true, url: true, name: true }),
  submission: FormSubmission,
});
export type FormSubmissionEvent = z.infer<typeof FormSubmissionEvent>;

export const CampaignStatusEvent = z.object({
  type: z.literal('CAMPAIGN.STATUS'),
  agent: AgentRef,
  campaign: CampaignRef,
  brand: BrandRef,
  carrierLaunches: CarrierLaunches,
  changedAt: Timestamp,
});
export type CampaignStatusEvent = z.infer<typeof CampaignStatusEvent>;

/** Ours (the spec names message events only by `fallbackMessage`): a message's status changed. */
export const MessageStatusEvent = z.object({
  type: z.literal('MESSAGE.STATUS'),
  sender: z.string(),
  conversation: ConversationRef,
  message: Message,
  fallbackMessage: z.nullable(FallbackMessage),
  changedAt: Timestamp,
});
export type MessageStatusEvent = z.infer<typeof MessageStatusEvent>;

export const WebhookEvent = z.discriminatedUnion('type', [
  FormSubmissionEvent,
  CampaignStatusEvent,
  MessageStatusEvent,
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
