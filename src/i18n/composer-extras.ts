/**
 * `<parley-composer>` extras in English (sender identity, short links, test send, templates, blast mode): loaded with
 * `components/composer/later.ts` (with `extras.ts`); the element merges them into `composerMessages.en` (size budgets).
 * Spanish and Arabic keep these keys in `composer.es.ts` / `composer.ar.ts`, which load whole on first use anyway.
 */
export const extrasEn = {
  carrier_CARRIER_A: 'Carrier A',
  carrier_CARRIER_B: 'Carrier B',
  carrier_CARRIER_C: 'Carrier C',
  carrier_OTHERS: 'other carriers',
  reachSms: 'This phone can’t get RCS from this agent: it gets the SMS fallback instead.',
  reachMms: 'This phone can’t get RCS from this agent: it gets the MMS fallback instead.',
  reachNone:
    'This phone can’t get RCS from this agent, and this message has no fallback, so it will not arrive. Tick “Send as SMS or MMS when the phone cannot receive RCS”.',
  reachOptedOut: 'This number has opted out of your messages: nothing will be sent to it.',
  reachInvalid: 'This number is not in service: nothing will arrive.',
  launchSome: 'Recipients on {carriers} get the SMS/MMS fallback: the agent is not launched there yet.',
  launchSomeNoFallback:
    'Recipients on {carriers} get nothing: the agent is not launched there yet and this message has no SMS/MMS fallback.',
  shortenLinks: 'Shorten links (tracked, with click counts)',
  shortenedRcs: 'With short links the message has {count} characters.',
  shortenedFallback:
    'With short links the fallback has {chars} characters: {count} SMS segment.|With short links the fallback has {chars} characters: {count} SMS segments.',
  testSend: 'Send a test',
  testNumber: 'Your phone number',
  testSendButton: 'Send test',
  testSending: 'Sending the test…',
  testSent: 'Test sent to {to}: check your phone. Your draft is unchanged.',
  testFailed: 'The test was not sent: {reason}',
  templates: 'Templates',
  useTemplate: 'Start from a template',
  replaceDraft: 'Replace your draft with “{name}”?',
  replace: 'Replace draft',
  keepDraft: 'Keep my draft',
  templateFilled: 'Filled from the template “{name}”.',
  saveTemplate: 'Save as template',
  templateName: 'Template name',
  saveTemplateButton: 'Save template',
  templateSaved: 'Template “{name}” saved.',
  sendTo: 'Send to',
  sendToOne: 'One recipient',
  sendToAudience: 'An audience (blast)',
  blastUnloaded: 'Blast mode could not be loaded. Check the connection and retry.',
  blastRecipientsOn: 'Carrier launch for this audience',
  sendAs: 'Send as',
  noScheduledBlast: 'Nothing scheduled for this audience.',
  sendAsRcs: 'RCS (with SMS/MMS fallback)',
  sendAsRcsOnly: 'RCS (no SMS/MMS fallback)',
  sendAsSms: 'SMS/MMS',
  smsMessage: 'SMS/MMS message',
  smsText: 'Message text',
  smsEmpty: 'The message needs text or media',
  smsCheckFailed: 'The service could not check this message.',
  smsOnlyPreview: 'SMS preview',
  mmsOnlyPreview: 'MMS preview',
  smsCost: 'Estimated cost: {rcs} per message',
  shortenedSms:
    'With short links the message has {chars} characters: {count} SMS segment.|With short links the message has {chars} characters: {count} SMS segments.',
};
