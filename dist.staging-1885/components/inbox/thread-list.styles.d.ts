export declare const threadListStyles: import("lit").CSSResult;
