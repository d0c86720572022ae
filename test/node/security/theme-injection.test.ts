/**
 * Theme injection: hostile `theme_override` values (CSS break-outs `;}`, `url(javascript:…)`, `expression(`,
 * CSS escapes, markup, non-https images, huge values) sent through the sandbox's server API are refused with a
 * 400 zod error body on every route that takes a theme (`POST /forms`, `PATCH /forms/{id}`, `POST /forms/send`),
 * and change nothing. Behind the schema, `resolveTheme` and `themeToCustomProperties` turn any object at all,
 * validated or not, into custom properties of the theme grammar only (checked on the corpus and by fast-check).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { resolveTheme, themeToCustomProperties } from '../../../src/core/theme.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { flattenErrorTree, ZodErrorBody } from '../../../src/schemas/errors.js';
import { DEFAULT_THEME, type ResolvedTheme } from '../../../src/schemas/theme.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

const BASE = 'http://sandbox.test/api';
const HUGE = 'e'.repeat(1_000_000);

/** Strings a CSS value must never carry through. */
const CSS_BREAKOUTS = [
  'red;}body{background:url(javascript:evil())}',
  '#fff;}',
  '#fff}',
  '#fff{',
  'url(javascript:evil())',
  'expression(evil())',
  'rgb(0,0,0);x:expression(evil())',
  'rgb(1, 2, 3) url(https://evil.example/x)',
  'var(--evil)',
  'attr(data-evil)',
  'calc(1px + 1px)',
  'env(evil)',
  '#fff\\3b}body{color:red',
  '\\23 fff',
  '#ffffff\n}body{color:red',
  '#fff /* evil */',
  'hsl(1, 2%, 3%) !important',
  '</style><script>evil()</script>',
  '"><img src=x onerror=evil()>',
  'currentColor',
  'inherit',
  'red',
  '#fff\u0000',
  `#${'f'.repeat(70)}`,
  `rgb(${'1,'.repeat(5000)}1)`,
  HUGE,
];
const IMAGE_URLS = [
  'javascript:evil()',
  'JAVASCRIPT:evil()',
  'data:image/svg+xml,<svg onload=evil()>',
  'http://cdn.example/bg.jpg',
  'https://cdn.example/a.png);background:url(javascript:evil())',
  'https://cdn.example/a".png',
  "https://cdn.example/a'.png",
  'https://cdn.example/a\\".png',
  'https://cdn.example/a b.png',
  'https://cdn.example/a.png\n',
  ' https://cdn.example/a.png',
  '//cdn.example/a.png',
  'https://user:pw@cdn.example/a.png',
  'https://cdn.example/\u202ea.png',
  `https://cdn.example/${'a'.repeat(5000)}.png`,
  'expression(evil())',
];
const FONTS = [
  'Arial;} body{display:none',
  'x", evil',
  "'Inter'",
  'Inter;}',
  'Inter\\;',
  'expression(evil())',
  'url(javascript:evil())',
  'Inter  Sans',
  'Inter ',
  '9Inter',
  'Inter\u0000',
  'A'.repeat(65),
  HUGE,
];
/** Not numbers, or out of range: for the corner radius (0–32), a gradient angle (0–360) and a stop (0–100). */
const NOT_NUMBERS: unknown[] = [-1, 1e308, -1e308, '8px;}', '8', 'expression(1)', null, true, [8], { px: 8 }];
const NUMBERS: [unknown, unknown, unknown][] = [
  [33, 361, 101],
  ...NOT_NUMBERS.map((n) => [n, n, n] as [unknown, unknown, unknown]),
];
const TEXTS: [string, unknown][] = [
  ['submitLabel', 'x'.repeat(41)],
  ['submitLabel', 'Send\n</style>'],
  ['submitLabel', 'Send\u0000'],
  ['submitLabel', '   '],
  ['submitLabel', HUGE],
  ['successMessage', 'x'.repeat(501)],
  ['successMessage', 'Thanks\u0007'],
  ['successMessage', HUGE],
  ['redirectUrl', 'javascript:evil()'],
  ['redirectUrl', 'data:text/html,<script>evil()</script>'],
  ['redirectUrl', '//evil.example/'],
  ['redirectUrl', 'https://user:pw@evil.example/'],
  ['redirectUrl', ' https://example.com/'],
  ['redirectUrl', 'vbscript:evil()'],
];

type Override = Record<string, unknown>;
const COLOR_KEYS = Object.keys(DEFAULT_THEME.colors);

