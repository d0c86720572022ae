export declare const agentIdentityStyles: import("lit").CSSResult;
