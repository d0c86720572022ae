import { SilentAuthCheckRequest, SilentAuthCreateRequest, } from '../../schemas/silent-auth.js';
import { ApiProblem, problem, readBody, safeEqual, } from '../http.js';
/** Spec, Errors: the check operation's 400 type; its name leads every check 400 `error` text. */
export const CHECK_BAD_REQUEST = 'CheckSilentAuthenticationRequestBadRequestError';
/** Sandbox test number suffix: verification never succeeds (DESIGN §3). */
export const FAILING_NUMBER_SUFFIX = '0000';
function randomHex(bytes) {
    return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}
function publicRequest(record) {
    const { requestId, phoneNumber, status, createdAt, updatedAt } = record;
    return { requestId, phoneNumber, status, createdAt, updatedAt };
}
const checkError = (message) => new ApiProblem(400, { error: `${CHECK_BAD_REQUEST}: ${message}` });
export function registerSilentAuthRoutes(app, context, auth) {
    /** Spec, Authentication 3 and "availability is limited": a team without the feature gets 403 everywhere here. */
    const enabled = async (_c, next) => {
        if (!context.options.features.silentAuth) {
            throw problem.forbidden('Silent Authentication is not enabled for this account; request access from the service operator');
        }
        await next();
    };
    const server = [auth.apiKey(), enabled];
    const find = (requestId) => {
        const record = context.store.data.networkRequests[requestId];
        if (!record)
            throw problem.notFound(`Network request ${requestId}`);
        return record;
    };
    const move = (record, status) => {
        record.status = status;
        record.updatedAt = context.nowIso();
        context.store.touch('networkRequests', record.requestId);
        context.changed();
    };
    app.post('/network/silent-auth', ...server, async (c) => {
        const { phoneNumber } = await readBody(c, SilentAuthCreateRequest);
        const now = context.nowIso();
        const record = {
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
        return c.json({ requestId: record.requestId, status: 'started', jsonUrl }, 201);
    });
    app.get('/network/requests/:requestId', ...server, (c) => c.json(publicRequest(find(c.req.param('requestId')))));
    // The carrier side of the device flow. A wrong nonce answers like an unknown request (nothing to probe).
    app.get('/network/silent-auth/:requestId/device', enabled, (c) => {
        const record = context.store.data.networkRequests[c.req.param('requestId')];
        if (!record || !safeEqual(c.req.query('nonce') ?? '', record.nonce))
            throw problem.notFound(`Network request ${c.req.param('requestId')}`);
        if (record.status === 'completed' || record.status === 'failed') {
            throw problem.invalid(`The network request already ended ${record.status}; create a new one`);
        }
        // Fetching jsonUrl again before the check hands out the same code (mobile apps retry on flaky networks).
        if (record.status === 'started') {
            record.code = randomHex(16);
            move(record, 'challenge-issued');
        }
        return c.json({ requestId: record.requestId, code: record.code });
    });
    app.post('/network/silent-auth/:requestId/check', ...server, async (c) => {
        const record = find(c.req.param('requestId'));
        const { code } = await readBody(c, SilentAuthCheckRequest);
        if (record.codeUsed || record.status === 'completed' || record.status === 'failed') {
            throw checkError(`the code of network request ${record.requestId} was already checked (the request ended ${record.status}); a code works once`);
        }
        if (record.status === 'started' || record.code === null) {
            throw checkError(`network request ${record.requestId} has no code yet: the mobile app must fetch jsonUrl first`);
        }
        const verified = safeEqual(code, record.code) && !record.phoneNumber.endsWith(FAILING_NUMBER_SUFFIX);
        const status = verified ? 'completed' : 'failed';
        record.codeUsed = true;
        move(record, status);
        return c.json({ requestId: record.requestId, status });
    });
}
