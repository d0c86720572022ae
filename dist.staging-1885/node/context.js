/** Bodies past this size are refused with 413 by the handlers themselves; the adapter stops reading after it too. */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Marks a Request whose Node stream a body parser had consumed before `toFetchRequest` saw it (and no `body` was
 * passed): the receiver then answers with the raw-body setup to use, not "not valid JSON".
 */
export const BODY_CONSUMED_HEADER = 'x-parley-body-consumed';
