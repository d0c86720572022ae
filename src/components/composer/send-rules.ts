/**
 * The composer's send rules: the service's own `SendRequest` schema (zod) plus what only the sender's clock can judge.
 * A chunk of its own: the composer fetches it when it connects and its first paint does not wait; a send, and
 * `updateComplete`, do.
 */
// The first screen, as every lazily loaded module reaches it (`first-screen.ts`: one chunk for all of it under esbuild).
import './first-screen.js';
import { SendRequest } from '../../schemas/messages.js';
import type { Problem } from './model.js';

type Obj = Record<string, unknown>;

/**
 * Everything that makes a request unsendable, by the shared schema (the same one the service applies) plus what
 * only the sender's clock can judge: a schedule must be in the future.
 */
export function problemsOf(request: SendRequest, now = Date.now()): Problem[] {
  const problems: Problem[] = [];
  const result = SendRequest.safeParse(request);
  if (!result.success) {
    for (const issue of result.error.issues) {
      // Size issues carry their bound (`maximum` / `minimum`), format issues their `origin`; read by name, as any issue.
      const extra: Obj = { ...issue };
      const limit = extra.maximum ?? extra.minimum;
      problems.push({
        path: issue.path.map(String).join('.'),
        code: String(issue.code),
        message: String(issue.message),
        ...(limit === undefined ? {} : { limit: Number(limit) }),
        ...(extra.origin ? { origin: String(extra.origin) } : {}),
      });
    }
  }
  if (request.scheduledTime && !(Date.parse(request.scheduledTime) > now)) {
    problems.push({ path: 'scheduledTime', code: 'future', message: 'The scheduled time must be in the future' });
  }
  return problems;
}
