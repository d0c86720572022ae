/**
 * A form's answers on a server: what a `<form method="post">` sends (field names as `renderFormHtml` writes them)
 * read into the element's raw values, turned into wire values as the element's field types do, and judged with the
 * same rules the element and the service use: `activeKeys` (core/form-logic.ts) for the fields in play and
 * `fieldValueIssues` (core/field-rules.ts, the rules `fieldValueSchema` is built on) for each value, with the element's words (`errors.ts`, the one owner of them). Steps: a form without scripts
 * cannot show a conditional field as its condition comes true, so it is split into pages, a new one before each
 * field whose condition names a field of the page so far. Runtime-agnostic (Node, Edge, browsers).
 */
import { fieldValueIssues } from '../core/field-rules.js';
import { activeKeys } from '../core/form-logic.js';
import { loadPhoneSupport } from '../core/phone.js';
import type { Field } from '../schemas/forms.js';
import { issueMessage, requiredKey } from './errors.js';
import type { ServerTranslate } from './messages.js';
import { choiceToWire, phoneCountry, phoneToWire, str, textToWire, type Wire } from './wire.js';
import { addressFromWire, addressToWire } from './wire-address.js';
import { checkboxFromWire, checkboxToWire } from './wire-checkbox.js';
import { datetimeToWire, isoToLocal } from './wire-datetime.js';
import { numberFromWire, numberToWire, ratingFromWire, ratingToWire } from './wire-number.js';
import { urlToWire } from './wire-url.js';

export { ADDRESS_PARTS, readPosted, type RawAnswers } from './posted.js';

const own = (record: Record<string, unknown>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
type RawAnswers = Record<string, unknown>;

/** Error messages by path (`key`, or `key.part` for an address part). */
export type AnswerErrors = Record<string, string>;

/**
 * A wire value (a default, a prior answer, a draft's) as the inputs show it: the field types' own conversions
 * (`wire.ts`), a datetime in the zone shown beside it (`zone`, UTC unless given: a page without scripts cannot know
 * the visitor's zone; see `wireValue`).
 */
export function rawFromWire(field: Field, value: unknown, zone = 'utc'): unknown {
  switch (field.type) {
    case 'checkbox':
      return checkboxFromWire(field, value);
    case 'rating':
      return ratingFromWire(value);
    case 'number':
    case 'range':
      return numberFromWire(value);
    case 'datetime':
      return isoToLocal(value, zone);
    case 'address':
      return addressFromWire(field, value);
    default:
      return str(value);
  }
}

/**
 * One raw value as the element's field type sends it, with the same conversions (`wire.ts`). Two things a page
 * without scripts cannot know are taken as the element takes them before they are known: a phone number typed
 * without `+` is read in the field's `defaultCountry` (else the locale's region), as the element reads it before its
 * country picker is touched, with the phone library loaded; a datetime is read in the time zone chosen beside it
 * (`zone`: the page's `defaultZone` unless the person chose another; the element picks the browser's).
 */
export async function wireValue(field: Field, raw: unknown, locale: string, zone = 'utc'): Promise<Wire> {
  switch (field.type) {
    case 'checkbox':
      return checkboxToWire(raw);
    case 'rating':
      return ratingToWire(raw);
    case 'number':
    case 'range':
      return numberToWire(raw);
    case 'url':
      return urlToWire(raw);
    case 'email':
      return textToWire(raw, true);
    case 'phone': {
      const support = str(raw).trim() ? await loadPhoneSupport().catch(() => undefined) : undefined;
      return phoneToWire(raw, phoneCountry(field, locale), support);
    }
    case 'datetime':
      return datetimeToWire(raw, zone);
    case 'address':
      return addressToWire(raw);
    case 'select':
    case 'radio':
      return choiceToWire(raw);
    default:
      // text, textarea, date, time, color: as typed (not trimmed, as the element sends them).
      return textToWire(raw);
  }
}

/** The wire values of raw answers and the fields that could not be read as typed. */
export async function wireAnswers(
  fields: readonly Field[],
  raw: RawAnswers,
  locale: string,
  zones: Record<string, string> = {},
): Promise<{ wire: Record<string, unknown>; unreadable: Record<string, Wire['error']> }> {
  const wire: Record<string, unknown> = Object.create(null);
  const unreadable: Record<string, Wire['error']> = Object.create(null);
  for (const field of fields) {
    if (!Object.hasOwn(raw, field.key)) continue;
    const read = await wireValue(field, raw[field.key], locale, own(zones, field.key) as string | undefined);
    if (read.error) unreadable[field.key] = read.error;
    else if (read.value !== undefined) wire[field.key] = read.value;
  }
  return { wire, unreadable };
}

/** What `judge` says of answers. */
export interface Judged {
  /** The answers to send: fields in play whose values pass. */
  data: Record<string, unknown>;
  errors: AnswerErrors;
  /** Keys of the fields whose conditions hold. */
  active: Set<string>;
}

/**
 * Judges wire answers as the service does on submit: fields out of play dropped, required fields in play present,
 * each value against the service's rules (`fieldValueIssues`). `only`: the fields of one page (the others are carried, not judged).
 */
export function judge(
  fields: readonly Field[],
  wire: Record<string, unknown>,
  unreadable: Record<string, Wire['error']>,
  options: { t: ServerTranslate; locale: string; now?: Date; only?: ReadonlySet<string> },
): Judged {
  const { t, locale } = options;
  // The service's clock and zone: what the submit will be judged with (and a datetime's bound shown in UTC).
  const at = { now: options.now, zone: 'service' } as const;
  const active = activeKeys(fields, wire);
  const data: Record<string, unknown> = Object.create(null);
  const errors: AnswerErrors = Object.create(null);
  for (const field of fields) {
    if (!active.has(field.key)) continue;
    const judged = !options.only || options.only.has(field.key);
    const value = own(wire, field.key);
    const error = own(unreadable, field.key) as Wire['error'];
    if (error && !field.hidden) {
      if (judged) errors[field.key] = t(error);
      continue;
    }
    if (value === undefined) {
      if (judged && field.required && !field.hidden) errors[field.key] = t(requiredKey(field.type));
      continue;
    }
    const issues = fieldValueIssues(field, value, at);
    if (!issues.length) {
      data[field.key] = value;
      continue;
    }
    if (!judged || field.hidden) continue;
    for (const issue of issues) {
      const part = field.type === 'address' && issue.path.length ? String(issue.path[0]) : undefined;
      errors[part ? `${field.key}.${part}` : field.key] ??= issueMessage(field, issue, value, { t, locale, at });
    }
  }
  return { data, errors, active };
}

/**
 * The form's pages without scripts: a new page before each shown field whose condition names a field of the page
 * so far, so every condition is judged on answers already sent. Hidden fields belong to no page.
 */
export function formPages(fields: readonly Field[]): Field[][] {
  const pages: Field[][] = [[]];
  let onPage = new Set<string>();
  for (const field of fields) {
    if (field.hidden) continue;
    const named = [...(field.showWhen?.all ?? []), ...(field.showWhen?.any ?? [])].map((c) => c.field);
    if (named.some((key) => onPage.has(key)) && pages.at(-1)!.length) {
      pages.push([]);
      onPage = new Set();
    }
    pages.at(-1)!.push(field);
    onPage.add(field.key);
  }
  return pages;
}
