import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DEFAULT_THEME,
  isThemeColor,
  isThemeFontFamily,
  isThemeImageUrl,
  ResolvedTheme,
  Theme,
  ThemeBackground,
  ThemeOverride,
} from '../../../src/schemas/theme.js';

/** Strings that try to leave a CSS value; none may be accepted as a color, font or image URL. */
const INJECTIONS = [
  'url(javascript:alert(1))',
  'url("https://evil.example/x.png")',
  'red;}body{background:red}',
  'red; background: url(https://evil.example)',
  '#fff;',
  '#fff }',
  '#fff\n',
  ' #fff',
  'expression(alert(1))',
  'rgb(expression(alert(1)),0,0)',
  '</style><script>alert(1)</script>',
  '\\75rl(javascript:alert(1))',
  '\\000075rl(x)',
  'var(--x)',
  'red',
  'currentColor',
  'rgb(1,2,3);',
  'rgb(1, 2, 3) url(x)',
  'rgb(-1, 2, 3)',
  'rgb(1e3, 2, 3)',
  'hsl(1, 2, 3)', // legacy hsl needs % on saturation and lightness
  '#ggg',
  '#12345',
  '#1234567',
  '',
  `#${'f'.repeat(100_000)}`,
  `rgb(${'1, '.repeat(50_000)}1)`,
];

describe('theme colors', () => {
  test('accepts hex and numeric rgb/hsl functions', () => {
    for (const ok of [
      '#fff',
      '#FFF',
      '#4f46e5',
      '#4f46e5cc',
      'rgb(79, 70, 229)',
      'rgba(0,0,0,0.5)',
      'rgb(50% 20% 10%)',
      'rgb(79 70 229 / 50%)',
      'rgba(79 70 229 / .5)',
      'hsl(243, 75%, 59%)',
      'hsla(243deg, 75%, 59%, 0.3)',
      'hsl(243 75% 59%)',
      'hsl(243 75% 59% / 0.4)',
      'RGB(1,2,3)',
    ]) {
      assert.equal(isThemeColor(ok), true, ok);
    }
  });

  for (const bad of INJECTIONS) {
    test(`refuses ${JSON.stringify(bad.slice(0, 40))}`, () => {
      assert.equal(isThemeColor(bad), false);
      assert.equal(ThemeOverride.safeParse({ colors: { primary: bad } }).success, false);
      assert.equal(ThemeBackground.safeParse({ type: 'solid', color: bad }).success, false);
    });
  }

  test('property: accepted colors contain only color-function characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        if (isThemeColor(value)) assert.match(value, /^[#\da-z(),.%/ ]+$/i);
      }),
    );
  });
});

describe('theme font family', () => {
  test('accepts the allow-list and plain font names', () => {
    for (const ok of [
      'system',
      'serif',
      'sans-serif',
      'monospace',
      'Inter',
      'Roboto',
      'Georgia',
      'Times New Roman',
      'IBM Plex Sans',
      'Source Sans 3',
      'Noto-Serif',
    ]) {
      assert.equal(isThemeFontFamily(ok), true, ok);
    }
  });

  test('refuses quotes, punctuation, CSS and oversize names', () => {
    for (const bad of [
      'Inter;',
      'Inter", evil',
      "Inter'",
      'Inter, serif',
      'x}body{',
      'url(x)',
      '\\75rl(x)',
      ' Inter',
      'Inter ',
      'Two  Spaces',
      '3D',
      '',
      'a'.repeat(65),
      'Ïnter',
      'Inter\n',
      '</style>',
    ]) {
      assert.equal(isThemeFontFamily(bad), false, bad);
      assert.equal(Theme.safeParse({ fontFamily: bad }).success, false, bad);
    }
  });
});

