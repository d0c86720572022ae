/** `parley contacts list|get|create|update|delete`: the contacts of DESIGN §6 from a terminal. */
import { list, nullable, parse, positional, ResourceUsageError, type ResourceSession } from './cli-resource-common.js';
import { contactDetail, contactRows } from './cli-resource-tables.js';

/** Runs `parley contacts <action>`; resolves to the exit code, or null when there is no such action. */
export async function contactsCommand(
  action: string | undefined,
  rest: string[],
  session: ResourceSession,
): Promise<number | null> {
  switch (action) {
    case 'list': {
      const { values } = parse(rest, {
        query: { type: 'string' },
        tag: { type: 'string' },
        audience: { type: 'string' },
        'page-size': { type: 'string' },
        cursor: { type: 'string' },
        all: { type: 'boolean' },
      });
      const client = session.client(values);
      const pageSize = values['page-size'] === undefined ? undefined : Number(values['page-size']);
      await session.printPages(
        (cursor) =>
          client.listContacts({ query: values.query, tag: values.tag, audienceId: values.audience, pageSize, cursor }),
        values,
        contactRows,
        'No contacts.\n',
      );
      return 0;
    }
    case 'get': {
      const { values, positionals } = parse(rest, {});
      const contact = await session.client(values).getContact(positional(positionals, 0, 'contact ID'));
      session.print(contact, () => contactDetail(contact));
      return 0;
    }
    case 'create':
    case 'update': {
      const { values, positionals } = parse(rest, {
        phone: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        tags: { type: 'string' },
        description: { type: 'string' },
        audiences: { type: 'string' },
      });
      const client = session.client(values);
      const fields = {
        ...(values.name !== undefined && { name: nullable(values.name) }),
        ...(values.email !== undefined && { email: nullable(values.email) }),
        ...(values.tags !== undefined && { tags: list(values.tags) }),
        ...(values.description !== undefined && { description: nullable(values.description) }),
        ...(values.audiences !== undefined && { audienceIds: list(values.audiences) }),
      };
      const contact =
        action === 'create'
          ? await client.createContact({
              phoneNumber:
                values.phone ??
                (() => {
                  throw new ResourceUsageError('Missing --phone');
                })(),
              ...fields,
            })
          : await client.updateContact(positional(positionals, 0, 'contact ID'), fields);
      session.print(
        contact,
        () => `${action === 'create' ? 'Created' : 'Updated'} contact ${contact.id}\n${contactDetail(contact)}`,
      );
      return 0;
    }
    case 'delete': {
      const { values, positionals } = parse(rest, {});
      const id = positional(positionals, 0, 'contact ID');
      await session.client(values).deleteContact(id);
      session.print({ id, deleted: true }, () => `Deleted contact ${id}\n`);
      return 0;
    }
  }
  return null;
}
