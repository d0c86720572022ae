/**
 * `<parley-inbox>`'s words for the list grouped by customer (`group-by="contact"`), in English: merged into
 * `inboxMessages.en` when the grouping part loads (`addEnglishWords`), so they are not first-screen bytes. Spanish and
 * Arabic keep these keys in `inbox.es.ts` / `inbox.ar.ts`.
 */
export declare const groupsEn: {
    readonly groupCount: "{count} conversation|{count} conversations";
};
