import { newIdempotencyKey } from './transport.js';
function once(load) {
    let loaded;
    return () => (loaded ??= load());
}
const contactSchemas = once(async () => {
    const [{ Page }, c] = await Promise.all([import('../schemas/common.js'), import('../schemas/contacts.js')]);
    return { Contact: c.Contact, ContactPage: Page(c.Contact), Audience: c.Audience, AudiencePage: Page(c.Audience) };
});
const blastSchemas = once(async () => {
    const [{ Page }, b] = await Promise.all([import('../schemas/common.js'), import('../schemas/blasts.js')]);
    return { Blast: b.Blast, BlastPage: Page(b.Blast), RecipientPage: Page(b.BlastRecipient) };
});
const segment = encodeURIComponent;
/** `GET /contacts/{id}` (`contacts:read` or `contacts:write`): a contact, the record a conversation shows. */
export function getContact(client, id, opts = {}) {
    return client.request('GET', `/contacts/${segment(id)}`, {
        schema: () => contactSchemas().then((s) => s.Contact),
        signal: opts.signal,
    });
}
/** `POST /contacts/list {query?, tag?, audienceId?}`: contacts, newest first. */
export function listContacts(client, params = {}, opts = {}) {
    return client.request('POST', '/contacts/list', {
        body: params,
        schema: () => contactSchemas().then((s) => s.ContactPage),
        idempotent: true,
        signal: opts.signal,
    });
}
/**
 * `POST /contacts` (`contacts:write`) → the new contact; a number that already is a contact is a 409. Not retried
 * automatically (a repeat after a lost answer would be that 409); the caller retries explicitly.
 */
export function createContact(client, body, opts = {}) {
    return client.request('POST', '/contacts', {
        body,
        schema: () => contactSchemas().then((s) => s.Contact),
        idempotent: false,
        signal: opts.signal,
    });
}
/** `PATCH /contacts/{id}` (`contacts:write`): name, email, tags, description, audienceIds (setting values is safe to repeat). */
export function updateContact(client, id, patch, opts = {}) {
    return client.request('PATCH', `/contacts/${segment(id)}`, {
        body: patch,
        schema: () => contactSchemas().then((s) => s.Contact),
        idempotent: true,
        signal: opts.signal,
    });
}
/** `DELETE /contacts/{id}` (`contacts:write`). */
export async function deleteContact(client, id, opts = {}) {
    await client.request('DELETE', `/contacts/${segment(id)}`, { signal: opts.signal });
}
/** `GET /audiences/{id}` (`audiences:read`): with its `contactCount`. */
export function getAudience(client, id, opts = {}) {
    return client.request('GET', `/audiences/${segment(id)}`, {
        schema: () => contactSchemas().then((s) => s.Audience),
        signal: opts.signal,
    });
}
/** `POST /audiences/list {query?}` (`audiences:read`): what a blast can target, with member counts. */
export function listAudiences(client, params = {}, opts = {}) {
    return client.request('POST', '/audiences/list', {
        body: params,
        schema: () => contactSchemas().then((s) => s.AudiencePage),
        idempotent: true,
        signal: opts.signal,
    });
}
export function sendBlast(client, kind, body, opts = {}) {
    return client.request('POST', `/messages/blast/${kind}`, {
        body,
        schema: () => blastSchemas().then((s) => s.Blast),
        idempotencyKey: opts.idempotencyKey ?? newIdempotencyKey(),
        signal: opts.signal,
    });
}
/** `POST /messages/blasts/list {status?, audienceId?}` (`messages:blast`): blasts, newest first. */
export function listBlasts(client, params = {}, opts = {}) {
    return client.request('POST', '/messages/blasts/list', {
        body: params,
        schema: () => blastSchemas().then((s) => s.BlastPage),
        idempotent: true,
        signal: opts.signal,
    });
}
/** `DELETE /messages/schedule/{blastId}` (`messages:schedule`): cancels a scheduled blast before it starts. */
export function cancelBlast(client, id, opts = {}) {
    return client.request('DELETE', `/messages/schedule/${segment(id)}`, {
        schema: () => blastSchemas().then((s) => s.Blast),
        signal: opts.signal,
    });
}
/** `POST /messages/blasts/{id}/recipients/list {status?}` (`messages:blast`): a blast's recipients, e.g. the failed ones. */
export function listBlastRecipients(client, id, params = {}, opts = {}) {
    return client.request('POST', `/messages/blasts/${segment(id)}/recipients/list`, {
        body: params,
        schema: () => blastSchemas().then((s) => s.RecipientPage),
        idempotent: true,
        signal: opts.signal,
    });
}
