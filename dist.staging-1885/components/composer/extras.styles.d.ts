export declare const extrasStyles: import("lit").CSSResult;
