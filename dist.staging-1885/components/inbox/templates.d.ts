/**
 * Canned replies as templates: `{{contact.firstName}}`, `{{contact.name}}` and `{{agent.name}}` are filled from the
 * open thread's contact and the signed-in teammate. A variable without a value stays in the text as written, so the
 * reply box shows it and Send explains what to fill in instead of sending "Hi {{contact.firstName}}".
 */
import type { Conversation } from '../../schemas/conversations.js';
/** The values a template can use; a missing one is undefined. */
export declare function templateValues(c: Conversation | undefined, agentName: string | undefined): Record<string, string | undefined>;
/** The text with every variable that has a value filled in, and the variables left unfilled (unknown ones included). */
export declare function fillTemplate(text: string, values: Record<string, string | undefined>): {
    text: string;
    missing: string[];
};
/** Variables still written in a reply (`{{…}}`): it is not sent until they are filled in or removed. */
export declare function unfilledVariables(text: string): string[];
