/**
 * What an edit of the contact sends: the patch of the fields typed into (and the audiences ticked), checked by the
 * service's own schema, and the field errors the schema or the service report, keyed by the panel's fields and said
 * with the panel's words (the schema's messages are the service's English).
 */
import type { ApiError } from '../../api/errors.js';
import type { ContactPanelKey } from '../../i18n/contact-panel.js';
import { ContactUpdateRequest, type ContactUpdateRequest as ContactPatch } from '../../schemas/contacts.js';
import * as z from '../../schemas/zod.js';

/** Fields the panel edits. */
export type ContactField = 'name' | 'email' | 'tags' | 'description';
export const FIELDS: ContactField[] = ['name', 'email', 'tags', 'description'];
/** A field's problem as the panel's words: a catalog key and its numbers. */
export interface FieldProblem {
  key: ContactPanelKey;
  vars?: Record<string, number>;
}
export type FieldErrors = Partial<Record<ContactField, FieldProblem>>;

/** The fields of a zod issue this module reads (zod/mini's issue types are not re-exported by `schemas/zod.ts`). */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: number | bigint;
}

/**
 * The panel's words for one of the schema's issues (schemas/contacts.ts): too long (a field, a tag, the list of
 * tags), not an e-mail address, a tag repeated or with control characters. Tags are trimmed and blank ones dropped
 * before the check, so the schema's "empty" and "spaces" issues cannot arise here.
 */
function problemOf(issue: Issue): FieldProblem {
  const [field, index] = issue.path;
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (field !== 'tags') return { key: 'fieldTooLong', vars: { max } };
    return { key: index === undefined ? 'fieldTooManyTags' : 'fieldTagTooLong', vars: { max } };
  }
  if (field === 'email') return { key: 'fieldEmail' };
  if (field === 'tags') return { key: index === undefined ? 'fieldTagRepeat' : 'fieldTagInvalid' };
  return { key: 'fieldRefused' };
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The patch for the dirty fields (and the audiences when ticked), or the field errors the service's own schema reports. */
export function contactPatch(
  dirty: Iterable<ContactField>,
  values: Record<ContactField, string>,
  audienceIds: string[] | undefined,
): { patch?: ContactPatch; errors: FieldErrors } {
  const patch: Record<string, unknown> = {};
  for (const field of dirty) {
    const value = values[field];
    patch[field] =
      field === 'tags' ? tagsOf(value) : value.trim() === '' ? null : field === 'description' ? value : value.trim();
  }
  if (audienceIds) patch.audienceIds = [...audienceIds];
  const result = z.safeParse(ContactUpdateRequest, patch);
  if (result.success) return { patch: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (FIELDS.includes(field)) errors[field] ??= problemOf(issue);
  }
  return { errors };
}

/**
 * The service's refusal of a save, marked on the fields it names. Its messages are English prose with no code to
 * map, so the field says that the service refused it; the messages themselves stay in the `parley-error` event.
 */
export function fieldErrorsOf(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (FIELDS.includes(path as ContactField) && messages[0]) errors[path as ContactField] = { key: 'fieldRefused' };
  }
  return errors;
}
