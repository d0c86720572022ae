/**
 * `<parley-inbox>`'s team words in English (the shortcuts sheet, canned-reply templates, who else is here, notes as a
 * timeline): merged into `inboxMessages.en` by the parts that show them (`addEnglishWords`), so they are not
 * first-screen bytes. Spanish and Arabic keep these keys in `inbox.es.ts` / `inbox.ar.ts`.
 */
export const teamEn = {
  shortcuts: 'Keyboard shortcuts',
  closeShortcuts: 'Close',
  keyNext: 'Next conversation',
  keyPrevious: 'Previous conversation',
  keyOpen: 'Open the conversation',
  keyReply: 'Reply',
  keyNote: 'Write a note',
  keySearch: 'Search',
  keyEscape: 'Leave the reply box, back to the list, close',
  keyHelp: 'Show these shortcuts',
  templateMissing: 'No value for {names}: fill it in before sending.',
  templateMissingShort: 'Missing: {names}',
  viewing: 'Also here: {names}',
  typingTeammate: 'one: {names} is typing a reply…|other: {names} are typing a reply…',
  repliedSince: '{name} replied {ago} — send yours too?',
  sendAnyway: 'Send anyway',
  dontSend: 'Keep editing',
  noteBy: 'Note by {name}',
  internalNote: 'Internal note, not sent to the customer',
  editNote: 'Edit note',
  deleteNote: 'Delete note',
  saveNote: 'Save',
  cancelEdit: 'Cancel',
  addNote: 'Add note',
  notePlaceholder: 'Write a note for your team. @name mentions a teammate.',
  noteAdded: 'Note added',
  unknownAuthor: 'Earlier note',
  edited: 'edited',
  teammate: 'A teammate',
  alsoWith: 'Also with:',
  openOther: 'Open the conversation via {sender}',
  switchedTo: 'Now showing the conversation via {sender}',
} as const;
