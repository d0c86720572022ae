export declare const CONTENT_TYPES: Record<string, string>;
/** A file name carrying its content hash (`form-mjkn2Tv4.js`, `parley-core-BdZ22c3p.js`): its URL never changes meaning. */
export declare const HASHED: RegExp;
export declare const IMMUTABLE = "public, max-age=31536000, immutable";
export type Encoding = 'br' | 'gzip' | 'identity';
/** The best encoding the request accepts: brotli, then gzip (a `q=0` refuses one), else none. */
export declare function negotiateEncoding(acceptEncoding: string | null): Encoding;
/** Compresses text for the wire: brotli at its best quality (files are compressed once), gzip at level 9. */
export declare function compress(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer>;
export interface StaticFiles {
    /**
     * The answer to a GET or HEAD of `name` (a path relative to the folder, already URL-decoded): the file, 304 when
     * `If-None-Match` matches, 404 (JSON, the API's error shape) when it does not exist or leaves the folder.
     */
    serve(request: Request, name: string): Promise<Response>;
}
/** Serves the files under `root`. `cacheControl` decides per name (default: hashed names immutable, others no-cache). */
export declare function staticFiles(root: string, { cacheControl }?: {
    cacheControl?: ((name: string) => "no-cache" | "public, max-age=31536000, immutable") | undefined;
}): StaticFiles;
/** A generated answer (an HTML page), compressed for this request (fast settings: it is made per request). */
export declare function compressedResponse(request: Request, body: string, init: {
    status?: number;
    headers: Record<string, string>;
}): Promise<Response>;
/** Below this an answer goes out as it is: a few hundred bytes fit the first packet either way (nginx's own floor is 20). */
export declare const MIN_COMPRESSED_BYTES = 1024;
/**
 * An API answer as a production API host sends it: a JSON body of `MIN_COMPRESSED_BYTES` or more compressed for a
 * client that accepts it (a 20-thread list page is ~15 kB of JSON, ~3 kB as brotli: ~60 ms less on Slow 4G). Streams
 * (`text/event-stream`), binary bodies and small answers are passed through unchanged.
 */
export declare function compressedAnswer(request: Request, response: Response): Promise<Response>;
