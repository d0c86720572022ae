export declare const baseStyles: import("lit").CSSResult;
