/**
 * `<parley-form>` figures for `npm run bench`:
 * - gzip size of `@parley/embeds/form` as a browser loads it (Lit included, minified, like `dist/cdn`) against
 *   DESIGN §5's 25 kB, the lazily loaded phone chunk (libphonenumber-js + "min" metadata) measured apart, and the
 *   shared floor (Lit + ParleyElement + API client) shown apart;
 * - in headless Chromium (1200×900), the first render of a 200-field form (every field type but phone, cycled with an extra `text`, with `showWhen`
 *   conditions hiding 20 of them): from the render data arriving to its first screen in the DOM (the fields a viewport shows), to the next
 *   frame, and to all 180 shown fields in the DOM (the rest render in idle time); and the same form one question
 *   at a time (`layout="steps"`, progress counting the 180 shown).
 *
 * Run alone: `npx tsx bench/form.ts` (prints a table, writes bench/results/form.json).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { phoneChunkConfig } from '../vite.config.js';
import {
  ROOT,
  bundle,
  gzip,
  kB,
  launchChromium,
  openBundlePage,
  round,
  runIfMain,
  stats,
  type BenchRow,
  type Bundle,
} from './lib.js';
import { FIELD_TYPES } from '../src/schemas/forms.js';
const FIELDS = 200;
const RUNS = 15;
/** The types the bench form cycles through: every type of the schema but phone (see PAGE), and text once more. */
const TYPES = [...FIELD_TYPES.filter((type) => type !== 'phone'), 'text'];

export type FormRow = BenchRow;

async function phoneChunk(outDir: string): Promise<string> {
  const result = await build(phoneChunkConfig(outDir, false));
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((o) => (o as Rolldown.RolldownOutput).output);
  return chunks
    .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
}

/**
 * The page: a 200-field form given through an injected client (no network; phone fields are left out so the
 * measure is the render, not the lazy chunk), rendered RUNS times; each run times data arrival → DOM committed.
 */
const PAGE = String.raw`
const TYPES = ${JSON.stringify(TYPES)};
const options = [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }, { value: 'c', label: 'Gamma' }];
const fields = Array.from({ length: ${FIELDS} }, (_, i) => {
  const type = TYPES[i % TYPES.length];
  const field = { key: 'f' + i, label: 'Question ' + (i + 1), type, help: i % 3 ? undefined : 'Some help for question ' + (i + 1) };
  if (type === 'range') Object.assign(field, { min: 0, max: 10 });
  if (type === 'select' || type === 'radio' || type === 'checkbox') field.options = options;
  // Conditions: every tenth field waits for an answer to the one before it (hidden at first), another shows while
  // an earlier one is unanswered.
  if (i % 10 === 5) field.showWhen = { all: [{ field: 'f' + (i - 1), op: 'answered' }] };
  if (i % 10 === 7) field.showWhen = { any: [{ field: 'f' + (i - 2), op: 'unanswered' }, { field: 'f' + (i - 1), op: 'eq', value: 'x' }] };
  return field;
});
const SHOWN = fields.filter((_, i) => i % 10 !== 5).length;
const render = { form: { id: 'form_bench', name: 'Bench', title: 'A long form', description: 'Two hundred questions.', fields, can_update: false },
  theme: {}, prior: null, recipient: null, submitted: false };
window.__samples = { dom: [], frame: [], all: [], steps: [], first: [] };
const count = (el) => el.shadowRoot.querySelectorAll('[part=field]').length;
async function once(layout) {
  localStorage.clear();
  let arrived = 0;
  const client = { renderForm: () => new Promise((resolve) => setTimeout(() => { arrived = performance.now(); resolve(structuredClone(render)); }, 0)) };
  const el = document.createElement('parley-form');
  el.client = client;
  el.setAttribute('locale', 'en');
  el.setAttribute('layout', layout);
  el.setAttribute('form-id', 'form_bench');
  document.body.append(el);
  while (el.phase !== 'ready') await new Promise((r) => setTimeout(r, 0));
  // Until no further update is pending (what loaded with the definition may ask for one more).
  while (!(await el.updateComplete));
  const dom = performance.now() - arrived;
  const first = count(el);
  if (!first) throw new Error('no field rendered');
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  const frame = performance.now() - arrived;
  let all;
  if (layout === 'page') {
    while (count(el) < SHOWN) await new Promise((r) => setTimeout(r, 5));
    all = performance.now() - arrived;
    if (count(el) !== SHOWN) throw new Error('rendered ' + count(el) + ' fields, not ' + SHOWN);
  } else {
    const progress = el.shadowRoot.querySelector('[part=progress] p')?.textContent;
    if (progress !== 'Question 1 of ' + SHOWN) throw new Error('steps progress: ' + progress);
  }
  el.remove();
  return { dom, frame, all, first };
}
try {
  for (let run = 0; run < ${RUNS}; run++) {
    const page = await once('page');
    window.__samples.dom.push(page.dom);
    window.__samples.frame.push(page.frame);
    window.__samples.all.push(page.all);
    window.__samples.first.push(page.first);
    window.__samples.steps.push((await once('steps')).frame);
  }
} catch (error) {
  window.__samples.error = String(error);
}
window.__ready = true;
`;

