/**
 * `<parley-inbox>`'s team words in English (the shortcuts sheet, canned-reply templates, who else is here, notes as a
 * timeline): merged into `inboxMessages.en` by the parts that show them (`addEnglishWords`), so they are not
 * first-screen bytes. Spanish and Arabic keep these keys in `inbox.es.ts` / `inbox.ar.ts`.
 */
export declare const teamEn: {
    readonly shortcuts: "Keyboard shortcuts";
    readonly closeShortcuts: "Close";
    readonly keyNext: "Next conversation";
    readonly keyPrevious: "Previous conversation";
    readonly keyOpen: "Open the conversation";
    readonly keyReply: "Reply";
    readonly keyNote: "Write a note";
    readonly keySearch: "Search";
    readonly keyEscape: "Back to the list, close";
    readonly keyHelp: "Show these shortcuts";
    readonly templateMissing: "No value for {names}: fill it in before sending.";
    readonly templateMissingShort: "Missing: {names}";
    readonly viewing: "Also here: {names}";
    readonly typingTeammate: "{names} is typing a reply…";
    readonly repliedSince: "{name} replied {ago} — send yours too?";
    readonly sendAnyway: "Send anyway";
    readonly dontSend: "Keep editing";
    readonly noteBy: "Note by {name}";
    readonly internalNote: "Internal note, not sent to the customer";
    readonly editNote: "Edit note";
    readonly deleteNote: "Delete note";
    readonly saveNote: "Save";
    readonly cancelEdit: "Cancel";
    readonly addNote: "Add note";
    readonly notePlaceholder: "Write a note for your team. @name mentions a teammate.";
    readonly unknownAuthor: "Earlier note";
    readonly edited: "edited";
    readonly teammate: "A teammate";
    readonly alsoWith: "Also with:";
    readonly openOther: "Open the conversation via {sender}";
    readonly switchedTo: "Now showing the conversation via {sender}";
};
