export declare const threadPaneStyles: import("lit").CSSResult;
