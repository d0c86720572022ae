/** The tables and details the resource commands print without `--json`, with terminal-safe text. */
import type { Audience, Contact } from '../schemas/contacts.js';
import type { Blast } from '../schemas/blasts.js';

function pad(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return (
    rows
      .map((row) =>
        row
          .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** Terminal-safe text: control characters (escape sequences included) are shown as `?`. */
const safe = (value: string | null | undefined) => (value ?? '').replace(/[\p{Cc}\u2028\u2029]/gu, '?');

export const contactRows = (contacts: Contact[]) =>
  pad([
    ['ID', 'PHONE', 'NAME', 'EMAIL', 'TAGS', 'AUDIENCES'],
    ...contacts.map((c) => [
      c.id,
      c.phoneNumber,
      safe(c.name) || '—',
      safe(c.email) || '—',
      safe(c.tags.join(',')) || '—',
      c.audienceIds.join(',') || '—',
    ]),
  ]);
export const audienceRows = (audiences: Audience[]) =>
  pad([
    ['ID', 'CONTACTS', 'NAME', 'DESCRIPTION'],
    ...audiences.map((a) => [a.id, String(a.contactCount), safe(a.name), safe(a.description) || '—']),
  ]);
export const blastRows = (blasts: Blast[]) =>
  pad([
    ['ID', 'TYPE', 'STATUS', 'AUDIENCE', 'FROM', 'RECIPIENTS', 'SENT', 'DELIVERED', 'FAILED', 'FALLBACK', 'WHEN'],
    ...blasts.map((b) => [
      b.id,
      b.type,
      b.status,
      b.audienceId,
      b.from,
      String(b.recipients),
      String(b.sent),
      String(b.delivered),
      String(b.failed),
      String(b.fallbackSent),
      b.scheduledTime ?? b.createdAt,
    ]),
  ]);

export function contactDetail(c: Contact): string {
  return pad([
    ['id', c.id],
    ['phone', c.phoneNumber],
    ['name', safe(c.name) || '—'],
    ['email', safe(c.email) || '—'],
    ['tags', safe(c.tags.join(', ')) || '—'],
    ['description', safe(c.description) || '—'],
    ['audiences', c.audienceIds.join(', ') || '—'],
    ['created', c.createdAt],
    ['updated', c.updatedAt],
  ]);
}
export const audienceDetail = (a: Audience) =>
  pad([
    ['id', a.id],
    ['name', safe(a.name)],
    ['description', safe(a.description) || '—'],
    ['contacts', String(a.contactCount)],
    ['created', a.createdAt],
    ['updated', a.updatedAt],
  ]);
export const blastProgress = (b: Blast) =>
  `${b.id}  ${b.status}  ${b.sent}/${b.recipients} sent · ${b.delivered} delivered · ${b.failed} failed · ${b.fallbackSent} fell back${b.scheduledTime && b.status === 'SCHEDULED' ? ` · at ${b.scheduledTime}` : ''}\n`;
