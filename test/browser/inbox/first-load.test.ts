/**
 * The inbox's first load, as the time-to-usable bench traced it (docs/decisions.md "Time to usable on a phone"): the
 * first page is asked for once, as soon as the token is in hand (before the render that the token's claims cause),
 * and the first rows are on screen after one update (no second render to correct the first one's guesses).
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { waitUntil } from '../helpers/wait.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { listReady, mount, settle } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { watchRenderWarnings } from '../helpers/warnings.js';

describe('<parley-inbox> first load', () => {
  it('asks for the first page once, before the claims are read, and shows its rows in one update', async () => {
    // Lit's development build warns (once per element, so this test is the file's first) when an update is
    // requested while one completes: the first rows would then be rendered twice.
    const warnings = watchRenderWarnings();
    try {
      const box = await startTestSandbox();
      // The token arrives when the test says so, as a token route's answer does.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const lists: { claimsRead: boolean }[] = [];
      let el: Parameters<typeof inboxState>[0] | undefined;
      const client = createApiClient({
        baseUrl: BASE_URL,
        tokenProvider: async () => {
          await gate;
          return box.token;
        },
        retry: { retries: 0 },
        fetch: (input, init) => {
          const request = input instanceof Request && !init ? input : new Request(input, init);
          if (new URL(request.url).pathname.endsWith('/conversations/list'))
            lists.push({ claimsRead: !!el && inboxState(el).claims.scopes !== undefined });
          return box.fetch(request);
        },
      });
      const m = await mount({ box, client });
      el = m.el;
      expect(lists.length, 'no list request before the token').to.equal(0);
      release();
      await listReady(m);
      expect(inboxState(m.el).listStatus, 'the first page loaded').to.equal('ready');
      await waitUntil(() => m.$$('[part~="thread-row"]').length > 0, 'thread rows of the first page on screen');
      await waitUntil(() => inboxState(m.el).claims.scopes, 'the token claims were read');
      await settle(m);
      expect(lists.length, 'list requests on first load').to.equal(1);
      expect(lists[0]!.claimsRead, 'the first page was asked for before the claims were read (and rendered)').to.equal(
        false,
      );
      const twice = warnings.twice();
      expect(twice, 'updates requested while an update completed').to.deep.equal([]);
      await shots(m, 'inbox-first-load');
      await accessibleEverywhere(
        m,
        () => m.$<HTMLInputElement>('[part~="search"]')!.placeholder === 'ابحث في المحادثات',
      );
    } finally {
      warnings.stop();
    }
  });
});
