/**
 * Browser calls for reachability (DESIGN §14) over any {@link ApiTransport} — the elements' shared client included —
 * as functions rather than `ParleyClient` methods, so only the code that shows reach (the blast's split, the
 * composer's "goes as SMS" line) carries them.
 *
 * For a UI: `checkCapability` answers one recipient before a single send (`reason` says why RCS will not reach them;
 * with a fallback they get it, without one nothing); `estimateBlast` gives a blast's split before its confirm step,
 * and the figures equal what the sent blast then reports (`deliveredBy`, `failed + optedOut`).
 */
import type { CapabilityCheckRequest, CapabilityCheckResult } from '../schemas/agents.js';
import type { BlastEstimate, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../schemas/blasts.js';
import type { ApiTransport, CallOptions } from './transport.js';

/**
 * `POST /rcs/capability/check {from, phoneNumbers}` (`messages:send`): whether each number (at most 10,000) gets RCS
 * from agent `from`, and why not: `carrier_not_launched`, `device_not_capable`, `opted_out` or `invalid`.
 *
 * @example
 * ```ts
 * const { data: [to] } = await checkCapability(client, { from: 'agent_acme', phoneNumbers: ['+14155550123'] });
 * if (!to.rcs) say(draft.fallback ? 'Goes as SMS/MMS' : 'Will not be delivered');
 * ```
 */
export function checkCapability(
  client: ApiTransport,
  body: CapabilityCheckRequest,
  opts: CallOptions = {},
): Promise<CapabilityCheckResult> {
  return client.request('POST', '/rcs/capability/check', {
    body,
    schema: 'CapabilityCheckResult',
    idempotent: true,
    signal: opts.signal,
  });
}

/** Options of {@link estimateBlast}: `details` lists every recipient with its channel and reason. */
export interface EstimateOptions extends CallOptions {
  details?: boolean;
}

/**
 * `POST /messages/blast/{sms|mms|rcs}/estimate` (`messages:blast`), with the body `sendBlast` takes: what each
 * contact of the audience will get (`rcs`, `sms`, `mms`, `unreachable`, each broken down in `reasons`), and
 * `segments` and `cost` per leg. Nothing is sent.
 *
 * @example
 * ```ts
 * const split = await estimateBlast(client, 'rcs', { audienceId, from: 'agent_acme', rcs: { text: 'Hi' } });
 * ```
 */
export function estimateBlast(
  client: ApiTransport,
  kind: 'sms',
  body: BlastSmsRequest,
  opts?: EstimateOptions,
): Promise<BlastEstimate>;
export function estimateBlast(
  client: ApiTransport,
  kind: 'mms',
  body: BlastMmsRequest,
  opts?: EstimateOptions,
): Promise<BlastEstimate>;
export function estimateBlast(
  client: ApiTransport,
  kind: 'rcs',
  body: BlastRcsRequest,
  opts?: EstimateOptions,
): Promise<BlastEstimate>;
export function estimateBlast(
  client: ApiTransport,
  kind: 'sms' | 'mms' | 'rcs',
  body: object,
  opts: EstimateOptions = {},
): Promise<BlastEstimate> {
  return client.request('POST', `/messages/blast/${kind}/estimate${opts.details ? '?details=true' : ''}`, {
    body,
    schema: 'BlastEstimate',
    idempotent: true,
    signal: opts.signal,
  });
}
