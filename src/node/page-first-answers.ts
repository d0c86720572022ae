/**
 * First answers in the page. A page your server renders with a static `token` can carry its elements' first data
 * too: the same reads the token route answers beside a token (first-answers.ts: the inbox's first page, a form's
 * definition, under the same limits), sent by your server while it renders, and put in the page as a
 * `<script type="application/json" data-parley-first-answers>`. The elements' head start hands each element its own
 * answer instead of sending the request (api/head-start.ts), so its first data needs no round trip from the phone.
 *
 * The request lines are built by the elements' own first-read functions from the attributes you give here, and the
 * script names the token they were read with, so an element rendered with the same attributes and that token sends
 * the very same request and adopts the answer; one rendered with other attributes or another token does not (the
 * head start says so in the console), and asks for itself as usual.
 */
import { FIRST_READS } from '../components/first-reads.js';
import { MAX_FIRST_REQUESTS, attributed, firstRequestAt, type Attributed, type FirstAnswer } from '../api/wire.js';
import { unknownOption } from '../tokens/unknown-options.js';
import {
  FIRST_ANSWERS_OPTIONS,
  answerer,
  firstAnswerHeader,
  firstAnswers,
  type FirstAnswerSkip,
  type FirstAnswersOptions,
} from './first-answers.js';

/** The elements with a first read, by tag. */
const READ_BY_TAG = new Map(FIRST_READS);

export type PageFirstAnswersTag = 'parley-inbox' | 'parley-form';

/**
 * One element of the page: its tag and the attributes its first read reads, as it is rendered with them: the
 * inbox's `from`, `to`, `brand-id` and `campaign-id`, a form's `form-id`, and either's `base-url` when it is not
 * `baseUrl`.
 */
export interface PageFirstAnswersElement {
  tag: PageFirstAnswersTag;
  attributes?: Readonly<Record<string, string>>;
}

/** The options `pageFirstAnswers` reads, and an element's keys: any other is refused, naming it. */
const PAGE_OPTIONS = ['token', 'elements', ...FIRST_ANSWERS_OPTIONS] as const;
const ELEMENT_KEYS = ['tag', 'attributes'] as const;

export interface PageFirstAnswersOptions extends FirstAnswersOptions {
  /** The token the page gives these elements as `token`. */
  token: string;
  /** The page's elements whose first data it carries (at most 4), each with `baseUrl` as its `base-url`. */
  elements: readonly PageFirstAnswersElement[];
}

export interface PageFirstAnswers {
  /**
   * The `<script type="application/json" data-parley-first-answers>` element to put in the page's HTML before the
   * elements (`''` for no elements): the token route's answer, `{token, first}`, and `skipped`, the reads not
   * answered with why, which the head start names in the console. Its JSON escapes `<`, so no answer can end the
   * script.
   */
  html: string;
  /** The script's text alone, for a framework that renders the element itself (React: `dangerouslySetInnerHTML`). */
  json: string;
  /**
   * What became of each element's first read, in the order given, as the token route's `Parley-First-Answer`
   * header says it: `answered`, or `skipped; reason=…` (`timeout`, `upstream-error`, `base-url-mismatch`…).
   */
  outcomes: string[];
}

/**
 * Sends the first reads of the page's `elements` with `token`, concurrently and within one `timeoutMs` (default
 * 1000), and returns their answers as a script for the page. A read that is not answered is listed as skipped: its
 * element asks for itself. Throws a `TypeError` naming what to fix for an element without a first read (another tag, a
 * form without `form-id`), an attribute its first read does not read (`fromm`: did you mean `from`?), a missing
 * `token` or `elements`, a `baseUrl` that is not an http(s) URL, a `timeoutMs` outside 1…30000, or an option it
 * does not know (`baseURL`: did you mean `baseUrl`?).
 *
 * @example
 * const token = await createEmbedToken({ key, team, user, scopes: ['conversations:read'] });
 * const { html } = await pageFirstAnswers({ token, baseUrl, elements: [{ tag: 'parley-inbox' }] });
 * res.end(`…<body>${html}<parley-inbox token="${token}" base-url="${baseUrl}"></parley-inbox>…`);
 */
