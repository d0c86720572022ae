/**
 * Any thrown value as an `Error`, for `parley-error`'s detail (an `ApiError` stays itself). A module of its own: a
 * module an element's first screen shares with its lazy parts carries every export any of them uses (esbuild keeps
 * a module whole in one chunk), and the inbox's first screen fires `parley-error` without needing this.
 */
export const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
