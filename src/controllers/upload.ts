/**
 * The composer's file uploads through the host's handler: check a file against its field's rules BEFORE uploading
 * (`core/media-files.ts`, the policy the inbox's attachments share), upload it with progress and cancel, and keep
 * each field's state (uploading with its fraction, or what went wrong) for rendering. Loaded on first use
 * (`import()`): nothing here is on an element's first screen.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { checkFile, type FileRules, type UploadHandler, type UploadProblem } from '../core/media-files.js';

export type UploadState =
  | { status: 'uploading'; name: string; fraction: number | undefined }
  | { status: 'failed'; name: string; problem: UploadProblem };

/** The files of a drop or a paste (empty when it carried only text). */
export function filesOf(data: DataTransfer | null | undefined): File[] {
  return data ? [...data.files] : [];
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
