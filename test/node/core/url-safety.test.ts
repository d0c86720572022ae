import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isHttpUrl, isSafeHttpUrl, MAX_URL_LENGTH, safeLinkUrl } from '../../../src/core/url-safety.js';

/** Values a link must never accept; shared in spirit with the browser test, which runs them in Chromium's parser. */
const EVASIONS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  ' javascript:alert(1)',
  '   javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  '\u200bjavascript:alert(1)',
  'javascript\u200b:alert(1)',
  'javascript://%0Aalert(1)',
  'javascript:/**/alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://example.com/uuid',
  'file:///etc/passwd',
  'filesystem:https://example.com/temporary/x',
  '//evil.example/path',
  '\\\\evil.example/path',
  '/\\evil.example',
  '/relative/path',
  '?q=1',
  '#frag',
  'example.com',
  'https://example.com@evil.example',
  'https://user:pass@example.com/',
  'https://example.com/\u202egnp.exe',
  'https://',
  'http://',
  '',
  ' https://example.com',
  'https://example.com ',
  'https://example.com\n',
];

describe('safeLinkUrl', () => {
  for (const value of EVASIONS) {
    test(`refuses ${JSON.stringify(value)}`, () => assert.equal(safeLinkUrl(value), null));
  }

  test('accepts the default schemes and returns the parser serialization', () => {
    assert.equal(safeLinkUrl('https://example.com'), 'https://example.com/');
    assert.equal(safeLinkUrl('HTTPS://Example.COM/a b?x=1#y'), 'https://example.com/a%20b?x=1#y');
    assert.equal(safeLinkUrl('http://localhost:4010/api'), 'http://localhost:4010/api');
    assert.equal(safeLinkUrl('tel:+15551234567'), 'tel:+15551234567');
    assert.equal(safeLinkUrl('sms:+15551234567?body=hi'), 'sms:+15551234567?body=hi');
    assert.equal(safeLinkUrl('mailto:help@example.com?subject=Hi'), 'mailto:help@example.com?subject=Hi');
    assert.equal(safeLinkUrl('https://bücher.example/'), 'https://xn--bcher-kva.example/');
  });

  test('honours a custom allow-list, with or without colons, case-insensitively', () => {
    assert.equal(safeLinkUrl('tel:+15551234567', ['https:']), null);
    assert.equal(safeLinkUrl('https://example.com/', ['HTTPS']), 'https://example.com/');
    assert.equal(safeLinkUrl('javascript:alert(1)', ['https:', 'mailto']), null);
  });

  test('refuses values over the length limit', () => {
    const long = `https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`;
    assert.equal(safeLinkUrl(long), null);
  });

  test('refuses non-strings without throwing', () => {
    assert.equal(safeLinkUrl(undefined as unknown as string), null);
    assert.equal(safeLinkUrl({ toString: () => 'https://x.example' } as unknown as string), null);
  });

  test('property: whatever it returns has an allowed scheme and reparses to itself', () => {
    const allowed = new Set(['http:', 'https:', 'tel:', 'sms:', 'mailto:']);
    const candidates = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ maxLength: 60 }),
      fc
        .tuple(
          fc.constantFrom('javascript', 'JAVASCRIPT', 'data', 'vbscript', 'https', 'tel'),
          fc.string({ maxLength: 20 }),
        )
        .map(([scheme, rest]) => `${scheme}:${rest}`),
    );
    fc.assert(
      fc.property(candidates, (value) => {
        const out = safeLinkUrl(value);
        if (out === null) return;
        const url = new URL(out);
        assert.ok(allowed.has(url.protocol), out);
        assert.equal(url.href, out);
      }),
    );
  });
});

describe('isHttpUrl / isSafeHttpUrl', () => {
  test('isHttpUrl checks shape and scheme', () => {
    assert.equal(isHttpUrl('https://example.com/hook'), true);
    assert.equal(isHttpUrl('http://example.com'), true);
    assert.equal(isHttpUrl('http://example.com', { httpsOnly: true }), false);
    assert.equal(isHttpUrl('https://example.com', { httpsOnly: true }), true);
    assert.equal(isHttpUrl('mailto:a@example.com'), false);
    assert.equal(isHttpUrl('/relative'), false);
    assert.equal(isHttpUrl(42), false);
  });

  test('isSafeHttpUrl applies the link rules on top', () => {
    assert.equal(isSafeHttpUrl('https://example.com/thanks'), true);
    assert.equal(isSafeHttpUrl(' https://example.com'), false);
    assert.equal(isSafeHttpUrl('https://a@example.com'), false);
    assert.equal(isSafeHttpUrl('tel:+15551234567'), false);
    assert.equal(isSafeHttpUrl('http://example.com', { httpsOnly: true }), false);
    assert.equal(isSafeHttpUrl('javascript:alert(1)'), false);
    assert.equal(isSafeHttpUrl(null), false);
  });
});
