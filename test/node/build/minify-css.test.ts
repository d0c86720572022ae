/** scripts/minify-css.ts: the CSS of Lit `css` templates in compiled modules, minified without changing meaning. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minifyCssTemplates } from '../../../scripts/minify-css.js';

/** Evaluates a module's `css` templates with a tag that joins the cooked strings and the values, as Lit's does. */
function cssOf(code: string, values: Record<string, string> = {}): string[] {
  const out: string[] = [];
  const css = (strings: TemplateStringsArray, ...parts: string[]) => {
    const text = strings.reduce((acc, s, i) => acc + s + (i < parts.length ? parts[i] : ''), '');
    out.push(text);
    return text;
  };
  new Function('css', ...Object.keys(values), code)(css, ...Object.values(values));
  return out;
}

test('minifies a template, keeping strings, escapes and the line count', () => {
  const code = "const a = css`\n  :host {\n    display: block;\n    content: '\\\\2192 \\` $';\n  }\n  /* note */\n  .x > .y { color: red }\n`;\nconst after = 1;";
  const min = minifyCssTemplates(code);
  assert.ok(min.length < code.length);
  assert.equal(min.split('\n').length, code.split('\n').length, 'lines stay put for the source maps');
  const [css] = cssOf(min);
  assert.ok(!css!.includes('note'), css);
  // `\2192 ` ends at the backtick (not a hex digit), so the space that ended the escape can go.
  assert.equal(css!.trim(), ':host{display:block;content:"\\2192` $"}.x>.y{color:red}');
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
  const code = 'const c = css`\n  :host { ${decl} }\n  .a { color: red; ${decl}; margin: 0 }\n  @media (x) { :host { ${decl} } }\n`;';
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
