/**
 * `<parley-inbox>`'s open thread in English (the log, bubbles and statuses, reactions, the reply box, attachments,
 * notes, the lightbox): loaded with `components/inbox/thread-pane.ts`, which merges them into `inboxMessages.en`
 * (issue 12, size budgets). Spanish and Arabic keep these keys in `inbox.es.ts` / `inbox.ar.ts`, which load whole on
 * first use anyway.
 */
export declare const threadEn: {
    threadVia: string;
    contact: string;
    notes: string;
    attach: string;
    removeFile: string;
    uploading: string;
    uploadFailed: string;
    tooLarge: string;
    badType: string;
    tooManyFiles: string;
    dropFiles: string;
    cannedReplies: string;
    moreReactions: string;
    searchEmoji: string;
    noEmoji: string;
    loadingOlder: string;
    olderError: string;
    noMessages: string;
    messagesWith: string;
    replyTo: string;
    replyHint: string;
    placeholder: string;
    send: string;
    sending: string;
    notSent: string;
    newMessages: string;
    typing: string;
    notesLabel: string;
    saving: string;
    saved: string;
    notSaved: string;
    react: string;
    reactWith: string;
    reactionCount: string;
    SCHEDULED: string;
    QUEUED: string;
    SENT: string;
    DELIVERED: string;
    READ: string;
    FALLBACK_SENT: string;
    RECEIVED: string;
    CANCELLED: string;
    failedBecause: string;
    scheduledFor: string;
    cancelSchedule: string;
    cancelScheduleLabel: string;
    fromTo: string;
    incoming: string;
    media: string;
    richMessage: string;
    reconnecting: string;
    more: string;
    optedOut: string;
    fellBack: string;
    showRcsAttempt: string;
    imageUnavailable: string;
    sentByBlast: string;
    resendLabel: string;
    newDivider: string;
    jumpToLatest: string;
    lightbox: string;
    closeImage: string;
    imageOf: string;
    previousImage: string;
    nextImage: string;
    newBelow: string;
    download: string;
    downloadFile: string;
    lightboxFrom: string;
};
