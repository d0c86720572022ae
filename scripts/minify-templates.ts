/**
 * Minifies the text of Lit templates in compiled JavaScript (dist/ and the CDN bundles): users' bundlers minify code
 * but never the text inside template literals, so the indentation, comments and spacing of every stylesheet and
 * template would ship (docs/decisions/012-size-budgets.md). `css` templates are minified (whitespace there is
 * insignificant outside strings, which esbuild's CSS minifier keeps); `html`/`svg` templates only lose the indentation
 * after a line break (`\n` + spaces → `\n`): HTML collapses a line break with or without spaces after it to one
 * space, and inside a `pre-wrap` element the line break itself is kept (the indentation there was never meant).
 *
 * A template with `${…}` parts is minified with a placeholder for each; if the minifier does not give every
 * placeholder back exactly once and in order, that template is left as it was. The line breaks a `css` template loses
 * follow it in the code, so the lines of the code after it (and the source maps) stay put, and its text ships none.
 */
import { transformSync } from 'esbuild';
import ts from 'typescript';

const PLACEHOLDER = (i: number) => `__parley_css_${i}__`;
const DECLARATION = (i: number) => `--parley-css-${i}:x`;
const lines = (text: string) => text.split('\n').length - 1;

/** Escapes cooked template text back into template-literal source. */
const escapeTemplate = (text: string) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

function minifyCss(text: string): string | undefined {
  try {
    const { code, warnings } = transformSync(text, { loader: 'css', minify: true, logLevel: 'silent' });
    return warnings.length ? undefined : code.trim();
  } catch {
    return undefined;
  }
}

/** `code` with every Lit template's text minified (`css` minified, `html`/`svg` without indentation). */
export function minifyTemplates(code: string, fileName = 'module.js'): string {
  return minifyCssTemplates(collapseHtmlIndentation(code, fileName), fileName);
}

/** The literal parts of a template (the source range between the backtick/`}` and `${`/backtick of each). */
function literalRanges(template: ts.TemplateLiteral, source: ts.SourceFile): { start: number; end: number }[] {
  if (ts.isNoSubstitutionTemplateLiteral(template))
    return [{ start: template.getStart(source) + 1, end: template.end - 1 }];
  return [
    { start: template.head.getStart(source) + 1, end: template.head.end - 2 },
    ...template.templateSpans.map(({ literal }) => ({
      start: literal.getStart(source) + 1,
      end: literal.end - (ts.isTemplateTail(literal) ? 1 : 2),
    })),
  ];
}

/** `code` with the indentation after each line break of `html`/`svg` templates removed; the line count stays. */
export function collapseHtmlIndentation(code: string, fileName = 'module.js'): string {
  if (!/\b(html|svg)\s*`/.test(code)) return code;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      (node.tag.text === 'html' || node.tag.text === 'svg')
    ) {
      for (const { start, end } of literalRanges(node.template, source)) {
        const raw = code.slice(start, end);
        const text = raw.replace(/\n[ \t]+/g, '\n');
        if (text !== raw) edits.push({ start, end, text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** `code` with the CSS of each `css\`…\`` minified; `code` itself when there is nothing to change. */
export function minifyCssTemplates(code: string, fileName = 'module.js'): string {
  if (!code.includes('css`') && !code.includes('css `')) return code;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'css') {
      const template = node.template;
      // The literal parts in order, each with the source range of its text and its cooked text.
      const texts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      const parts = literalRanges(template, source).map((range, i) => ({ ...range, text: texts[i]! }));
      // A part standing where a declaration goes (`{ ${palette} }`) gets a declaration as its placeholder; any other
      // part (a value, a selector) a name.
      const joined = parts
        .map((p, i) => {
          if (i === 0) return p.text;
          const before = parts[i - 1]!.text.trimEnd();
          const after = p.text.trimStart();
          const declaration = /(^|[{;])$/.test(before) && /^([};]|$)/.test(after);
          return (declaration ? `${DECLARATION(i - 1)};` : PLACEHOLDER(i - 1)) + p.text;
        })
        .join('');
      // A declaration list (a palette spliced into rules) is minified as the body of a rule.
      const minified = (minifyCss(joined) ?? minifyCss(`a{${joined}}`)?.replace(/^a\{([^]*)\}$/, '$1'))?.replace(
        /--parley-css-(\d+):\s*x/g,
        (_, i: string) => PLACEHOLDER(Number(i)),
      );
      if (minified !== undefined) {
        const pieces: string[] = [];
        let rest = minified;
        let ok = true;
        for (let i = 0; i < parts.length - 1; i++) {
          const at = rest.indexOf(PLACEHOLDER(i));
          if (at < 0 || rest.indexOf(PLACEHOLDER(i), at + 1) >= 0) {
            ok = false;
            break;
          }
          pieces.push(rest.slice(0, at));
          rest = rest.slice(at + PLACEHOLDER(i).length);
        }
        pieces.push(rest);
        if (ok && pieces.length === parts.length && !pieces.some((p) => p.includes('__parley_css_'))) {
          // The template's line breaks go just after it, in the code (inside a part they could split
          // `.icon-${name}`, and inside the text they would ship): a bundler's minifier drops them there.
          const breaks =
            parts.reduce((n, p) => n + lines(code.slice(p.start, p.end)), 0) - pieces.reduce((n, p) => n + lines(p), 0);
          parts.forEach((p, i) => edits.push({ start: p.start, end: p.end, text: escapeTemplate(pieces[i]!) }));
          if (breaks > 0) edits.push({ start: template.end, end: template.end, text: '\n'.repeat(breaks) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) return code;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
