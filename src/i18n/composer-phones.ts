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
  paneRcsFigures: '1 message · no segments (UTF-8)',
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
  lossActionsCut: '{name}: {shown} of its {count} buttons fit; the rest are not shown.',
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
    'The {count} suggestion is dropped: SMS and MMS have no buttons.|The {count} suggestions are dropped: SMS and MMS have no buttons.',
  smsLinkMissing: '“{label}” opened {url}, which is not in the text.',
  smsMediaMms: 'The picture goes as an MMS attachment (a link the phone downloads), not inside a card.',
  smsMediaLink: 'The picture arrives as a link in the text.',
  smsMediaLost: 'The picture is not sent: add it as fallback media (MMS) or put its link in the text.',
};
