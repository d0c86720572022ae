/**
 * `<parley-inbox>`'s words for failures in English (why a call failed, what a plan lacks): loaded with
 * `components/inbox/error-words.ts`, with the first failure shown or with the thread pane, which merge them into
 * `inboxMessages.en` (size budgets). `errNetwork`, `listError` and `threadError` stay in `inbox.ts`: they
 * read a failure when this chunk cannot be fetched. Spanish and Arabic keep these keys in `inbox.es.ts` /
 * `inbox.ar.ts`, which load whole on first use anyway.
 */
export const errorsEn = {
  errServer: 'the messaging service had a problem. Try again in a moment.',
  errBusy: 'too many requests at once. Try again in a moment.',
  errNotFound: 'it no longer exists or is not shared with you.',
  errOther: 'something went wrong. Try again.',
  // No token from the page's own token route (or tokenProvider), for a call or a refresh during one: said as the
  // route's, as the other elements say it, so its developer looks there and not at the service.
  errTokenFailed: "could not get a token from this page's token route, which had a problem. Try again in a moment.",
  errTokenNetwork:
    "could not get a token from this page's token route, which could not be reached. Check the connection and try again.",
  errTokenRefused:
    "could not get a token from this page's token route, which refused (the session may have ended). Sign in again, then reload the page.",
  errTokenNone: "could not get a token from this page's token route, which answered without one.",
  replyNotSent: 'Reply not sent: {reason}. Press Retry to send it again.',
  deliveryFailed: 'Reply to {name} not delivered.',
  planError: 'Your plan does not include {feature}. Ask your account owner to upgrade.',
  featureInbox: 'the inbox',
  featureSend: 'sending messages',
  featureReact: 'reactions',
  featureNotes: 'internal notes',
  featureSchedule: 'scheduled messages',
} as const;
