/**
 * Contacts and audiences (spec: "Contacts and audiences"; DESIGN §6). A contact is the same record a conversation
 * shows as its recipient's contact, so an edit made anywhere shows everywhere. Membership lives on the contact
 * (`audienceIds`); an audience's `contactCount` is derived from it.
 */
import { Id, PhoneNumber, Timestamp, listShape, maxCharacters } from './common.js';
import * as z from './zod.js';

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  tags: 20,
  tag: 50,
  description: 2000,
  audiencesPerContact: 50,
  audienceName: 100,
  audienceDescription: 1000,
  /** Contact ids in one `…/contacts/add` or `…/contacts/remove` body. */
  contactIdsPerCall: 1000,
} as const;

/** A practical e-mail check (WHATWG `input[type=email]`), not RFC 5322: what a form field would accept. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Tags: trimmed, 1–50 characters, no control characters; compared case-sensitively. */
export const Tag = z.string().check(
  z.minLength(1, 'A tag must not be empty'),
  maxCharacters(CONTACT_LIMITS.tag, 'A tag'),
  z.refine((value) => value.trim() === value, 'A tag must not start or end with spaces'),
  z.refine((value) => !/\p{Cc}/u.test(value), 'A tag must not contain control characters'),
);

export const Contact = z.object({
  id: Id,
  phoneNumber: PhoneNumber,
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  tags: z.array(z.string()),
  description: z.nullable(z.string()),
  audienceIds: z.array(z.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Contact = z.infer<typeof Contact>;

const contactName = z.nullable(z.string().check(maxCharacters(CONTACT_LIMITS.name, 'name')));
const contactEmail = z.nullable(
  z
    .string()
    .check(
      maxCharacters(CONTACT_LIMITS.email, 'email'),
      z.regex(EMAIL_PATTERN, 'email must be an e-mail address such as ana@example.com'),
    ),
);
const contactTags = z.array(Tag).check(
  z.maxLength(CONTACT_LIMITS.tags, `A contact has at most ${CONTACT_LIMITS.tags} tags`),
  z.refine((tags) => new Set(tags).size === tags.length, 'tags must not repeat'),
);
const contactDescription = z.nullable(z.string().check(maxCharacters(CONTACT_LIMITS.description, 'description')));
const audienceIds = z.array(Id).check(
  z.maxLength(
    CONTACT_LIMITS.audiencesPerContact,
    `A contact belongs to at most ${CONTACT_LIMITS.audiencesPerContact} audiences`,
  ),
  z.refine((ids) => new Set(ids).size === ids.length, 'audienceIds must not repeat'),
);

/** `POST /contacts`. Unknown keys are refused, so a typo is a clear 400 rather than silently ignored. */
export const ContactCreateRequest = z.strictObject({
  phoneNumber: PhoneNumber,
  name: z.optional(contactName),
  email: z.optional(contactEmail),
  tags: z.optional(contactTags),
  description: z.optional(contactDescription),
  audienceIds: z.optional(audienceIds),
});
export type ContactCreateRequest = z.infer<typeof ContactCreateRequest>;

/** `PATCH /contacts/{id}`: name, email, tags, description, audienceIds (the phone number is the contact's identity). */
export const ContactUpdateRequest = z.strictObject({
  name: z.optional(contactName),
  email: z.optional(contactEmail),
  tags: z.optional(contactTags),
  description: z.optional(contactDescription),
  audienceIds: z.optional(audienceIds),
});
export type ContactUpdateRequest = z.infer<typeof ContactUpdateRequest>;

export const ContactListRequest = z.strictObject({
  ...listShape,
  query: z.optional(z.string().check(maxCharacters(200, 'query'))),
  tag: z.optional(Tag),
  audienceId: z.optional(Id),
});
export type ContactListRequest = z.infer<typeof ContactListRequest>;

export const Audience = z.object({
  id: Id,
  name: z.string(),
  description: z.nullable(z.string()),
  contactCount: z.int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Audience = z.infer<typeof Audience>;

const audienceName = z.string().check(
  z.minLength(1, 'name must not be empty'),
  maxCharacters(CONTACT_LIMITS.audienceName, 'name'),
  z.refine((value) => value.trim() !== '', 'name must not be blank'),
);
const audienceDescription = z.nullable(
  z.string().check(maxCharacters(CONTACT_LIMITS.audienceDescription, 'description')),
);

export const AudienceCreateRequest = z.strictObject({
  name: audienceName,
  description: z.optional(audienceDescription),
});
export type AudienceCreateRequest = z.infer<typeof AudienceCreateRequest>;

export const AudienceUpdateRequest = z.strictObject({
  name: z.optional(audienceName),
  description: z.optional(audienceDescription),
});
export type AudienceUpdateRequest = z.infer<typeof AudienceUpdateRequest>;

export const AudienceListRequest = z.strictObject({
  ...listShape,
  query: z.optional(z.string().check(maxCharacters(200, 'query'))),
});
export type AudienceListRequest = z.infer<typeof AudienceListRequest>;

/** `POST /audiences/{id}/contacts/add` · `…/remove`. */
export const AudienceMembersRequest = z.strictObject({
  contactIds: z
    .array(Id)
    .check(
      z.minLength(1, 'contactIds must name at least one contact'),
      z.maxLength(CONTACT_LIMITS.contactIdsPerCall, `At most ${CONTACT_LIMITS.contactIdsPerCall} contactIds per call`),
    ),
});
export type AudienceMembersRequest = z.infer<typeof AudienceMembersRequest>;
