/**
 * `<parley-composer>` extras in English (sender identity, short links, test send, templates, blast mode): loaded with
 * `components/composer/later.ts` (with `extras.ts`); the element merges them into `composerMessages.en` (issue 12, size budgets). Spanish
 * and Arabic keep these keys in `composer.es.ts` / `composer.ar.ts`, which load whole on first use anyway.
 */
export declare const extrasEn: {
    carrier_CARRIER_A: string;
    carrier_CARRIER_B: string;
    carrier_CARRIER_C: string;
    carrier_OTHERS: string;
    launchRecipient: string;
    launchRecipientNoFallback: string;
    launchSome: string;
    launchSomeNoFallback: string;
    listJoin: string;
    shortenLinks: string;
    shortenedRcs: string;
    shortenedFallback: string;
    testSend: string;
    testNumber: string;
    testSendButton: string;
    testSending: string;
    testSent: string;
    testFailed: string;
    templates: string;
    useTemplate: string;
    replaceDraft: string;
    replace: string;
    keepDraft: string;
    templateFilled: string;
    saveTemplate: string;
    templateName: string;
    saveTemplateButton: string;
    templateSaved: string;
    sendTo: string;
    sendToOne: string;
    sendToAudience: string;
    blastRecipientsOn: string;
    sendAs: string;
    noScheduledBlast: string;
    sendAsRcs: string;
    sendAsRcsOnly: string;
    sendAsSms: string;
    smsMessage: string;
    smsText: string;
    smsEmpty: string;
    smsCheckFailed: string;
    smsOnlyPreview: string;
    mmsOnlyPreview: string;
    smsCost: string;
    shortenedSms: string;
};