export async function pageFirstAnswers(options: PageFirstAnswersOptions): Promise<PageFirstAnswers> {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('pageFirstAnswers: options are required ({token, baseUrl, elements})');
  const unknown = unknownOption(options, PAGE_OPTIONS);
  if (unknown) throw new TypeError(`pageFirstAnswers: ${unknown}`);
  const { token, elements } = options;
  // Without a token the reads would go out unauthorised and answer 401s the page could not use.
  if (typeof token !== 'string' || token === '')
    throw new TypeError('pageFirstAnswers: token is required: the token the page gives these elements');
  if (!Array.isArray(elements))
    throw new TypeError("pageFirstAnswers: elements is required: the page's elements, [{tag, attributes?}, …]");
  if (elements.length > MAX_FIRST_REQUESTS)
    throw new TypeError(`pageFirstAnswers: at most ${MAX_FIRST_REQUESTS} elements, not ${elements.length}`);
  const sender = answerer(options, (option) => `pageFirstAnswers: ${option}`);
  const lines = elements.map((element) => {
    if (typeof element !== 'object' || element === null)
      throw new TypeError(`pageFirstAnswers: each element is {tag, attributes?}; got ${String(element)}`);
    const unknownKey = unknownOption(element, ELEMENT_KEYS, 'element key');
    if (unknownKey) throw new TypeError(`pageFirstAnswers: <${String(element.tag)}>: ${unknownKey}`);
    const { tag, attributes = {} } = element;
    const read = READ_BY_TAG.get(tag);
    if (!read)
      throw new TypeError(
        `pageFirstAnswers: <${tag}> has no first read to answer (only ${[...READ_BY_TAG.keys()].join(', ')})`,
      );
    const { attributes: reading, names } = watched(attributes, tag);
    const request = read(reading);
    // An attribute its read does not read would not change the answer; a misspelt one (`fromm`) would leave the
    // answer for another request than its element sends.
    const unknownName = unknownOption(attributes, [...names, 'base-url'], 'attribute');
    if (unknownName) throw new TypeError(`pageFirstAnswers: <${tag}>: ${unknownName}`);
    if (!request) throw new TypeError(`pageFirstAnswers: <${tag}> has no first read without attributes['form-id']`);
    // Under the element's own API root, as its head start builds the line: one not under `baseUrl` is skipped.
    return firstRequestAt(attributes['base-url'] ?? options.baseUrl, request)[2];
  });
  if (!lines.length) return { html: '', json: '', outcomes: [] };
  const outcomes = await firstAnswers(lines.map(encodeURIComponent).join(', '), token, sender);
  // Each line once (two elements of the same attributes share one answer), with the token it was read with: the
  // head start hands an answer only to a request sent with that token.
  const first = new Map<string, FirstAnswer>();
  const skipped = new Map<string, FirstAnswerSkip>();
  outcomes.forEach((outcome, at) =>
    'first' in outcome ? first.set(lines[at]!, outcome.first) : skipped.set(lines[at]!, outcome.skipped),
  );
  const carried = {
    token,
    first: [...first.values()],
    skipped: [...skipped].map(([request, reason]) => ({ request, reason })),
  };
  // `<` as `\u003c`: neither `</script>` nor `<!--` in an answer can end or change the script element.
  const json = JSON.stringify(carried).replace(/</g, '\\u003c');
  return {
    html: `<script type="application/json" data-parley-first-answers>${json}</script>`,
    json,
    outcomes: outcomes.map((outcome) => firstAnswerHeader(outcome, sender)),
  };
}

/** `attributes` as an element's read reads them, and the names it asked for (those it reads, whatever their value). */
function watched(
  attributes: Readonly<Record<string, string>>,
  tag: string,
): { attributes: Attributed; names: Set<string> } {
  if (typeof attributes !== 'object' || attributes === null)
    throw new TypeError(`pageFirstAnswers: <${tag}>: attributes must be an object of attribute names to strings`);
  for (const [name, value] of Object.entries(attributes))
    if (typeof value !== 'string')
      throw new TypeError(
        `pageFirstAnswers: <${tag}>: attribute ${name} must be a string, as in HTML; got ${typeof value}`,
      );
  const names = new Set<string>();
  const read = attributed(attributes);
  return {
    names,
    attributes: {
      getAttribute: (name) => (names.add(name), read.getAttribute(name)),
      hasAttribute: (name) => (names.add(name), read.hasAttribute(name)),
    },
  };
}
