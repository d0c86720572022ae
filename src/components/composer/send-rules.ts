/**
 * The composer's send rules: the service's own rules for a send request (`core/send-rules.ts`, the ones its
 * `SendRequest` schema reports, stated without zod) plus what only the sender's clock can judge. A chunk of its own:
 * the composer fetches it when it connects and its first paint does not wait; a send, and `updateComplete`, do.
 */
// The first screen, as every lazily loaded module reaches it (`first-screen.ts`: one chunk for all of it under esbuild).
import './first-screen.js';
import { sendRequestIssues } from '../../core/send-rules.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { Problem } from './model.js';

/** How far ahead the service schedules a message: 365 days. */
const MAX_AHEAD_MS = 365 * 24 * 3600 * 1000;

/**
 * Everything that makes a request unsendable, by the service's rules plus what only the sender's clock can judge: a
 * schedule must be in the future, and at most a year ahead (the service refuses one further out).
 */
export function problemsOf(request: SendRequest, now = Date.now()): Problem[] {
  const problems: Problem[] = sendRequestIssues(request).map((issue) => {
    // Size issues carry their bound (`maximum` / `minimum`), format issues their `origin`.
    const limit = issue.maximum ?? issue.minimum;
    return {
      path: issue.path.map(String).join('.'),
      code: issue.code,
      // zod's own word for an issue the schema does not word (no locale in a browser bundle).
      message: issue.message ?? 'Invalid input',
      ...(limit === undefined ? {} : { limit }),
      ...(issue.origin ? { origin: issue.origin } : {}),
    };
  });
  if (request.scheduledTime && !(Date.parse(request.scheduledTime) > now)) {
    problems.push({ path: 'scheduledTime', code: 'future', message: 'The scheduled time must be in the future' });
  } else if (request.scheduledTime && Date.parse(request.scheduledTime) - now > MAX_AHEAD_MS) {
    problems.push({ path: 'scheduledTime', code: 'tooFar', message: 'scheduledTime is more than 365 days ahead' });
  }
  return problems;
}
