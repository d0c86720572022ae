/** `<parley-composer>` messages: English (fallback), Spanish, and Arabic (right-to-left). */
import type { LazyCatalogs } from './index.js';
import type { extrasEn } from './composer-extras.js';
import type { laterEn } from './composer-later.js';
declare const en: {
    composer: string;
    from: string;
    to: string;
    recipient: string;
    noFrom: string;
    content: string;
    kind_text: string;
    kind_media: string;
    kind_card: string;
    kind_carousel: string;
    text: string;
    loadingEditor: string;
    suggestionsOf: string;
    addSuggestionTo: string;
    message: string;
    addSuggestion: string;
    phoneHint: string;
    counter: string;
    fallback: string;
    fallbackOn: string;
    schedule: string;
    sendLater: string;
    when: string;
    rcsPreview: string;
    emptyText: string;
    send: string;
    scheduleSend: string;
    sending: string;
    noCredentials: string;
    alreadySent: string;
    previewNow: string;
    reviewBlast: string;
    previewToggle: string;
};
export type ComposerKey = keyof typeof en | keyof typeof laterEn | keyof typeof extrasEn;
/**
 * English is bundled; other languages load on first use (see `I18nController`). Only the first screen's English
 * words are here: the rest join `en` when the chunks that show them load (`composer-later.ts`, and the extras' words
 * in `composer-extras.ts`), so they are not first-screen bytes.
 */
export declare const composerMessages: LazyCatalogs<ComposerKey>;
export {};
