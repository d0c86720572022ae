const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;
/** The values a template can use; a missing one is undefined. */
export function templateValues(c, agentName) {
    const name = c?.contact?.name?.trim() || undefined;
    return {
        'contact.name': name,
        'contact.firstName': name?.split(/\s+/)[0],
        'agent.name': agentName?.trim() || undefined,
    };
}
/** The text with every variable that has a value filled in, and the variables left unfilled (unknown ones included). */
export function fillTemplate(text, values) {
    const missing = new Set();
    const filled = text.replace(VARIABLE, (whole, name) => {
        const value = values[name];
        if (value === undefined)
            missing.add(name);
        return value ?? whole;
    });
    return { text: filled, missing: [...missing] };
}
/** Variables still written in a reply (`{{…}}`): it is not sent until they are filled in or removed. */
export function unfilledVariables(text) {
    return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]))];
}
