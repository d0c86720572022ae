/**
 * Files attached to a reply (issue 17 point 13), loaded on first use (paperclip, drop or paste): checks each file
 * against what the channel can carry before uploading it, uploads it with the host's `uploadHandler`, and renders
 * the strip of previews with their progress, errors and remove buttons. The service takes media as URLs, so the
 * host turns a File into a URL (its own storage); the reply is then sent as MMS (phone senders) or RCS media.
 */
import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
/** Turns a file into a URL the service can fetch (the host's upload); rejects on failure, honours `signal`. */
export type UploadHandler = (file: File, signal: AbortSignal) => Promise<string>;
type T = (key: InboxKey, vars?: Record<string, string | number>) => string;
/**
 * Size limits per file, where the spec is silent (docs/decisions.md): US carriers take MMS up to about 1–5 MB
 * and resize, so 5 MB; RCS (RBM) takes files up to 100 MB.
 */
export declare const MAX_MB: {
    readonly mms: 5;
    readonly rcs: 100;
};
/** RCS sends one media per message (`rcs.media`, or a card's with the text): one file; MMS up to 10 URLs. */
export declare const MAX_FILES: {
    readonly mms: 10;
    readonly rcs: 1;
};
export type Channel = keyof typeof MAX_MB;
export interface Attachment {
    id: number;
    file: File;
    /**
     * A `data:` URL of an image's small thumbnail, once drawn. Not a `blob:` object URL: the README's CSP
     * (`img-src 'self' https: data:`) blocks those, and a host should not have to widen `img-src` for a preview.
     */
    preview: string | undefined;
    state: 'uploading' | 'done' | 'error';
    url?: string;
    abort: AbortController;
}
/** The `accept` list of the file picker for a channel. */
export declare function acceptFor(channel: Channel): string;
/** Why a file cannot go on this channel (type, size), or null. */
export declare function checkFile(file: File, channel: Channel, t: T): string | null;
/** The attachments of the open thread's reply; the element owns one per thread and drops it on switch. */
export declare class ReplyAttachments {
    #private;
    private readonly host;
    private readonly upload;
    items: Attachment[];
    /** Why files were refused at the last add (shown until the next add, remove or send). */
    refused: string[];
    constructor(host: ReactiveControllerHost, upload: () => UploadHandler | undefined);
    get uploading(): boolean;
    get failed(): boolean;
    /** URLs of uploaded files, in the order they were added. */
    get urls(): string[];
    /** Checks and uploads files (from the picker, a drop or a paste). */
    add(files: Iterable<File>, channel: Channel, t: T): void;
    retry(id: number): void;
    remove(id: number): void;
    /** Forgets everything (sent, or another thread opened): uploads in flight are aborted. */
    clear(): void;
    /** The strip above the reply box: thumbnails (or file names), progress, errors with Retry, remove buttons. */
    render(t: T): TemplateResult | typeof nothing;
}
/** The strip's styles, adopted into the inbox's shadow root with this module (not on its first screen). */
export declare const attachmentStyles: import("lit").CSSResult;
export {};
