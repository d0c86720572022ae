/** The draft model: request cleaning rules, path updates, local date-time conversion, problems. */
import { expect } from '@open-wc/testing';
import { toDraft, toRequest } from '../../../src/components/composer/kinds/index.js';
import { fromLocalInput, toLocalInput, updateAt, type Draft } from '../../../src/components/composer/model.js';
import { problemsOf } from '../../../src/components/composer/send-rules.js';

describe('composer model', () => {
  it('toRequest drops empty optional fields but keeps required ones for the schema to name', () => {
    const draft: Draft = {
      rcs: {
        card: { title: '', description: 'Hi', media: { url: '', height: 'TALL' }, suggestions: [] },
        suggestions: [
          { type: 'openUrl', text: '', url: '', postbackData: '' },
          { type: 'viewLocation', text: 'Map', latitude: '38.7', longitude: '-9.1', label: '' },
        ],
      },
      fallback: { from: '+14155550100', text: '', mediaUrls: [] },
      scheduledTime: '',
    };
    expect(toRequest(draft, 'agent_a', '+14155550123')).to.deep.equal({
      type: 'RCS',
      from: 'agent_a',
      to: '+14155550123',
      rcs: {
        card: { description: 'Hi' },
        suggestions: [
          { type: 'openUrl', text: '' },
          { type: 'viewLocation', text: 'Map', latitude: 38.7, longitude: -9.1 },
        ],
      },
      fallback: { from: '+14155550100' },
    });
  });

  it('toDraft never throws on hostile input', () => {
    for (const bad of [null, 42, 'x', [], { rcs: 'x' }, { rcs: { text: 'a' }, fallback: { mediaUrls: 'nope' } }]) {
      const draft = toDraft(bad);
      expect(draft.rcs).to.be.an('object');
      expect(() => toRequest(draft)).to.not.throw();
    }
  });

  it('updateAt copies only the objects on the path', () => {
    const root = { rcs: { carousel: { cards: [{ title: 'a' }, { title: 'b' }] } }, other: { x: 1 } };
    const next = updateAt(root, ['rcs', 'carousel', 'cards', 1, 'title'], () => 'B');
    expect(next.rcs.carousel.cards[1]!.title).to.equal('B');
    expect(root.rcs.carousel.cards[1]!.title).to.equal('b');
    expect(next.other).to.equal(root.other);
    expect(next.rcs.carousel.cards[0]).to.equal(root.rcs.carousel.cards[0]);
    const removed = updateAt(next, ['other'], () => undefined);
    expect('other' in removed).to.equal(false);
  });

  it('datetime-local values convert to ISO with the local offset and back', () => {
    const iso = fromLocalInput('2031-03-30T02:30');
    expect(iso).to.match(/^2031-03-30T\d\d:30:00[+-]\d\d:\d\d$/);
    expect(Date.parse(iso)).to.equal(new Date('2031-03-30T02:30').getTime());
    expect(toLocalInput(iso)).to.equal(toLocalInput(new Date('2031-03-30T02:30').toISOString()));
    expect(fromLocalInput('')).to.equal('');
    expect(toLocalInput('not a date')).to.equal('');
  });

  it('a schedule in the past is a problem the schema alone would not see', () => {
    const request = toRequest({ rcs: { text: 'x' }, scheduledTime: '2020-01-01T00:00:00Z' }, 'agent_a', '+14155550123');
    expect(problemsOf(request).map((p) => p.code)).to.deep.equal(['future']);
    const later = toRequest(
      { rcs: { text: 'x' }, scheduledTime: new Date(Date.now() + 60_000).toISOString() },
      'agent_a',
      '+14155550123',
    );
    expect(problemsOf(later)).to.deep.equal([]);
  });
});
