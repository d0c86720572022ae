import type { Conversation } from '../../schemas/conversations.js';
/** The rows in display order, and per row its group's size on the first row of a group, 0 on the rows beneath. */
export interface GroupedRows {
    rows: readonly Conversation[];
    size: ReadonlyMap<string, number>;
}
/** Groups threads (newest activity first) by customer (`to`), keeping that order within and between groups. */
export declare function groupByContact(threads: readonly Conversation[]): GroupedRows;
/** What the grouped rows need in the element's shadow root and catalogs (called once the part arrives). */
export declare function setUpGroups(root: Node): void;
