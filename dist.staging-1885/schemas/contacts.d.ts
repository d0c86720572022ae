import * as z from './zod.js';
export declare const CONTACT_LIMITS: {
    readonly name: 200;
    readonly email: 254;
    readonly tags: 20;
    readonly tag: 50;
    readonly description: 2000;
    readonly audiencesPerContact: 50;
    readonly audienceName: 100;
    readonly audienceDescription: 1000;
    /** Contact ids in one `…/contacts/add` or `…/contacts/remove` body. */
    readonly contactIdsPerCall: 1000;
};
/** A practical e-mail check (WHATWG `input[type=email]`), not RFC 5322: what a form field would accept. */
export declare const EMAIL_PATTERN: RegExp;
/** Tags: trimmed, 1–50 characters, no control characters; compared case-sensitively. */
export declare const Tag: z.ZodMiniString<string>;
export declare const Contact: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    phoneNumber: z.ZodMiniString<string>;
    name: z.ZodMiniNullable<z.ZodMiniString<string>>;
    email: z.ZodMiniNullable<z.ZodMiniString<string>>;
    tags: z.ZodMiniArray<z.ZodMiniString<string>>;
    description: z.ZodMiniNullable<z.ZodMiniString<string>>;
    audienceIds: z.ZodMiniArray<z.ZodMiniString<string>>;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Contact = z.infer<typeof Contact>;
/** `POST /contacts`. Unknown keys are refused, so a typo is a clear 400 rather than silently ignored. */
export declare const ContactCreateRequest: z.ZodMiniObject<{
    phoneNumber: z.ZodMiniString<string>;
    name: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    email: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    tags: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    description: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    audienceIds: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type ContactCreateRequest = z.infer<typeof ContactCreateRequest>;
/** `PATCH /contacts/{id}`: name, email, tags, description, audienceIds (the phone number is the contact's identity). */
export declare const ContactUpdateRequest: z.ZodMiniObject<{
    name: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    email: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    tags: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    description: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    audienceIds: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type ContactUpdateRequest = z.infer<typeof ContactUpdateRequest>;
export declare const ContactListRequest: z.ZodMiniObject<{
    query: z.ZodMiniOptional<z.ZodMiniString<string>>;
    tag: z.ZodMiniOptional<z.ZodMiniString<string>>;
    audienceId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type ContactListRequest = z.infer<typeof ContactListRequest>;
export declare const Audience: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    description: z.ZodMiniNullable<z.ZodMiniString<string>>;
    contactCount: z.ZodMiniInt;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Audience = z.infer<typeof Audience>;
export declare const AudienceCreateRequest: z.ZodMiniObject<{
    name: z.ZodMiniString<string>;
    description: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type AudienceCreateRequest = z.infer<typeof AudienceCreateRequest>;
export declare const AudienceUpdateRequest: z.ZodMiniObject<{
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    description: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type AudienceUpdateRequest = z.infer<typeof AudienceUpdateRequest>;
export declare const AudienceListRequest: z.ZodMiniObject<{
    query: z.ZodMiniOptional<z.ZodMiniString<string>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type AudienceListRequest = z.infer<typeof AudienceListRequest>;
/** `POST /audiences/{id}/contacts/add` · `…/remove`. */
export declare const AudienceMembersRequest: z.ZodMiniObject<{
    contactIds: z.ZodMiniArray<z.ZodMiniString<string>>;
}, z.core.$strict>;
export type AudienceMembersRequest = z.infer<typeof AudienceMembersRequest>;
