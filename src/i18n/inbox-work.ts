/**
 * `<parley-inbox>`'s words for the team's work on a thread (DESIGN §13: done, snooze, assign, mark as unread), in
 * English: merged into `inboxMessages.en` by the parts that show them (the actions menu and the thread header's
 * controls, `addEnglishWords`), so they are not first-screen bytes. Spanish and Arabic keep these keys in
 * `inbox.es.ts` / `inbox.ar.ts`.
 */
export const workEn = {
  markDone: 'Done',
  markDoneLong: 'Mark as done',
  reopen: 'Reopen',
  snooze: 'Snooze',
  snoozeLater: 'Later today',
  snoozeTomorrow: 'Tomorrow',
  snoozeNextWeek: 'Next week',
  snoozeCustom: 'Pick a time…',
  snoozeUntil: 'Snooze until',
  snoozeIn: 'Snoozed until {time}',
  snoozePast: 'Pick a time in the future.',
  assign: 'Assign',
  assignMe: 'Assign to me',
  assignTo: 'Assign to {name}',
  unassign: 'Unassign',
  unassigned: 'Unassigned',
  assignedName: 'Assigned: {name}',
  markUnread: 'Mark as unread',
  threadActions: 'Actions for {name}',
  closeMenu: 'Cancel',
  saidDone: 'Marked as done: {name}',
  saidReopened: 'Reopened: {name}',
  saidSnoozed: '{name} snoozed until {time}',
  saidAssigned: '{name} assigned to {who}',
  saidUnassigned: '{name} unassigned',
  saidUnread: 'Marked as unread: {name}',
} as const;
