/** "Shorten links" for a send: URL finding, the pre-send length preview, and shortening against the real sandbox. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { findUrls, isShortOn, previewShortened, shortenSendRequest } from '../../../src/core/short-links.js';
import { countSegments } from '../../../src/core/sms-segments.js';
import { ServiceClient } from '../../../src/node/index.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { SendRequest } from '../../../src/schemas/messages.js';

const HOST = 'http://svc.test/l';

describe('findUrls / previewShortened', () => {
  it('finds http(s) URLs without trailing punctuation, and ignores other schemes', () => {
    assert.deepEqual(
      findUrls(
        'See https://a.example/x?y=1. Or (http://b.example/path), not javascript:alert(1) nor ftp://c.example, https://user:pw@d.example/',
      ),
      ['https://a.example/x?y=1', 'http://b.example/path'],
    );
    assert.deepEqual(findUrls('no links here'), []);
  });

  it('previews the text with short-link stand-ins, leaving existing short links alone', () => {
    const text =
      'Menu: https://acme-coffee.example/menu/autumn-2026?utm_source=sms&utm_campaign=fall, again http://svc.test/l/abc1234.';
    assert.equal(previewShortened(text, HOST), 'Menu: http://svc.test/l/xxxxxxx, again http://svc.test/l/abc1234.');
    assert.equal(isShortOn(HOST)('http://svc.test/l/abc1234'), true);
    assert.equal(isShortOn(HOST)('http://svc.test/lx/abc'), false);
  });
});

describe('shortenSendRequest against the sandbox', () => {
  it('replaces URLs in text, card, carousel and openUrl suggestions and fallback with tracked short links, once per URL', async () => {
    const sandbox = createSandbox({ demoConversations: 2, longThreadSize: 2, baseUrl: 'http://svc.test/api' });
    const client = new ServiceClient({
      apiKey: SANDBOX_DEFAULTS.apiKey,
      baseUrl: 'http://svc.test/api',
      fetch: ((i: RequestInfo | URL, init?: RequestInit) => sandbox.fetch(new Request(i, init))) as typeof fetch,
    });
    let calls = 0;
    const shorten = async (url: string) => {
      calls++;
      return (await client.createLink({ url, sender: DEMO_SENDERS.acmeAgent })).shortUrl;
    };
    const long = 'https://acme-coffee.example/menu/autumn-2026?utm_source=rcs&utm_campaign=fall-launch-2026';
    const draft: SendRequest = {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: '+14155550188',
      rcs: {
        carousel: {
          cardWidth: 'MEDIUM',
          cards: [
            {
              title: 'Autumn',
              description: `New menu: ${long}`,
              suggestions: [{ type: 'openUrl', text: 'Open', url: long }],
            },
            {
              title: 'Beans',
              description: 'Fresh roasts',
              suggestions: [{ type: 'openUrl', text: 'Shop', url: 'https://acme-coffee.example/shop' }],
            },
          ],
        },
        suggestions: [{ type: 'reply', text: 'Later', postbackData: 'later' }],
      },
      fallback: { from: DEMO_SENDERS.acmePhone, text: `Our new menu: ${long} (reply STOP to opt out)` },
    };
    const { request, links } = await shortenSendRequest(draft, shorten, isShortOn(HOST));
    assert.equal(calls, 2, 'the same URL is shortened once');
    assert.deepEqual(links.map((l) => l.url).sort(), [long, 'https://acme-coffee.example/shop'].sort());
    const shortOfLong = links.find((l) => l.url === long)!.shortUrl;
    const cards = request.rcs!.carousel!.cards;
    assert.equal(cards[0]!.description, `New menu: ${shortOfLong}`);
    assert.deepEqual(cards[0]!.suggestions, [{ type: 'openUrl', text: 'Open', url: shortOfLong }]);
    assert.match((cards[1]!.suggestions![0] as { url: string }).url, /^http:\/\/svc\.test\/l\//);
    assert.equal(request.fallback!.text, `Our new menu: ${shortOfLong} (reply STOP to opt out)`);
    assert.deepEqual(request.rcs!.suggestions, draft.rcs!.suggestions, 'reply chips untouched');
    assert.equal(draft.rcs!.carousel!.cards[0]!.description, `New menu: ${long}`, 'the draft itself is not changed');

    // The preview measured before sending matches what is sent, so counters and segments are right.
    const preview = previewShortened(draft.fallback!.text!, HOST);
    assert.equal(preview.length, request.fallback!.text!.length);
    assert.equal(countSegments(preview).segments, countSegments(request.fallback!.text!).segments);
    assert.ok(countSegments(draft.fallback!.text!).characters > countSegments(preview).characters);

    // It sends, and the short link counts the click and leads to the original.
    const sent = await client.send(request);
    assert.equal(sent.rcs!.carousel!.cards[0]!.description, `New menu: ${shortOfLong}`);
    const hop = await sandbox.fetch(new Request(shortOfLong));
    assert.equal(hop.headers.get('location'), long);
    const linkId = (await client.listLinks({ sender: DEMO_SENDERS.acmeAgent })).data.find(
      (l) => l.shortUrl === shortOfLong,
    )!.linkId;
    assert.equal((await client.getLink(linkId)).analytics.clicks, 1);

    // A failing shortening fails the whole operation (nothing half-shortened is sent).
    await assert.rejects(
      shortenSendRequest(
        { type: 'SMS', from: DEMO_SENDERS.acmePhone, to: '+14155550188', text: 'x https://a.example' },
        async () => {
          throw new Error('links:write missing');
        },
      ),
      /links:write/,
    );
    sandbox.close();
  });
});
