/**
 * Network Silent Authentication (spec: Silent Authentication, Check Silent Authentication, Network request states).
 *
 * The sandbox plays the carrier too: `jsonUrl` points at `GET /network/silent-auth/{requestId}/device?nonce=…`,
 * which the user's mobile app fetches "over the carrier network" (no API key; the unguessable nonce stands for
 * the network's knowledge of the device). It moves the request `started` → `challenge-issued` and hands out a
 * one-time `code`; the customer's server then exchanges the code at the check operation for a terminal status.
 * Test numbers: a phone number ending in `0000` always ends `failed` (the carrier cannot match the device).
 */
import type { MiddlewareHandler } from 'hono';
import {
  SilentAuthCheckRequest,
  SilentAuthCreateRequest,
  type NetworkRequest,
  type SilentAuthCheckResponse,
  type SilentAuthCreateResponse,
} from '../../schemas/silent-auth.js';
import type { SandboxContext } from '../context.js';
import {
  ApiProblem,
  problem,
  readBody,
  safeEqual,
  type SandboxEnv,
  type SandboxHono,
  type SandboxAuth,
} from '../http.js';
import type { NetworkRequestRecord } from '../store.js';
import * as z from '../../schemas/zod.js';
import { readQuery, withQuery } from '../strict-requests.js';

/** The device URL's `?nonce=` (jsonUrl carries it); a missing or wrong one answers like an unknown request. */
const DeviceQuery = z.object({ nonce: z.optional(z.string()) });

/** Spec, Errors: the check operation's 400 type; its name leads every check 400 `error` text. */
export const CHECK_BAD_REQUEST = 'CheckSilentAuthenticationRequestBadRequestError';
/** Sandbox test number suffix: verification never succeeds (DESIGN §3). */
export const FAILING_NUMBER_SUFFIX = '0000';

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function publicRequest(record: NetworkRequestRecord): NetworkRequest {
  const { requestId, phoneNumber, status, createdAt, updatedAt } = record;
  return { requestId, phoneNumber, status, createdAt, updatedAt };
}

const checkError = (message: string) => new ApiProblem(400, { error: `${CHECK_BAD_REQUEST}: ${message}` });

export function registerSilentAuthRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void {
  /** Spec, Authentication 3 and "availability is limited": a team without the feature gets 403 everywhere here. */
  const enabled: MiddlewareHandler<SandboxEnv> = async (_c, next) => {
    if (!context.options.features.silentAuth) {
      throw problem.forbidden(
        'Silent Authentication is not enabled for this account; request access from the service operator',
      );
    }
    await next();
  };
  const server = [auth.apiKey(), enabled] as const;

  const find = (requestId: string): NetworkRequestRecord => {
    const record = context.store.data.networkRequests[requestId];
    if (!record) throw problem.notFound(`Network request ${requestId}`);
    return record;
  };
  const move = (record: NetworkRequestRecord, status: NetworkRequestRecord['status']) => {
    record.status = status;
    record.updatedAt = context.nowIso();
    context.store.touch('networkRequests', record.requestId);
    context.changed();
  };

  app.post('/network/silent-auth', ...server, async (c) => {
    const { phoneNumber } = await readBody(c, SilentAuthCreateRequest);
    const now = context.nowIso();
    const record: NetworkRequestRecord = {
      requestId: context.newId('nr'),
      phoneNumber,
      status: 'started',
      createdAt: now,
      updatedAt: now,
      code: null,
      codeUsed: false,
      nonce: randomHex(16),
    };
    context.store.data.networkRequests[record.requestId] = record;
    context.changed();
    const jsonUrl = `${context.options.baseUrl}/network/silent-auth/${encodeURIComponent(record.requestId)}/device?nonce=${record.nonce}`;
    return c.json({ requestId: record.requestId, status: 'started', jsonUrl } satisfies SilentAuthCreateResponse, 201);
  });

  app.get('/network/requests/:requestId', ...server, (c) => c.json(publicRequest(find(c.req.param('requestId')))));

  // The carrier side of the device flow. A wrong nonce answers like an unknown request (nothing to probe).
  app.get('/network/silent-auth/:requestId/device', enabled, withQuery(DeviceQuery), (c) => {
    const record = context.store.data.networkRequests[c.req.param('requestId')];
    if (!record || !safeEqual(readQuery(c, DeviceQuery).nonce ?? '', record.nonce))
      throw problem.notFound(`Network request ${c.req.param('requestId')}`);
    if (record.status === 'completed' || record.status === 'failed') {
      throw problem.invalid(`The network request already ended ${record.status}; create a new one`);
    }
    // Fetching jsonUrl again before the check hands out the same code (mobile apps retry on flaky networks).
    if (record.status === 'started') {
      record.code = randomHex(16);
      move(record, 'challenge-issued');
    }
    return c.json({ requestId: record.requestId, code: record.code! });
  });

  app.post('/network/silent-auth/:requestId/check', ...server, async (c) => {
    const record = find(c.req.param('requestId'));
    const { code } = await readBody(c, SilentAuthCheckRequest);
    if (record.codeUsed || record.status === 'completed' || record.status === 'failed') {
      throw checkError(
        `the code of network request ${record.requestId} was already checked (the request ended ${record.status}); a code works once`,
      );
    }
    if (record.status === 'started' || record.code === null) {
      throw checkError(`network request ${record.requestId} has no code yet: the mobile app must fetch jsonUrl first`);
    }
    const verified = safeEqual(code, record.code) && !record.phoneNumber.endsWith(FAILING_NUMBER_SUFFIX);
    const status = verified ? 'completed' : 'failed';
    record.codeUsed = true;
    move(record, status);
    return c.json({ requestId: record.requestId, status } satisfies SilentAuthCheckResponse);
  });
}
