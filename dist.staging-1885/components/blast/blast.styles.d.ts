export declare const blastStyles: import("lit").CSSResult[];
