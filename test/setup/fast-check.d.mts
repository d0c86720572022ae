/** Types of fast-check.mjs (the test set-up that fixes and prints the property-test seed). */
export declare const DEFAULT_SEED: number;
export declare function configureFastCheck(env?: { seed?: string | undefined; path?: string | undefined }): number;
