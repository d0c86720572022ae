import { type PropertyDeclarations, type PropertyValues } from 'lit';
import { ParleyElement } from '../shared/parley-element.js';
/**
 * `<parley-link-stats link-id="…">`: a short link's click count as a small button; pressing it opens a details
 * popover with unique visitors, the last click and a per-day click chart drawn as SVG. Needs an embed token with
 * `links:read`. Loaded on first use (its own entry, `@parley/embeds/link-stats`), so the inbox's first screen does
 * not carry it.
 *
 * @tag parley-link-stats
 * @csspart toggle - the click-count button
 * @csspart panel - the details popover
 * @csspart chart - the `<svg>` chart
 * @csspart chart-bar - one day's bar
 * @cssproperty --parley-link-stats-bar - bar colour (default the primary colour)
 * @cssproperty --parley-link-stats-background - button background
 * @cssproperty --parley-link-stats-panel-background - popover background
 * @event {LinkStatsLoadEvent} parley-link-stats-load - the link's analytics loaded; `detail` is the link with `analytics`
 */
export declare class ParleyLinkStats extends ParleyElement {
    #private;
    static styles: import("lit").CSSResult[];
    static properties: PropertyDeclarations;
    /** The short link's id (`linkId` of `POST /tools/url`). @attr link-id */
    linkId: string;
    /**
     * `tabindex` of the click-count button: `-1` when a host moves focus itself (the inbox's message log is one Tab
     * stop with arrow keys inside, and calls `focus()` on this element). @attr toggle-tabindex
     */
    toggleTabindex: number | undefined;
    /** Whether the details popover is open. @attr open */
    open: boolean;
    /** The loaded link and its analytics (null until loaded). */
    private link;
    private error;
    constructor();
    /** Focuses the click-count button. */
    focus(options?: FocusOptions): void;
    /** Loads (again) the link's analytics; resolves when done. */
    reload(): Promise<void>;
    protected willUpdate(changed: PropertyValues<this>): void;
    disconnectedCallback(): void;
    protected updated(): void;
    protected render(): import("lit-html").TemplateResult<1>;
}
declare global {
    interface HTMLElementTagNameMap {
        'parley-link-stats': ParleyLinkStats;
    }
}
