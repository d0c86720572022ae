/**
 * The README's "Contacts, audiences and blasts" section, run as written against a fresh sandbox with its demo data
 * (what `npx parley sandbox` starts): the TypeScript block (only its import pointed at this checkout and its
 * `baseUrl` at the test's sandbox) and every `npx parley …` line of the shell block, through the CLI's `main`.
 * A number the block creates must not be one the demo data already holds (that is a 409, and the block stops).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { main } from '../../../src/node/cli.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';
import { ROOT } from '../dist/harness.js';

/** The section's first block in `lang`. */
function block(lang: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = /^## Contacts, audiences and blasts\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const code = new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(section)?.[1];
  assert.ok(code, `the section has a ${lang} block`);
  return code;
}

/** A shell line's words: split at spaces outside double quotes, the quotes removed; a `#` comment dropped. */
function words(line: string): string[] {
  return [...line.replace(/\s+#.*$/, '').matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

let sandbox: SandboxServer;
let tmp: string;
before(async () => {
  sandbox = await startSandboxServer({ port: 0, log: () => {} });
  tmp = mkdtempSync(join(tmpdir(), 'parley-readme-contacts-'));
});
after(async () => {
  await sandbox.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('README: contacts, audiences and blasts', () => {
  it('the TypeScript block runs against a fresh sandbox', async () => {
    const code = block('ts')
      .replace(`from '@parley/embeds/node'`, `from ${JSON.stringify(join(ROOT, 'src/node/index.ts'))}`)
      .replace('http://127.0.0.1:4010/api', sandbox.baseUrl);
    assert.ok(code.includes(sandbox.baseUrl), 'the block names the sandbox it runs against');
    const file = join(tmp, 'contacts.mts');
    writeFileSync(file, `${code}\nexport { vip, blast, later };\n`);
    const saved = process.env.PARLEY_API_KEY;
    process.env.PARLEY_API_KEY = SANDBOX_DEFAULTS.apiKey;
    try {
      const ran = (await import(pathToFileURL(file).href)) as { vip: { id: string }; blast: { id: string } };
      assert.match(ran.vip.id, /^aud_/);
      assert.match(ran.blast.id, /^blast_/);
    } finally {
      if (saved === undefined) delete process.env.PARLEY_API_KEY;
      else process.env.PARLEY_API_KEY = saved;
    }
  });

  it('every `npx parley` line of the shell block exits 0', async () => {
    const lines = block('sh')
      .split('\n')
      .filter((line) => line.startsWith('npx parley '));
    assert.ok(lines.length >= 3, lines.join('\n'));
    for (const line of lines) {
      const out = { stdout: '', stderr: '' };
      const io = {
        stdout: (t: string) => void (out.stdout += t),
        stderr: (t: string) => void (out.stderr += t),
        env: { PARLEY_BASE_URL: sandbox.baseUrl },
      };
      const code = await main(words(line).slice(2), io);
      assert.equal(code, 0, `${line}\n${out.stderr}${out.stdout}`);
    }
  });
});
