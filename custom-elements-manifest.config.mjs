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
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineElement')
        return;
      const [tag, klass] = node.arguments;
      if (!tag || !klass || !ts.isStringLiteral(tag) || !ts.isIdentifier(klass)) return;
      const imported = context?.imports?.find((i) => i.name === klass.text);
      const module =
        imported && !imported.isBareModuleSpecifier
          ? new URL(imported.importPath, `file:///${moduleDoc.path}`).pathname.slice(1).replace(/\.js$/, '.ts')
          : moduleDoc.path;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        { kind: 'custom-element-definition', name: tag.text, declaration: { name: klass.text, module } },
      ];
    },
  };
}

/**
 * Tidies what the analyzer infers from our base class and standard-decorator fields:
 * - private, protected, `#` and `_` members are not public API;
 * - an attribute renamed in `@property({attribute: 'x-y'})` shows up twice (as `xY` and `x-y`): keep the real
 *   attribute name, merged with what the other entry knew (type, default);
 * - `emit(name, …)` in the base class reads as an event called `name`: events are only the documented ones.
 */
function tidy() {
  const merge = (into, from) => {
    for (const key of ['type', 'default', 'description'])
      if (into[key] === undefined && from[key] !== undefined) into[key] = from[key];
    return into;
  };
  return {
    name: 'parley:tidy',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        for (const decl of mod.declarations ?? []) {
          if (decl.members) {
            decl.members = decl.members.filter(
              (m) =>
                !m.name.startsWith('#') &&
                !m.name.startsWith('_') &&
                m.privacy !== 'private' &&
                m.privacy !== 'protected',
            );
          }
          if (decl.events) decl.events = decl.events.filter((e) => e.name.includes('-') || e.description);
          if (decl.attributes) {
            const realName = new Map((decl.members ?? []).filter((m) => m.attribute).map((m) => [m.name, m.attribute]));
            const groups = new Map();
            for (const attr of decl.attributes) {
              const key = attr.fieldName ?? attr.name;
              groups.set(key, [...(groups.get(key) ?? []), attr]);
            }
            decl.attributes = [...groups.entries()].map(([field, attrs]) => {
              const wanted = realName.get(field);
              const keep = attrs.find((a) => a.name === wanted) ?? attrs.find((a) => a.name !== field) ?? attrs[0];
              for (const other of attrs) if (other !== keep) merge(keep, other);
              delete keep.attribute; // not a manifest Attribute field; the analyzer sometimes leaves the field name here
              return keep;
            });
          }
        }
      }
    },
  };
}

/**
 * Module paths as the package ships them: the analyzer reads `src/inbox.ts`, users load `dist/inbox.js`. Paths
 * relative to a module (`./components/…js`, from re-exports) become package paths too; bare specifiers stay.
 */
function shippedPaths() {
  const shipped = (path) => path.replace(/^\/?src\/(.*)\.(ts|js)$/, 'dist/$1.js');
  const resolveFrom = (base, path) => new URL(path, `file:///${base}`).pathname.slice(1);
  const fix = (node, base) => {
    if (Array.isArray(node)) return node.forEach((n) => fix(n, base));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'module' && typeof value === 'string')
        node[key] = shipped(value.startsWith('.') ? resolveFrom(base, value) : value);
      else fix(value, base);
    }
  };
  return {
    name: 'parley:shipped-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        fix(mod.declarations, mod.path);
        fix(mod.exports, mod.path);
        mod.path = shipped(mod.path);
      }
    },
  };
}

export default {
  globs: [
    'src/inbox.ts',
    'src/composer.ts',
    'src/form.ts',
    'src/link-stats.ts',
    'src/agent-identity.ts',
    'src/contact-panel.ts',
    'src/blast.ts',
    'src/components/**/*.ts',
  ],
  // define.ts calls customElements.define(tag, ctor) with variables: not a definition of its own.
  // <parley-reaction-picker> is the inbox's internal sub-element (its `reaction-picker` part is documented on the inbox).
  exclude: [
    'src/components/shared/define.ts',
    'src/components/inbox/reaction-picker.ts',
    '**/*.stories.ts',
    '**/*.test.ts',
  ],
  litelement: true,
  // Never rewrite package.json: its "customElements" field is maintained by hand.
  packagejson: false,
  plugins: [defineElementCalls(), tidy(), shippedPaths()],
};
