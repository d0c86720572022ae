/**
 * `<parley-form>` messages: English (fallback), Spanish, and Arabic (right-to-left). The English its first screen
 * says (`form-first.ts`: loading, and why a form cannot show) is the element's catalog until the session loads
 * (`ready.ts`), which adds the rest from here; servers (`forms/messages.ts`) use this whole catalog.
 */
import { firstEn } from './form-first.js';
import type { LazyCatalogs } from './words.js';

const en = {
  ...firstEn,
  required: 'required',
  errRequired: 'This field is required',
  errTooShort: 'Enter at least {count} character|Enter at least {count} characters',
  errTooLong: 'Enter at most {count} character|Enter at most {count} characters',
  errMin: 'Enter {min} or more',
  errMax: 'Enter {max} or less',
  errStep: 'Use steps of {step}',
  errNumber: 'Enter a number',
  errEmail: 'Enter an email address such as name@example.com',
  errUrl: 'Enter a web address such as https://example.com',
  errPhone: 'Enter a valid phone number',
  errDate: 'Enter a valid date',
  errTime: 'Enter a valid time',
  errAfter: 'Choose {min} or later',
  errBefore: 'Choose {max} or earlier',
  errColor: 'Choose a colour',
  errChoice: 'Choose one of the options',
  errAtLeast: 'Choose at least {count} option|Choose at least {count} options',
  errAtMost: 'Choose at most {count} option|Choose at most {count} options',
  errRating: 'Choose a rating',
  errCountry: 'Use a two-letter country code such as US',
  errInvalid: 'Check this value',
  fixErrors: 'Please correct {count} field.|Please correct {count} fields.',
  choose: 'Choose…',
  pickBetween: 'Choose {min} to {max}.',
  pickAtLeast: 'Choose at least {min}.',
  pickAtMost: 'Choose up to {max}.',
  stars: '{count} star|{count} stars',
  notSet: 'Not set',
  addressHint: 'Type 3 or more characters for suggestions, or fill in the fields yourself.',
  addressLine1: 'Street address',
  addressLine2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  region: 'State / region',
  postalCode: 'Postal code',
  country: 'Country code',
  suggestions: 'Address suggestions',
  searching: 'Searching addresses…',
  noSuggestions: 'No matching addresses. Fill in the fields yourself.',
  suggestionCount:
    '{count} address suggestion. Use the up and down arrows to choose.|{count} address suggestions. Use the up and down arrows to choose.',
  placesFailed: 'Address suggestions are unavailable. Fill in the fields yourself.',
  addressChosen: 'Address filled in: {address}',
  submit: 'Submit',
  update: 'Update answers',
  sending: 'Sending…',
  priorNote: 'You answered this form on {date}. Change anything below and send it again to update your answers.',
  draftNote: 'Your unsent answers were restored.',
  sent: 'Thank you! Your answers were sent.',
  updated: 'Thank you! Your answers were updated.',
  edit: 'Edit your answers',
  redirecting: 'Taking you onward…',
  already: 'You have already submitted this form. Thank you!',
  sendFailed: 'Your answers could not be sent: {reason}. They are kept here; you can try again.',
  serverBusy: 'the service is busy',
  // A first load that failed otherwise (an answer the form cannot use): never the service's or a developer's text.
  loadOther: 'something went wrong',
  // No token from the page's own token route (or tokenProvider) for the call: said as the route's, as the other
  // elements say it, so its developer looks there and not at the service.
  errTokenFailed: "could not get a token from this page's token route, which had a problem",
  errTokenNetwork: "could not get a token from this page's token route, which could not be reached",
  errTokenRefused: "could not get a token from this page's token route, which refused (the session may have ended)",
  errTokenNone: "could not get a token from this page's token route, which answered without one",
  linkExpired: 'This link has expired or is not valid. Your answers are kept here.',
  vetoed: 'Sending was cancelled.',
  next: 'Next',
  back: 'Back',
  progress: 'Question {n} of {count}',
  phoneCountry: 'Country or region',
  timeZone: 'Time zone',
  answers: 'Your answers',
  answeredOn: 'You answered this form on {date}. These are your answers.',
  notAnswered: 'Not answered',
  saveDraft: 'Save and finish later',
  draftSaved: 'Your answers are saved. Open this link again, on any device, to finish.',
  textLink: 'Text me a link to finish',
  linkTexted: 'We texted the link to {to}. Open it on any device to finish.',
  laterFailed: 'That did not work: {reason}. Your answers are kept in this browser.',
} as const;

export type FormMessageKey = keyof typeof en;

/** Every English word; other languages load on first use (see `I18nController`). */
export const formMessages: LazyCatalogs<FormMessageKey> = {
  en,
  es: () => import('./form.es.js'),
  ar: () => import('./form.ar.js'),
};
