/**
 * `<parley-composer>`'s head start (api/head-start.ts): its token only. Its first data requests wait for what is
 * typed, but its first screen waits for the token, which its transport (fetched as it connects) then adopts.
 */
import { tokenHeadStart } from '../../api/head-start.js';

tokenHeadStart('parley-composer');
