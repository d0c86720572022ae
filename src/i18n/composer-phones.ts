/**
 * `<parley-composer>` words of the phone comparison (Android RCS, iPhone RCS and the SMS/MMS fallback side by side,
 * `components/composer/phone-panes.ts`), in English: loaded with that part, which joins them to
 * `composerMessages.en` (size budgets). Spanish and Arabic keep these keys in `composer.es.ts` / `composer.ar.ts`.
 */
export const phonesEn = {
  phonesTitle: 'On each phone',
  pane_android: 'Android · RCS',
  pane_ios: 'iPhone · RCS',
  pane_SMS: 'No RCS · SMS',
  pane_MMS: 'No RCS · MMS',
  pane_none: 'No RCS · nothing',
  paneRcsFigures: '1 message · {count} segment|1 message · {count} segments',
  paneSmsFigures: '{count} segment · {encoding}|{count} segments · {encoding}',
  paneMmsFigures: '1 message · {encoding}',
  paneCost: 'Estimated cost {cost}',
  paneCostPending: 'Cost not estimated yet',
  paneLosses: 'What this phone loses',
  paneNoLoss: 'Shows the message as you built it.',
  paneNothing: 'Nothing arrives',
  iosMenu: 'Options ▾',
  // Android (Google's card layout)
  lossLinesCut: '{name}: the title or description is cut to fit the card.',
  lossActionsCut:
    'one: {name}: {shown} of its {count} button fits; the other is not shown.|other: {name}: {shown} of its {count} buttons fit; the rest are not shown.',
  lossTallSmall: '{name}: tall media is shown medium in a small card.',
  // iPhone
  iosHeight: '{name}: every media height shows at one standard height, so “{height}” looks like “Medium”.',
  iosUrl: '{name}: the link in the description is plain text, not clickable. Add an “Open URL” button instead.',
  iosCardMenu: '{name}: its {count} buttons collapse into one grey menu.',
  iosChipMenu: 'The {count} suggestions collapse under one “Options” menu.',
  // SMS/MMS
  smsNone: 'This message has no fallback: a phone without RCS gets nothing.',
  smsCarousel: 'The carousel’s {count} cards become this one text: no cards, no swiping.',
  smsCard: 'The card becomes this text: no layout, no buttons.',
  smsSuggestions:
    'one: The suggestion is dropped: SMS and MMS have no buttons.|other: The {count} suggestions are dropped: SMS and MMS have no buttons.',
  smsLinkMissing: '“{label}” opens {url}, which is not in the text.',
  smsMediaMms:
    'one: The picture goes as an MMS attachment (a link the phone downloads), not inside a card.|other: The {count} pictures go as MMS attachments (links the phone downloads), not inside cards.',
  smsMediaLink:
    'one: The picture arrives as a link in the text.|other: The {count} pictures arrive as links in the text.',
  smsMediaLost:
    'one: The picture is not sent: add it as fallback media (MMS) or put its link in the text.|other: The {count} pictures are not sent: add them as fallback media (MMS) or put their links in the text.',
  paneRcsMessage: '1 message',
  paneCostBlocked: 'Cost not estimated: the message is not ready to send yet',
  lossActionsNone:
    'one: {name}: its button does not fit, so it is not shown.|other: {name}: none of its {count} buttons fit, so none is shown.',
};
