/**
 * `npm run bench`: one consolidated report (table + JSON) of sizes, element timings, token throughput and
 * sandbox load, with the budgets of DESIGN §5 checked here — never in timed tests.
 *
 *   npm run bench                 # everything
 *   npm run bench -- sizes tokens # only some sections
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchRow {
  section: string;
  name: string;
  value: number;
  unit: string;
  /** Budget in the same unit; the row fails when `value` exceeds it (or falls below, with `higherIsBetter`). */
  budget?: number;
  higherIsBetter?: boolean;
  note?: string;
}

type Section = { name: string; file: string; fn: string };
const SECTIONS: Section[] = [
  { name: 'sizes', file: './sizes.ts', fn: 'benchSizes' },
  { name: 'tokens', file: './tokens.ts', fn: 'benchTokens' },
  { name: 'sandbox', file: './sandbox.ts', fn: 'benchSandbox' },
  { name: 'blast', file: './blast.ts', fn: 'benchBlast' },
  { name: 'journal', file: './journal.ts', fn: 'benchJournal' },
  { name: 'lazy-elements', file: './lazy-elements.ts', fn: 'benchLazyElements' },
  { name: 'inbox', file: './inbox.ts', fn: 'benchInbox' },
  { name: 'composer', file: './composer.ts', fn: 'benchComposer' },
  { name: 'form', file: './form.ts', fn: 'benchForm' },
  { name: 'usable', file: './usable.ts', fn: 'benchUsable' },
];

/** Each section module returns rows in its own shape; this maps the common shapes onto BenchRow. */
function normalize(section: string, result: unknown): BenchRow[] {
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] })?.rows ?? []);
  return rows.flatMap((raw): BenchRow[] => {
    const row = raw as Record<string, unknown>;
    if (typeof row.value === 'number') return [{ section, ...(row as object) } as BenchRow];
    if (typeof row.opsPerSec === 'number') {
      const ops: BenchRow = {
        section,
        name: String(row.name),
        value: row.opsPerSec,
        unit: 'ops/s',
        higherIsBetter: true,
        note: row.ratioVsHelper != null ? `×${Number(row.ratioVsHelper).toFixed(2)} vs helper` : undefined,
      };
      // A ratio to the platform's own primitive, measured in the same process, is what a budget can be set on.
      if (typeof row.ratioVsNative !== 'number') return [ops];
      const ratio = { section, name: `${ops.name} ÷ native`, value: row.ratioVsNative, unit: '×' };
      const budget = typeof row.nativeBudget === 'number' ? row.nativeBudget : undefined;
      return [ops, budget === undefined ? ratio : { ...ratio, budget, higherIsBetter: true }];
    }
    return [{ section, name: String(row.name ?? '?'), value: Number.NaN, unit: '', note: JSON.stringify(row) }];
  });
}

function fmt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  return Number(value.toFixed(2)).toString();
}

export async function runBench(
  only: string[] = [],
): Promise<{ rows: BenchRow[]; failures: BenchRow[]; errors: string[] }> {
  const rows: BenchRow[] = [];
  const errors: string[] = [];
  for (const section of SECTIONS) {
    if (only.length && !only.includes(section.name)) continue;
    const started = performance.now();
    try {
      const mod = (await import(section.file)) as Record<string, () => Promise<unknown>>;
      const fn = mod[section.fn];
      if (typeof fn !== 'function') throw new Error(`${section.file} does not export ${section.fn}()`);
      // Sizes come from one method, the `sizes` section; the element sections' own size rows (measured with every
      // chunk inlined) would contradict it, so only their timings and counts are kept.
      const sectionRows = normalize(section.name, await fn());
      rows.push(
        ...(['inbox', 'composer', 'form'].includes(section.name)
          ? sectionRows.filter((r) => r.unit !== 'kB')
          : sectionRows),
      );
      console.error(`[bench] ${section.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = `${section.name}: ${error instanceof Error ? error.message : String(error)}`;
      errors.push(message);
      console.error(`[bench] ${message}`);
    }
  }
  // A budgeted figure that could not be measured (NaN) fails too.
  const failures = rows.filter(
    (r) => r.budget !== undefined && !(r.higherIsBetter ? r.value >= r.budget : r.value <= r.budget),
  );
  return { rows, failures, errors };
}

async function main() {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const { rows, failures, errors } = await runBench(only);
  const table = rows.map((r) => ({
    section: r.section,
    name: r.name,
    value: `${fmt(r.value)} ${r.unit}`.trim(),
    budget: r.budget === undefined ? '' : `${r.higherIsBetter ? '≥' : '≤'} ${fmt(r.budget)} ${r.unit}`,
    ok: r.budget === undefined ? '' : failures.includes(r) ? 'OVER' : 'ok',
    note: r.note ?? '',
  }));
  console.table(table);
  const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'report.json');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(
    out,
    JSON.stringify({ at: new Date().toISOString(), node: process.version, rows, failures, errors }, null, 2),
  );
  console.log(`\n${rows.length} figures, ${failures.length} over budget, ${errors.length} sections failed → ${out}`);
  if (failures.length || errors.length) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
