/**
 * File uploads through a host-provided handler, shared by any element with a media field (the composer's media
 * URLs; an inbox reply attachment could use the same): check a file's type and size BEFORE uploading, upload it with
 * progress and cancel, and keep each field's state (uploading with its fraction, or what went wrong) for rendering.
 * Loaded on first use (`import()`): nothing here is on an element's first screen.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
/**
 * Uploads a file somewhere the service can fetch it from, resolving to its URL (`https://…`). Provided by the host
 * page (its own storage: S3 pre-signed URL, Cloudinary, …); it should stop when `signal` aborts and may report
 * progress as a fraction from 0 to 1.
 */
export type UploadHandler = (file: File, options: {
    signal: AbortSignal;
    onProgress?(fraction: number): void;
}) => Promise<string>;
/** What a field accepts: file extensions (lower case, no dot) and a size limit. */
export interface FileRules {
    extensions: readonly string[];
    maxBytes: number;
}
/** Why a file was not uploaded, or why its upload failed. */
export type UploadProblem = {
    kind: 'type';
    allowed: readonly string[];
} | {
    kind: 'size';
    size: number;
    maxBytes: number;
} | {
    kind: 'failed';
    reason: string;
} | {
    kind: 'bad-url';
};
export type UploadState = {
    status: 'uploading';
    name: string;
    fraction: number | undefined;
} | {
    status: 'failed';
    name: string;
    problem: UploadProblem;
};
/** The file's kind as an extension: from its MIME type when known, else from its name. */
export declare function extensionOf(file: File): string;
/** The problem that keeps `file` from being uploaded under `rules`, if any. */
export declare function checkFile(file: File, rules: FileRules): UploadProblem | undefined;
/** The files of a drop or a paste (empty when it carried only text). */
export declare function filesOf(data: DataTransfer | null | undefined): File[];
/** "2.4 MB", "800 kB" in the locale's digits. */
export declare function formatBytes(bytes: number, locale?: string): string;
/** Uploads per field key: one at a time per field; a new file for the same field cancels the previous upload. */
export declare class FileUploads implements ReactiveController {
    #private;
    private readonly host;
    constructor(host: ReactiveControllerHost);
    /** The state of the field's upload: uploading, failed, or `undefined` (none, or done). */
    get(key: string): UploadState | undefined;
    /** Checks `file`, then uploads it with `handler`; `done` receives the URL. Problems stay in the field's state. */
    start(key: string, file: File, rules: FileRules, handler: UploadHandler, done: (url: string) => void): Promise<void>;
    /** Stops the field's upload (the handler's signal aborts) and forgets its state. */
    cancel(key: string): void;
    hostDisconnected(): void;
}
