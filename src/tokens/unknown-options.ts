/**
 * Options objects are checked for keys their function does not read: a misspelt option is otherwise dropped
 * silently, and what it meant to say is lost with it (`resource: {senders}` for `resources` mints a token without
 * the restriction; `baseURL` for `baseUrl` talks to the default service). The nearest known key is suggested the way
 * the sandbox suggests one for a request body's unknown key (the same `closestKey`).
 */
import { closestKey } from '../core/closest-key.js';

/** Longest part of an unknown key a message quotes (known keys are far shorter). */
const MAX_QUOTED_KEY = 64;

/**
 * The first own key of `options` that is not in `known`, said for an error message: "unknown option `resource`:
 * did you mean `resources`?", or, when none is close, the keys it takes. Undefined when every key is known.
 *
 * @example
 * ```ts
 * const unknown = unknownOption(options, ['apiKey', 'baseUrl']);
 * if (unknown) throw new TypeError(`ServiceClient: ${unknown}`);
 * ```
 */
export function unknownOption(options: object, known: readonly string[], what = 'option'): string | undefined {
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const quoted = `\`${key.length > MAX_QUOTED_KEY ? `${key.slice(0, MAX_QUOTED_KEY - 1)}…` : key}\``;
    // A known key the unknown one begins (`timeout` for `timeoutMs`) is meant as surely as a misspelt one.
    const near =
      closestKey(key, known) ??
      (key.length >= 4 ? known.find((name) => name.toLowerCase().startsWith(key.toLowerCase())) : undefined);
    return near
      ? `unknown ${what} ${quoted}: did you mean \`${near}\`?`
      : `unknown ${what} ${quoted}; the ${what}s are ${known.join(', ')}`;
  }
  return undefined;
}
