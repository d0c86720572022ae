/**
 * Blast of 1,000 contacts (`npm run bench -- blast`, or `npx tsx bench/blast.ts`): the sandbox runs as a real HTTP
 * server (`startSandboxServer`, default demo data, real clock); 1,000 contacts are put in one audience through the
 * API, then `POST /messages/blast/sms` is timed from the request to the `blast.updated` event that says COMPLETED
 * on the event stream. With the default carrier delays (QUEUED → SENT 300 ms, SENT → DELIVERED 700 ms) the floor is
 * 1,000 ms; the rest is the sandbox's own work. Also measured with zero carrier delays (pure processing), and the
 * answer time of the POST itself (it creates the 1,000 messages and conversations before answering). Median of
 * RUNS runs; results in `bench/results/blast.json`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServiceClient } from '../src/node/client.js';
import { startSandboxServer } from '../src/sandbox/server.js';

export interface BlastBenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  note?: string;
}

const HERE = dirname(fileURLToPath(import.meta.url));
const CONTACTS = 1000;
const RUNS = Number(process.env.BLAST_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(
  carrierDelays: { sent: number; delivered: number; read: number } | undefined,
): Promise<{ completed: number; answered: number }> {
  const server = await startSandboxServer({ port: 0, log: () => {}, sandbox: carrierDelays ? { carrierDelays } : {} });
  try {
    const client = new ServiceClient({ apiKey: 'sk_sandbox_parley_dev_key', baseUrl: server.baseUrl });
    const audience = await client.createAudience({ name: 'Bench 1,000' });
    for (let i = 0; i < CONTACTS; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          client.createContact({
            phoneNumber: `+1${(310 + Math.floor((i + j) / 1000)).toString()}555${(1000 + ((i + j) % 1000)).toString().padStart(4, '0')}`,
            audienceIds: [audience.id],
          }),
        ),
      );
    }
    // The event stream (API key) tells us when the blast completes, without polling.
    const controller = new AbortController();
    const stream = await fetch(`${server.baseUrl}/events/stream`, {
      headers: { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key' },
      signal: controller.signal,
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const start = performance.now();
    const blast = await client.sendBlast('sms', { audienceId: audience.id, from: '+14155550100', text: 'Bench blast' });
    const answered = performance.now() - start;
    if (blast.recipients !== CONTACTS) throw new Error(`expected ${CONTACTS} recipients, got ${blast.recipients}`);
    let buffer = '';
    const done = new RegExp(`event: blast.updated\\ndata: [^\\n]*"id":"${blast.id}"[^\\n]*"status":"COMPLETED"`);
    while (!done.test(buffer)) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error('the event stream ended before the blast completed');
      buffer += value;
      // Keep only the tail: the frames are large and only the last ones matter.
      if (buffer.length > 1_000_000) buffer = buffer.slice(-200_000);
    }
    const completed = performance.now() - start;
    controller.abort();
    await reader.cancel().catch(() => {});
    const final = (await client.listBlasts({ audienceId: audience.id })).data[0]!;
    if (final.status !== 'COMPLETED' || final.delivered !== CONTACTS)
      throw new Error(`blast ended ${final.status} with ${final.delivered} delivered`);
    return { completed, answered };
  } finally {
    await server.close();
  }
}

export async function benchBlast(): Promise<BlastBenchRow[]> {
  const real: { completed: number; answered: number }[] = [];
  const instant: { completed: number; answered: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    real.push(await once(undefined));
    instant.push(await once({ sent: 0, delivered: 0, read: 0 }));
  }
  const rows: BlastBenchRow[] = [
    {
      name: `blast of ${CONTACTS.toLocaleString('en-US')} contacts: POST to COMPLETED, default carrier delays (1,000 ms floor)`,
      value: Math.round(median(real.map((r) => r.completed))),
      unit: 'ms',
      budget: 5000,
      note: `median of ${RUNS}`,
    },
    {
      name: `blast of ${CONTACTS.toLocaleString('en-US')} contacts: POST to COMPLETED, carrier delays 0 (sandbox work only)`,
      value: Math.round(median(instant.map((r) => r.completed))),
      unit: 'ms',
      note: `median of ${RUNS}`,
    },
    {
      name: `blast of ${CONTACTS.toLocaleString('en-US')} contacts: POST answered (1,000 messages created)`,
      value: Math.round(median(real.map((r) => r.answered))),
      unit: 'ms',
      note: `median of ${RUNS}`,
    },
  ];
  await mkdir(join(HERE, 'results'), { recursive: true });
  await writeFile(
    join(HERE, 'results', 'blast.json'),
    `${JSON.stringify({ at: new Date().toISOString(), loadavg: loadavg(), rows }, null, 2)}\n`,
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchBlast())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
  process.exit(0);
}
