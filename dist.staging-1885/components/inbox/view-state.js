export class ViewState {
    #host;
    #value;
    constructor(host, initial) {
        this.#host = host;
        this.#value = initial;
    }
    get value() {
        return this.#value;
    }
    set(patch) {
        const value = this.#value;
        if (!Object.keys(patch).some((key) => !Object.is(patch[key], value[key])))
            return;
        this.#value = { ...value, ...patch };
        this.#host.requestUpdate();
    }
}
