// An option `createEmbedToken` does not read is refused, naming it: a misspelt option is otherwise dropped, and with
// it what it meant to say (`resource: {senders}` minted a token restricted to nothing, `expiresIn: 60` one that
// lived 15 minutes).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { createEmbedToken, isEmbedTokenError, type CreateEmbedTokenOptions } from '../../../src/tokens/index.js';
import { CREATE_EMBED_TOKEN_OPTIONS } from '../../../src/tokens/mint.js';
import * as f from './fixtures.js';

const base = {
  key: { kid: 'hs-1', secret: f.HS_SECRET },
  team: 'team_acme',
  user: 'user_42',
  scopes: ['conversations:read'],
} satisfies CreateEmbedTokenOptions;

const refusedWith = (message: RegExp) => (error: unknown) => {
  assert.ok(isEmbedTokenError(error, 'ERR_INVALID_OPTIONS'), `code of ${String(error)}`);
  assert.match((error as Error).message, message);
  return true;
};

describe('createEmbedToken refuses an option it does not know', () => {
  test('`resource` for `resources` mints nothing: no unrestricted token', async () => {
    await assert.rejects(
      createEmbedToken({ ...base, resource: { senders: ['+15550001111'] } } as CreateEmbedTokenOptions),
      refusedWith(/^unknown option `resource`: did you mean `resources`\?$/),
    );
  });

  test('`expiresIn` for `ttl` lists the options; `scope` and `Team` are named as `scopes` and `team`', async () => {
    await assert.rejects(
      createEmbedToken({ ...base, expiresIn: 60 } as CreateEmbedTokenOptions),
      refusedWith(
        /^unknown option `expiresIn`; the options are key, team, user, name, scopes, resources, ttl, now, jti$/,
      ),
    );
    await assert.rejects(
      createEmbedToken({ ...base, scope: 'messages:send' } as CreateEmbedTokenOptions),
      refusedWith(/unknown option `scope`: did you mean `scopes`\?/),
    );
    await assert.rejects(
      createEmbedToken({ ...base, Team: 'team_other' } as CreateEmbedTokenOptions),
      refusedWith(/unknown option `Team`: did you mean `team`\?/),
    );
  });

  test('a very long unknown key is quoted by its start', async () => {
    await assert.rejects(
      createEmbedToken({ ...base, ['x'.repeat(500)]: 1 } as CreateEmbedTokenOptions),
      refusedWith(/^unknown option `x{63}…`;/),
    );
  });

  test('any key but the known ones is refused; the known ones alone mint', async () => {
    assert.ok(await createEmbedToken({ ...base, name: 'Ada', resources: {}, ttl: 60, now: f.FROZEN_NOW, jti: 'j' }));
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 40 })
          .filter((key) => !(CREATE_EMBED_TOKEN_OPTIONS as readonly string[]).includes(key) && key !== '__proto__'),
        fc.anything(),
        async (key, value) => {
          await assert.rejects(
            createEmbedToken({ ...base, [key]: value } as CreateEmbedTokenOptions),
            (error) =>
              isEmbedTokenError(error, 'ERR_INVALID_OPTIONS') && /^unknown option `/.test((error as Error).message),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
