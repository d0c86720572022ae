export declare const formStyles: import("lit").CSSResult;
