/**
 * `import '@parley/embeds/head-start'`: the elements' first requests, sent before their code runs (see
 * `api/head-start.ts`) — for pages whose HTML already holds `<parley-inbox>` or `<parley-form>` (rendered on the
 * server) and whose bundle imports the elements. Import it first in that bundle's entry (or load it alone, before
 * it): the token and the element's first data then travel while the rest of the bundle is evaluated. The CDN files
 * run it by themselves. A page that carries its first answers (`pageFirstAnswers`) hands them over here. Costs about
 * 2.2 kB (gzip) and defines nothing; an element created by your code later loads as usual, or sooner with
 * {@link startFirstRequests}.
 */
import { headStarts } from './api/head-start.js';
import { attributed, type Attributed } from './api/wire.js';
import { FIRST_READS } from './components/first-reads.js';

// In one call: the inbox and the forms sharing a `token-url` name their first reads in one token request.
headStarts(FIRST_READS);

/** An element your app is about to render: its tag and the attributes it will have. */
export interface FirstRequestsElement {
  tag: 'parley-inbox' | 'parley-form' | 'parley-composer';
  /** As the element will be rendered: `token-url` or `token`, `base-url`, the form's `form-id`, the inbox's filters. */
  attributes: Readonly<Record<string, string>>;
}

/**
 * Starts the first requests of elements your app renders itself (React, Vue, Svelte…), whose HTML holds none yet:
 * the token, and with it the inbox's first rows and a form's definition, as the head start does for elements in the
 * HTML. Call it in a module that runs before your app's own (the first import of your entry): the requests then
 * travel while the rest of your app's code runs and renders. Each element adopts
 * its answer when it sends the very same request (the same attributes and token) within 10 s; an answer nobody takes
 * costs that one request.
 */
export function startFirstRequests(...elements: readonly FirstRequestsElement[]): void {
  headStarts(
    FIRST_READS,
    elements.map(({ tag, attributes }): [string, Attributed] => {
      const element = attributed(attributes);
      const read = FIRST_READS.find(([readTag]) => readTag === tag)?.[1];
      // The composer has no first read: its token is asked for.
      if (!read && tag !== 'parley-composer')
        throw new TypeError(`startFirstRequests: <${tag}> is not one of @parley/embeds' elements with a head start`);
      if (read && !read(element))
        throw new TypeError(`startFirstRequests: <${tag}> has no first read without attributes['form-id']`);
      return [tag, element];
    }),
  );
}
