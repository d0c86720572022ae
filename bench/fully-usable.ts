/**
 * Bytes to "fully usable" (DESIGN §5): an element's first screen plus the lazy parts a person reaches in their first
 * minute with it, gzip, as a user's app bundled by esbuild gets them. The parts are named once, below, by the
 * package's module paths; each part costs the chunk esbuild put it in and that chunk's static imports, counted once.
 * A part no chunk holds fails the figure, so a renamed or moved module cannot silently drop out of the sum.
 *
 * The app is bundled with the options of test/shipped/packed.ts's esbuild run (bundle, ESM, splitting, minify), in
 * memory with a metafile; bench/sizes.ts compares this initial load with its own esbuild figure for the same app.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PackedProject } from '../test/shipped/packed.js';

export type FullElement = 'inbox' | 'composer' | 'form';

/** DESIGN §5: gzip kB to fully usable, under esbuild. */
export const FULLY_USABLE_BUDGETS_KB: Record<FullElement, number> = { inbox: 45, composer: 70, form: 60 };

/** What a person reaches in the first minute, by module of the installed package (`dist/…`). */
export const FIRST_MINUTE: Record<FullElement, { module: string; why: string }[]> = {
  inbox: [
    { module: 'components/inbox/thread-pane.js', why: 'the open thread: log, reply box, header, paging' },
    { module: 'components/inbox/store-actions.js', why: 'loading a thread, live events' },
    { module: 'api/sse.js', why: 'the live event stream' },
    { module: 'components/inbox/notes-panel.js', why: 'notes' },
    { module: 'components/inbox/reaction-picker.js', why: 'reacting to a message' },
  ],
  composer: [
    { module: 'components/composer/later.js', why: 'editors (card, carousel, media), preview, result, extras' },
    { module: 'components/composer/send-rules.js', why: "the service's send rules, checked before a send" },
  ],
  form: [
    { module: 'components/form/ready.js', why: 'fields, session, submit' },
    { module: 'components/form/validation.js', why: 'validation on leaving a field and on submit' },
    { module: 'components/form/fields/phone.js', why: 'the demo form\u2019s phone field: its type, the country list' },
    { module: 'core/phone-library.js', why: 'the phone library\u2019s code' },
    {
      module: 'components/form/phone-plans.js',
      why: 'the calling codes\u2019 index: the country list, the plans\u2019 loaders',
    },
    { module: 'core/phone-metadata/zone-1.js', why: 'the numbering plans of the field\u2019s country (+1, US)' },
    { module: 'components/form/answers.js', why: 'the answers shown after a submit' },
  ],
};

/** Parts measured beside the list, not in its sum: reached only by some people in their first minute. */
export const SOMETIMES: Partial<Record<FullElement, { module: string; why: string }[]>> = {
  inbox: [
    {
      module: 'components/inbox/emoji-picker.js',
      why: '\u201cMore reactions\u201d: the searchable grid behind the picker\u2019s six emoji',
    },
    { module: 'components/inbox/mention-combo.js', why: 'an @ typed in a note: the teammates to mention' },
    { module: 'components/inbox/log-lightbox-view.js', why: 'an image of the log opened' },
  ],
  composer: [
    { module: 'core/phone-library.js', why: 'a recipient typed by hand' },
    { module: 'core/phone-metadata-all.js', why: 'and every country\u2019s numbering plans to read it' },
    { module: 'components/composer/blast-mode.js', why: 'blast mode (a token with messages:blast)' },
  ],
};

export interface FullyUsable {
  element: FullElement;
  /** gzip bytes of the initial load (entry + static imports) of this build: checked against the size bench's. */
  initial: number;
  /** gzip bytes of the initial load plus every first-minute part's chunks, each file once. */
  fully: number;
  budgetKB: number;
  /** Bytes each part added, in list order (a part sharing chunks with an earlier one adds only the rest). */
  parts: { module: string; why: string; addedBytes: number; files: string[] }[];
  sometimes: { module: string; why: string; addedBytes: number }[];
}

const PACKAGE = '@parley/embeds/dist/';

export async function fullyUsable(
  project: Pick<PackedProject, 'dir'>,
  element: FullElement,
  main: string,
): Promise<FullyUsable> {
  const esbuild = await import('esbuild');
  const appDir = join(project.dir, 'apps', `fully-usable-${element}`);
  await rm(appDir, { recursive: true, force: true });
  await mkdir(appDir, { recursive: true });
  await writeFile(join(appDir, 'main.js'), main);
  const outDir = join(project.dir, 'out', `fully-usable-${element}`);
  const result = await esbuild.build({
    absWorkingDir: appDir,
    entryPoints: { main: join(appDir, 'main.js') },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    outdir: outDir,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const key = (p: string) => relative(outDir, resolve(appDir, p));
  const outputs = new Map(Object.entries(result.metafile.outputs).map(([p, o]) => [key(p), o]));
  const gz = new Map(
    result.outputFiles.map((f) => [relative(outDir, f.path), gzipSync(f.contents, { level: 9 }).length]),
  );
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || !outputs.has(file)) return;
    into.add(file);
    const out = outputs.get(file)!;
    if (out.cssBundle) into.add(key(out.cssBundle));
    for (const imp of out.imports) if (imp.kind === 'import-statement' && !imp.external) closure(key(imp.path), into);
  };
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + (gz.get(f) ?? 0), 0);
  const chunkOf = (module: string) => {
    for (const [file, out] of outputs)
      if (Object.keys(out.inputs).some((input) => input.endsWith(PACKAGE + module))) return file;
    throw new Error(
      `${element}: no chunk holds ${PACKAGE}${module}; update FIRST_MINUTE in bench/fully-usable.ts to the module's new path`,
    );
  };

  const loaded = new Set<string>();
  closure('main.js', loaded);
  const initial = sum(loaded);
  const parts: FullyUsable['parts'] = [];
  for (const { module, why } of FIRST_MINUTE[element]) {
    const needed = new Set<string>();
    closure(chunkOf(module), needed);
    const added = [...needed].filter((f) => !loaded.has(f));
    for (const f of added) loaded.add(f);
    parts.push({ module, why, addedBytes: sum(added), files: added });
  }
  const sometimes = (SOMETIMES[element] ?? []).map(({ module, why }) => {
    const needed = new Set<string>();
    closure(chunkOf(module), needed);
    return { module, why, addedBytes: sum([...needed].filter((f) => !loaded.has(f))) };
  });
  return {
    element,
    initial,
    fully: sum(loaded),
    budgetKB: FULLY_USABLE_BUDGETS_KB[element],
    parts,
    sometimes,
  };
}
