/**
 * The core modules in real Chromium: the URL checks against the browser's own URL parser and anchors, and the
 * theme's CSS values against the browser's CSS parser.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { configureFastCheck } from '../../setup/fast-check.mjs';
import {
  countSegments,
  DEFAULT_THEME,
  isThemeColor,
  loadPhoneSupport,
  resolveTheme,
  safeLinkUrl,
  themeToCustomProperties,
  type ResolvedTheme,
} from '../../../src/core/index.js';

// One seed for every property of this file, printed (replay: see test/setup/fast-check.mjs).
const seed = configureFastCheck({ seed: new URLSearchParams(location.search).get('fc-seed') ?? undefined });
console.log(`# fast-check seed ${seed}`);

const EVASIONS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  '&#106;avascript:alert(1)',
  ' javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  'https://example.com@evil.example',
];

describe('safeLinkUrl in Chromium', () => {
  it('refuses the evasion corpus', () => {
    for (const value of EVASIONS) expect(safeLinkUrl(value), JSON.stringify(value)).to.equal(null);
  });

  it('what it returns keeps its scheme when an anchor resolves it', () => {
    const a = document.createElement('a');
    for (const value of [
      'https://example.com/a b',
      'HTTP://Example.com',
      'tel:+15551234567',
      'mailto:x@example.com',
      'sms:+1555',
    ]) {
      const safe = safeLinkUrl(value);
      expect(safe, value).to.be.a('string');
      a.href = safe!;
      expect(['http:', 'https:', 'tel:', 'mailto:', 'sms:']).to.include(a.protocol);
      expect(a.href).to.equal(safe);
    }
  });

  it('property: anything accepted resolves in an anchor to an allowed scheme', () => {
    const a = document.createElement('a');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string({ maxLength: 40 }).map((s) => `javascript:${s}`),
          fc.string({ maxLength: 40 }),
        ),
        (value) => {
          const safe = safeLinkUrl(value);
          if (safe === null) return;
          a.href = safe;
          expect(['http:', 'https:', 'tel:', 'mailto:', 'sms:']).to.include(a.protocol);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('theme CSS in Chromium', () => {
  const backgrounds: ResolvedTheme['background'][] = [
    { type: 'solid', color: 'hsl(200 50% 40%)' },
    {
      type: 'gradient',
      angle: 135,
      stops: [
        { color: '#fff', at: 0 },
        { color: 'rgba(0, 0, 0, 0.5)', at: 100 },
      ],
    },
    { type: 'pattern', pattern: 'dots', color: '#cbd5e1' },
    { type: 'pattern', pattern: 'grid', color: '#cbd5e1', backgroundColor: '#fff' },
    { type: 'pattern', pattern: 'diagonal', color: '#cbd5e1' },
    { type: 'pattern', pattern: 'waves', color: '#cbd5e1' },
    { type: 'image', url: 'https://cdn.example.com/bg.jpg', fit: 'contain', overlay: 'rgb(0 0 0 / 40%)' },
  ];

  it('every background kind is a valid `background` value', () => {
    for (const background of backgrounds) {
      const value = themeToCustomProperties(resolveTheme(undefined, { background }))['--parley-form-background'];
      expect(CSS.supports('background', value), value).to.equal(true);
    }
  });

  it('every property applies to an element and reads back', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const props = themeToCustomProperties(resolveTheme(undefined, { fontFamily: 'IBM Plex Sans', cornerRadius: 12 }));
    for (const [name, value] of Object.entries(props)) el.style.setProperty(name, value);
    el.style.background = 'var(--parley-form-background)';
    el.style.borderRadius = 'var(--parley-form-radius)';
    el.style.fontFamily = 'var(--parley-form-font)';
    const style = getComputedStyle(el);
    expect(style.borderTopLeftRadius).to.equal('12px');
    expect(style.fontFamily).to.contain('IBM Plex Sans');
    expect(style.backgroundColor).to.equal('rgb(248, 250, 252)');
    el.remove();
  });

  it('property: every color the grammar accepts is a color Chromium accepts', () => {
    const n = fc.integer({ min: 0, max: 255 }).map(String);
    const pct = fc.integer({ min: 0, max: 100 }).map((v) => `${v}%`);
    const alpha = fc.oneof(fc.constantFrom('0', '1', '.5', '0.25'), pct);
    const colors = fc.oneof(
      fc.stringMatching(/^#(?:[\da-f]{3}|[\da-f]{6}|[\da-f]{8})$/),
      fc.tuple(n, n, n).map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`),
      fc.tuple(n, n, n, alpha).map(([r, g, b, a]) => `rgba(${r},${g},${b},${a})`),
      fc.tuple(n, n, n, alpha).map(([r, g, b, a]) => `rgb(${r} ${g} ${b} / ${a})`),
      fc.tuple(fc.integer({ min: 0, max: 360 }), pct, pct).map(([h, s, l]) => `hsl(${h}deg, ${s}, ${l})`),
      fc.tuple(fc.integer({ min: 0, max: 360 }), pct, pct, alpha).map(([h, s, l, a]) => `hsla(${h} ${s} ${l} / ${a})`),
    );
    fc.assert(
      fc.property(colors, (color) => {
        expect(isThemeColor(color), color).to.equal(true);
        expect(CSS.supports('color', color), color).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the default theme colors are valid CSS', () => {
    for (const color of Object.values(DEFAULT_THEME.colors)) expect(CSS.supports('color', color)).to.equal(true);
  });
});

describe('other core modules run in the browser', () => {
  it('counts segments', () => {
    expect(countSegments('😀'.repeat(36)).segments).to.equal(2);
  });

  it('loads phone support lazily through a dynamic import', async () => {
    const phone = await loadPhoneSupport();
    expect(phone.toE164('020 7946 0958', 'GB')).to.equal('+442079460958');
  });
});