/** Every attack, as a `theme_override`, named. */
function attacks(): [string, Override][] {
  const out: [string, Override][] = [];
  for (const [i, value] of CSS_BREAKOUTS.entries()) {
    const key = COLOR_KEYS[i % COLOR_KEYS.length]!;
    out.push([`colors.${key} = ${JSON.stringify(value.slice(0, 40))}`, { colors: { [key]: value } }]);
    out.push([`solid background ${i}`, { background: { type: 'solid', color: value } }]);
    out.push([
      `gradient stop ${i}`,
      {
        background: {
          type: 'gradient',
          angle: 90,
          stops: [
            { color: '#fff', at: 0 },
            { color: value, at: 100 },
          ],
        },
      },
    ]);
    out.push([`pattern colour ${i}`, { background: { type: 'pattern', pattern: 'dots', color: value } }]);
    out.push([
      `image overlay ${i}`,
      { background: { type: 'image', url: 'https://cdn.example/bg.jpg', overlay: value } },
    ]);
  }
  for (const [i, url] of IMAGE_URLS.entries())
    out.push([`image url ${i} ${JSON.stringify(url.slice(0, 40))}`, { background: { type: 'image', url } }]);
  for (const [i, font] of FONTS.entries())
    out.push([`fontFamily ${i} ${JSON.stringify(font.slice(0, 40))}`, { fontFamily: font }]);
  for (const [radius, angle, at] of NUMBERS) {
    out.push([`cornerRadius ${JSON.stringify(radius)}`, { cornerRadius: radius }]);
    out.push([
      `gradient angle ${JSON.stringify(angle)}`,
      {
        background: {
          type: 'gradient',
          angle,
          stops: [
            { color: '#fff', at: 0 },
            { color: '#000', at: 100 },
          ],
        },
      },
    ]);
    out.push([
      `gradient stop at ${JSON.stringify(at)}`,
      {
        background: {
          type: 'gradient',
          angle: 0,
          stops: [
            { color: '#fff', at },
            { color: '#000', at: 100 },
          ],
        },
      },
    ]);
  }
  out.push(['pattern name', { background: { type: 'pattern', pattern: 'dots;}', color: '#fff' } }]);
  out.push(['image fit', { background: { type: 'image', url: 'https://cdn.example/bg.jpg', fit: 'cover;}body{x:y' } }]);
  out.push(['background type', { background: { type: 'css', value: 'url(javascript:evil())' } }]);
  out.push(['background as a string', { background: 'url(javascript:evil())' }]);
  out.push([
    '10,000 gradient stops',
    {
      background: {
        type: 'gradient',
        angle: 0,
        stops: Array.from({ length: 10_000 }, (_, i) => ({ color: '#fff', at: i % 100 })),
      },
    },
  ]);
  out.push(['colors as a string', { colors: 'red;}' }]);
  for (const [key, value] of TEXTS)
    out.push([`${key} ${JSON.stringify(String(value).slice(0, 30))}`, { [key]: value }]);
  return out;
}

function sandbox() {
  const box = createSandbox({ demoData: false, baseUrl: BASE });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await box.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return { box, call };
}

const FIELDS = [{ key: 'name', type: 'text', label: 'Name' }];

/** The body is the spec's 400 shape, and its error tree names `theme_override` (at `prefix`). */
function assertThemeRefused(res: { status: number; body: unknown }, prefix: string, name: string): void {
  assert.equal(res.status, 400, `${name}: ${JSON.stringify(res.body).slice(0, 200)}`);
  const parsed = ZodErrorBody.safeParse(res.body);
  assert.ok(parsed.success, `${name}: not a zod error body: ${JSON.stringify(res.body).slice(0, 200)}`);
  const paths = Object.keys(flattenErrorTree(parsed.data.errors));
  assert.ok(
    paths.some((p) => p.startsWith(prefix)),
    `${name}: errors at ${paths.join(', ')}`,
  );
}

