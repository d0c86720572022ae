/**
 * The detectors of the XSS suites catch what they claim: each payload, put into a page the unsafe way
 * (`innerHTML`, or as a link's `href`), is either executed (canary hit) or reported by `inspect`. Without this,
 * "zero executions" could mean a blind detector.
 */
import { expect } from '@open-wc/testing';
import { armCanary, disarmCanary, Corpus, extraElements, inspect, letHandlersRun, PAYLOADS } from './xss-kit.js';

describe('XSS detectors (positive controls)', () => {
  afterEach(disarmCanary);

  it('flags every markup payload rendered with innerHTML, by execution or by inspection', async () => {
    const hits = armCanary();
    const corpus = new Corpus();
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const missed: string[] = [];
    const caught = { executed: 0, inspected: 0, inert: 0 };
    const empty = inspect(host);
    for (const placed of corpus.all('innerHTML')) {
      if (
        !/[<>]/.test(placed.text) ||
        /^[\\%\uff1c]/.test(placed.text) ||
        placed.text.startsWith('data:') ||
        placed.text.startsWith('${') ||
        placed.text.startsWith('{{')
      )
        continue;
      const box = document.createElement('div');
      box.innerHTML = placed.text;
      root.replaceChildren(box);
      await letHandlersRun(60);
      const executed = hits.includes(placed.id);
      const seen = inspect(host);
      const problems = seen.problems.length > 0 || extraElements(seen, empty).length > 0;
      if (executed) caught.executed++;
      else if (problems) caught.inspected++;
      // The parser made nothing of it (an unterminated tag, a <body> inside a <div>): nothing to catch.
      else if (!box.firstElementChild) caught.inert++;
      else missed.push(placed.text);
    }
    host.remove();
    expect(missed).to.deep.equal([]);
    expect(caught.executed, 'some payloads really run when unescaped').to.be.greaterThan(5);
    console.log(
      `[security] detector self-test: ${caught.executed} executed, ${caught.inspected} caught by inspection, ${caught.inert} inert as markup, of ${PAYLOADS.length} payloads`,
    );
  });

  it('flags every non-allowed scheme as a link, and a link without rel="noopener noreferrer"', () => {
    const corpus = new Corpus();
    const host = document.createElement('div');
    for (const placed of corpus.all('href')) {
      const text = placed.text;
      if (!/script:|^data:|^&#106;/i.test(text.trim())) continue;
      host.innerHTML = '';
      const a = document.createElement('a');
      a.setAttribute('href', text);
      a.rel = 'noopener noreferrer';
      host.append(a);
      expect(inspect(host).problems, text).to.not.deep.equal([]);
    }
    const ok = document.createElement('a');
    ok.href = 'https://example.com/';
    host.replaceChildren(ok);
    expect(inspect(host).problems).to.deep.equal(['link https://example.com/ has rel=""']);
    ok.rel = 'noreferrer noopener';
    expect(inspect(host).problems).to.deep.equal([]);
  });
});
