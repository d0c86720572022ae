/**
 * custom-elements.json from the JSDoc of the element classes (`npm run analyze`, also run by `npm run build`).
 * The output directory comes from the command line (`--outdir dist`), so the manifest ships beside the modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * The values an attribute takes, for the editors' data (scripts/editor-data.ts): an attribute or field of an element
 * typed with an alias of string literals (`theme: ThemeMode`) gets `parsedType: { text: "'light' | 'dark' | 'auto'" }`,
 * the field the community's manifest tools read for a resolved type (`type.text` stays the alias, as TypeScript
 * users write it). The analyzer leaves types as written, and an alias is often imported or inherited, so the type is
 * resolved here from the source: in the module that declares the field, through its imports and re-exports, to the
 * alias's literals, in the order they are written (the order editors list them). Syntax only: a TypeScript program
 * of the project cost the build seconds for what a few files parsed on demand answer. So a type written other than
 * as string literals, `undefined`, `null` and aliases of these (`(typeof MODES)[number]`, an enum) gets no
 * `parsedType`, and its attribute no values in the editors.
 */
function literalTypes() {
  const root = dirname(fileURLToPath(import.meta.url));
  let ts; // the analyzer's own TypeScript, handed to `initialize`
  const parsed = new Map();
  const parse = (file) => {
    if (!parsed.has(file))
      parsed.set(
        file,
        existsSync(file) ? ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true) : null,
      );
    return parsed.get(file);
  };
  /** `./x.js` from `file` → the source file it names (`x.ts`, `x/index.ts`); bare specifiers are not ours. */
  const target = (file, specifier) => {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
    return [`${base}.ts`, join(base, 'index.ts')].find(existsSync);
  };

  /** The declaration of type `name` as seen from `file`: its alias's type node and file, following imports. */
  const lookUp = (file, name, seen = new Set()) => {
    const key = `${file}#${name}`;
    const source = parse(file);
    if (!source || seen.has(key)) return undefined;
    seen.add(key);
    for (const statement of source.statements) {
      if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name && !statement.typeParameters)
        return { node: statement.type, file };
      const clause = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
      const from =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!from || !ts.isStringLiteral(from)) continue;
      const next = target(file, from.text);
      if (!next) continue;
      if (ts.isExportDeclaration(statement) && !clause) {
        const found = lookUp(next, name, seen); // export * from
        if (found) return found;
      }
      if (clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause)))
        for (const element of clause.elements)
          if (element.name.text === name) return lookUp(next, (element.propertyName ?? element.name).text, seen);
    }
    return undefined;
  };

  /** The literals of a type node, in written order, with `undefined`/`null`; undefined if it holds anything else. */
  const literalsOf = (node, file, seen = new Set()) => {
    if (ts.isParenthesizedTypeNode(node)) return literalsOf(node.type, file, seen);
    if (ts.isUnionTypeNode(node)) {
      const out = { values: [], nullish: [] };
      for (const part of node.types) {
        const inner = literalsOf(part, file, seen);
        if (!inner) return undefined;
        out.values.push(...inner.values);
        out.nullish.push(...inner.nullish);
      }
      return out;
    }
    if (ts.isLiteralTypeNode(node)) {
      if (ts.isStringLiteral(node.literal)) return { values: [node.literal.text], nullish: [] };
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) return { values: [], nullish: ['null'] };
      return undefined;
    }
    if (node.kind === ts.SyntaxKind.UndefinedKeyword) return { values: [], nullish: ['undefined'] };
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && !node.typeArguments) {
      const alias = lookUp(file, node.typeName.text);
      if (!alias || seen.has(alias.node)) return undefined;
      return literalsOf(alias.node, alias.file, new Set([...seen, alias.node]));
    }
    return undefined;
  };

  /** `ThemeMode` written in `module` → `'light' | 'dark' | 'auto'`; undefined when it is not literals. */
  const resolveType = (text, module) => {
    const file = resolve(root, module.replace(/^\//, ''));
    const statement = ts.createSourceFile('type.ts', `type T = ${text};`, ts.ScriptTarget.Latest).statements[0];
    const found = statement && ts.isTypeAliasDeclaration(statement) ? literalsOf(statement.type, file) : undefined;
    if (!found?.values.length) return undefined;
    const quote = (v) => `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
    return [...found.values.map(quote), ...new Set(found.nullish)].join(' | ');
  };

  return {
    name: 'parley:literal-types',
    initialize(context) {
      ts = context.ts;
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? [])
        for (const decl of mod.declarations ?? []) {
          // Elements and the base classes they inherit attributes from.
          if (decl.kind !== 'class' || !decl.attributes?.length) continue;
          for (const entry of [...decl.attributes, ...(decl.members ?? [])]) {
            if ((entry.kind && entry.kind !== 'field') || !entry.type?.text) continue;
            const resolved = resolveType(entry.type.text, entry.inheritedFrom?.module ?? mod.path);
            if (resolved && resolved !== entry.type.text) entry.parsedType = { text: resolved };
          }
        }
    },
  };
}

/**
 * An element's parts are documented where they are rendered: `@csspart` in the JSDoc of the modules the element
 * renders through, not only on its class. Each element gets the parts of the modules it reaches by its imports,
 * static and lazy (`import('./x.js')`, as its lazy parts load), within its own folder and short of another element's
 * module; type-only imports render nothing and are not followed. Its own parts come first, then each module's in the
 * order the imports reach them; a part documented twice (rendered by two modules) is listed once, as first found.
 * Those modules' own declarations keep no parts: they are not elements.
 */
function renderedParts() {
  const root = dirname(fileURLToPath(import.meta.url));
  let ts;
  /** `@csspart name - description` in a JSDoc block, the description running to the next tag or the block's end. */
  const partsOf = (text) => {
    const parts = [];
    for (const [block] of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
      const lines = block
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((l) => l.replace(/^\s*\*\s?/, '').trim());
      for (let i = 0; i < lines.length; i++) {
        const tag = /^@csspart\s+([\w-]+)\s*(?:-\s*)?(.*)$/.exec(lines[i]);
        if (!tag) continue;
        const words = [tag[2]];
        while (i + 1 < lines.length && lines[i + 1] && !lines[i + 1].startsWith('@')) words.push(lines[++i]);
        parts.push({ description: words.join(' ').trim(), name: tag[1] });
      }
    }
    return parts;
  };
  /** The modules `file` imports (values only), in source order, resolved to their `.ts` sources. */
  const importsOf = (file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found = [];
    const visit = (node) => {
      let specifier;
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specifier = node.moduleSpecifier;
      else if (ts.isExportDeclaration(node) && !node.isTypeOnly) specifier = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        specifier = node.arguments[0];
      if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
        const base = resolve(dirname(file), specifier.text).replace(/\.js$/, '');
        const target = [`${base}.ts`, join(base, 'index.ts')].find(existsSync);
        if (target) found.push(target);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  };
  return {
    name: 'parley:rendered-parts',
    initialize(context) {
      ts = context.ts;
    },
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules ?? [];
      const fileOf = (path) => resolve(root, path.replace(/^\//, ''));
      const elementFiles = new Set(
        modules.filter((m) => m.declarations?.some((d) => d.customElement)).map((m) => fileOf(m.path)),
      );
      const gathered = new Set();
      for (const mod of modules)
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement) continue;
          const start = fileOf(mod.path);
          const folder = dirname(start);
          const seen = new Set([start]);
          const order = [];
          const walk = (file) => {
            for (const next of importsOf(file)) {
              if (seen.has(next) || !next.startsWith(folder + '/') || elementFiles.has(next)) continue;
              seen.add(next);
              order.push(next);
              walk(next);
            }
          };
          walk(start);
          const parts = [...(decl.cssParts ?? [])];
          const names = new Set(parts.map((p) => p.name));
          for (const file of order) {
            const found = partsOf(readFileSync(file, 'utf8'));
            if (found.length) gathered.add(file);
            for (const part of found) if (!names.has(part.name)) (names.add(part.name), parts.push(part));
          }
          if (parts.length) decl.cssParts = parts;
        }
      for (const mod of modules)
        if (gathered.has(fileOf(mod.path)))
          for (const decl of mod.declarations ?? []) if (!decl.customElement) delete decl.cssParts;
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
  plugins: [defineElementCalls(), tidy(), literalTypes(), renderedParts(), shippedPaths()],
};