/** What themeToCustomProperties may produce, value by value (the theme grammar, nothing else). */
const SAFE_VALUE = /^[#\w\s.,%()/":-]*$/;
function assertSafeProperties(props: Record<string, string>, label: string): void {
  for (const [name, value] of Object.entries(props)) {
    assert.match(name, /^--parley-form-[a-z-]+$/, label);
    assert.ok(value.length < 3000, `${label}: ${name} is ${value.length} characters`);
    assert.match(value, SAFE_VALUE, `${label}: ${name} = ${value.slice(0, 120)}`);
    assert.doesNotMatch(
      value,
      /[;{}<>\\]|javascript|expression|evil|var\(|attr\(|env\(|calc\(|!important|\/\*/i,
      `${label}: ${name} = ${value.slice(0, 120)}`,
    );
    for (const url of value.matchAll(/url\(([^)]*)\)/g))
      assert.match(url[1]!, /^"https:\/\/[^"\s'()\\]+"$/, `${label}: ${name} has ${url[0]}`);
  }
}

describe('theme injection through the server API', () => {
  const list = attacks();

  test(`POST /forms refuses each of ${list.length} hostile theme_override values with a 400 zod error body`, async () => {
    const { call } = sandbox();
    for (const [name, override] of list) {
      assertThemeRefused(
        await call('POST', '/forms', { name: 'x', fields: FIELDS, theme_override: override }),
        'theme_override',
        name,
      );
    }
    const forms = await call('POST', '/forms/list', {});
    assert.equal(forms.body.data.length, 0, 'no form was created');
  });

  test('PATCH /forms/{id} refuses them and leaves the stored theme as it was', async () => {
    const { call } = sandbox();
    const theme = { colors: { primary: '#be123c' }, cornerRadius: 12 };
    const created = await call('POST', '/forms', { name: 'x', fields: FIELDS, theme_override: theme });
    assert.equal(created.status, 201);
    for (const [name, override] of list) {
      assertThemeRefused(
        await call('PATCH', `/forms/${created.body.id}`, { theme_override: override }),
        'theme_override',
        name,
      );
    }
    const after = await call('GET', `/forms/${created.body.id}`);
    assert.deepEqual(after.body.theme_override, theme);
    assert.equal(after.body.updated_at, created.body.updated_at);
  });

  test('POST /forms/send with an inline form refuses them', async () => {
    const { call } = sandbox();
    for (const [name, override] of list) {
      const res = await call('POST', '/forms/send', {
        from: DEMO_SENDERS.acmePhone,
        form: { name: 'x', fields: FIELDS, theme_override: override },
      });
      assertThemeRefused(res, 'form.theme_override', name);
    }
  });

  test('unknown theme keys (raw css, style) are refused with a 400 naming each (strict bodies), never stored or rendered', async () => {
    const { box, call } = sandbox();
    const formsBefore = Object.keys(box.store.data.forms).length;
    const refused = await call('POST', '/forms', {
      name: 'x',
      fields: FIELDS,
      theme_override: {
        css: 'body{background:url(javascript:evil())}',
        style: 'x',
        colors: { primary: '#be123c', evil: 'red;}' },
      },
    });
    assert.equal(refused.status, 400);
    const tree = refused.body.errors.properties.theme_override;
    assert.ok(
      tree.properties.css.errors.length &&
        tree.properties.style.errors.length &&
        tree.properties.colors.properties.evil.errors.length,
    );
    assert.equal(Object.keys(box.store.data.forms).length, formsBefore);
    const created = await call('POST', '/forms', {
      name: 'x',
      fields: FIELDS,
      theme_override: { colors: { primary: '#be123c' } },
    });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body.theme_override, { colors: { primary: '#be123c' } });
    const token = await createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user: 'u',
      scopes: ['forms:read'],
    });
    const res = await box.fetch(
      new Request(`${BASE}/forms/${created.body.id}/render`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    assert.equal(res.status, 200);
    const render = (await res.json()) as { theme: ResolvedTheme };
    assert.equal(render.theme.colors.primary, '#be123c');
    assert.doesNotMatch(JSON.stringify(render.theme), /evil|css|style/);
  });
});

describe('theme values that skip validation still yield only safe CSS', () => {
  test('resolveTheme + themeToCustomProperties on every hostile override (as team default and as override)', () => {
    for (const [name, override] of attacks()) {
      for (const resolved of [
        resolveTheme(override as never, undefined),
        resolveTheme(undefined, override as never),
        override as unknown as ResolvedTheme,
      ]) {
        assertSafeProperties(themeToCustomProperties(resolved), name);
      }
      const resolved = resolveTheme(override as never, override as never);
      for (const key of ['submitLabel', 'successMessage', 'redirectUrl'] as const)
        assert.equal(resolved[key], undefined, `${name}: ${key}`);
    }
  });

  test('fast-check: 10,000 arbitrary objects and mutated attacks never produce anything outside the grammar', () => {
    const hostileString = fc.oneof(
      fc.constantFrom(...CSS_BREAKOUTS.filter((s) => s !== HUGE), ...IMAGE_URLS, ...FONTS.filter((s) => s !== HUGE)),
      fc.string(),
      fc
        .tuple(
          fc.constantFrom('#fff', 'rgb(1, 2, 3)', 'https://cdn.example/a.png', 'Inter'),
          fc.constantFrom(';', '}', ')', '"', "'", '\\', '\n', ' !important', '/*', ' url(x)'),
          fc.string(),
        )
        .map((p) => p.join('')),
    );
    const value = fc.oneof(hostileString, fc.double(), fc.integer(), fc.constant(null), fc.boolean());
    const color = fc.record(
      { primary: value, background: value, surface: value, text: value, muted: value, border: value, error: value },
      { requiredKeys: [] },
    );
    const background = fc.oneof(
      fc.record({ type: fc.constant('solid'), color: value }),
      fc.record({
        type: fc.constant('gradient'),
        angle: value,
        stops: fc.array(fc.record({ color: value, at: value }), { maxLength: 6 }),
      }),
      fc.record({
        type: fc.constant('pattern'),
        pattern: fc.oneof(fc.constantFrom('dots', 'grid', 'diagonal', 'waves'), hostileString),
        color: value,
        backgroundColor: value,
      }),
      fc.record({ type: fc.constant('image'), url: value, fit: value, overlay: value }),
      fc.anything(),
    );
    const theme = fc.record(
      { colors: fc.oneof(color, fc.anything()), background, fontFamily: value, cornerRadius: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(theme, theme, (team, form) => {
        assertSafeProperties(themeToCustomProperties(resolveTheme(team as never, form as never)), 'resolved');
        assertSafeProperties(themeToCustomProperties(form as never), 'raw');
      }),
      { numRuns: 10_000, seed: 20261121 },
    );
  });
});
