import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildAddresses, ADDRESS_COUNTRIES } from '../../../src/sandbox/data/addresses.js';
import { MAX_PLACES, normalizeForSearch, searchPlaces } from '../../../src/sandbox/places.js';
import { Address, PlacesResponse } from '../../../src/schemas/forms.js';
import { testSandbox } from './helpers.js';

const addresses = buildAddresses();

describe('places: the offline address data set', () => {
  it('has several hundred valid, unique, deterministic addresses in six countries', () => {
    assert.ok(addresses.length >= 500, String(addresses.length));
    assert.equal(new Set(addresses.map((a) => a.placeId)).size, addresses.length);
    assert.equal(new Set(addresses.map((a) => a.address.formatted)).size, addresses.length);
    for (const { address } of addresses) Address.parse(address);
    assert.deepEqual(new Set(addresses.map((a) => a.address.country)), new Set(ADDRESS_COUNTRIES.map((c) => c.code)));
    assert.deepEqual(buildAddresses(), addresses);
  });

  it('writes each country in its own order', () => {
    const berlin = addresses.find((a) => a.address.city === 'Berlin')!.address;
    assert.match(berlin.formatted, /^Friedrichstraße \d+, \d{5} Berlin, Germany$/);
    const sf = addresses.find((a) => a.address.city === 'San Francisco')!.address;
    assert.match(sf.formatted, /^\d+ Market Street, San Francisco, CA \d{5}, USA$/);
  });
});

describe('places: search', () => {
  it('matches word prefixes regardless of case and accents, ranking addresses that start with the query first', () => {
    const results = searchPlaces('baker st lon');
    assert.ok(results.length > 0);
    assert.ok(results.every((p) => p.address.city === 'London' && /Baker Street/.test(p.description)));
    assert.ok(searchPlaces('friedrichstrasse berlin').length > 0);
    const montreal = searchPlaces('MONTREAL saint');
    assert.ok(montreal.length > 0 && montreal.every((p) => p.address.city === 'Montréal'));
    const number = addresses.find((a) => a.address.city === 'Paris')!.address.line1.split(' ')[0]!;
    const startsWith = searchPlaces(`${number} rue`, 'FR');
    assert.ok(startsWith[0]!.description.startsWith(`${number} Rue`));
  });

  it('filters by country, caps results at 8 and returns placeId in the address', () => {
    const all = searchPlaces('street');
    assert.equal(all.length, MAX_PLACES);
    const ca = searchPlaces('street', 'CA');
    assert.ok(ca.length > 0 && ca.every((p) => p.address.country === 'CA'));
    assert.ok(all.every((p) => p.address.placeId === p.placeId));
    assert.deepEqual(searchPlaces('zzzz qqqq'), []);
  });

  it('every result contains every query word as a word prefix (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...addresses), fc.integer({ min: 1, max: 6 }), (entry, cut) => {
        const words = normalizeForSearch(entry.address.formatted).split(' ');
        const query = words
          .slice(0, 2)
          .map((w) => w.slice(0, cut))
          .join(' ');
        const results = searchPlaces(query);
        const terms = query.split(' ');
        return (
          results.length <= MAX_PLACES &&
          results.every((p) => {
            const haystack = normalizeForSearch(`${p.description} ${p.address.region ?? ''}`).split(' ');
            return terms.every((t) => haystack.some((w) => w.startsWith(t)));
          })
        );
      }),
    );
  });
});

describe('places: POST /forms/places/autocomplete', () => {
  const t = testSandbox({ demoData: false });
  const post = (body: unknown, token?: string) => t.call('POST', '/forms/places/autocomplete', { body, token });

  it('answers anonymous callers and forms:read tokens', async () => {
    const res = await post({ query: 'market street', country: 'US' });
    assert.equal(res.status, 200);
    const { data } = PlacesResponse.parse(res.body);
    assert.ok(data.length > 0 && data.every((p) => p.address.city === 'San Francisco'));
    assert.equal((await post({ query: 'market' }, await t.embed('forms:read'))).status, 200);
    assert.equal((await post({ query: 'market' }, await t.embed('conversations:read'))).status, 401);
  });

  it('validates the query with a ZodError 400', async () => {
    const short = await post({ query: 'ab' });
    assert.equal(short.status, 400);
    assert.deepEqual(short.body.errors.properties.query.errors, ['query needs at least 3 characters']);
    assert.equal((await post({ query: 'market', country: 'usa' })).status, 400);
  });
});
