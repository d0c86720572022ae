/** The wire contract: every resource, body and event of the spec and of DESIGN §3. */
export * as z from './zod.js';
export * from './errors.js';
export * from './common.js';
export * from './token.js';
export * from './messages.js';
export * from './conversations.js';
export * from './notes.js';
export * from './contacts.js';
export * from './blasts.js';
export * from './events.js';
export * from './forms.js';
export * from './theme.js';
export * from './campaigns.js';
export * from './links.js';
export * from './agents.js';
export * from './webhooks.js';
export * from './silent-auth.js';
