/**
 * Development builds only (imported by `response-check.dev.ts` alone): each route's response schema by its key
 * (`route-schemas.ts` `ResponseTypes`), built once per page.
 *
 * The sets the stream-event check already imports (`StreamEvent` is built on the blast, conversation, contact,
 * message, note and agent schemas) are imported statically: the same modules, not a byte more, and no module
 * namespace object a bundler would build for an `import()` of a module in the same chunk (it would put its helper in
 * a chunk of its own, which a CDN file's first load must not import). The form and link sets load with the first
 * request that needs one of their schemas, in parallel with it.
 */
import { Audience, Contact } from '../schemas/contacts.js';
import { Blast, BlastEstimate, BlastRecipient } from '../schemas/blasts.js';
import { CapabilityCheckResult, RcsAgent, RcsCampaign } from '../schemas/agents.js';
import { Page } from '../schemas/common.js';
import { Conversation, ConversationCounts, ConversationWithMessages, MessagePage } from '../schemas/conversations.js';
import { Message, ValidationResult } from '../schemas/messages.js';
import { Note, PresenceList } from '../schemas/notes.js';
import type * as z from '../schemas/zod.js';
import type { ResponseKey, ResponseTypes } from './route-schemas.js';

/** A loader of a schema whose set is imported above: built when first asked for, no fetch. */
const imported =
  <S>(schema: () => S) =>
  () =>
    Promise.resolve(schema());

const loaders = {
  FormRender: () => import('../schemas/forms.js').then(({ FormRender }) => FormRender),
  FormSubmitResult: () => import('../schemas/forms.js').then(({ FormSubmitResult }) => FormSubmitResult),
  PlacesResponse: () => import('../schemas/forms.js').then(({ PlacesResponse }) => PlacesResponse),
  Message: imported(() => Message),
  'Page<Message>': imported(() => Page(Message)),
  ValidationResult: imported(() => ValidationResult),
  Conversation: imported(() => Conversation),
  'Page<Conversation>': imported(() => Page(Conversation)),
  ConversationWithMessages: imported(() => ConversationWithMessages),
  ConversationCounts: imported(() => ConversationCounts),
  MessagePage: imported(() => MessagePage),
  Contact: imported(() => Contact),
  'Page<Contact>': imported(() => Page(Contact)),
  Audience: imported(() => Audience),
  'Page<Audience>': imported(() => Page(Audience)),
  Blast: imported(() => Blast),
  'Page<Blast>': imported(() => Page(Blast)),
  'Page<BlastRecipient>': imported(() => Page(BlastRecipient)),
  BlastEstimate: imported(() => BlastEstimate),
  Link: () => import('../schemas/links.js').then(({ Link }) => Link),
  'Page<Link>': () => import('../schemas/links.js').then(({ Link }) => Page(Link)),
  LinkWithAnalytics: () => import('../schemas/links.js').then(({ LinkWithAnalytics }) => LinkWithAnalytics),
  RcsAgent: imported(() => RcsAgent),
  'Page<RcsAgent>': imported(() => Page(RcsAgent)),
  'Page<RcsCampaign>': imported(() => Page(RcsCampaign)),
  CapabilityCheckResult: imported(() => CapabilityCheckResult),
  Note: imported(() => Note),
  'Page<Note>': imported(() => Page(Note)),
  PresenceList: imported(() => PresenceList),
} satisfies { [K in ResponseKey]: () => Promise<z.core.$ZodType<ResponseTypes[K]>> };

/** Each key's schema gives exactly its route's result type: otherwise `tsc` names the key here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mismatched = {
  [K in ResponseKey]: Same<z.output<Awaited<ReturnType<(typeof loaders)[K]>>>, ResponseTypes[K]> extends true
    ? never
    : K;
}[ResponseKey];
const mismatched: [Mismatched] extends [never] ? true : Mismatched = true;
void mismatched;

/** Each key's schema, built once per page (a page's schema is a new object each time `Page` runs). */
const built = new Map<ResponseKey, Promise<z.core.$ZodType>>();

/** Every key this module maps: the test of the map's completeness reads it. */
export const responseKeys = Object.keys(loaders) as ResponseKey[];

/** The response schema a route names by `key`, loaded and built once per page. */
export function responseSchema(key: ResponseKey): Promise<z.core.$ZodType> {
  let schema = built.get(key);
  if (!schema) {
    const load: (() => Promise<z.core.$ZodType>) | undefined = Object.hasOwn(loaders, key) ? loaders[key] : undefined;
    // Only a caller that escaped the types gets here (`ResponseKey` names every key this map holds).
    if (!load) return Promise.reject(new TypeError(`No response schema is named ${JSON.stringify(key)}`));
    built.set(key, (schema = load()));
  }
  return schema;
}
