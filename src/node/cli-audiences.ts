/** `parley audiences list|get|create|update|delete|add|remove`: the audiences of DESIGN §6 and their members. */
import { nullable, parse, positional, ResourceUsageError, type ResourceSession } from './cli-resource-common.js';
import { audienceDetail, audienceRows } from './cli-resource-tables.js';

/** Runs `parley audiences <action>`; resolves to the exit code, or null when there is no such action. */
export async function audiencesCommand(
  action: string | undefined,
  rest: string[],
  session: ResourceSession,
): Promise<number | null> {
  switch (action) {
    case 'list': {
      const { values } = parse(rest, {
        query: { type: 'string' },
        cursor: { type: 'string' },
        all: { type: 'boolean' },
      });
      const client = session.client(values);
      await session.printPages(
        (cursor) => client.listAudiences({ query: values.query, cursor, pageSize: 100 }),
        values,
        audienceRows,
        'No audiences.\n',
      );
      return 0;
    }
    case 'get': {
      const { values, positionals } = parse(rest, {});
      const audience = await session.client(values).getAudience(positional(positionals, 0, 'audience ID'));
      session.print(audience, () => audienceDetail(audience));
      return 0;
    }
    case 'create':
    case 'update': {
      const { values, positionals } = parse(rest, { name: { type: 'string' }, description: { type: 'string' } });
      const client = session.client(values);
      const fields = { ...(values.description !== undefined && { description: nullable(values.description) }) };
      const audience =
        action === 'create'
          ? await client.createAudience({
              name:
                values.name ??
                (() => {
                  throw new ResourceUsageError('Missing --name');
                })(),
              ...fields,
            })
          : await client.updateAudience(positional(positionals, 0, 'audience ID'), {
              ...(values.name !== undefined && { name: values.name }),
              ...fields,
            });
      session.print(
        audience,
        () => `${action === 'create' ? 'Created' : 'Updated'} audience ${audience.id}\n${audienceDetail(audience)}`,
      );
      return 0;
    }
    case 'delete': {
      const { values, positionals } = parse(rest, {});
      const id = positional(positionals, 0, 'audience ID');
      await session.client(values).deleteAudience(id);
      session.print({ id, deleted: true }, () => `Deleted audience ${id}\n`);
      return 0;
    }
    case 'add':
    case 'remove': {
      const { values, positionals } = parse(rest, {});
      const id = positional(positionals, 0, 'audience ID');
      const contactIds = positionals.slice(1);
      if (!contactIds.length) throw new ResourceUsageError('Name at least one contact ID after the audience ID');
      const client = session.client(values);
      const audience =
        action === 'add'
          ? await client.addAudienceContacts(id, contactIds)
          : await client.removeAudienceContacts(id, contactIds);
      session.print(
        audience,
        () =>
          `${action === 'add' ? 'Added' : 'Removed'} ${contactIds.length} contact(s); ${audience.name} has ${audience.contactCount}\n`,
      );
      return 0;
    }
  }
  return null;
}
