/**
 * The composer's "Scheduled" section: upcoming messages of the pair with Cancel, and "Show more". Loaded on first
 * use (`import()`): most composers never list a scheduled message.
 */
import { nothing, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message } from '../../schemas/messages.js';
import type { ScheduleList } from './schedule-list.js';
export declare const scheduledStyles: import("lit").CSSResult;
export interface ScheduledListView {
    t(key: ComposerKey, vars?: Record<string, string | number>): string;
    locale: string;
    list: ScheduleList;
    cancel(message: Message): void;
    /** A message's content in a few words (its kind's title or text), or empty. */
    excerpt(message: Message): string;
}
export declare function renderScheduledList({ t, locale, list, cancel, excerpt, }: ScheduledListView): TemplateResult | typeof nothing;
