/** scripts/minify-templates.ts: the text of Lit templates in compiled modules (`css` minified, `html` without indentation), meaning unchanged. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minifyCssTemplates, minifyTemplates } from '../../../scripts/minify-templates.js';

/**
 * Evaluates a module's templates tagged `tags` with a tag that joins the cooked strings and the values, as Lit's does,
 * and returns what each produced.
 */
function templatesOf(tags: string[], code: string, values: Record<string, string> = {}): string[] {
  const out: string[] = [];
  const tag = (strings: TemplateStringsArray, ...parts: string[]) => {
    const text = strings.reduce((acc, s, i) => acc + s + (i < parts.length ? parts[i] : ''), '');
    out.push(text);
    return text;
  };
  new Function(...tags, ...Object.keys(values), code)(...tags.map(() => tag), ...Object.values(values));
  return out;
}
const cssOf = (code: string, values?: Record<string, string>) => templatesOf(['css'], code, values);
const htmlOf = (code: string, values?: Record<string, string>) => templatesOf(['html', 'svg'], code, values);

test('minifies a template, keeping strings, escapes and the line count', () => {
  const code =
    "const a = css`\n  :host {\n    display: block;\n    content: '\\\\2192 \\` $';\n  }\n  /* note */\n  .x > .y { color: red }\n`;\nconst after = 1;";
  const min = minifyCssTemplates(code);
  assert.ok(min.length < code.length);
  assert.equal(min.split('\n').length, code.split('\n').length, 'lines stay put for the source maps');
  const [css] = cssOf(min);
  assert.ok(!css!.includes('note'), css);
  // `\2192 ` ends at the backtick (not a hex digit), so the space that ended the escape can go.
  assert.equal(css!.trim(), ':host{display:block;content:"\\2192` $"}.x>.y{color:red}');
  assert.ok(!css!.includes('\n'), 'its line breaks follow it in the code, where a minifier drops them');
  assert.ok(min.endsWith(`\`${'\n'.repeat(7)};\nconst after = 1;`), min);
});

test('keeps interpolations in place', () => {
  const code = 'const b = css`\n  .a { color: ${color}; }\n  ${sel} .b { margin: 0 }\n  .icon-${name} { width: 0 }\n`;';
  const [css] = cssOf(minifyCssTemplates(code), { color: 'blue', sel: '.s', name: 'x' });
  assert.equal(css!.trim(), '.a{color:blue}.s .b{margin:0}.icon-x{width:0}');
});

test('a declaration list spliced into rules is minified as a rule body', () => {
  const code = 'const p = css`\n  --a: 1px;\n  --b: var(--c, red);\n`;';
  const [css] = cssOf(minifyCssTemplates(code));
  assert.equal(css!.trim(), '--a: 1px;--b: var(--c, red)');
});

test('a part standing for declarations keeps its place among them', () => {
  const code =
    'const c = css`\n  :host { ${decl} }\n  .a { color: red; ${decl}; margin: 0 }\n  @media (x) { :host { ${decl} } }\n`;';
  const [css] = cssOf(minifyCssTemplates(code), { decl: '--p:1;--q:2' });
  assert.equal(css!.trim(), ':host{--p:1;--q:2}.a{color:red;--p:1;--q:2;margin:0}@media(x){:host{--p:1;--q:2}}');
});

test('a template the minifier cannot place every part of is left as it was', () => {
  const code = 'const c = css`\n  :host { ${decl} color: red }\n`;';
  assert.equal(minifyCssTemplates(code), code);
});

test('html templates and other code are untouched', () => {
  const code = 'const h = html`<p>\n  a   b\n</p>`; const s = `  x  `;';
  assert.equal(minifyCssTemplates(code), code);
});

test('html templates lose the indentation after line breaks, nothing else; the line count stays', () => {
  const code =
    'const t = html `<ul>\n      <li class="a\n        b">${one}</li>\n\t\t<li>  two  </li>\n    </ul>`;\nconst s = svg`\n  <path d="M0 0"/>`;\nconst plain = `\n    kept`;';
  const min = minifyTemplates(code);
  assert.equal(min.split('\n').length, code.split('\n').length, 'lines stay put for the source maps');
  const [list, path] = htmlOf(min, { one: '1' });
  assert.equal(list, '<ul>\n<li class="a\nb">1</li>\n<li>  two  </li>\n</ul>');
  assert.equal(path, '\n<path d="M0 0"/>');
  assert.ok(min.includes('const plain = `\n    kept`'), 'an untagged template is left alone');
});

test('whitespace that is content stays: spaces within a line, escapes, and the line breaks themselves', () => {
  const code = 'const t = html`<p class="pre">line one\n   line two\\n   literal</p>`;';
  const [text] = htmlOf(minifyTemplates(code));
  assert.equal(text, '<p class="pre">line one\nline two\n   literal</p>');
});
