import { DraftStore } from '../../controllers/draft.js';
import { asApiError } from './inbox-store.js';
const NOTES_SAVE_DELAY = 800;
export class NotesAutosave {
    host;
    store;
    text = '';
    status = 'idle';
    error;
    #threadId;
    #draft;
    #timer;
    #saving;
    constructor(host, store) {
        this.host = host;
        this.store = store;
        host.addController(this);
    }
    /** Follows the open thread: the previous draft is flushed, the new one loaded (and saved if a reload left it). */
    switchTo(thread) {
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
            this.#draft = new DraftStore('inbox-notes', thread.id);
            const draft = this.#draft.load();
            this.text = draft ?? thread.conversation.notes;
            // A draft left by a reload before its save finished: save it now.
            if (draft !== undefined && draft !== thread.conversation.notes)
                this.#schedule(0);
        }
        this.host.requestUpdate();
    }
    input(text) {
        this.text = text;
        this.#draft?.save(text);
        this.#schedule(NOTES_SAVE_DELAY);
        this.host.requestUpdate();
    }
    retry() {
        this.#schedule(0);
    }
    /** A teammate changed the notes: take theirs unless we are editing ours. */
    remoteChange(previous, next) {
        if (this.#timer !== undefined || this.status === 'saving' || this.text !== previous)
            return;
        this.text = next;
        this.host.requestUpdate();
    }
    /** Writes a pending draft to storage now (the save itself is dropped). */
    flush() {
        if (this.#timer === undefined)
            return;
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#draft?.flush();
    }
    #schedule(delay) {
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => void this.#save(), delay);
    }
    async #save() {
        this.#timer = undefined;
        const id = this.#threadId;
        const draft = this.#draft;
        if (!id || !draft)
            return;
        await this.#saving; // one save at a time, in order
        const text = this.text;
        this.status = 'saving';
        this.host.requestUpdate();
        const saving = this.store
            .api()
            .updateConversation(id, { notes: text })
            .then((c) => {
            if (this.#draft !== draft)
                return;
            if (this.text === text) {
                draft.clear();
                this.status = 'saved';
            }
            this.store.notesSaved(c);
            this.host.requestUpdate();
        }, (error) => {
            if (this.#draft !== draft)
                return;
            this.status = 'error';
            this.error = asApiError(error);
            this.host.requestUpdate();
            this.store.fail(this.error, 'notes', id);
        });
        this.#saving = saving;
        await saving;
    }
    hostDisconnected() {
        this.flush();
        this.#draft?.dispose();
    }
}
