/**
 * The parts of the live previews that an empty text message does not show (with `later.ts`): media, rich
 * cards, the carousel, suggestion chips, and the SMS/MMS phone of the fallback. Only http(s) media are loaded, once
 * their URL has settled; text is always rendered as text (never as HTML).
 */
import { nothing, type TemplateResult } from 'lit';
import { type CardLayout, type CardWidth } from '../../core/rbm-layout.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { SmsFigures } from './summary.js';
type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Any = Record<string, any>;
/** A URL that arrived whole (an upload's answer): previewed at once. */
export declare function settleMedia(url: string): void;
/** The message's suggestions: one row of one-line chips, scrolled sideways as phones do (never wrapped). */
export declare const chips: (list: Any[] | undefined) => TemplateResult<1> | typeof nothing;
/**
 * A rich card as phones lay it out (`core/rbm-layout.ts`): its width (standalone, or the carousel's SMALL 120 / MEDIUM
 * 232 dp), its media height, the title and description clamped to the lines the card has room for, and only the
 * suggestions that fit, as the card's full-width rows. `update` renders the composer again when its media settle.
 */
export declare const cardView: (c: Any | undefined, update: () => void, width?: CardWidth, layout?: CardLayout | undefined) => TemplateResult<1> | typeof nothing;
/** A media message: its picture in a bubble of its own. */
export declare const mediaBubble: (m: Any | undefined, update: () => void) => TemplateResult<1>;
/**
 * A carousel: its cards side by side at the carousel's width, scrolled sideways; as tall as its tallest card after
 * cutting, each card keeping its own height (not stretched with empty space).
 */
export declare const carouselView: (label: string, carousel: Any | undefined, update: () => void) => TemplateResult<1>;
/**
 * The SMS/MMS phone a non-RCS phone's owner sees instead: the sender's number, a green SMS bubble, and the composer's
 * one count of its segments (`sms`, as it will go); `time` is when it is scheduled, else "now".
 */
export declare function fallbackPhone(t: T, f: NonNullable<SendRequest['fallback']>, sms: SmsFigures | undefined, time: string, update: () => void): TemplateResult;
export {};
