import type { ParleyClient } from '../../api/client.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message } from '../../schemas/messages.js';
/**
 * The message as the service has it now (a blast's entry with the blast's status: CANCELLED, or SENT once it
 * started), or undefined when it cannot be read (no `conversations:read`, the service unreachable, not found).
 */
export declare function currentState(api: ParleyClient, message: Message): Promise<Message | undefined>;
/** What the composer says of a cancellation refused because the message is `status` now (not SCHEDULED). */
export declare function refusedCancelKey(status: Message['status']): ComposerKey;
