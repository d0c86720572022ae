/**
 * The keyboard shortcuts sheet ("?"): a modal `<dialog>` listing the keys as the host mapped them. Loaded on first use,
 * with its styles and the team's English words.
 */
import { type TemplateResult } from 'lit';
import { type InboxKey } from '../../i18n/inbox.js';
import { type ShortcutAction } from './shortcuts.js';
/** Opens itself when rendered; closing (Escape, the button, the backdrop) calls `close`. */
export declare function renderShortcutsSheet(remapped: Partial<Record<ShortcutAction, string>> | false | undefined, t: (key: InboxKey) => string, close: () => void): TemplateResult;
