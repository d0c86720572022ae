/**
 * `parley blasts send|list|cancel`: the blasts of DESIGN §6 (a message to every contact of an audience), with
 * `send --wait` following a blast's progress until it is done.
 */
import type { Blast, BlastKind } from '../schemas/blasts.js';
import { list, parse, positional, ResourceUsageError, type ResourceSession } from './cli-resource-common.js';
import { blastProgress, blastRows } from './cli-resource-tables.js';

/** Runs `parley blasts <action>`; resolves to the exit code, or null when there is no such action. */
export async function blastsCommand(
  action: string | undefined,
  rest: string[],
  session: ResourceSession,
): Promise<number | null> {
  switch (action) {
    case 'send': {
      const { values, positionals } = parse(rest, {
        audience: { type: 'string' },
        from: { type: 'string' },
        text: { type: 'string' },
        media: { type: 'string' },
        rcs: { type: 'string' },
        'fallback-from': { type: 'string' },
        'fallback-text': { type: 'string' },
        at: { type: 'string' },
        'idempotency-key': { type: 'string' },
        wait: { type: 'boolean' },
      });
      const kind = positional(positionals, 0, 'blast type (sms, mms or rcs)') as BlastKind;
      if (!['sms', 'mms', 'rcs'].includes(kind))
        throw new ResourceUsageError(`The blast type is sms, mms or rcs; got "${kind}"`);
      if (!values.audience) throw new ResourceUsageError('Missing --audience');
      if (!values.from) throw new ResourceUsageError('Missing --from');
      const client = session.client(values);
      const common = {
        audienceId: values.audience,
        from: values.from,
        ...(values.at !== undefined && { scheduledTime: values.at }),
      };
      const options = { idempotencyKey: values['idempotency-key'] };
      let blast: Blast;
      if (kind === 'rcs') {
        let rcs: unknown = values.text !== undefined ? { text: values.text } : undefined;
        if (values.rcs !== undefined) {
          try {
            rcs = JSON.parse(values.rcs);
          } catch {
            throw new ResourceUsageError('--rcs must be JSON, e.g. \'{"text":"Hi"}\'');
          }
        }
        const fallback = values['fallback-from']
          ? { from: values['fallback-from'], text: values['fallback-text'] }
          : undefined;
        blast = await client.sendBlast('rcs', { ...common, rcs: rcs as never, ...(fallback && { fallback }) }, options);
      } else if (kind === 'mms') {
        blast = await client.sendBlast('mms', { ...common, text: values.text, mediaUrls: list(values.media) }, options);
      } else {
        blast = await client.sendBlast('sms', { ...common, text: values.text as string }, options);
      }
      if (!values.wait) {
        session.print(blast, () => blastProgress(blast));
        return 0;
      }
      if (!session.json) session.io.stdout(blastProgress(blast));
      const sleep = session.io.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
      let last = blastProgress(blast);
      while (blast.status === 'SENDING' || blast.status === 'SCHEDULED') {
        await sleep(250);
        const page = await client.listBlasts({ audienceId: blast.audienceId, pageSize: 100 });
        blast = page.data.find((b) => b.id === blast.id) ?? blast;
        const line = blastProgress(blast);
        if (line !== last && !session.json) session.io.stdout(line);
        last = line;
      }
      if (session.json) session.print(blast, () => '');
      return 0;
    }
    case 'list': {
      const { values } = parse(rest, {
        status: { type: 'string' },
        audience: { type: 'string' },
        cursor: { type: 'string' },
        all: { type: 'boolean' },
      });
      const client = session.client(values);
      await session.printPages(
        (cursor) =>
          client.listBlasts({
            status: values.status as Blast['status'] | undefined,
            audienceId: values.audience,
            cursor,
            pageSize: 100,
          }),
        values,
        blastRows,
        'No blasts.\n',
      );
      return 0;
    }
    case 'cancel': {
      const { values, positionals } = parse(rest, {});
      const blast = await session.client(values).cancelScheduledBlast(positional(positionals, 0, 'blast ID'));
      session.print(blast, () => `Cancelled ${blastProgress(blast)}`);
      return 0;
    }
  }
  return null;
}