interface Timings {
  dom: number[];
  /** Fields in the DOM at the first screen (what filled the viewport). */
  first: number[];
  frame: number[];
  all: number[];
  steps: number[];
}

async function renderTimings(app: Bundle): Promise<Timings> {
  const browser = await launchChromium();
  try {
    const page = await openBundlePage(browser, app, PAGE);
    await page.waitForFunction('window.__ready === true || window.__samples?.error', { timeout: 120_000 });
    const samples = (await page.evaluate('window.__samples')) as Timings & { error?: string };
    if (samples.error) throw new Error(samples.error);
    return samples;
  } finally {
    await browser.close();
  }
}

export async function benchForm(): Promise<{ rows: FormRow[]; details: Record<string, unknown> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'parley-bench-form-'));
  const form = await bundle(join(ROOT, 'src/form.ts'), outDir);
  const phone = await phoneChunk(outDir);
  const lazySize = [...form.lazy.values()].reduce((sum, code) => sum + gzip(code), 0);
  const timings = await renderTimings(form);
  const dom = stats(timings.dom);
  const frame = stats(timings.frame);
  const all = stats(timings.all);
  const steps = stats(timings.steps);
  const rows: FormRow[] = [
    {
      name: 'phone chunk (libphonenumber-js max, only for forms with a phone field), gzip',
      value: kB(gzip(phone)),
      unit: 'kB',
    },
    ...(form.lazy.size
      ? [
          {
            name: 'other chunks (fetched only if used), gzip',
            value: kB(lazySize),
            unit: 'kB',
            note: [...form.lazy.keys()].join(', '),
          },
        ]
      : []),
    {
      name: `first render of a ${FIELDS}-field form with conditions (data → first screen in the DOM), median`,
      value: round(dom.median),
      unit: 'ms',
      note: `budget 50 ms; ${stats(timings.first).median} fields in the first screen of a 900 px viewport`,
    },
    {
      name: `first render of a ${FIELDS}-field form with conditions (data → first screen in the DOM), p95`,
      value: round(dom.p95),
      unit: 'ms',
    },
    {
      name: `first render of a ${FIELDS}-field form with conditions (data → next frame), median`,
      value: round(frame.median),
      unit: 'ms',
    },
    {
      name: `every shown field of the ${FIELDS}-field form in the DOM (idle-time batches), median`,
      value: round(all.median),
      unit: 'ms',
    },
    {
      name: `the ${FIELDS}-field form one question at a time (data → next frame), median`,
      value: round(steps.median),
      unit: 'ms',
    },
  ];
  return {
    rows,
    details: { samples: timings, dom, frame, all, steps, runs: timings.dom.length, lazyFiles: [...form.lazy.keys()] },
  };
}

await runIfMain(import.meta.url, 'form', benchForm);
