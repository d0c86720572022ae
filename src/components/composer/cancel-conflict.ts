/**
 * A cancellation the service refused because the message (or the blast) is no longer scheduled (409): what it has
 * become, read back from the service, and the one sentence the composer says of it. Loaded with the extras.
 */
import { listBlasts } from '../../api/contacts-blasts.js';
import type { ApiTransport } from '../../api/transport.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message } from '../../schemas/messages.js';
import { listMessages } from '../../api/conversations.js';

/** How many pages of the conversation (or of the blasts) are read looking for it: it was listed as upcoming. */
const PAGES = 3;

/**
 * The message as the service has it now (a blast's entry with the blast's status: CANCELLED, or SENT once it
 * started), or undefined when it cannot be read (no `conversations:read`, the service unreachable, not found).
 */
export async function currentState(api: ApiTransport, message: Message): Promise<Message | undefined> {
  let cursor: string | null | undefined;
  try {
    for (let page = 0; page < PAGES && cursor !== null; page++) {
      if (message.blastId === message.id) {
        const blasts = await listBlasts(api, { pageSize: 100, cursor });
        const blast = blasts.data.find((b) => b.id === message.id);
        if (blast)
          return {
            ...message,
            status: blast.status === 'SENDING' || blast.status === 'COMPLETED' ? 'SENT' : blast.status,
          };
        cursor = blasts.nextCursor;
      } else {
        const messages = await listMessages(api, message.conversationId, { pageSize: 100, cursor });
        const found = messages.data.find((m) => m.id === message.id);
        if (found) return found;
        cursor = messages.nextCursor;
      }
    }
  } catch {
    // Unreadable: the caller words the refusal as it came.
  }
  return undefined;
}

/** What the composer says of a cancellation refused because the message is `status` now (not SCHEDULED). */
export function refusedCancelKey(status: Message['status']): ComposerKey {
  return status === 'CANCELLED' ? 'cancelledElsewhere' : 'cancelTooLate';
}
