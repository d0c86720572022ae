export const responseCheck = {
    enabled: false,
    response: (_schema, body) => ({ ok: true, value: body }),
    streamEvent(candidate) {
        // Routing needs an event name, a cursor and an object payload; anything else is reported, never delivered.
        const { id, event, data } = candidate;
        return typeof id === 'string' && typeof event === 'string' && typeof data === 'object' && data !== null
            ? { ok: true, value: candidate }
            : { ok: false, problems: [`event ${event ?? '(none)'} without a cursor or an object payload`] };
    },
};
