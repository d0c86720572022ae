export declare const inboxStyles: import("lit").CSSResult[];
