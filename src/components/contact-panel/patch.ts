/**
 * What an edit of the contact sends: the patch of the fields typed into (and the audiences ticked), checked by the
 * service's own schema, and the field errors the schema or the service report, keyed by the panel's fields.
 */
import type { ApiError } from '../../api/errors.js';
import { ContactUpdateRequest, type ContactUpdateRequest as ContactPatch } from '../../schemas/contacts.js';
import * as z from '../../schemas/zod.js';

/** Fields the panel edits. */
export type ContactField = 'name' | 'email' | 'tags' | 'description';
export const FIELDS: ContactField[] = ['name', 'email', 'tags', 'description'];
export type FieldErrors = Partial<Record<ContactField, string>>;

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
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/** The service's refusal of a save, said on the fields it names (the first message of each). */
export function fieldErrorsOf(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (FIELDS.includes(path as ContactField) && messages[0]) errors[path as ContactField] = messages[0];
  }
  return errors;
}
