/**
 * The composer's CSS parts are documented where they are rendered: each file under `src/components/composer` that
 * renders `part="…"` has a `@csspart` line for each of those names in its own JSDoc, and documents no part it does not
 * render. A part drawn for the composer by another element's module says so (`(drawn by \`blast/progress.ts\`)`), and
 * that module renders it. So the element's class lists only the parts its own template renders.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const ROOT = join(import.meta.dirname, '../../../src/components/composer');
const COMPONENTS = join(ROOT, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The part names a file's templates render (`part="status result"` is two). */
const rendered = (text: string): Set<string> =>
  new Set([...text.matchAll(/\bpart="([^"$]+)"/g)].flatMap((m) => m[1]!.trim().split(/\s+/)));

/** `@csspart name - description` lines, with the description's continuation lines. */
const documented = (text: string): Map<string, string> => {
  const parts = new Map<string, string>();
  for (const [block] of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const lines = block.split('\n').map((l) => l.replace(/^\s*\/?\*+\/?\s?/, '').trim());
    lines.forEach((line, i) => {
      const tag = /^@csspart\s+([\w-]+)\s*-?\s*(.*)$/.exec(line);
      if (!tag) return;
      let description = tag[2]!;
      for (let j = i + 1; j < lines.length && lines[j] && !lines[j]!.startsWith('@'); j++)
        description += ` ${lines[j]}`;
      parts.set(tag[1]!, description);
    });
  }
  return parts;
};

const sources = files(ROOT).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

test('every part a composer file renders is documented in that file', () => {
  const missing = sources.flatMap(({ file, text }) => {
    const docs = documented(text);
    return [...rendered(text)].filter((name) => !docs.has(name)).map((name) => `${file}: ${name}`);
  });
  assert.deepEqual(missing, []);
});

test('no composer file documents a part it does not render (or another module draws for it)', () => {
  const stray = sources.flatMap(({ file, text }) => {
    const own = rendered(text);
    return [...documented(text)]
      .filter(([name, description]) => {
        if (own.has(name)) return false;
        const drawnBy = /drawn by `([^`]+)`/.exec(description)?.[1];
        return !drawnBy || !rendered(readFileSync(join(COMPONENTS, drawnBy), 'utf8')).has(name);
      })
      .map(([name]) => `${file}: ${name}`);
  });
  assert.deepEqual(stray, []);
});

test("the element's class documents its own template's parts only", () => {
  const { text } = sources.find((s) => s.file === 'composer.component.ts')!;
  assert.deepEqual([...documented(text).keys()].sort(), [...rendered(text)].sort());
});
