/** A web address, raw and on the wire (`wire.ts`, the conversions of the common types). */
import { str, type Wire } from './wire.js';

/**
 * A web address as people type it: `dana.example.com` or `www.example.com/a` is stored as `https://…` (as Google
 * Forms and Typeform do). A written scheme must be http or https; anything else (`javascript:`, `ftp:`, `mailto:`)
 * is refused. A bare host must contain a dot and no spaces. Returns null when it cannot be a web address.
 */
export function withScheme(text: string): string | null {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text);
  // `example.com:8080/x` reads as a scheme; a host followed by a port is not one.
  if (scheme && !/^[^/:]+\.[^/:]+:\d+(?:[/?#]|$)/.test(text)) return /^https?$/i.test(scheme[1]!) ? text : null;
  if (text.startsWith('//')) return null;
  const host = text.split(/[/?#]/)[0]!;
  return /^[^\s.@]+(\.[^\s.@]+)+(:\d+)?$/.test(host) && !/\s/.test(text) ? `https://${text}` : null;
}

export function urlToWire(raw: unknown): Wire {
  const text = str(raw).trim();
  if (!text) return {};
  const url = withScheme(text);
  return url ? { value: url } : { error: 'errUrl' };
}
