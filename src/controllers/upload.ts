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
export type UploadHandler = (
  file: File,
  options: { signal: AbortSignal; onProgress?(fraction: number): void },
) => Promise<string>;

/** What a field accepts: file extensions (lower case, no dot) and a size limit. */
export interface FileRules {
  extensions: readonly string[];
  maxBytes: number;
}

/** Why a file was not uploaded, or why its upload failed. */
export type UploadProblem =
  | { kind: 'type'; allowed: readonly string[] }
  | { kind: 'size'; size: number; maxBytes: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'bad-url' };

export type UploadState =
  | { status: 'uploading'; name: string; fraction: number | undefined }
  | { status: 'failed'; name: string; problem: UploadProblem };

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'text/vcard': 'vcf',
  'text/x-vcard': 'vcf',
};

/** The file's kind as an extension: from its MIME type when known, else from its name. */
export function extensionOf(file: File): string {
  const fromType = MIME_EXTENSIONS[file.type.toLowerCase()];
  if (fromType) return fromType;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

/** The problem that keeps `file` from being uploaded under `rules`, if any. */
export function checkFile(file: File, rules: FileRules): UploadProblem | undefined {
  const ext = extensionOf(file);
  if (!rules.extensions.includes(ext) && !(ext === 'jpg' && rules.extensions.includes('jpeg')))
    return { kind: 'type', allowed: rules.extensions };
  if (file.size > rules.maxBytes) return { kind: 'size', size: file.size, maxBytes: rules.maxBytes };
  return undefined;
}

/** The files of a drop or a paste (empty when it carried only text). */
export function filesOf(data: DataTransfer | null | undefined): File[] {
  return data ? [...data.files] : [];
}

/** "2.4 MB", "800 kB" in the locale's digits. */
export function formatBytes(bytes: number, locale?: string): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte'];
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  } catch {
    return `${value.toFixed(1)} ${unit === 'megabyte' ? 'MB' : 'kB'}`;
  }
}

/** Uploads per field key: one at a time per field; a new file for the same field cancels the previous upload. */
export class FileUploads implements ReactiveController {
  readonly #items = new Map<string, { state: UploadState; abort?: AbortController }>();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** The state of the field's upload: uploading, failed, or `undefined` (none, or done). */
  get(key: string): UploadState | undefined {
    return this.#items.get(key)?.state;
  }

  /** Checks `file`, then uploads it with `handler`; `done` receives the URL. Problems stay in the field's state. */
  async start(
    key: string,
    file: File,
    rules: FileRules,
    handler: UploadHandler,
    done: (url: string) => void,
  ): Promise<void> {
    this.cancel(key);
    const problem = checkFile(file, rules);
    if (problem) return this.#set(key, { status: 'failed', name: file.name, problem });
    const abort = new AbortController();
    const item = { state: { status: 'uploading', name: file.name, fraction: undefined } as UploadState, abort };
    this.#items.set(key, item);
    this.host.requestUpdate();
    try {
      const url = await handler(file, {
        signal: abort.signal,
        onProgress: (fraction) => {
          if (abort.signal.aborted || this.#items.get(key) !== item) return;
          item.state = { status: 'uploading', name: file.name, fraction: Math.min(1, Math.max(0, fraction)) };
          this.host.requestUpdate();
        },
      });
      if (abort.signal.aborted || this.#items.get(key) !== item) return;
      this.#items.delete(key);
      if (!/^https?:\/\//i.test(url))
        return this.#set(key, { status: 'failed', name: file.name, problem: { kind: 'bad-url' } });
      done(url);
      this.host.requestUpdate();
    } catch (error) {
      if (abort.signal.aborted || this.#items.get(key) !== item) return;
      this.#set(key, {
        status: 'failed',
        name: file.name,
        problem: { kind: 'failed', reason: error instanceof Error ? error.message : String(error) },
      });
    }
  }

  /** Stops the field's upload (the handler's signal aborts) and forgets its state. */
  cancel(key: string): void {
    const item = this.#items.get(key);
    if (!item) return;
    item.abort?.abort();
    this.#items.delete(key);
    this.host.requestUpdate();
  }

  #set(key: string, state: UploadState): void {
    this.#items.set(key, { state });
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    for (const key of [...this.#items.keys()]) this.cancel(key);
  }
}
