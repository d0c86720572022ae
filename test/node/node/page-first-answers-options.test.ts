// `pageFirstAnswers` refuses what it cannot answer rightly, naming the option, before it sends anything: no token
// (the reads would go out unauthorised), a misspelt option (`baseURL` used to fail reading 'replace'), no elements
// (reading 'length'), an attribute its element's first read does not read (`fromm` used to be ignored, leaving an
// answer for a request the element never sends), a timeoutMs the deadline cannot take (a raw RangeError).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageFirstAnswers, type PageFirstAnswersOptions } from '../../../src/node/index.js';

const API = 'https://api.test/api';
const sent: string[] = [];
const fetch = async (request: Request) => {
  sent.push(`${request.method} ${request.url} ${request.headers.get('authorization') ? 'bearer' : 'none'}`);
  return Response.json({ data: [], nextCursor: null });
};
const base: PageFirstAnswersOptions = { token: 'tok', baseUrl: API, fetch, elements: [{ tag: 'parley-inbox' }] };

/** `options` refused with a TypeError matching `message`, and nothing sent. */
async function refused(options: unknown, message: RegExp) {
  sent.length = 0;
  await assert.rejects(pageFirstAnswers(options as PageFirstAnswersOptions), { name: 'TypeError', message });
  assert.deepEqual(sent, []);
}

describe('pageFirstAnswers: options', () => {
  it('answers with good options (the control)', async () => {
    sent.length = 0;
    const page = await pageFirstAnswers({ ...base, elements: [{ tag: 'parley-inbox', attributes: { from: 'a' } }] });
    assert.deepEqual(page.outcomes, ['answered']);
    assert.deepEqual(sent, [`POST ${API}/conversations/list bearer`]);
  });

  it('needs a token and elements', async () => {
    await refused({ ...base, token: undefined }, /^pageFirstAnswers: token is required/);
    await refused({ ...base, token: '' }, /^pageFirstAnswers: token is required/);
    await refused({ ...base, elements: undefined }, /^pageFirstAnswers: elements is required/);
    await refused(undefined, /^pageFirstAnswers: options are required/);
  });

  it('refuses an option, element key or attribute it does not know, naming the one meant', async () => {
    const { baseUrl, ...rest } = base;
    await refused(
      { ...rest, baseURL: baseUrl },
      /^pageFirstAnswers: unknown option `baseURL`: did you mean `baseUrl`\?$/,
    );
    await refused(
      { ...base, elements: [{ tag: 'parley-inbox', attribute: { from: 'a' } }] },
      /<parley-inbox>: unknown element key `attribute`: did you mean `attributes`\?/,
    );
    await refused(
      { ...base, elements: [{ tag: 'parley-inbox', attributes: { fromm: 'a' } }] },
      /^pageFirstAnswers: <parley-inbox>: unknown attribute `fromm`: did you mean `from`\?$/,
    );
    await refused(
      { ...base, elements: [{ tag: 'parley-form', attributes: { formId: 'form_1' } }] },
      /<parley-form>: unknown attribute `formId`: did you mean `form-id`\?/,
    );
    await refused(
      { ...base, elements: [{ tag: 'parley-inbox', attributes: { theme: 'dark' } }] },
      /unknown attribute `theme`; the attributes are from, to, brand-id, campaign-id, base-url/,
    );
    await refused(
      { ...base, elements: [{ tag: 'parley-inbox', attributes: { from: 5 } }] },
      /attribute from must be a string/,
    );
  });

  it('checks baseUrl and timeoutMs as the token route does', async () => {
    for (const baseUrl of ['nope', 'ftp://api.test/api', undefined])
      await refused({ ...base, baseUrl }, /^pageFirstAnswers: baseUrl must be the absolute http\(s\) URL/);
    for (const timeoutMs of [-1, 'abc', 1e12, 0.5])
      await refused(
        { ...base, timeoutMs },
        /^pageFirstAnswers: timeoutMs must be a whole number of milliseconds in 1…30000/,
      );
  });
});
