export declare const messageLogStyles: import("lit").CSSResult;
