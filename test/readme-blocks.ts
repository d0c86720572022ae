/**
 * The README's code blocks, extracted at test time and compiled under `strict` (so the docs cannot drift from the
 * API). Every ```ts, ```tsx and ```js block is one module; free names a snippet leaves to the reader (your
 * `getSession`, your `db`, an `app`) are declared in `readme-prelude.d.ts`. A block that is a fragment (a
 * decorator without its class, a config excerpt) opts out with an HTML comment on the line before its fence:
 * `<!-- readme: not compiled (why) -->` — keep those rare.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OPT_OUT = /<!--\s*readme:\s*not compiled\b[^>]*-->\s*$/;

export interface ReadmeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  lang: 'ts' | 'tsx' | 'js';
  code: string;
  /** The reason given in the opt-out comment, when the block opted out. */
  optOut?: string;
  /** Bare module specifiers the block imports. */
  imports: string[];
}

export function readmeBlocks(readme = readFileSync(join(ROOT, 'README.md'), 'utf8')): ReadmeBlock[] {
  const lines = readme.split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)\s*$/.exec(lines[i]!);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    const lang = open[1]!;
    if (lang === 'ts' || lang === 'tsx' || lang === 'js') {
      const code = lines.slice(i + 1, end).join('\n');
      const before = lines[i - 1] ?? '';
      const optOut = OPT_OUT.test(before)
        ? before
            .replace(/^.*not compiled\s*/, '')
            .replace(/-->.*$/, '')
            .trim()
        : undefined;
      const imports = [...code.matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)].map((m) => m[1]!);
      blocks.push({ line: i + 1, lang, code, optOut, imports });
    }
    i = end;
  }
  return blocks;
}

/** The package a bare specifier belongs to (`@scope/name` or `name`). */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Compiles the blocks as modules of a program rooted in `dir` (a folder inside the project whose node_modules
 * resolve the imports) and returns the diagnostics per block, formatted.
 */
export function compileBlocks(
  blocks: readonly ReadmeBlock[],
  dir: string,
  extra: ts.CompilerOptions = {},
): Map<ReadmeBlock, string[]> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'readme-prelude.d.ts'), readFileSync(join(ROOT, 'test/readme-prelude.d.ts'), 'utf8'));
  const files = new Map<string, ReadmeBlock>();
  for (const block of blocks) {
    const file = join(dir, `readme-line-${block.line}.${block.lang}`);
    // Each block is its own module, so two blocks may declare the same names.
    writeFileSync(file, `${block.code}\nexport {};\n`);
    files.set(file, block);
  }
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowJs: true,
    checkJs: true,
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    types: ['node'],
    ...extra,
  };
  const program = ts.createProgram([join(dir, 'readme-prelude.d.ts'), ...files.keys()], options);
  const result = new Map<ReadmeBlock, string[]>(blocks.map((b) => [b, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const block = diagnostic.file ? files.get(resolve(diagnostic.file.fileName)) : undefined;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!block) {
      // A problem outside the blocks (the prelude, a declaration) fails every block: it is reported once, first.
      result.get(blocks[0]!)?.push(`(outside the blocks) ${diagnostic.file?.fileName ?? ''}: ${text}`);
      continue;
    }
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    result.get(block)!.push(`README.md:${block.line + 1 + line}: TS${diagnostic.code} ${text}`);
  }
  return result;
}
