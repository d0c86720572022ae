/**
 * Canned replies as templates: `{{contact.firstName}}`, `{{contact.name}}` and `{{agent.name}}` are filled from the
 * open thread's contact and the signed-in teammate. A variable without a value stays in the text as written, so the
 * reply box shows it and Send explains what to fill in instead of sending "Hi {{contact.firstName}}".
 */
import type { Conversation } from '../../schemas/conversations.js';

const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The values a template can use; a missing one is undefined. */
export function templateValues(
  c: Conversation | undefined,
  agentName: string | undefined,
): Record<string, string | undefined> {
  const name = c?.contact?.name?.trim() || undefined;
  return {
    'contact.name': name,
    'contact.firstName': name?.split(/\s+/)[0],
    'agent.name': agentName?.trim() || undefined,
  };
}

/** The text with every variable that has a value filled in, and the variables left unfilled (unknown ones included). */
export function fillTemplate(
  text: string,
  values: Record<string, string | undefined>,
): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const filled = text.replace(VARIABLE, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) missing.add(name);
    return value ?? whole;
  });
  return { text: filled, missing: [...missing] };
}

/** Variables still written in a reply (`{{…}}`): it is not sent until they are filled in or removed. */
export function unfilledVariables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];
}
