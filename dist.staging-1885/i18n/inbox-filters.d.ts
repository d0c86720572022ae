/**
 * `<parley-inbox>`'s words for the filter panel, in English: merged into `inboxMessages.en` when the panel's part
 * renders (`addEnglishWords`), so they are not first-screen bytes. Spanish and Arabic keep these keys in
 * `inbox.es.ts` / `inbox.ar.ts`.
 */
export declare const filtersEn: {
    readonly audience: "Audience";
    readonly tag: "Tag";
    readonly sender: "Sender";
    readonly recipient: "Recipient";
    readonly brand: "Brand";
    readonly campaign: "Campaign";
    readonly any: "Any";
};