describe('theme background', () => {
  test('each kind parses', () => {
    for (const background of [
      { type: 'solid', color: '#fff' },
      {
        type: 'gradient',
        angle: 0,
        stops: [
          { color: '#fff', at: 0 },
          { color: '#000', at: 100 },
        ],
      },
      { type: 'gradient', angle: 360, stops: Array.from({ length: 5 }, (_, i) => ({ color: '#abc', at: i * 25 })) },
      { type: 'pattern', pattern: 'dots', color: '#ddd' },
      { type: 'pattern', pattern: 'waves', color: '#ddd', backgroundColor: 'rgb(1, 2, 3)' },
      { type: 'image', url: 'https://cdn.example.com/bg.jpg' },
      { type: 'image', url: 'https://cdn.example.com/bg.jpg?v=2&x=%20', fit: 'contain', overlay: 'rgba(0,0,0,.4)' },
    ]) {
      assert.equal(ThemeBackground.safeParse(background).success, true, JSON.stringify(background));
    }
  });

  test('refuses out-of-range and malformed backgrounds', () => {
    const stop = (at: number) => ({ color: '#fff', at });
    for (const background of [
      { type: 'gradient', angle: -1, stops: [stop(0), stop(100)] },
      { type: 'gradient', angle: 361, stops: [stop(0), stop(100)] },
      { type: 'gradient', angle: Number.NaN, stops: [stop(0), stop(100)] },
      { type: 'gradient', angle: 90, stops: [stop(0)] },
      { type: 'gradient', angle: 90, stops: Array.from({ length: 6 }, () => stop(0)) },
      { type: 'gradient', angle: 90, stops: [stop(-1), stop(100)] },
      { type: 'gradient', angle: 90, stops: [stop(0), stop(101)] },
      { type: 'gradient', angle: '90deg', stops: [stop(0), stop(100)] },
      { type: 'pattern', pattern: 'stars', color: '#ddd' },
      { type: 'image', url: 'http://cdn.example.com/bg.jpg' },
      { type: 'image', url: 'javascript:alert(1)' },
      { type: 'image', url: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { type: 'image', url: 'https://cdn.example.com/a.png") ; background: url("javascript:alert(1)' },
      { type: 'image', url: 'https://cdn.example.com/a(1).png' },
      { type: 'image', url: "https://cdn.example.com/it's.png" },
      { type: 'image', url: 'https://cdn.example.com/a\\b.png' },
      { type: 'image', url: 'https://cdn.example.com/a b.png' },
      { type: 'image', url: '//cdn.example.com/a.png' },
      { type: 'image', url: `https://cdn.example.com/${'a'.repeat(100_000)}` },
      { type: 'image', url: 'https://cdn.example.com/a.png', fit: 'fill' },
      { type: 'css', value: 'red' },
      { color: '#fff' },
      'linear-gradient(red, blue)',
    ]) {
      assert.equal(ThemeBackground.safeParse(background).success, false, JSON.stringify(background).slice(0, 120));
    }
  });

  test('isThemeImageUrl', () => {
    assert.equal(isThemeImageUrl('https://cdn.example.com/bg.jpg'), true);
    assert.equal(isThemeImageUrl('https://user@cdn.example.com/bg.jpg'), false);
    assert.equal(isThemeImageUrl('https://cdn.example.com/\u0000.jpg'), false);
  });
});

describe('Theme and ThemeOverride', () => {
  test('DEFAULT_THEME is a complete valid theme', () => {
    assert.equal(ResolvedTheme.safeParse(DEFAULT_THEME).success, true);
    assert.equal(Theme.safeParse(DEFAULT_THEME).success, true);
  });

  test('every key of Theme is optional; colors, when given, are complete', () => {
    assert.equal(Theme.safeParse({}).success, true);
    assert.equal(Theme.safeParse({ colors: { primary: '#fff' } }).success, false);
    assert.equal(Theme.safeParse({ colors: { ...DEFAULT_THEME.colors } }).success, true);
  });

  test('ThemeOverride takes partial colors', () => {
    assert.equal(ThemeOverride.safeParse({ colors: { primary: '#be123c' } }).success, true);
    assert.equal(ThemeOverride.safeParse({}).success, true);
  });

  test('limits on scalar keys', () => {
    const ok = (value: object) => ThemeOverride.safeParse(value).success;
    assert.equal(ok({ cornerRadius: 0 }), true);
    assert.equal(ok({ cornerRadius: 32 }), true);
    assert.equal(ok({ cornerRadius: 33 }), false);
    assert.equal(ok({ cornerRadius: -1 }), false);
    assert.equal(ok({ cornerRadius: Number.POSITIVE_INFINITY }), false);
    assert.equal(ok({ cornerRadius: '8px' }), false);
    assert.equal(ok({ submitLabel: 'Book now' }), true);
    assert.equal(ok({ submitLabel: 'x'.repeat(40) }), true);
    assert.equal(ok({ submitLabel: 'x'.repeat(41) }), false);
    assert.equal(ok({ submitLabel: '   ' }), false);
    assert.equal(ok({ submitLabel: 'Two\nlines' }), false);
    assert.equal(ok({ successMessage: 'Thanks!\nWe will call you.' }), true);
    assert.equal(ok({ successMessage: 'x'.repeat(500) }), true);
    assert.equal(ok({ successMessage: 'x'.repeat(501) }), false);
    assert.equal(ok({ successMessage: 'bell\u0007' }), false);
    assert.equal(ok({ redirectUrl: 'https://example.com/thanks' }), true);
    assert.equal(ok({ redirectUrl: 'http://example.com/thanks' }), true);
    assert.equal(ok({ redirectUrl: 'javascript:alert(1)' }), false);
    assert.equal(ok({ redirectUrl: 'mailto:a@example.com' }), false);
    assert.equal(ok({ redirectUrl: '/thanks' }), false);
  });

  test('errors name the field and the rule', () => {
    const result = ThemeOverride.safeParse({ cornerRadius: 40, colors: { text: 'red' } });
    assert.equal(result.success, false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    assert.deepEqual(messages.sort(), [
      'colors.text: Use a color like #4f46e5, #4f46e5cc, rgb(79, 70, 229) or hsl(243, 75%, 59%)',
      'cornerRadius: cornerRadius is 0 to 32 (px)',
    ]);
  });

  test('unknown keys are dropped', () => {
    const parsed = ThemeOverride.parse({ css: 'body{}', colors: { primary: '#fff', extra: 'x' } });
    assert.deepEqual(parsed, { colors: { primary: '#fff' } });
  });
});
