import { LitElement, type PropertyDeclarations, type TemplateResult } from 'lit';
/** The picker's emoji: few enough to scan, the ones support teams use. */
/** The module of the searchable grid behind "More reactions". */
export type EmojiGrid = typeof import('./emoji-picker.js');
export declare const REACTION_EMOJI: readonly ["👍", "❤️", "😂", "😮", "😢", "🙏"];
/** An emoji was chosen; the picker has already returned focus to its toggle. Does not leave the inbox. */
export declare class ReactionPickEvent extends Event {
    readonly emoji: string;
    constructor(emoji: string);
}
/** The picker wants to close (Escape, Tab); focus is back on its toggle unless Tab moves it on. */
export declare class PickerCloseEvent extends Event {
    constructor();
}
export declare class ParleyReactionPicker extends LitElement {
    #private;
    static properties: PropertyDeclarations;
    /** Accessible name of the menu. */
    label: string;
    /** Accessible name of an emoji button. */
    labelFor: (emoji: string) => string;
    /** The toggle that opened the picker, where focus returns (default: what had focus when the picker opened). */
    trigger: HTMLElement | undefined;
    /** Accessible name of the "More reactions" item (and of the grid it opens); without it the item is not offered. */
    moreLabel: string;
    /** Accessible name and placeholder of the grid's search box. */
    searchLabel: string;
    /** Shown when a search finds nothing. */
    emptyLabel: string;
    /** Fetches the grid's module (the inbox's lazy parts): "More reactions" is offered with it. */
    loadGrid: (() => Promise<EmojiGrid>) | undefined;
    /** The grid module once "More reactions" was pressed. */
    grid: EmojiGrid | undefined;
    query: string;
    /** The grid's active cell (-1: the search box). */
    active: number;
    constructor();
    protected createRenderRoot(): HTMLElement;
    connectedCallback(): void;
    disconnectedCallback(): void;
    protected firstUpdated(): void;
    protected updated(): void;
    protected render(): TemplateResult;
}
declare global {
    interface HTMLElementTagNameMap {
        'parley-reaction-picker': ParleyReactionPicker;
    }
}
