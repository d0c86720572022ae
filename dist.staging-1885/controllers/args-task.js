export class ArgsTask {
    host;
    args;
    task;
    value;
    error;
    #args;
    #abort;
    constructor(host, args, task) {
        this.host = host;
        this.args = args;
        this.task = task;
        host.addController(this);
    }
    hostUpdate() {
        const args = this.args();
        const prev = this.#args;
        if (prev && prev.length === args.length && prev.every((v, i) => v === args[i] || (v !== v && args[i] !== args[i])))
            return;
        this.#args = args;
        void this.#run(args);
    }
    async #run(args) {
        this.#abort?.abort();
        const abort = (this.#abort = new AbortController());
        this.host.requestUpdate();
        let value;
        let error;
        try {
            value = await this.task(args, abort.signal);
        }
        catch (e) {
            error = e;
        }
        if (this.#abort !== abort)
            return;
        this.#abort = undefined;
        this.value = value;
        this.error = error;
        this.host.requestUpdate();
    }
}
