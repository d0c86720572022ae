/**
 * The form's answer model. What the inputs hold ("raw": strings as typed, a phone number as displayed, an address
 * as its parts) is kept apart from what goes on the wire (numbers, E.164, ISO 8601 with offset, `Address`), so a
 * draft restores exactly what the person typed and validation runs on the wire value with the service's own
 * rules (`fieldValueIssues`). Pure: no DOM.
 */
// Loaded with `import()` too (why a first load failed): the form's first screen first, as every such module does.
import './first-screen.js';
import { isApiError } from '../../api/errors.js';
import type { FormMessageKey } from '../../i18n/form.js';
import type { Field } from '../../schemas/forms.js';
import { tokenFailureOf, type TokenFailure } from '../shared/load-failure.js';
import { own } from './own.js';

/** Raw values by field key, as each field type's module holds them (`fields/<type>.ts`). */
export type RawValues = Record<string, unknown>;
/** Error messages by path: `key`, or `key.part` for an address part. */
export type FieldErrors = Record<string, string>;

export { own };

export type Translate = (key: FormMessageKey, vars?: Record<string, string | number>) => string;

/** The token route's failures (`TokenFailure`), in the form's words. */
const TOKEN_REASONS: Record<TokenFailure, FormMessageKey> = {
  'token-failed': 'errTokenFailed',
  'token-network': 'errTokenNetwork',
  'token-refused': 'errTokenRefused',
  'token-none': 'errTokenNone',
};

/**
 * The failure as the service's, when it is one: not when the page's token route (or `tokenProvider`) gave no token
 * for the call (`tokenFailureOf`), whose 409 or 401 says nothing of the answers or the link.
 */
export const serviceError = (error: unknown) => (isApiError(error) && !tokenFailureOf(error) ? error : undefined);

/**
 * Why a call failed, in the form's words: no token from the page's token route (said as the route's, whatever it
 * answered), offline, the service busy, or the service's own message.
 */
export function failureReason(error: unknown, t: Translate): string {
  if (!isApiError(error)) return String((error as Error)?.message ?? error);
  const token = tokenFailureOf(error);
  if (token) return t(TOKEN_REASONS[token]);
  if (error.kind === 'network') return t('offline');
  if (error.kind === 'server' || error.kind === 'rate-limited') return t('serverBusy');
  return error.message;
}

/**
 * Why the form's definition could not be loaded, in the form's words: as {@link failureReason} says what it has words
 * for (no token from the page's token route, offline, the service busy), anything else "something went wrong" —
 * never the service's text nor a developer's message (a first load has no answers that text could be about).
 */
export function loadReason(error: unknown, t: Translate): string {
  const kind = isApiError(error) ? error.kind : undefined;
  return tokenFailureOf(error) || kind === 'network' || kind === 'server' || kind === 'rate-limited'
    ? failureReason(error, t)
    : t('loadOther');
}

/**
 * Why the answers could not be sent, as the summary says it: the plan, an expired link (the service's 403 and 401),
 * else "could not be sent" with why.
 */
export function submitFailure(error: unknown, t: Translate): string {
  const kind = serviceError(error)?.kind;
  if (kind === 'forbidden') return t('planUnavailable');
  if (kind === 'unauthorized') return t('linkExpired');
  return t('sendFailed', { reason: failureReason(error, t) });
}

/** An `HH:MM` bound as the field's locale writes times ("9:00 AM" in en-US, "09:00" in es). */
export function formatTime(value: string, locale: string): string {
  const [h, m] = value.split(':').map(Number);
  if (!Number.isInteger(h) || !Number.isInteger(m)) return value;
  try {
    return new Date(2000, 0, 1, h, m).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  } catch {
    return value;
  }
}

/**
 * Splits a server's field errors (`{"data.email": [...]}` from a 400 ZodError body) into messages on fields this
 * form shows and the rest, which go to the summary at the top. `parts`: a structured field's parts, whose errors
 * show under the part's input (`key.part`).
 */
export function mapServerErrors(
  fields: readonly Field[],
  fieldErrors: Record<string, string[]>,
  parts: (field: Field) => readonly string[] | undefined,
): { errors: FieldErrors; other: string[] } {
  const errors: FieldErrors = Object.create(null);
  const other: string[] = [];
  const keys = new Map(fields.map((f) => [f.key, f]));
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const text = messages.join(' ');
    if (!text) continue;
    const [head, key, part] = path.split('.');
    const field = head === 'data' && key ? keys.get(key) : undefined;
    if (!field) other.push(text);
    else errors[part && parts(field)?.includes(part) ? `${key}.${part}` : key!] ??= text;
  }
  return { errors, other };
}
