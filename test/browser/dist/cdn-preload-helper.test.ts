/**
 * The CDN files' `__vitePreload` (scripts/cdn-preload-helper.ts, bundled by vite.config.ts `smallPreloadHelper` in
 * place of Vite's): a lazy chunk's imports are asked for beside it, once each, with the page's CSP nonce, and the
 * import's own result or failure is what the caller gets. test/node/dist/dist.test.ts runs the built files.
 */
import { expect } from '@open-wc/testing';
import { __vitePreload } from '../../../scripts/cdn-preload-helper.js';
import { waitUntil } from '../helpers/wait.js';

const BASE = import.meta.url;
const url = (file: string) => new URL(`./cdn-preload-fixtures/${file}`, BASE).href;
const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.href,
    nonce: link.nonce,
  }));
/** Whether the page fetched `href` (the preload's request: an answer, not only an attempt). */
const fetched = (href: string) =>
  performance
    .getEntriesByName(href, 'resource')
    .some((entry) => (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus === 200);

describe('the CDN files’ preload helper', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    meta = Object.assign(document.createElement('meta'), { nonce: 'n0nce' });
    meta.setAttribute('property', 'csp-nonce');
    document.head.append(meta);
  });
  afterEach(() => {
    meta.remove();
    for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it('asks for the chunk and its imports beside the import, with the page’s nonce, and returns the module', async () => {
    const module = await __vitePreload(
      () => import(url('chunk.js')) as Promise<{ chunk: string }>,
      ['./cdn-preload-fixtures/chunk.js', './cdn-preload-fixtures/dep.js'],
      BASE,
    );
    expect(module.chunk).to.equal('chunk with dep');
    expect(preloads()).to.deep.equal([
      { href: url('chunk.js'), nonce: 'n0nce' },
      { href: url('dep.js'), nonce: 'n0nce' },
    ]);
  });

  it('asks for each file once: not again for a later import, nor when the page already links it', async () => {
    const linked = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url('dep.js?b') });
    document.head.append(linked);
    await __vitePreload(async () => 'first', ['./cdn-preload-fixtures/dep.js?a', './cdn-preload-fixtures/dep.js?b'], BASE);
    await __vitePreload(async () => 'second', ['./cdn-preload-fixtures/dep.js?a', './cdn-preload-fixtures/dep.js?c'], BASE);
    expect(preloads().map((link) => link.href)).to.deep.equal([url('dep.js?b'), url('dep.js?a'), url('dep.js?c')]);
    // Nothing imports these: only the preloads fetch them.
    await waitUntil(() => fetched(url('dep.js?a')) && fetched(url('dep.js?c')), 'the preloads were not fetched');
  });

  it('resolves files against the importing chunk’s URL, and without a nonce when the page has none', async () => {
    meta.remove();
    const base = new URL('./cdn-preload-fixtures/chunk.js', BASE).href;
    await __vitePreload(async () => undefined, ['./dep.js?d'], base);
    expect(preloads()).to.deep.equal([{ href: url('dep.js?d'), nonce: '' }]);
  });

  it('imports at once, asks for nothing without files, and passes on the import’s failure', async () => {
    let imported = false;
    const result = __vitePreload(async () => {
      imported = true;
      return 'loaded';
    }, undefined, BASE);
    expect(imported, 'the import is not held back').to.equal(true);
    expect(await result).to.equal('loaded');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const error = await __vitePreload(() => Promise.reject(failure), [], BASE).catch((e: unknown) => e);
    expect(error).to.equal(failure);
    expect(preloads()).to.deep.equal([]);
  });
});
