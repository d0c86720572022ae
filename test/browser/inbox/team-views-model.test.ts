/**
 * Model-based test of the list's views through `<parley-inbox>` in real Chromium against the in-page sandbox
 * (DESIGN §13). fast-check generates sequences of what a team does all day — Ana, in the element, switches views,
 * assigns (to herself, to Ben, to nobody), marks done, snoozes, reopens, opens a thread (reading it), marks it
 * unread and replies in it, each through the element's own controls (tabs, a row's ⋯ menu, the row, the reply box); the customer writes, and Ben, through the API, assigns, closes, replies and mentions Ana in a note —
 * and after each step checks that what the ELEMENT shows agrees with the service, its model here:
 * - every view's tab count (Open, Mine, Unassigned, Mentions, Snoozed, Done) is `POST /conversations/counts`' for Ana;
 * - the rows of the view shown are exactly the threads the service lists for Ana in that view.
 *
 * No sleeps: each check waits until the screen agrees (or fails, saying what each side had). The seed is printed; a
 * failure prints the seed, the path and the steps, and stops there (each shrink step is a real UI run). Replay: set
 * REPLAY below, or open the page with `?fc-seed=<seed>&fc-path=<path>` (`npx web-test-runner <this file> --manual`).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import fc from 'fast-check';
import { configureFastCheck } from '../../setup/fast-check.mjs';
import { assignConversation, countConversations, setConversationStatus } from '../../../src/api/team.js';
import { createNote } from '../../../src/components/inbox/team-api.js';
import { VIEWS } from '../../../src/components/inbox/list-request.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { settle } from './helpers.js';
import {
  apiOf,
  inboxOf,
  menuItem,
  row,
  rowMenu,
  shownCount,
  showView,
  USERS,
  VIEW_NAMES,
  type Teammate,
  type ViewName,
} from './team-harness.js';

/** Set to `{ seed, path }` from a failure report to replay it here. */
const REPLAY: { seed?: string; path?: string } = {};
const params = new URLSearchParams(location.search);
const seed = configureFastCheck({
  seed: params.get('fc-seed') ?? REPLAY.seed,
  path: params.get('fc-path') ?? REPLAY.path,
});
console.log(`# fast-check seed ${seed} (model-based test of the inbox's views)`);

const [ANA, BEN] = USERS;
/** Runs per `npm test`: each is a fresh sandbox and inbox, and every step real UI (well inside a minute). */
const RUNS = 30;

type Step =
  | { kind: 'view'; view: ViewName }
  | { kind: 'assign'; pick: number; to: 'me' | 'ben' | 'nobody' }
  | { kind: 'status'; pick: number; to: 'done-or-reopen' | 'snooze' }
  | { kind: 'read'; pick: number }
  | { kind: 'unread'; pick: number }
  | { kind: 'reply'; text: string }
  | { kind: 'inbound'; pick: number }
  | { kind: 'ben'; pick: number; does: 'assign-ana' | 'assign-self' | 'done' | 'reopen' | 'reply' | 'mention' };

