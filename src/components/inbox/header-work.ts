/**
 * The thread header's controls of the team's work (DESIGN §13), in the thread pane's chunk: who has the thread
 * (Assign ▾), Snooze ▾ and Done while it is open, Reopen while done or snoozed, and Mark as unread — status and
 * assignment only with `conversations:manage` (without it the assignee is shown, not offered). The menus and the
 * actions are the `work` part (`work-menu.ts`), fetched on the first press.
 *
 * @csspart thread-work - Around the header's status and assignment controls.
 * @csspart assign-button - Opens the assignee menu, naming who has the thread; `assignee` the name without the scope.
 * @csspart snooze-button - Opens the snooze menu; `done-button` marks the thread done; `reopen-button` reopens it.
 * @csspart unread-button - Marks the thread unread for this user and goes back to the list.
 * @csspart snoozed-until - While snoozed: until when.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages } from '../../i18n/inbox.js';
import { workEn } from '../../i18n/inbox-work.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { ParleyInbox } from './inbox.component.js';
import type { HeaderParts } from './thread-header.js';
import { timeWords } from './work-words.js';
import { contactName, isolate, personName, teammateName } from './model.js';

addEnglishWords(inboxMessages, workEn);

/** Under the name: until when a snoozed thread sleeps. */
export function renderSnoozed(c: Conversation, p: HeaderParts): TemplateResult | typeof nothing {
  const { t, locale } = p.i18n;
  return c.status === 'snoozed' && c.snoozedUntil
    ? html`<span class="tag" part="snoozed-until">${t('snoozeIn', { time: timeWords(c.snoozedUntil, locale) })}</span>`
    : nothing;
}

/** The header's buttons for the thread's status, assignee and read state. */
export function renderWork(c: Conversation, p: HeaderParts, host: ParleyInbox): TemplateResult {
  const t = p.i18n.t;
  const manage = p.store.can('conversations:manage');
  // Named as the rows name them: "You" for the reader.
  const who = c.assignee && personName(t, p.store.state.claims.sub, host.users, c.assignee);
  const menu = (kind: 'assign' | 'snooze') => (e: Event) => {
    const button = e.currentTarget as HTMLElement;
    void p.work((w) => (w.openKind === kind ? w.close() : w.open(kind, button, c.id)));
  };
  const run = (act: Parameters<HeaderParts['work']>[0]) => () => void p.work(act);
  const expanded = (kind: 'assign' | 'snooze') => (p.menuOpen(kind) ? 'true' : 'false');
  const open = (c.status ?? 'open') === 'open';
  return html`<div class="thread-work" part="thread-work">
    ${
      manage
        ? html`<button class="btn small" part="assign-button" aria-haspopup="menu" aria-expanded=${expanded('assign')}
            @click=${menu('assign')}><span dir="auto">${who ? t('assignedName', { name: who }) : t('unassigned')}</span> <span aria-hidden="true">▾</span></button>
          ${
            open
              ? html`<button class="btn small" part="snooze-button" aria-haspopup="menu" aria-expanded=${expanded('snooze')}
                  @click=${menu('snooze')}>${t('snooze')} <span aria-hidden="true">▾</span></button>
                <button class="btn small" part="done-button" @click=${run((w) => w.setStatus(c.id, 'done'))}>${t('markDone')}</button>`
              : html`<button class="btn small" part="reopen-button" @click=${run((w) => w.setStatus(c.id, 'open'))}>${t('reopen')}</button>`
          }`
        : who
          ? html`<span class="tag" part="assignee" dir="auto">${t('assignedName', { name: who })}</span>`
          : nothing
    }
    <button class="btn small" part="unread-button" @click=${run((w) => w.markUnread(c.id))}>${t('markUnread')}</button>
  </div>`;
}

/**
 * What changed in the team's work on the open thread when this tab did not change it (a teammate, this user in
 * another tab, the customer writing, the snooze's time coming), in words for the agent in it; undefined when neither
 * its status nor its assignee changed. The service's event does not say who changed them, so the words name nobody
 * they cannot know: "was marked as done", not "Alex marked it done". A reply does not reopen a done thread (only the
 * customer's message does, DESIGN §13), which the words say to the agent who may be writing one.
 */
export function workChange(
  previous: Conversation | undefined,
  next: Conversation,
  p: HeaderParts,
  host: ParleyInbox,
): string | undefined {
  if (!previous) return undefined;
  const { t, locale } = p.i18n;
  const lines: string[] = [];
  const [was, now] = [previous.status ?? 'open', next.status ?? 'open'];
  if (was !== now || (now === 'snoozed' && previous.snoozedUntil !== next.snoozedUntil)) {
    const last = next.lastMessage;
    const wrote = last?.direction === 'inbound' && last.id !== previous.lastMessage?.id;
    lines.push(
      now === 'done'
        ? t('workDone')
        : now === 'snoozed'
          ? next.snoozedUntil
            ? t('workSnoozed', { time: timeWords(next.snoozedUntil, locale) })
            : t('snoozed')
          : wrote
            ? t('workCustomerWrote', { name: isolate(contactName(next)) })
            : t('workReopened'),
    );
  }
  const to = next.assignee;
  if ((previous.assignee?.id ?? null) !== (to?.id ?? null))
    lines.push(
      !to
        ? t('workUnassigned')
        : to.id === p.store.state.claims.sub
          ? t('workAssignedYou')
          : t('workAssigned', { name: isolate(teammateName(host.users, to)) }),
    );
  return lines.join(' ') || undefined;
}
