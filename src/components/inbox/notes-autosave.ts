/**
 * Autosave of a thread's internal notes: typing saves after a pause (one save at a time, in order), a draft survives
 * a reload (`DraftStore`) and is saved on the next open, switching threads or leaving flushes the draft.
 * A teammate's live change replaces the text only when no edit of ours is in progress.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiError } from '../../api/errors.js';
import { DraftStore } from '../../controllers/draft.js';
import { asApiError, type InboxStore } from './inbox-store.js';
import type { ThreadState } from './model.js';

const NOTES_SAVE_DELAY = 800;

export class NotesAutosave implements ReactiveController {
  text = '';
  status: 'idle' | 'saving' | 'saved' | 'error' = 'idle';
  error: ApiError | undefined;
  #threadId: string | undefined;
  #draft: DraftStore<string> | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #saving: Promise<void> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: InboxStore,
  ) {
    host.addController(this);
  }

  /** Follows the open thread: the previous draft is flushed, the new one loaded (and saved if a reload left it). */
  switchTo(thread: ThreadState | undefined): void {
    this.flush();
    this.#draft?.dispose();
    this.#draft = undefined;
    this.#threadId = undefined;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.status = 'idle';
    this.error = undefined;
    this.text = '';
    if (thread?.conversation) {
      this.#threadId = thread.id;
      this.#draft = new DraftStore<string>('inbox-notes', thread.id);
      const draft = this.#draft.load();
      this.text = draft ?? thread.conversation.notes;
      // A draft left by a reload before its save finished: save it now.
      if (draft !== undefined && draft !== thread.conversation.notes) this.#schedule(0);
    }
    this.host.requestUpdate();
  }

  input(text: string): void {
    this.text = text;
    this.#draft?.save(text);
    this.#schedule(NOTES_SAVE_DELAY);
    this.host.requestUpdate();
  }

  retry(): void {
    this.#schedule(0);
  }

  /** A teammate changed the notes: take theirs unless we are editing ours. */
  remoteChange(previous: string | undefined, next: string): void {
    if (this.#timer !== undefined || this.status === 'saving' || this.text !== previous) return;
    this.text = next;
    this.host.requestUpdate();
  }

  /** Writes a pending draft to storage now (the save itself is dropped). */
  flush(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#draft?.flush();
  }

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#save(), delay);
  }

  async #save(): Promise<void> {
    this.#timer = undefined;
    const id = this.#threadId;
    const draft = this.#draft;
    if (!id || !draft) return;
    await this.#saving; // one save at a time, in order
    const text = this.text;
    this.status = 'saving';
    this.host.requestUpdate();
    const saving = this.store
      .api()
      .updateConversation(id, { notes: text })
      .then(
        (c) => {
          if (this.#draft !== draft) return;
          if (this.text === text) {
            draft.clear();
            this.status = 'saved';
          }
          this.store.notesSaved(c);
          this.host.requestUpdate();
        },
        (error: unknown) => {
          if (this.#draft !== draft) return;
          this.status = 'error';
          this.error = asApiError(error);
          this.host.requestUpdate();
          this.store.fail(this.error, 'notes', id);
        },
      );
    this.#saving = saving;
    await saving;
  }

  hostDisconnected(): void {
    this.flush();
    this.#draft?.dispose();
  }
}
