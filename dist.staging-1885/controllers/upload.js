const MIME_EXTENSIONS = {
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
export function extensionOf(file) {
    const fromType = MIME_EXTENSIONS[file.type.toLowerCase()];
    if (fromType)
        return fromType;
    const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    return ext === 'jpeg' ? 'jpg' : ext;
}
/** The problem that keeps `file` from being uploaded under `rules`, if any. */
export function checkFile(file, rules) {
    const ext = extensionOf(file);
    if (!rules.extensions.includes(ext) && !(ext === 'jpg' && rules.extensions.includes('jpeg')))
        return { kind: 'type', allowed: rules.extensions };
    if (file.size > rules.maxBytes)
        return { kind: 'size', size: file.size, maxBytes: rules.maxBytes };
    return undefined;
}
/** The files of a drop or a paste (empty when it carried only text). */
export function filesOf(data) {
    return data ? [...data.files] : [];
}
/** "2.4 MB", "800 kB" in the locale's digits. */
export function formatBytes(bytes, locale) {
    const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte'];
    try {
        return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
    }
    catch {
        return `${value.toFixed(1)} ${unit === 'megabyte' ? 'MB' : 'kB'}`;
    }
}
/** Uploads per field key: one at a time per field; a new file for the same field cancels the previous upload. */
export class FileUploads {
    host;
    #items = new Map();
    constructor(host) {
        this.host = host;
        host.addController(this);
    }
    /** The state of the field's upload: uploading, failed, or `undefined` (none, or done). */
    get(key) {
        return this.#items.get(key)?.state;
    }
    /** Checks `file`, then uploads it with `handler`; `done` receives the URL. Problems stay in the field's state. */
    async start(key, file, rules, handler, done) {
        this.cancel(key);
        const problem = checkFile(file, rules);
        if (problem)
            return this.#set(key, { status: 'failed', name: file.name, problem });
        const abort = new AbortController();
        const item = { state: { status: 'uploading', name: file.name, fraction: undefined }, abort };
        this.#items.set(key, item);
        this.host.requestUpdate();
        try {
            const url = await handler(file, {
                signal: abort.signal,
                onProgress: (fraction) => {
                    if (abort.signal.aborted || this.#items.get(key) !== item)
                        return;
                    item.state = { status: 'uploading', name: file.name, fraction: Math.min(1, Math.max(0, fraction)) };
                    this.host.requestUpdate();
                },
            });
            if (abort.signal.aborted || this.#items.get(key) !== item)
                return;
            this.#items.delete(key);
            if (!/^https?:\/\//i.test(url))
                return this.#set(key, { status: 'failed', name: file.name, problem: { kind: 'bad-url' } });
            done(url);
            this.host.requestUpdate();
        }
        catch (error) {
            if (abort.signal.aborted || this.#items.get(key) !== item)
                return;
            this.#set(key, {
                status: 'failed',
                name: file.name,
                problem: { kind: 'failed', reason: error instanceof Error ? error.message : String(error) },
            });
        }
    }
    /** Stops the field's upload (the handler's signal aborts) and forgets its state. */
    cancel(key) {
        const item = this.#items.get(key);
        if (!item)
            return;
        item.abort?.abort();
        this.#items.delete(key);
        this.host.requestUpdate();
    }
    #set(key, state) {
        this.#items.set(key, { state });
        this.host.requestUpdate();
    }
    hostDisconnected() {
        for (const key of [...this.#items.keys()])
            this.cancel(key);
    }
}
