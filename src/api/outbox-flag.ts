/**
 * The outbox's flag: a localStorage key holding how many kept writes wait (any tab). Elements read it synchronously
 * as they connect, without loading the outbox (`outbox.ts`), to load it at once when an earlier page left writes.
 */
export const OUTBOX_FLAG = 'parley:outbox';

/** Whether an earlier page (or another tab) left writes in the outbox; false where storage is unavailable. */
export function writesLeft(): boolean {
  try {
    return !!localStorage.getItem(OUTBOX_FLAG);
  } catch {
    // No storage: nothing can have been left.
    return false;
  }
}
