/**
 * How long a customer has waited for a reply (`waitingSince`, DESIGN §13), in the rows and the thread header: the
 * time in the catalog's short units (`time-words.ts`), and against the host's `reply-target` whether a reply is due
 * soon (from 75 % of the target) or overdue — said in words, the colour only repeats them. First-screen code.
 *
 * @csspart waiting - How long the customer has waited (`waiting-near`, `waiting-over` against `reply-target`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Conversation } from '../../schemas/conversations.js';
import type { Translate } from './inbox-context.js';
import { waitTime } from './time-words.js';

/** Share of the reply target from which a reply is due soon. */
export const NEAR = 0.75;

const UNITS = { s: 1e3, m: 6e4, h: 36e5, d: 864e5 } as const;

/** `reply-target` in milliseconds: `90s`, `15m`, `2h`, `1d`, or a sum (`1h30m`); undefined when unreadable. */
export function parseTarget(text: string | null | undefined): number | undefined {
  const spec = text?.trim().toLowerCase() ?? '';
  if (!/^(\d+(\.\d+)?[smhd])+$/.test(spec)) return undefined;
  let ms = 0;
  for (const p of spec.match(/[\d.]+[smhd]/g)!) ms += parseFloat(p) * UNITS[p.slice(-1) as keyof typeof UNITS];
  return ms > 0 ? ms : undefined;
}

/** Where a wait stands against the target: `over` it, `near` it (≥ 75 %), or '' (no target, or well within). */
export function waitLevel(waited: number, target: number | undefined): '' | 'near' | 'over' {
  return !target ? '' : waited >= target ? 'over' : waited >= target * NEAR ? 'near' : '';
}

/**
 * "Waiting 5 min" (or due soon, or overdue) for a thread whose customer waits; nothing when answered, or when the team
 * marked it done without a reply (its row says "Done": a wait beside it would say there is still something to do).
 */
export function renderWaiting(
  c: Conversation,
  now: number,
  target: number | undefined,
  t: Translate,
): TemplateResult | typeof nothing {
  if (!c.waitingSince || c.status === 'done') return nothing;
  const since = Date.parse(c.waitingSince);
  const level = waitLevel(now - since, target);
  // Said in the row's unit when it began within one of it (time-span.ts): never "26 days ago" beside "1 mth".
  const time = waitTime(since, now, t, Date.parse(c.lastActivityAt));
  return html`<span class="waiting ${level}" part="waiting${level ? ` waiting-${level}` : ''}">${t(level === 'over' ? 'waitOver' : level ? 'waitNear' : 'waiting', { time })}</span>`;
}
