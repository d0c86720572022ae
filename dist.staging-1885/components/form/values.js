import { own } from './own.js';
export { own };
const pad = (n) => String(n).padStart(2, '0');
/** `YYYY-MM-DDTHH:MM` (a datetime-local value, local time) → ISO 8601 with the local offset at that date. */
export function localToIso(local) {
    const date = new Date(local);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) || Number.isNaN(date.getTime()))
        return null;
    const offset = -date.getTimezoneOffset();
    const abs = Math.abs(offset);
    return `${local.length === 16 ? `${local}:00` : local}${offset < 0 ? '-' : '+'}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
}
/** ISO 8601 → a datetime-local value in this browser's time zone ('' if unreadable). */
export function isoToLocal(iso) {
    const date = typeof iso === 'string' ? new Date(iso) : undefined;
    if (!date || Number.isNaN(date.getTime()))
        return '';
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
/**
 * A web address as people type it: `dana.example.com` or `www.example.com/a` is stored as `https://…` (as Google
 * Forms and Typeform do). A written scheme must be http or https; anything else (`javascript:`, `ftp:`, `mailto:`)
 * is refused. A bare host must contain a dot and no spaces. Returns null when it cannot be a web address.
 */
export function withScheme(text) {
    const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text);
    // `example.com:8080/x` reads as a scheme; a host followed by a port is not one.
    if (scheme && !/^[^/:]+\.[^/:]+:\d+(?:[/?#]|$)/.test(text))
        return /^https?$/i.test(scheme[1]) ? text : null;
    if (text.startsWith('//'))
        return null;
    const host = text.split(/[/?#]/)[0];
    return /^[^\s.@]+(\.[^\s.@]+)+(:\d+)?$/.test(host) && !/\s/.test(text) ? `https://${text}` : null;
}
/** An `HH:MM` bound as the field's locale writes times ("9:00 AM" in en-US, "09:00" in es). */
export function formatTime(value, locale) {
    const [h, m] = value.split(':').map(Number);
    if (!Number.isInteger(h) || !Number.isInteger(m))
        return value;
    try {
        return new Date(2000, 0, 1, h, m).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
    }
    catch {
        return value;
    }
}
/**
 * Splits a server's field errors (`{"data.email": [...]}` from a 400 ZodError body) into messages on fields this
 * form shows and the rest, which go to the summary at the top. `parts`: a structured field's parts, whose errors
 * show under the part's input (`key.part`).
 */
export function mapServerErrors(fields, fieldErrors, parts) {
    const errors = Object.create(null);
    const other = [];
    const keys = new Map(fields.map((f) => [f.key, f]));
    for (const [path, messages] of Object.entries(fieldErrors)) {
        const text = messages.join(' ');
        if (!text)
            continue;
        const [head, key, part] = path.split('.');
        const field = head === 'data' && key ? keys.get(key) : undefined;
        if (!field)
            other.push(text);
        else
            errors[part && parts(field)?.includes(part) ? `${key}.${part}` : key] ??= text;
    }
    return { errors, other };
}
