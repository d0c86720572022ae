/**
 * "Did you mean …?" for a misspelt key: the sandbox's request bodies and query strings (`sandbox/strict-keys.ts`)
 * and the Node helper's options (`tokens/unknown-options.ts`) suggest the key meant the same way. Pure: no zod, so
 * the token code that runs on the edge carries nothing else.
 */

/** Case, `_` and `-` do not count: `scheduled_time`, `SCHEDULEDTIME` and `scheduled-time` all mean `scheduledTime`. */
const fold = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');

/**
 * The known key a misspelt `key` most likely meant: one equal but for case and snake/kebab/camel spelling, else the
 * nearest by edit distance (transpositions count once) within about a quarter of its length; undefined when none
 * is close (a key that is simply foreign is not "corrected").
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const folded = fold(key);
  const exact = known.find((candidate) => fold(candidate) === folded);
  if (exact !== undefined) return exact;
  const limit = Math.max(1, Math.floor(folded.length / 4));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(folded, fold(candidate), limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** Optimal string alignment distance, giving up (returning limit + 1) once every path exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Keys are short (a body's keys are bounded by the schema's); three rows are plenty.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
