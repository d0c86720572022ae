/**
 * A teammate is named the same on every line that names them: the host's `users` name them, over the name their own
 * token carried when they acted. Ben's token says "Ben Ito"; the host's team list says "Benjamin Ito-Park". The row's
 * assignee, the header's assignee and Ben's note in the open thread all say the host's name. Against the real
 * sandbox, read as Ana.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { createNote } from '../../../src/components/inbox/team-api.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { waitUntil } from '../helpers/wait.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { MANAGE } from './team-harness.js';
import { isLong, mount, openThread, settle } from './helpers.js';

const ANA = { id: 'user_ana', name: 'Ana Silva' };
const BEN = { id: 'user_ben', name: 'Ben Ito' };
const BEN_AS_THE_HOST_NAMES_HIM = 'Benjamin Ito-Park';

const tokenOf = (user: { id: string; name: string }) =>
  createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: user.id,
    name: user.name,
    scopes: MANAGE,
  });

describe('<parley-inbox> a teammate’s name', function () {
  this.timeout(60_000);

  it('is the host’s name for them on the row, in the header and on their note', async () => {
    const box = await startTestSandbox();
    const id = Object.values(box.sandbox.store.data.conversations).find((c) => isLong(c))!.id;
    const ben = createApiClient({ baseUrl: BASE_URL, token: await tokenOf(BEN), fetch: box.fetch });
    // Ben takes the thread and leaves a note: the service carries his token's name on both.
    const taken = await ben.request('POST', `/conversations/${id}/assign`, {
      body: { assignee: 'me' },
      schema: 'Conversation',
    });
    expect(taken.assignee?.name, 'the service carries his token’s name').to.equal(BEN.name);
    await createNote(ben, id, { text: 'Refund sent.' });

    const client = createApiClient({ baseUrl: BASE_URL, token: await tokenOf(ANA), fetch: box.fetch });
    const m = await mount({ box, client });
    m.el.users = [ANA, { id: BEN.id, name: BEN_AS_THE_HOST_NAMES_HIM }];
    await openThread(m, isLong);
    await waitUntil(() => m.$('[part~="note"]'), 'Ben’s note in the log');
    const note = m.$('[part~="note"]')!;
    await settle(m);

    const row = m.$(`[data-vkey="${id}"]`)!;
    expect(row.querySelector('[part~="assignee-tag"] [aria-hidden]')!.textContent, 'the row: a first name').to.equal(
      'Benjamin',
    );
    expect(row.querySelector('[part~="assignee-tag"] .visually-hidden')!.textContent).to.contain(
      BEN_AS_THE_HOST_NAMES_HIM,
    );
    expect(m.$('[part~="assign-button"]')!.textContent, 'the header').to.contain(BEN_AS_THE_HOST_NAMES_HIM);
    expect(note.querySelector('.note-head strong')!.textContent, 'the note’s author').to.equal(
      BEN_AS_THE_HOST_NAMES_HIM,
    );
    expect(note.getAttribute('aria-label'), 'the note as read out').to.contain(BEN_AS_THE_HOST_NAMES_HIM);
    expect(m.root.textContent, 'no line names him otherwise').not.to.contain(BEN.name);
    m.el.remove();
  });
});
