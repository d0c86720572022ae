/**
 * The composer's first minute carries no zod: its first screen (`src/composer.ts`), `later.ts` and the send rules
 * (`send-rules.ts`, which judge a draft with `core/send-rules.ts`) reach neither zod nor the schema modules built
 * with it, statically. Routes name their response schemas by key (`api/route-schemas.ts`), which only development
 * builds map to schemas (`api/response-schemas.dev.ts`), so no response schema is part of these chunks. Checked on the module graph esbuild resolves from the composer's entry; the last test
 * shows the check fails when the send rules run the service's zod schema again.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { sourceBundle } from './source-bundle.js';

const ENTRY = 'src/composer.ts';
const FIRST_MINUTE = [ENTRY, 'src/components/composer/later.ts', 'src/components/composer/send-rules.ts'];

/** The modules each first-minute module reaches through static imports, that are zod or built with it. */
function zodReached({ inputs }: Metafile): string[] {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const i of inputs[path]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  for (const module of FIRST_MINUTE) {
    assert.ok(inputs[module], `${module} is in the composer's graph`);
    visit(module);
  }
  return [...seen].filter((path) => /node_modules\/zod\/|^src\/schemas\/(zod|common|messages)\.ts$/.test(path));
}

describe("the composer's first minute carries no zod", () => {
  it('reaches neither zod nor a zod schema module statically', async () => {
    assert.deepEqual(zodReached(await sourceBundle([ENTRY])), []);
  });

  it('would, were the send rules to run the service schema again (the check can fail)', async () => {
    const bundle = await sourceBundle([ENTRY], {
      change: {
        'src/components/composer/send-rules.ts': (text) =>
          `import { SendRequest } from '../../schemas/messages.js';\nexport const oracle = SendRequest;\n${text}`,
      },
    });
    const found = zodReached(bundle);
    assert.ok(
      found.includes('src/schemas/messages.ts') && found.some((path) => path.includes('node_modules/zod/')),
      String(found),
    );
  });
});
