/**
 * Driving `<parley-inbox>` as a teammate does in the team's views (DESIGN §13), for tests against the real sandbox:
 * an inbox per teammate (their own token, `conversations:manage`), ready once its list is shown and its live stream
 * subscribed; its view tabs and their counts, a row's actions through its menu (Shift+F10, or its ⋯), and waits on
 * what the service says (counts, lists).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyClient } from '../../../src/api/client.js';
import { countConversations } from '../../../src/api/team.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import type { ConversationCounts } from '../../../src/schemas/conversations.js';
import type { Scope } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { waitUntil } from '../helpers/wait.js';
import { ALL_SCOPES, type TestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { listReady, mount, streamWatchingClient, type Mounted } from './helpers.js';

export const USERS = [
  { id: 'user_ana', name: 'Ana Silva' },
  { id: 'user_ben', name: 'Ben Ito' },
] as const;
export const MANAGE: Scope[] = [...ALL_SCOPES, 'conversations:manage'];
export const VIEW_NAMES = ['open', 'mine', 'unassigned', 'mentions', 'snoozed', 'done'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export interface Teammate extends Mounted {
  /** The teammate's own API client (their token). */
  api: ParleyClient;
}

/**
 * Whether an inbox's live stream is subscribed (it has delivered its first frame), by the client it was given: what a
 * teammate or the customer does before then is not live for it (tests that act from outside wait for this).
 */
const streams = new WeakMap<ParleyClient, () => boolean>();

/**
 * A teammate's API client. Tokens last the longest a token may (24 h): tests that step the sandbox's clock ahead
 * must not see them expire.
 */
export async function apiOf(
  box: TestSandbox,
  user: { id: string; name: string },
  scopes = MANAGE,
): Promise<ParleyClient> {
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: user.id,
    name: user.name,
    scopes,
    ttl: 86_400,
  });
  const { client: api, streamOpen } = streamWatchingClient(box, token);
  streams.set(api, streamOpen);
  return api;
}

/** `user`'s inbox on `box`, the team as its `users`, its list loaded. */
export async function inboxOf(
  box: TestSandbox,
  user: { id: string; name: string },
  scopes = MANAGE,
): Promise<Teammate> {
  const api = await apiOf(box, user, scopes);
  const m = await mount({ box, client: api });
  m.el.users = [...USERS];
  await listReady(m);
  await waitUntil(() => streams.get(api)?.(), `${user.name}'s live stream subscribed`);
  return { ...m, api };
}

export const row = (m: Mounted, id: string) => m.$<HTMLElement>(`[data-vkey="${id}"]`);
export const tab = (m: Mounted, view: ViewName) => m.$<HTMLElement>(`#view-${view}`)!;
/** The count a view's tab shows (undefined before counts came). */
export const shownCount = (m: Mounted, view: ViewName) =>
  tab(m, view).querySelector('[part~="view-count"]')?.textContent ?? undefined;
export const menuItem = (m: Mounted, label: string | RegExp) =>
  m
    .$$<HTMLButtonElement>('.work-menu [role^="menuitem"]')
    .find((b) => (typeof label === 'string' ? b.textContent!.trim() === label : label.test(b.textContent!)));

/** Opens a row's actions with the keyboard (Shift+F10 on the focused row) and picks an item. */
export async function rowAction(m: Mounted, id: string, label: string | RegExp): Promise<void> {
  const r = row(m, id);
  expect(r, `row ${id} shown`).to.exist;
  r!.focus();
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'F10' });
  await sendKeys({ up: 'Shift' });
  await waitUntil(() => menuItem(m, label), `the row menu's "${String(label)}"`);
  expect(m.root.activeElement?.getAttribute('role'), 'focus in the menu').to.match(/^menuitem/);
  menuItem(m, label)!.click();
}

/** Opens a row's actions with its ⋯ (a pointer) and picks an item. */
export async function rowMenu(m: Mounted, id: string, label: string | RegExp): Promise<void> {
  const more = row(m, id)?.querySelector<HTMLElement>('[part~="row-menu"]');
  expect(more, `row ${id} and its ⋯ shown`).to.exist;
  more!.click();
  await waitUntil(() => menuItem(m, label), `the row menu's "${String(label)}"`);
  menuItem(m, label)!.click();
}

/** Shows a view by its tab, as a pointer user does, until its first page is in. */
export async function showView(m: Mounted, view: ViewName): Promise<void> {
  if (inboxState(m.el).view !== view) tab(m, view).click();
  await waitUntil(
    () => inboxState(m.el).view === view && inboxState(m.el).listStatus === 'ready',
    `the ${view} view shown`,
  );
  await listReady(m);
}

/** Each tab's count is what the service counts for this teammate, once the counts have caught up. */
export async function countsAgree(m: Teammate, why: string, timeout = 10_000): Promise<ConversationCounts> {
  let server = await countConversations(m.api);
  await waitUntil(
    async () => {
      server = await countConversations(m.api);
      return VIEW_NAMES.every((v) => shownCount(m, v) === String(server[v]));
    },
    () =>
      `${why}: tabs ${JSON.stringify(VIEW_NAMES.map((v) => shownCount(m, v)))} vs the service ${JSON.stringify(server)}`,
    { timeout },
  );
  return server;
}
