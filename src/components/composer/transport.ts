/**
 * The composer's API transport (`api/transport.ts`: tokens, retries, errors) alone: the first screen (an empty message
 * box) calls no route, so it carries none of it. `later.ts`, whose parts are the ones that call the service, brings it
 * too; this part is fetched ahead of it as the composer connects when its token needs a request (`token-url`,
 * `tokenProvider`), after the frame showing its first screen, so that the token is asked for before anyone uses the
 * composer (`ParleyComposer.connectedCallback`).
 */
// The first screen first (`first-screen.ts`): the transport reaches `api/wire.ts`, which the first screen imports
// too, and esbuild keeps a module reached by another set of entry points in a file of its own.
import './first-screen.js';

export { ApiTransport } from '../../api/transport.js';
