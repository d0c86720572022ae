/**
 * `<parley-inbox>`'s words for failures in English (why a call failed, what a plan lacks): loaded with
 * `components/inbox/error-words.ts`, with the first failure shown or with the thread pane, which merge them into
 * `inboxMessages.en` (issue 12, size budgets). `errNetwork`, `listError` and `threadError` stay in `inbox.ts`: they
 * read a failure when this chunk cannot be fetched. Spanish and Arabic keep these keys in `inbox.es.ts` /
 * `inbox.ar.ts`, which load whole on first use anyway.
 */
export declare const errorsEn: {
    readonly errServer: "the messaging service had a problem. Try again in a moment.";
    readonly errBusy: "too many requests at once. Try again in a moment.";
    readonly errNotFound: "it no longer exists or is not shared with you.";
    readonly errOther: "something went wrong. Try again.";
    readonly planError: "Your plan does not include {feature}. Ask your account owner to upgrade.";
    readonly featureInbox: "the inbox";
    readonly featureSend: "sending messages";
    readonly featureReact: "reactions";
    readonly featureNotes: "internal notes";
    readonly featureSchedule: "scheduled messages";
};
