/**
 * The inbox's filter panel (sender, brand, campaign, audience, tag, recipient): a chunk loaded when "Filters" is
 * first pressed (issue 12, size budgets), with the audience names it offers (`audiences:read`).
 */
import { type TemplateResult } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import type { RcsNamesController } from '../../controllers/rcs-names.js';
import type { Conversation } from '../../schemas/conversations.js';
import { type InboxKey } from '../../i18n/inbox.js';
import type { InboxState } from './inbox-store.js';
import type { Filters } from './model.js';
export interface FilterPanelContext {
    /** The inbox's shadow root, which adopts the panel's styles. */
    root: Node;
    t(key: InboxKey, vars?: Record<string, string | number>): string;
    locale: string;
    state: Pick<InboxState, 'threads' | 'filters'>;
    names: RcsNamesController | undefined;
    audiences: readonly {
        id: string;
        name: string;
    }[] | undefined;
    /** The token may read contacts (the tag filter). */
    contacts: boolean;
    /** "Acme Coffee · SMS" for a thread's sender. */
    sender(c: Conversation): string;
    set(patch: Filters): void;
}
/** Options come from the threads shown (and the team's audiences), sorted by their names in the locale. */
export declare function renderFilterPanel(x: FilterPanelContext): TemplateResult;
/** The team's audiences (first 100) as id and name, for the audience filter. */
export declare function audienceOptions(api: ParleyClient): Promise<{
    id: string;
    name: string;
}[]>;