const pick = fc.nat({ max: 1000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  // Views weigh more: every view's rows get checked in most runs, not only Open's.
  { arbitrary: fc.record({ kind: fc.constant('view' as const), view: fc.constantFrom(...VIEW_NAMES) }), weight: 4 },
  fc.record({
    kind: fc.constant('assign' as const),
    pick,
    to: fc.constantFrom('me' as const, 'ben' as const, 'nobody' as const),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    pick,
    to: fc.constantFrom('done-or-reopen' as const, 'snooze' as const),
  }),
  fc.record({ kind: fc.constant('read' as const), pick }),
  fc.record({ kind: fc.constant('unread' as const), pick }),
  fc.record({ kind: fc.constant('reply' as const), text: fc.constantFrom('On it', 'Sorted, thanks!') }),
  fc.record({ kind: fc.constant('inbound' as const), pick }),
  fc.record({
    kind: fc.constant('ben' as const),
    pick,
    does: fc.constantFrom(
      'assign-ana' as const,
      'assign-self' as const,
      'done' as const,
      'reopen' as const,
      'reply' as const,
      'mention' as const,
    ),
  }),
);

interface World {
  box: TestSandbox;
  /** `parley-error`s the element reported (none is expected). */
  errors: string[];
  ana: Teammate;
  ben: Awaited<ReturnType<typeof apiOf>>;
}

/** The rows of the view shown, as the element lists them. */
const shownIds = (w: World) => inboxState(w.ana.el).threads.map((c) => c.id);

/** A row of the view shown, by a generated number (none when the view is empty). */
function shownRow(w: World, n: number): Conversation | undefined {
  const threads = inboxState(w.ana.el).threads;
  return threads.length ? threads[n % threads.length] : undefined;
}

/** Any SMS thread of the service, by a generated number (the customer and Ben reach those). */
function anyThread(w: World, n: number): Conversation {
  const all = Object.values(w.box.sandbox.store.data.conversations)
    .filter((c) => c.from.startsWith('+'))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return all[n % all.length] as unknown as Conversation;
}

/** How many steps did something (the others had no row, or no open thread, to act on), for the run's summary. */
let acted = 0;

async function run(w: World, s: Step): Promise<void> {
  const { ana } = w;
  acted++;
  switch (s.kind) {
    case 'view':
      return showView(ana, s.view);
    case 'assign': {
      const c = shownRow(w, s.pick);
      if (!c) return void acted--;
      if (s.to === 'nobody') {
        if (!c.assignee) return void acted--;
        await rowMenu(ana, c.id, 'Unassign');
      } else await rowMenu(ana, c.id, s.to === 'me' ? 'Assign to me' : `Assign to ${BEN.name}`);
      return waitUntil(
        async () => ((await ana.api.getConversation(c.id)).assignee?.id ?? null) === expectedAssignee(s.to),
        'the assignment reached the service',
      );
    }
    case 'status': {
      const c = shownRow(w, s.pick);
      if (!c) return void acted--;
      const before = (await ana.api.getConversation(c.id)).status ?? 'open';
      await rowMenu(ana, c.id, s.to === 'snooze' ? /^Tomorrow/ : /^(Mark as done|Reopen)$/);
      const after = s.to === 'snooze' ? 'snoozed' : before === 'open' ? 'done' : 'open';
      let now: unknown;
      return waitUntil(
        async () => (now = (await ana.api.getConversation(c.id)).status) === after,
        () =>
          `the thread ${c.id} ${after} at the service (it is ${String(now)}; was ${before}; the element has ${inboxState(ana.el).threads.find((t) => t.id === c.id)?.status}; errors ${w.errors.join(' | ')})`,
      );
    }
    case 'read': {
      const c = shownRow(w, s.pick);
      if (!c) return void acted--;
      row(ana, c.id)!.click();
      await waitUntil(
        () => inboxState(ana.el).thread?.id === c.id && inboxState(ana.el).thread?.status === 'ready',
        'the thread open',
      );
      return waitUntil(async () => (await ana.api.getConversation(c.id)).unreadCount === 0, 'read at the service');
    }
    case 'unread': {
      const c = shownRow(w, s.pick);
      if (!c?.lastMessage) return void acted--;
      await rowMenu(ana, c.id, 'Mark as unread');
      return waitUntil(() => !ana.$('.work-menu'), 'the menu closed');
    }
    case 'reply': {
      const thread = inboxState(ana.el).thread;
      const input = ana.$<HTMLTextAreaElement>('[part~="reply-input"]');
      if (thread?.status !== 'ready' || !input || !thread.conversation?.from.startsWith('+')) return void acted--;
      const stored = () => Object.values(w.box.sandbox.store.data.messages).filter((m) => m.text === s.text).length;
      const before = stored();
      input.focus();
      await sendKeys({ type: s.text });
      await sendKeys({ press: 'Enter' });
      return waitUntil(() => stored() > before, 'the reply stored');
    }
    case 'inbound': {
      const c = anyThread(w, s.pick);
      const r = await ana.server('POST', '/sandbox/inbound', { from: c.to, to: c.from, text: 'Hello again' });
      expect(r.status).to.be.lessThan(300);
      return;
    }
    case 'ben': {
      // Ben works where Ana looks (a row of her view) when he can, so their steps meet; a reply needs an SMS thread.
      const c = (s.does !== 'reply' && shownRow(w, s.pick)) || anyThread(w, s.pick);
      const { ben } = w;
      if (s.does === 'assign-ana') await assignConversation(ben, c.id, ANA.id);
      else if (s.does === 'assign-self') await assignConversation(ben, c.id, BEN.id);
      else if (s.does === 'done') await setConversationStatus(ben, c.id, 'done');
      else if (s.does === 'reopen') await setConversationStatus(ben, c.id, 'open');
      else if (s.does === 'reply') await ben.send({ type: 'SMS', from: c.from, to: c.to, text: 'Ben here' });
      else await createNote(ben, c.id, { text: `@${ANA.name} can you take this?`, mentions: [ANA.id] });
      return;
    }
  }
}

const expectedAssignee = (to: 'me' | 'ben' | 'nobody') => (to === 'me' ? ANA.id : to === 'ben' ? BEN.id : null);

/** The element's counts and rows are the service's, once live events have reached it. */
async function agrees(w: World, why: string): Promise<void> {
  const { ana } = w;
  let said = '';
  await waitUntil(
    async () => {
      const s = inboxState(ana.el);
      if (s.listStatus !== 'ready' || s.loadingMore) return false;
      const view = s.view as ViewName;
      const [counts, page] = await Promise.all([
        countConversations(ana.api),
        ana.api.listConversations({ ...VIEWS[view], pageSize: 100 }),
      ]);
      const server = page.data.map((c) => c.id).sort();
      const shown = shownIds(w).sort();
      const tabs = VIEW_NAMES.map((v) => shownCount(ana, v));
      said =
        `${why}, view ${view}: tabs ${JSON.stringify(tabs)} vs the service ${JSON.stringify(VIEW_NAMES.map((v) => counts[v]))}; ` +
        `rows ${JSON.stringify(shown)} vs ${JSON.stringify(server)}`;
      return (
        VIEW_NAMES.every((v, i) => tabs[i] === String(counts[v])) &&
        shown.length === server.length &&
        shown.every((id, i) => id === server[i])
      );
    },
    () => `the element disagrees with the service: ${said}`,
  );
}

describe("<parley-inbox> the views' counts and rows agree with the service after any sequence", function () {
  this.timeout(240_000);

  it('assign, status, read, unread, reply, inbound and a teammate at work: tabs and rows as the service has them', async () => {
    const started = Date.now();
    let world: World | undefined;
    let steps = 0;
    let runs = 0;
    const views = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (plan) => {
        world?.ana.el.remove();
        runs++;
        const box = await startTestSandbox({ sandbox: { demoConversations: 6, longThreadSize: 30 } });
        const ana = await inboxOf(box, ANA);
        // Tall enough that every row of a view is rendered (the rows' menus open on focused rows).
        ana.el.style.setProperty('--parley-inbox-height', '1400px');
        const w: World = (world = { box, ana, ben: await apiOf(box, BEN), errors: [] });
        ana.el.addEventListener('parley-error', (e) => w.errors.push(`${e.detail.action}: ${e.detail.error.message}`));
        await settle(ana);
        await agrees(w, 'first load');
        for (const [i, s] of plan.entries()) {
          try {
            await run(w, s);
            steps++;
            views.add(inboxState(ana.el).view);
            await agrees(w, `after step ${i + 1} ${JSON.stringify(s)}`);
          } catch (error) {
            // fast-check's report names the steps, not what went wrong at this one.
            console.log(`# views model failed at step ${i + 1} of ${JSON.stringify(plan)}: ${String(error)}`);
            throw error;
          }
        }
        expect(menuItem(ana, /./) ?? null, 'no menu left open').to.equal(null);
      }),
      {
        numRuns: RUNS,
        endOnFailure: true,
        // Sequences that found faults, kept: a mention arriving while Mentions is shown lists its thread there; and
        // opening a thread Ben mentioned Ana in reads the mention (out of Mentions, counted again).
        examples: [
          [
            [
              { kind: 'view', view: 'mentions' },
              { kind: 'ben', pick: 0, does: 'mention' },
            ],
          ],
          [
            [
              { kind: 'ben', pick: 0, does: 'mention' },
              { kind: 'read', pick: 0 },
              { kind: 'view', view: 'mentions' },
            ],
          ],
        ],
      },
    );
    world?.ana.el.remove();
    console.log(
      `# views model: ${runs} runs, ${steps} steps (${acted} acted on a row or thread), views seen ${[...views].sort().join(' ')}, in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    // The sequences reach every view: a check of one view only would be a weaker test than it says.
    expect(views.size).to.equal(VIEW_NAMES.length);
  });
});
