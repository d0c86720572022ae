export declare const linkStatsStyles: import("lit").CSSResult;
