/**
 * How every `parley` command reads its options: `node:util`'s `parseArgs`, strict, with what it lets through refused
 * too. A usage error is the command's own (`usage`), so each command prints its help with it.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** What `parseArgs` gives back for these options, tokens included (named, so declarations can name it). */
type Parsed<T extends Options, P extends boolean> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: P; tokens: true }>
>;

/** The command's options and positionals; a bad or repeated option is thrown as `usage(message)`. */
export function parseCommand<T extends Options, P extends boolean>(
  args: string[],
  options: T,
  allowPositionals: P,
  usage: (message: string) => Error,
): Parsed<T, P> {
  let parsed: Parsed<T, P>;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals, tokens: true });
  } catch (error) {
    throw usage((error as Error).message);
  }
  const repeated = repeatedOption(parsed.tokens, options);
  if (repeated) throw usage(repeated);
  return parsed;
}

/**
 * What to tell of a single-value option given more than once, or null: parseArgs keeps the last of a repeated value,
 * so `--user u --user v` would act on v without a word.
 */
function repeatedOption(tokens: readonly { kind: string; name?: string }[], options: Options): string | null {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option' || !token.name) continue;
    if (!Object.hasOwn(options, token.name)) continue;
    const option = options[token.name]!;
    if (option.type !== 'string' || option.multiple) continue;
    if (seen.has(token.name)) return `--${token.name} is given more than once; give it once`;
    seen.add(token.name);
  }
  return null;
}
