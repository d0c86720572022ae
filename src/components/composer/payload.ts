/**
 * RBM's limit on one message's payload: its content as JSON at most 250 kB. Every field may be within its own limit
 * and the whole still over (51 suggestions with 2,048-character postback data in a four-byte script), so the whole
 * is measured as it is sent. Comes with `later.ts`: a first screen's text message cannot reach it.
 */
import type { SendRequest } from '../../schemas/messages.js';
import type { Problem } from './model.js';

/** RBM's payload limit, in kB (1,000 bytes of UTF-8 JSON). */
export const RCS_PAYLOAD_KB = 250;

/** The payload's problem (at `rcs`, its size in kB as `origin`), or undefined when it fits. */
export function payloadProblem(request: SendRequest): Problem | undefined {
  if (!request.rcs) return undefined;
  const bytes = new TextEncoder().encode(JSON.stringify(request.rcs)).length;
  if (bytes <= RCS_PAYLOAD_KB * 1000) return undefined;
  const size = String(Math.ceil(bytes / 1000));
  return {
    path: 'rcs',
    code: 'payload',
    message: `The message is ${size} kB; RCS takes at most ${RCS_PAYLOAD_KB} kB`,
    limit: RCS_PAYLOAD_KB,
    origin: size,
  };
}
