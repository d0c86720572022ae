/**
 * The sandbox's pages (Node only): the demo page and the hosted form page from their production build in
 * `dist/pages` (scripts/pages.ts: minified, hashed chunks, modulepreload hints), their chunks under `/assets/`
 * compressed and cached as a production host does (`static-files.ts`). In a checkout the build is redone before a
 * page is served when it is missing or a source file is newer (`npm start` from a clean clone; an edit shows up on
 * the next reload, after the ~10 s build); an installed package ships it built.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staticFiles } from './static-files.js';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PAGES_DIR = join(ROOT, 'dist', 'pages');
export function sandboxPages({ dir = PAGES_DIR, log = (text) => console.log(text), } = {}) {
    const assets = staticFiles(join(dir, 'assets'));
    let building;
    let checkedAt = 0;
    let failure;
    /** The builder when this is a checkout that can run it (tsx loads the .ts), else undefined. */
    async function builder() {
        const script = join(ROOT, 'scripts', 'pages.ts');
        if (!existsSync(script))
            return undefined;
        try {
            return (await import(pathToFileURL(script).href));
        }
        catch {
            return undefined; // plain Node running dist/: serve the build there is
        }
    }
    async function ensureBuilt() {
        if (building)
            return building;
        // A page load asks once; a burst of reloads does not walk the sources each time.
        if (Date.now() - checkedAt < 1000)
            return;
        checkedAt = Date.now();
        const pages = await builder();
        if (!pages?.pagesStale(dir))
            return;
        log(`Building the sandbox's pages for production into ${dir} …`);
        const started = Date.now();
        building = pages.buildPages(dir).then(() => {
            failure = undefined;
            log(`… built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        }, (error) => {
            failure = error instanceof Error ? error : new Error(String(error));
            log(`The sandbox's pages do not build: ${failure.message}`);
        });
        await building.finally(() => (building = undefined));
    }
    return {
        async html(name) {
            await ensureBuilt();
            const file = join(dir, name);
            if (!existsSync(file)) {
                return new Error(failure
                    ? `The pages do not build yet:\n${failure.message}`
                    : `The sandbox's pages are not built (${file} is missing): run npm run build.`);
            }
            return readFile(file, 'utf8');
        },
        async asset(request, name) {
            if (building)
                await building;
            return assets.serve(request, name);
        },
        async preloads(name, sources) {
            const file = join(dir, name.replace(/\.html$/, '.manifest.json'));
            let manifest;
            try {
                manifest = JSON.parse(await readFile(file, 'utf8'));
            }
            catch {
                return [];
            }
            const urls = new Set();
            const visit = (key) => {
                const chunk = manifest[key];
                if (!chunk || urls.has(`/${chunk.file}`))
                    return;
                urls.add(`/${chunk.file}`);
                chunk.imports?.forEach(visit);
            };
            // Keys are relative to the page's root (demo/): `../src/…`.
            for (const source of sources)
                for (const key of Object.keys(manifest))
                    if (key.endsWith(`/${source}`))
                        visit(key);
            return [...urls];
        },
    };
}
