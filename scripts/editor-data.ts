/**
 * The editors' data, made from `custom-elements.json` at build time (scripts/build.ts), so tags, attributes, events,
 * parts and CSS properties complete and document themselves in HTML files:
 * - `html-custom-data.json`: VS Code's HTML custom data (`"html.customData": ["./node_modules/@parley/embeds/dist/html-custom-data.json"]`);
 * - `web-types.json`: JetBrains' web-types, found through package.json's `"web-types"` field.
 * One source (the elements' JSDoc, through the analyzer), so the editors never disagree with the docs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

interface Described {
  name: string;
  description?: string;
  summary?: string;
  type?: { text: string };
  /** The type with its aliases resolved to their literals (custom-elements-manifest.config.mjs `literalTypes`). */
  parsedType?: { text: string };
  default?: string;
  deprecated?: boolean | string;
}
interface Member extends Described {
  kind: 'field' | 'method';
  static?: boolean;
  readonly?: boolean;
  privacy?: string;
}
interface Declaration extends Described {
  kind: string;
  tagName?: string;
  attributes?: Described[];
  members?: Member[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}
interface Manifest {
  modules: {
    path: string;
    declarations?: Declaration[];
    exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
  }[];
}

export interface ElementDoc {
  tag: string;
  declaration: Declaration;
  /** The module that registers the tag (`dist/inbox.js`). */
  module: string;
}

/** The manifest's custom elements, each with the module that defines its tag. */
export function elementsOf(manifest: Manifest): ElementDoc[] {
  const definedIn = new Map<string, string>();
  for (const mod of manifest.modules) {
    for (const exp of mod.exports ?? [])
      if (exp.kind === 'custom-element-definition') definedIn.set(exp.name, mod.path);
  }
  const out: ElementDoc[] = [];
  for (const mod of manifest.modules) {
    for (const declaration of mod.declarations ?? []) {
      if (declaration.tagName)
        out.push({ tag: declaration.tagName, declaration, module: definedIn.get(declaration.tagName) ?? mod.path });
    }
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** `'light' | 'dark' | undefined` → `['light', 'dark']`; anything but a union of string literals → undefined. */
export function literalValues(type: string | undefined): string[] | undefined {
  if (!type) return undefined;
  const parts = type
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== 'undefined' && p !== 'null');
  if (!parts.length || !parts.every((p) => /^(['"]).*\1$/.test(p))) return undefined;
  return parts.map((p) => p.slice(1, -1));
}

const text = (d: Described) => [d.summary, d.description].filter(Boolean).join('\n\n');

/**
 * The type editors show: its values (`'light' | 'dark' | 'auto'`) rather than an alias (`ThemeMode`), which neither
 * editor can look up.
 */
export const typeOf = (d: Described): string | undefined => d.parsedType?.text ?? d.type?.text;

/** VS Code's HTML custom data, version 1.1 (https://github.com/microsoft/vscode-custom-data). */
export function htmlCustomData(elements: ElementDoc[]): object {
  return {
    version: 1.1,
    tags: elements.map(({ tag, declaration }) => ({
      name: tag,
      description: [
        text(declaration),
        declaration.events?.length ? `**Events:** ${declaration.events.map((e) => `\`${e.name}\``).join(', ')}` : '',
        declaration.cssParts?.length ? `**Parts:** ${declaration.cssParts.map((p) => `\`${p.name}\``).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      attributes: (declaration.attributes ?? []).map((a) => {
        const type = typeOf(a);
        const values = literalValues(type);
        return {
          name: a.name,
          description: [text(a), type ? `Type: \`${type}\`` : '', a.default ? `Default: \`${a.default}\`` : '']
            .filter(Boolean)
            .join('\n\n'),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains web-types (https://github.com/JetBrains/web-types), HTML elements with their JS properties and events. */
export function webTypes(elements: ElementDoc[], version: string): object {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: '@parley/embeds',
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map(({ tag, declaration, module }) => ({
          name: tag,
          description: text(declaration),
          source: {
            module: `@parley/embeds/${module.replace(/^dist\//, '').replace(/\.js$/, '')}`,
            symbol: declaration.name,
          },
          attributes: (declaration.attributes ?? []).map((a) => {
            const values = literalValues(typeOf(a));
            return {
              name: a.name,
              description: text(a),
              ...(a.default ? { default: a.default } : {}),
              value: values ? { type: 'enum', kind: 'plain' } : { type: typeOf(a) ?? 'string', kind: 'plain' },
              ...(values ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          slots: (declaration.slots ?? []).map((s) => ({ name: s.name, description: text(s) })),
          js: {
            properties: (declaration.members ?? [])
              .filter((m) => m.kind === 'field' && !m.static)
              .map((m) => ({
                name: m.name,
                description: text(m),
                ...(typeOf(m) ? { type: typeOf(m) } : {}),
                ...(m.readonly ? { 'read-only': true } : {}),
              })),
            events: (declaration.events ?? []).map((e) => ({
              name: e.name,
              description: text(e),
              ...(e.type ? { type: e.type.text } : {}),
            })),
          },
          css: {
            parts: (declaration.cssParts ?? []).map((p) => ({ name: p.name, description: text(p) })),
            properties: (declaration.cssProperties ?? []).map((p) => ({ name: p.name, description: text(p) })),
          },
        })),
      },
    },
  };
}

/** Writes `html-custom-data.json` and `web-types.json` next to `custom-elements.json` in `outDir`. */
export async function writeEditorData(outDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(outDir, 'custom-elements.json'), 'utf8')) as Manifest;
  const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const elements = elementsOf(manifest);
  if (!elements.length)
    throw new Error("custom-elements.json has no custom elements: the editors' data would be empty");
  await writeFile(join(outDir, 'html-custom-data.json'), `${JSON.stringify(htmlCustomData(elements), null, 2)}\n`);
  await writeFile(join(outDir, 'web-types.json'), `${JSON.stringify(webTypes(elements, version), null, 2)}\n`);
}
