/**
 * The routes' response schemas by name. A route function names its response's schema by a key of
 * {@link ResponseTypes} (`schema: 'FormRender'`), never by the schema or a loader of it: only development builds
 * check responses (`#response-check`, docs/decisions/013-zod-and-response-checks.md), and it is their module
 * (`response-schemas.dev.ts`) that maps each key to its zod schema. A production bundle thus carries a string per
 * route, not a loader and its `import()` of a schema module: it holds no response schema, and no chunk of one.
 *
 * The map is type-only, so the transport infers each route's exact result type from its key, and a key that is not
 * here, or one whose type is not the route's, fails `tsc`. A key is the schema's name in `src/schemas`, or
 * `Page<Name>` for that module's `Page(Name)`.
 */
import type { Page } from '../schemas/common.js';
import type * as agents from '../schemas/agents.js';
import type * as blasts from '../schemas/blasts.js';
import type * as contacts from '../schemas/contacts.js';
import type * as conversations from '../schemas/conversations.js';
import type * as forms from '../schemas/forms.js';
import type * as links from '../schemas/links.js';
import type * as messages from '../schemas/messages.js';
import type * as notes from '../schemas/notes.js';
import type * as z from '../schemas/zod.js';

type Out<S extends z.core.$ZodType> = z.output<S>;

export interface ResponseTypes {
  // forms.ts
  FormRender: Out<typeof forms.FormRender>;
  FormSubmitResult: Out<typeof forms.FormSubmitResult>;
  PlacesResponse: Out<typeof forms.PlacesResponse>;
  // messages.ts
  Message: Out<typeof messages.Message>;
  'Page<Message>': Page<Out<typeof messages.Message>>;
  ValidationResult: Out<typeof messages.ValidationResult>;
  // conversations.ts
  Conversation: Out<typeof conversations.Conversation>;
  'Page<Conversation>': Page<Out<typeof conversations.Conversation>>;
  ConversationWithMessages: Out<typeof conversations.ConversationWithMessages>;
  ConversationCounts: Out<typeof conversations.ConversationCounts>;
  /** A thread's messages with cursors both ways (`prevCursor`), unlike `Page<Message>`. */
  MessagePage: Out<typeof conversations.MessagePage>;
  // contacts.ts
  Contact: Out<typeof contacts.Contact>;
  'Page<Contact>': Page<Out<typeof contacts.Contact>>;
  Audience: Out<typeof contacts.Audience>;
  'Page<Audience>': Page<Out<typeof contacts.Audience>>;
  // blasts.ts
  Blast: Out<typeof blasts.Blast>;
  'Page<Blast>': Page<Out<typeof blasts.Blast>>;
  'Page<BlastRecipient>': Page<Out<typeof blasts.BlastRecipient>>;
  BlastEstimate: Out<typeof blasts.BlastEstimate>;
  // links.ts
  Link: Out<typeof links.Link>;
  'Page<Link>': Page<Out<typeof links.Link>>;
  LinkWithAnalytics: Out<typeof links.LinkWithAnalytics>;
  // agents.ts
  RcsAgent: Out<typeof agents.RcsAgent>;
  'Page<RcsAgent>': Page<Out<typeof agents.RcsAgent>>;
  'Page<RcsCampaign>': Page<Out<typeof agents.RcsCampaign>>;
  CapabilityCheckResult: Out<typeof agents.CapabilityCheckResult>;
  // notes.ts
  Note: Out<typeof notes.Note>;
  'Page<Note>': Page<Out<typeof notes.Note>>;
  PresenceList: Out<typeof notes.PresenceList>;
}

/** The name of a route's response schema. */
export type ResponseKey = keyof ResponseTypes;

/** A route's path segment: an id as the service spells it, escaped. */
export const segment = (id: string) => encodeURIComponent(id);
