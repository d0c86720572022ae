/**
 * `import '@parley/embeds/head-start'`: the elements' first requests, sent before their code runs (see
 * `api/head-start.ts`) — for pages whose HTML already holds `<parley-inbox>` or `<parley-form>` (rendered on the
 * server) and whose bundle imports the elements. Import it first in that bundle's entry (or load it alone, before
 * it): the token and the element's first data then travel while the rest of the bundle is evaluated. The CDN files
 * run it by themselves. A page that carries its first answers (`pageFirstAnswers`) hands them over here. Costs about
 * 1.9 kB (gzip) and defines nothing; an element created by your code later loads as usual.
 */
import { headStarts } from './api/head-start.js';
import { FIRST_READS } from './components/first-reads.js';

// In one call: the inbox and the forms sharing a `token-url` name their first reads in one token request.
headStarts(FIRST_READS);
