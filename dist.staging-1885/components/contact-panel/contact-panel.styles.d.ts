export declare const contactPanelStyles: import("lit").CSSResult[];
