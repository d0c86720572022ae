/**
 * What a "character" is wherever this package states or checks a text's length: a Unicode code point, so "😀" is
 * one character though JavaScript's `length` says 2. The service states its limits in characters ("at most 3072
 * characters") and reports `characters` in its validation results; every counter an element shows, every limit it
 * checks, the schemas' text limits (`maxCharacters` in `common.ts`) and the SMS/MMS rule (`fallbackChannel` in
 * `constants.ts`) count with this (docs/decisions/085-characters-are-code-points.md). No zod, no DOM: the elements'
 * first screens import it.
 */

/**
 * How many characters `text` has: its code points, what `for…of` yields (a lone surrogate is one, as zod's length
 * checks count it). A ZWJ sequence such as "👩‍💻" is as many characters as it has parts, as the service counts it.
 */
export function characters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
