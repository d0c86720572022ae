/**
 * Static files as a production host serves them (Node only, for `startSandboxServer` and the bench): brotli or gzip
 * by the request's `Accept-Encoding` (compressed once per file and kept in memory; a `.br`/`.gz` file written beside
 * it at build time is used as is), `Vary: Accept-Encoding`, content-hashed chunks cached for a year as
 * `immutable`, anything else `no-cache` with an `ETag` (so a reload revalidates with one 304).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.md', '.svg']);

/** A file name carrying its content hash (`form-mjkn2Tv4.js`, `parley-core-BdZ22c3p.js`): its URL never changes meaning. */
export const HASHED = /-[A-Za-z0-9_-]{8}\.(?:m?js|css|map|woff2|svg|png)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts: brotli, then gzip (a `q=0` refuses one), else none. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Compresses text for the wire: brotli at its best quality (files are compressed once), gzip at level 9. */
export function compress(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipAsync(body, { level: 9 });
}

interface Loaded {
  mtimeMs: number;
  raw: Buffer;
  etag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface StaticFiles {
  /**
   * The answer to a GET or HEAD of `name` (a path relative to the folder, already URL-decoded): the file, 304 when
   * `If-None-Match` matches, 404 (JSON, the API's error shape) when it does not exist or leaves the folder.
   */
  serve(request: Request, name: string): Promise<Response>;
}

/** Serves the files under `root`. `cacheControl` decides per name (default: hashed names immutable, others no-cache). */
export function staticFiles(
  root: string,
  { cacheControl = (name: string) => (HASHED.test(name) ? IMMUTABLE : 'no-cache') } = {},
): StaticFiles {
  const base = resolve(root);
  const files = new Map<string, Promise<Loaded | undefined>>();

  async function load(path: string): Promise<Loaded | undefined> {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const known = await files.get(path);
    if (known && known.mtimeMs === info.mtimeMs) return known;
    const loading = readFile(path).then((raw): Loaded => ({
      mtimeMs: info.mtimeMs,
      raw,
      etag: createHash('sha256').update(raw).digest('base64url').slice(0, 22),
      encoded: new Map(),
    }));
    files.set(path, loading);
    return loading;
  }

  function encoded(path: string, file: Loaded, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    let body = file.encoded.get(encoding);
    if (!body) {
      const prebuilt = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
      body = existsSync(prebuilt) ? readFile(prebuilt) : compress(file.raw, encoding);
      file.encoded.set(encoding, body);
    }
    return body;
  }

  return {
    async serve(request, name) {
      const path = resolve(base, name);
      const inside = path.startsWith(base + sep) && !name.split('/').some((part) => part === '..' || part === '');
      const file = inside ? await load(path) : undefined;
      if (!file) return Response.json({ error: `No file ${name}` }, { status: 404 });
      const ext = extname(path);
      const encoding = COMPRESSIBLE.has(ext) ? negotiateEncoding(request.headers.get('accept-encoding')) : 'identity';
      const etag = `"${file.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
      const headers = new Headers({
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(name),
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
      });
      if (COMPRESSIBLE.has(ext)) headers.set('Vary', 'Accept-Encoding');
      const match = request.headers.get('if-none-match');
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return new Response(null, { status: 304, headers });
      const body = encoding === 'identity' ? file.raw : await encoded(path, file, encoding);
      if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.byteLength));
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { headers });
    },
  };
}

/** A generated answer (an HTML page), compressed for this request (fast settings: it is made per request). */
export async function compressedResponse(
  request: Request,
  body: string,
  init: { status?: number; headers: Record<string, string> },
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Vary', 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
  const out = await encodeAnswer(Buffer.from(body), encoding, headers);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(out), { status: init.status ?? 200, headers });
}

/** Below this an answer goes out as it is: a few hundred bytes fit the first packet either way (nginx's own floor is 20). */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * An API answer as a production API host sends it: a JSON body of `MIN_COMPRESSED_BYTES` or more compressed for a
 * client that accepts it (a 20-thread list page is ~15 kB of JSON, ~3 kB as brotli: ~60 ms less on Slow 4G). Streams
 * (`text/event-stream`), binary bodies, small answers and answers to a client that accepts no encoding are passed
 * through unchanged (the last without being read).
 */
export async function compressedAnswer(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
  if (
    encoding === 'identity' ||
    !response.body ||
    !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) ||
    response.headers.has('content-encoding')
  )
    return response;
  const raw = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  const out = raw.byteLength < MIN_COMPRESSED_BYTES ? raw : await encodeAnswer(raw, encoding, headers);
  headers.set('Content-Length', String(out.byteLength));
  return new Response(new Uint8Array(out), { status: response.status, statusText: response.statusText, headers });
}

/** `raw` in `encoding` (brotli 5, gzip 6: fast enough per request), `headers` set to say so. */
async function encodeAnswer(raw: Buffer, encoding: Encoding, headers: Headers): Promise<Uint8Array> {
  let out: Uint8Array = raw;
  if (encoding === 'br')
    out = await brotli(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
  else if (encoding === 'gzip') out = await gzipAsync(raw, { level: 6 });
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(out.byteLength));
  return out;
}
