/**
 * What a `<form method="post">` written by `renderFormHtml` sends, read into the element's raw values (the shapes
 * its field types hold). Small and free of the rules (no zod): the element reads the server-rendered form it takes
 * over with it, the server reads a post with it (`answers.ts`). Runtime-agnostic.
 */
import type { Field } from '../schemas/forms.js';
import { ADDRESS_PARTS } from './wire-address.js';

export { ADDRESS_PARTS };

/** Raw values by field key, in the element's shapes: text as typed, a list of options, a rating, address parts. */
export type RawAnswers = Record<string, unknown>;

/**
 * The raw values a posted form holds, for every field named in it (a field of another page travels as a hidden
 * input under its own name). Keys absent from the post are absent here.
 */
export function readPosted(fields: readonly Field[], entries: Iterable<[string, unknown]>): RawAnswers {
  const posted = new Map<string, string[]>();
  for (const [name, sent] of entries) {
    if (typeof sent !== 'string') continue;
    // A browser posts a textarea's line breaks as CRLF (HTML's form encoding); its `value`, which the element reads
    // and sends, has LF. Read as the element reads them, so both store the same answer.
    const value = sent.replace(/\r\n?/g, '\n');
    const list = posted.get(name);
    if (list) list.push(value);
    else posted.set(name, [value]);
  }
  const raw: RawAnswers = Object.create(null);
  for (const field of fields) {
    const one = posted.get(field.key)?.[0];
    switch (field.type) {
      case 'checkbox':
        // `key` with an empty value marks the group as posted (no box ticked is an answer too).
        if (posted.has(field.key)) raw[field.key] = posted.get(field.key)!.filter(Boolean);
        break;
      case 'rating':
        if (one !== undefined) raw[field.key] = /^\d+$/.test(one) ? Number(one) : null;
        break;
      case 'address': {
        if (!ADDRESS_PARTS.some((p) => posted.has(`${field.key}.${p}`))) break;
        const address: Record<string, string> = {};
        for (const p of ADDRESS_PARTS) address[p] = posted.get(`${field.key}.${p}`)?.[0] ?? '';
        raw[field.key] = address;
        break;
      }
      default:
        // The first value of the name: a slider's number box where scripts are off comes before the hidden slider,
        // which a browser posts too (`html-fields.ts` `range`).
        if (one !== undefined) raw[field.key] = one;
    }
  }
  return raw;
}
