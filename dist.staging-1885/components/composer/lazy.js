import { composerMessages } from '../../i18n/composer.js';
import { addEnglishWords } from '../../i18n/index.js';
/** Every lazily loaded module of `<parley-composer>`. */
export const composerParts = {
    /** Everything beyond the first screen (`later.ts`: editors, extras, result, scheduled list…) and its English words. */
    later: () => import('./later.js').then((m) => {
        addEnglishWords(composerMessages, { ...m.laterEn, ...m.extrasEn });
        return m;
    }),
    /** The service's send rules (zod): fetched beside the first paint; a send and `updateComplete` wait for them. */
    sendRules: () => import('./send-rules.js'),
};
/** Page-wide: what has arrived, and what is on its way. */
const loaded = new Map();
const loading = new Map();
export class ComposerParts {
    #host;
    constructor(host) {
        this.#host = host;
        host.addController(this);
    }
    /** The module, if it has arrived (render with it, or without it while it is on its way). */
    get(name) {
        return loaded.get(name);
    }
    /** Fetches the module once per page; this element renders when it arrives. Rejects when it cannot be fetched. */
    load(name) {
        let promise = loading.get(name);
        if (!promise) {
            promise = composerParts[name]().then((part) => (loaded.set(name, part), part), (error) => {
                loading.delete(name);
                throw error;
            });
            loading.set(name, promise);
        }
        return promise.then((part) => (this.#host.requestUpdate(), part));
    }
    /** Like `load`, but undefined (and no throw) when the module cannot be fetched now: the next update tries again. */
    try(name) {
        return this.load(name).catch(() => undefined);
    }
    hostConnected() { }
}
