/**
 * The composer's send rules: the service's own `SendRequest` schema (zod) plus what only the sender's clock can judge.
 * A chunk of its own: the composer fetches it when it connects and its first paint does not wait; a send, and
 * `updateComplete`, do.
 */
import { SendRequest } from '../../schemas/messages.js';
import type { Problem } from './model.js';
/**
 * Everything that makes a request unsendable, by the shared schema (the same one the service applies) plus what
 * only the sender's clock can judge: a schedule must be in the future.
 */
export declare function problemsOf(request: SendRequest, now?: number): Problem[];
