/**
 * The image lightbox of the message log (issue 17 point 10): a modal `<dialog>` (focus moves in, the page behind is
 * inert, Escape closes) showing one image at its natural aspect ratio; its caption names the file, the message's
 * text, who sent it and when, and a Download link saves it under that file name; ArrowLeft /
 * ArrowRight (mirrored in right-to-left layouts) step through the images of the same message. Loaded on first use.
 * The inbox owns the state and returns focus to the image that opened it.
 */
import { type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
import type { LogImage } from './message-bubble.js';
export interface LightboxView {
    /** The message whose images are shown (to find the opener again after a re-render). */
    messageId: string;
    images: readonly LogImage[];
    index: number;
    /** The image button that opened the lightbox; focus returns to it. */
    opener: HTMLElement;
}
/** What the caption says besides the file: the message's text, who sent it, and when (in the words of this update). */
export interface LightboxCaption {
    text: string | undefined;
    sender: string;
    /** ISO time, and its words. */
    at: string;
    when: string;
}
/**
 * The name a download is saved under: the URL's last path segment as the sender named it (decoded), else
 * `image-<n>`. Characters a file system refuses are replaced, so the browser keeps the name rather than inventing one.
 */
export declare function fileNameOf(src: string, n: number): string;
/**
 * Styles of the dialog, shipped with it rather than in the inbox's first-screen styles; the inbox adopts them on
 * first open (a constructable sheet: no inline `<style>`, so a strict CSP still holds).
 */
export declare const lightboxStyles: import("lit").CSSResult;
type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;
export declare function renderLightbox(view: LightboxView, caption: LightboxCaption, t: Translate, on: {
    step(delta: number): void;
    close(): void;
}): TemplateResult;
export {};
