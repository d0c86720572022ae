export declare const laterStyles: import("lit").CSSResult;
