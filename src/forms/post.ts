/**
 * `readFormPost`: what a post of a server-rendered form (`renderFormHtml`) asks for and what follows from it: the
 * answers kept, the page to show next and its errors, or the data to submit, judged by the rules of `answers.ts`
 * (the element's and the service's). The sandbox's hosted page and a customer's own route both call it; then they
 * submit `data` as the element would (`POST /forms/{id}/submit`). Runtime-agnostic.
 */
import type { FormRender } from '../schemas/forms.js';
import { formPages, judge, readPosted, wireAnswers, type AnswerErrors, type RawAnswers } from './answers.js';
import { pageLocale, translator } from './messages.js';
import { defaultZone, knownZone } from './zones.js';

/** What the visitor pressed: the primary button, Back, "Save and finish later", "Text me a link to finish". */
export type FormPostAction = 'submit' | 'next' | 'back' | 'save' | 'text';

export interface FormPost {
  action: FormPostAction;
  /** The answers as posted (raw: shown again as typed, saved as the draft). */
  values: RawAnswers;
  /** The page to show (when not submitting). */
  page: number;
  /** Messages by field key (or `key.part`) for the page shown. */
  errors: AnswerErrors;
  /** The answers to submit, when `action` is `submit` and every field in play passes; else undefined. */
  data?: Record<string, unknown>;
  /**
   * The time zone each datetime answer was read in when one was posted (`<key>.zone`), shown again as chosen; one
   * not posted is read in the page's `defaultZone` (its language's country, else UTC).
   */
  zones: Record<string, string>;
}

const ACTIONS: readonly FormPostAction[] = ['submit', 'next', 'back', 'save', 'text'];

/**
 * Reads a posted form (`URLSearchParams` of an `application/x-www-form-urlencoded` body, or `FormData`).
 *
 * @example
 * const post = await readFormPost(render, await request.formData(), { locale: 'en' });
 * if (post.data) await fetch(`${api}/forms/${id}/submit`, { method: 'POST', body: JSON.stringify({ data: post.data }), … });
 * else html = renderFormHtml(render, { token, values: post.values, errors: post.errors, page: post.page });
 */
export async function readFormPost(
  render: FormRender,
  body: URLSearchParams | FormData | Iterable<[string, unknown]>,
  options: { locale?: string | undefined; now?: Date } = {},
): Promise<FormPost> {
  const entries = [...(body as Iterable<[string, unknown]>)];
  const named = (name: string) => entries.find(([key]) => key === name)?.[1];
  const requested = String(named('_action') ?? 'submit') as FormPostAction;
  const action = ACTIONS.includes(requested) ? requested : 'submit';
  const fields = render.form.fields;
  const pages = formPages(fields);
  const posted = Number(named('_page') ?? 0);
  const page = Number.isInteger(posted) ? Math.min(Math.max(posted, 0), pages.length - 1) : 0;
  const values = readPosted(fields, entries);
  const zones: Record<string, string> = Object.create(null);
  /** Datetime fields posted with a zone this runtime does not know (a tampered or stale page): never read as UTC. */
  const unknownZones: string[] = [];
  for (const field of fields) {
    if (field.type !== 'datetime') continue;
    const posted = named(`${field.key}.zone`);
    const zone = knownZone(posted);
    if (zone) zones[field.key] = zone;
    else if (posted !== undefined && posted !== '') unknownZones.push(field.key);
  }
  if (action === 'back') return { action, values, page: Math.max(page - 1, 0), errors: {}, zones };
  if (action === 'save' || action === 'text') return { action, values, page, errors: {}, zones };

  const locale = pageLocale(options.locale);
  const t = translator(locale);
  // The answer would be read in a zone the person did not choose: asked again, on its field, like any other error.
  const zoneErrors: AnswerErrors = Object.create(null);
  for (const key of unknownZones) zoneErrors[key] = t('errTimeZone');
  // A datetime posted without its zone (a field of another page whose zone was not chosen) is read in the zone the
  // page showed beside it.
  const readIn: Record<string, string> = Object.create(null);
  for (const field of fields)
    if (field.type === 'datetime') readIn[field.key] = zones[field.key] ?? defaultZone(locale);
  const { wire, unreadable } = await wireAnswers(fields, values, locale, readIn);
  const now = options.now ?? new Date();
  if (action === 'next' && page < pages.length - 1) {
    const only = new Set(pages[page]!.map((f) => f.key));
    const judged = judge(fields, wire, unreadable, { t, locale, now, only });
    const errors = { ...judged.errors, ...pick(zoneErrors, (key) => only.has(key) && judged.active.has(key)) };
    if (Object.keys(errors).length) return { action, values, page, errors, zones };
    // The next page with a field in play (a page whose every condition fails is skipped); none left: the last page,
    // which asks nothing more and holds the submit button. "Next" never sends: the button says what it does.
    const next = pages.findIndex((p, i) => i > page && p.some((f) => judged.active.has(f.key)));
    return { action, values, page: next >= 0 ? next : pages.length - 1, errors: {}, zones };
  }
  const judged = judge(fields, wire, unreadable, { t, locale, now });
  const errors = { ...judged.errors, ...pick(zoneErrors, (key) => judged.active.has(key)) };
  const wrong = Object.keys(errors);
  if (wrong.length) {
    // The first page with an error, so it is shown where it is.
    const first = pages.findIndex((p) => p.some((f) => wrong.some((path) => path.split('.')[0] === f.key)));
    return { action: 'submit', values, page: first < 0 ? page : first, errors, zones };
  }
  return { action: 'submit', values, page, errors: {}, data: { ...judged.data }, zones };
}

/** The errors of the fields `asked` keeps (a field not in play, or of another page, is not judged). */
function pick(errors: AnswerErrors, asked: (key: string) => boolean): AnswerErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => asked(key)));
}
