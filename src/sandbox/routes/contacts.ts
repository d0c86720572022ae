/**
 * Contact and audience routes (DESIGN §6). Reads need `contacts:read` (or `contacts:write`, which implies it) and
 * `audiences:read`; contact writes `contacts:write`; audience writes and membership changes are the API key's.
 * Every row passes the token's `res` (see `services/contacts.ts`); a hidden row is a 404 like a missing one.
 */
import {
  AudienceCreateRequest,
  AudienceListRequest,
  AudienceMembersRequest,
  AudienceUpdateRequest,
  ContactCreateRequest,
  ContactListRequest,
  ContactUpdateRequest,
  type Contact,
} from '../../schemas/contacts.js';
import type { SandboxContext } from '../context.js';
import { canSee, problem, readBody, type SandboxAuth, type SandboxHono } from '../http.js';
import { paginate } from '../cursors.js';
import type { Contacts } from '../services/contacts.js';

export function registerContactRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  contacts: Contacts,
): void {
  const { store } = context;
  const readContacts = auth.embed(['contacts:read', 'contacts:write']);
  const writeContacts = auth.embed('contacts:write');
  const readAudiences = auth.embed('audiences:read');
  const apiKey = auth.apiKey();

  app.post('/contacts', writeContacts, async (c) => {
    const body = await readBody(c, ContactCreateRequest);
    const caller = c.get('caller');
    return c.json(contacts.view(caller, contacts.create(caller, body)), 201);
  });

  app.post('/contacts/list', readContacts, async (c) => {
    const body = await readBody(c, ContactListRequest);
    const caller = c.get('caller');
    if (body.audienceId !== undefined && !store.data.audiences[body.audienceId])
      throw problem.invalid(`audienceId: no audience ${body.audienceId}`);
    if (body.audienceId !== undefined && !canSee(caller, { audience: body.audienceId }))
      throw problem.invalid(`audienceId: no audience ${body.audienceId}`);
    const query = body.query?.trim().toLowerCase() ?? '';
    const digits = query.replace(/\D/g, '');
    const recipients = contacts.visibleRecipients(caller);
    const rows: Contact[] = [];
    for (const contact of Object.values(store.data.contacts)) {
      if (body.tag !== undefined && !contact.tags.includes(body.tag)) continue;
      if (body.audienceId !== undefined && !contact.audienceIds.includes(body.audienceId)) continue;
      if (query && !matches(contact, query, digits)) continue;
      if (!contacts.canSeeContact(caller, contact, recipients)) continue;
      rows.push(contact);
    }
    const page = paginate(context, 'contacts', rows, (contact) => [contact.createdAt, contact.id], body);
    return c.json({ data: page.data.map((contact) => contacts.view(caller, contact)), nextCursor: page.nextCursor });
  });

  /** Name, email, tags, description, or the digits of the number (`(415) 555-0123` finds `+14155550123`). */
  function matches(contact: Contact, query: string, digits: string): boolean {
    if (contact.name?.toLowerCase().includes(query) || contact.email?.toLowerCase().includes(query)) return true;
    if (contact.description?.toLowerCase().includes(query)) return true;
    if (contact.tags.some((tag) => tag.toLowerCase().includes(query))) return true;
    return contact.phoneNumber.includes(query) || (digits.length >= 3 && contact.phoneNumber.includes(digits));
  }

  app.get('/contacts/:id', readContacts, (c) => {
    const caller = c.get('caller');
    return c.json(contacts.view(caller, contacts.visible(caller, c.req.param('id'))));
  });

  app.patch('/contacts/:id', writeContacts, async (c) => {
    const caller = c.get('caller');
    const contact = contacts.visible(caller, c.req.param('id'));
    const body = await readBody(c, ContactUpdateRequest);
    return c.json(contacts.view(caller, contacts.update(caller, contact, body)));
  });

  app.delete('/contacts/:id', writeContacts, (c) => {
    contacts.remove(contacts.visible(c.get('caller'), c.req.param('id')));
    return c.body(null, 204);
  });

  app.post('/audiences', apiKey, async (c) => {
    const body = await readBody(c, AudienceCreateRequest);
    return c.json(contacts.audienceView(contacts.createAudience(body)), 201);
  });

  app.post('/audiences/list', readAudiences, async (c) => {
    const body = await readBody(c, AudienceListRequest);
    const caller = c.get('caller');
    const query = body.query?.trim().toLowerCase() ?? '';
    const rows = Object.values(store.data.audiences).filter(
      (audience) =>
        canSee(caller, { audience: audience.id }) &&
        (!query ||
          audience.name.toLowerCase().includes(query) ||
          !!audience.description?.toLowerCase().includes(query)),
    );
    const page = paginate(context, 'audiences', rows, (audience) => [audience.createdAt, audience.id], body);
    const counts = contacts.memberCounts();
    return c.json({
      data: page.data.map((audience) => contacts.audienceView(audience, counts)),
      nextCursor: page.nextCursor,
    });
  });

  app.get('/audiences/:id', readAudiences, (c) =>
    c.json(contacts.audienceView(contacts.visibleAudience(c.get('caller'), c.req.param('id')))),
  );

  app.patch('/audiences/:id', apiKey, async (c) => {
    const audience = contacts.visibleAudience(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, AudienceUpdateRequest);
    return c.json(contacts.audienceView(contacts.updateAudience(audience, body)));
  });

  app.delete('/audiences/:id', apiKey, (c) => {
    contacts.removeAudience(contacts.visibleAudience(c.get('caller'), c.req.param('id')));
    return c.body(null, 204);
  });

  app.post('/audiences/:id/contacts/add', apiKey, async (c) => {
    const audience = contacts.visibleAudience(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, AudienceMembersRequest);
    return c.json(contacts.audienceView(contacts.setMembership(audience, body.contactIds, true)));
  });

  app.post('/audiences/:id/contacts/remove', apiKey, async (c) => {
    const audience = contacts.visibleAudience(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, AudienceMembersRequest);
    return c.json(contacts.audienceView(contacts.setMembership(audience, body.contactIds, false)));
  });
}
