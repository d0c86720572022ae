/**
 * Prettier settings: Web Awesome's (single quotes, semicolons, 120 columns, two spaces, prose left as written), with
 * this codebase's existing choices where they differ — parentheses around every arrow parameter and trailing commas
 * in multi-line lists, as the code is written today — and embedded code left alone: Lit's html`` / css`` templates
 * and the README's code blocks (which `test/node/docs/readme.test.ts` compiles) keep their hand layout. No plugins
 * (Web Awesome's import organiser reorders imports, and the elements' registration order is a side effect).
 *
 * `npm run format` writes, `npm run format:check` reports; what is not formatted is in .prettierignore.
 */
/** @type {import('prettier').Config} */
export default {
  arrowParens: 'always',
  bracketSameLine: false,
  bracketSpacing: true,
  embeddedLanguageFormatting: 'off',
  endOfLine: 'lf',
  htmlWhitespaceSensitivity: 'css',
  jsxSingleQuote: false,
  printWidth: 120,
  proseWrap: 'preserve',
  quoteProps: 'as-needed',
  semi: true,
  singleQuote: true,
  tabWidth: 2,
  trailingComma: 'all',
  useTabs: false,
};
