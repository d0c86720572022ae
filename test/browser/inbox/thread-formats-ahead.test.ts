/**
 * The open thread's formatters are made ahead of it: once the thread pane's chunk has come at idle time
 * (`PartWiring.paneWhenWanted`), the next idle time makes the formatters of a log's first rows (`prepareFormats`),
 * so that the first thread a person opens makes none between the tap and its messages on screen. A page's first
 * Intl formatter loads the locale's data (~50–80 ms of a phone's CPU), which was paid in that wait. Idle time is
 * held by the test (`idleCalls`). A file of its own: formatters are cached once per page.
 */
import { expect } from '@open-wc/testing';
import { loadedModules } from '../../../src/core/lazy.js';
import { inboxParts } from '../../../src/components/inbox/lazy-parts.js';
import { idleCalls } from '../composer/deferred-harness.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, threadReady } from './helpers.js';

/** Each Intl formatter made while the page runs, with its locale and options (plural rules load no locale data). */
const made: string[] = [];
for (const name of ['NumberFormat', 'RelativeTimeFormat', 'DateTimeFormat'] as const) {
  const original = Intl[name] as unknown as new (...args: unknown[]) => object;
  (Intl as Record<string, unknown>)[name] = new Proxy(original, {
    construct(target, args, newTarget) {
      made.push(`${name}(${JSON.stringify(args)})`);
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
}

describe('<parley-inbox> the first thread opened finds its formatters made', () => {
  const idle = idleCalls();
  before(idle.hold);
  after(idle.release);

  // First: formatters are cached per page, so the next case's would hide these.
  it('makes none once the element has left before the idle time came', async () => {
    const asked = idle.asked();
    const m = await mount({ attrs: { locale: 'es' } });
    await listReady(m);
    await waitUntil(() => idle.asked() > asked, 'no idle time asked for after the rows', { timeout: 15_000 });
    idle.run();
    await waitUntil(() => loadedModules.has(inboxParts.pane), 'the pane did not come at idle time', {
      timeout: 15_000,
    });
    await waitUntil(() => idle.asked() > asked + 1, 'no idle time asked for after the pane came');
    m.el.remove();
    idle.run();
    expect(made, 'made after the element left').to.deep.equal([]);
  });

  it('makes them at idle time after the pane has come, and none between the tap and the messages', async () => {
    const asked = idle.asked();
    const m = await mount({ attrs: { locale: 'en' } });
    await listReady(m);
    expect(made, 'on the first screen').to.deep.equal([]);
    // The pane's wait asks for idle time once the rows' frame has been painted and the page has loaded.
    await waitUntil(() => idle.asked() > asked, 'no idle time asked for after the rows', { timeout: 15_000 });
    idle.run();
    await waitUntil(() => loadedModules.has(inboxParts.pane), 'the pane did not come at idle time', {
      timeout: 15_000,
    });
    // The pane's chunk asks for idle time again before making them: they are not made in the task it arrives in.
    await waitUntil(() => idle.asked() > asked + 1, 'no idle time asked for after the pane came');
    expect(made, 'as the pane came').to.deep.equal([]);
    idle.run();
    expect(made.length, 'made at the idle time after the pane came').to.be.greaterThan(0);
    expect(inboxState(m.el).selectedId, 'no thread open').to.equal(undefined);

    made.length = 0;
    m.$<HTMLElement>('[part~="thread-row"]')!.click();
    await threadReady(m);
    await waitUntil(() => m.$('[part~="thread"] [part~="message"]'), 'the thread shows no message');
    expect(m.$('[part~="thread"] [part~="day-separator"], [part~="thread"] time'), 'the log shows a time').to.exist;
    expect(made, 'made while the first thread opened').to.deep.equal([]);
    m.el.remove();
  });
});
