export declare const composerStyles: import("lit").CSSResult;
