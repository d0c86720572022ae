export declare const previewPartStyles: import("lit").CSSResult;
