import { DebouncedCall } from './debounce.js';
export class ServiceValidation {
    host;
    result;
    pending = false;
    failed = false;
    #key = '';
    #call;
    constructor(host, delayMs = 400) {
        this.host = host;
        this.#call = new DebouncedCall(delayMs);
        host.addController(this);
    }
    /** Asks for a check of the body identified by `key` (no call when `call` is undefined: nothing to check). */
    request(key, call) {
        if (key === this.#key)
            return;
        this.#key = key;
        this.#call.cancel();
        this.result = undefined;
        this.failed = false;
        this.pending = !!call;
        if (call)
            this.#call.schedule((signal) => this.#run(call, signal));
    }
    async #run(call, signal) {
        let result;
        try {
            result = await call(signal);
        }
        catch {
            if (signal.aborted)
                return;
            this.failed = true;
        }
        // A call that answers although it was aborted (a newer draft came) must not replace the newer answer.
        if (signal.aborted)
            return;
        this.result = result;
        this.pending = false;
        this.host.requestUpdate();
    }
    hostDisconnected() {
        this.#call.cancel();
        this.#key = '';
    }
}
