export declare const failedListStyles: import("lit").CSSResult;
