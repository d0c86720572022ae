/**
 * `defineElement` is what lets two copies of the bundle share a page (two script tags, two versions, a
 * micro-frontend each): the second definition of a tag warns and keeps the first instead of throwing.
 * test/node/dist/dist.test.ts does the same with the real built bundles.
 */
import { expect } from '@open-wc/testing';
import { defineElement } from '../../../src/components/shared/define.js';

function capture(fn: () => void): string[] {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  try {
    fn();
  } finally {
    console.warn = original;
  }
  return warnings;
}

describe('defineElement', () => {
  it('defines a tag once', () => {
    class First extends HTMLElement {}
    const warnings = capture(() => defineElement('parley-define-once', First));
    expect(customElements.get('parley-define-once')).to.equal(First);
    expect(warnings).to.deep.equal([]);
  });

  it('warns and keeps the first class when another copy defines the same tag', () => {
    class First extends HTMLElement {}
    class SecondCopy extends HTMLElement {}
    defineElement('parley-define-twice', First);
    let warnings: string[] = [];
    expect(() => {
      warnings = capture(() => defineElement('parley-define-twice', SecondCopy));
    }).not.to.throw();
    expect(customElements.get('parley-define-twice')).to.equal(First);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<parley-define-twice> is already defined');
    expect(document.createElement('parley-define-twice')).to.be.instanceOf(First);
  });

  it('is silent when the same class is registered again (one copy imported twice)', () => {
    class Only extends HTMLElement {}
    defineElement('parley-define-same', Only);
    expect(capture(() => defineElement('parley-define-same', Only))).to.deep.equal([]);
  });
});
