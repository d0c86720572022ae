export declare const PAGES_DIR: string;
export type PageName = 'index.html' | 'form.html';
export interface SandboxPages {
    /** The page's HTML as built, or an Error saying why there is none (answered as a 503 page). */
    html(name: PageName): Promise<string | Error>;
    /** `/assets/<name>`: a chunk of the pages. */
    asset(request: Request, name: string): Promise<Response>;
    /**
     * The `/assets/` URLs of the chunks that hold these sources of the page (paths under the repository, e.g.
     * `src/components/form/fields/text.ts`) and of their static imports, from the build's manifest; none when the
     * build has no manifest.
     */
    preloads(name: PageName, sources: readonly string[]): Promise<string[]>;
}
export declare function sandboxPages({ dir, log, }?: {
    dir?: string;
    log?: (text: string) => void;
}): SandboxPages;
