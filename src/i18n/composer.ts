/** `<parley-composer>` messages: English (fallback), Spanish, and Arabic (right-to-left). */
import type { LazyCatalogs } from './index.js';
import type { extrasEn } from './composer-extras.js';
import type { laterEn } from './composer-later.js';
import type { phonesEn } from './composer-phones.js';

const en = {
  composer: 'New RCS message',
  from: 'From',
  to: 'To',
  recipient: 'Recipient phone number',
  noFrom: 'No sender: set the from attribute to an RCS agent id.',
  content: 'Content',
  kind_text: 'Text',
  kind_media: 'Media',
  kind_card: 'Rich card',
  kind_carousel: 'Carousel',
  text: 'Message text',
  loadingEditor: 'Loading the editor…',
  suggestionsOf: 'Suggestions · {name}',
  addSuggestionTo: 'Add suggestion to {name}',
  message: 'Message',
  addSuggestion: 'Add suggestion',
  phoneHint: 'International format, e.g. +14155550123',
  counter: '{count} / {max}',
  fallback: 'SMS/MMS fallback',
  fallbackOn: 'Send as SMS or MMS when the phone cannot receive RCS',
  schedule: 'Schedule',
  sendLater: 'Send later',
  when: 'Date and time',
  rcsPreview: 'RCS preview',
  emptyText: 'Your message',
  send: 'Send',
  scheduleSend: 'Schedule',
  sending: 'Sending…',
  noCredentials: 'This composer has no token: set token, token-url or tokenProvider.',
  alreadySent: 'Already sent. Change the message, or choose Send another.',
  previewNow: 'now',
  reviewBlast: 'Review blast',
  previewToggle: 'Preview',
};

/**
 * The composer's one English catalog, assembled from its parts: the first screen's (here), `composer-later.ts` and
 * `composer-extras.ts`, each its own module so that a bundler that splits by module keeps it off the first screen.
 * Spanish and Arabic are single files typed against all of it (`Translation<ComposerKey>`).
 */
export type ComposerEnglish = typeof en & typeof laterEn & typeof extrasEn & typeof phonesEn;
export type ComposerKey = keyof ComposerEnglish;

/**
 * English is bundled; other languages load on first use (see `I18nController`). Only the first screen's English
 * words are here: the rest join `en` when the chunks that show them load (`composer-later.ts`, and the extras' words
 * in `composer-extras.ts`), so they are not first-screen bytes.
 */
export const composerMessages: LazyCatalogs<ComposerKey> = {
  en: en as Record<ComposerKey, string>,
  es: () => import('./composer.es.js'),
  ar: () => import('./composer.ar.js'),
};
