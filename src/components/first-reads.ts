/**
 * The elements that read before anyone acts, each by its first read (`components/<element>/first-read.ts`): what the
 * page's head start sends first (`@parley/embeds/head-start`, `parley.js`) and what a server-rendered page can carry
 * (`pageFirstAnswers`). An element with a first read is added here once.
 */
import { formFirstRead } from './form/first-read.js';
import { inboxFirstRead } from './inbox/first-read.js';

export const FIRST_READS = [inboxFirstRead, formFirstRead] as const;
