/**
 * custom-elements.json from the JSDoc of the element classes (`npm run analyze`, also run by `npm run build`).
 * The output directory comes from the command line (`--outdir dist`), so the manifest ships beside the modules.
 */

/**
 * Our entry files register through `defineElement(tag, Class)` (src/components/shared/define.ts), which the
 * analyzer does not know: record them as it records `customElements.define` calls, so each class gets its `tagName`.
 */
function defineElementCalls() {
  return {
    name: 'parley:define-element-calls',
    analyzePhase({ ts, node, moduleDoc, context }) {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineElement') return;
      const [tag, klass] = node.arguments;
      if (!tag || !klass || !ts.isStringLiteral(tag) || !ts.isIdentifier(klass)) return;
      const imported = context?.imports?.find((i) => i.name === klass.text);
      const module = imported && !imported.isBareModuleSpecifier
        ? new URL(imported.importPath, `file:///${moduleDoc.path}`).pathname.slice(1).replace(/\.js$/, '.ts')
        : moduleDoc.path;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        { kind: 'custom-element-definition', name: tag.text, declaration: { name: klass.text, module } },
      ];
    },
  };
}

/** Members whose names start with `#` or `_`, and protected/private ones, are not public API. */
function hidePrivate() {
  return {
    name: 'parley:hide-private',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        for (const decl of mod.declarations ?? []) {
          if (!decl.members) continue;
          decl.members = decl.members.filter(
            (m) => !m.name.startsWith('#') && !m.name.startsWith('_') && m.privacy !== 'private' && m.privacy !== 'protected',
          );
        }
      }
    },
  };
}

export default {
  globs: ['src/inbox.ts', 'src/composer.ts', 'src/form.ts', 'src/components/**/*.ts'],
  exclude: ['**/*.stories.ts', '**/*.test.ts'],
  litelement: true,
  // Never rewrite package.json: its "customElements" field is maintained by hand.
  packagejson: false,
  plugins: [defineElementCalls(), hidePrivate()],
};
