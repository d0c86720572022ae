/**
 * Theme injection end to end in the browser: hostile `theme_override` values are refused by the sandbox's server
 * API (400 zod error body), and a hostile `FormRender.theme` reaching `<parley-form>` — through a fetch that
 * rewrites the render response (the client's response check refuses it), or past the client altogether (the
 * element's own re-validation must hold) — never puts a hostile value in an inline style, a style sheet or a
 * computed style. A valid part of the same theme still applies, so the theme path is live.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../../src/form.js';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { flattenErrorTree, ZodErrorBody } from '../../../src/schemas/errors.js';
import type { FormRender } from '../../../src/schemas/forms.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

const HUGE = 'e'.repeat(200_000);
const MARKERS = /evil|javascript|expression|eeeeeeeeee|attr\(|var\(--evil/i;

/** Hostile themes, each with a valid primary colour that must still apply. */
const HOSTILE_THEMES: Record<string, unknown>[] = [
  {
    colors: {
      primary: '#be123c',
      background: 'red;}body{background:url(javascript:evil())}',
      surface: 'expression(evil())',
      text: 'var(--evil)',
      muted: '#fff;}',
      border: `#${'f'.repeat(70)}`,
      error: '</style><script>evil()</script>',
    },
    background: { type: 'image', url: 'javascript:evil()' },
    fontFamily: 'Arial;} body{display:none} .evil{x:y',
    cornerRadius: '8px;}body{background:url(javascript:evil())}',
    submitLabel: 'evil\n</style>',
    successMessage: HUGE,
    redirectUrl: 'javascript:evil()',
  },
  {
    colors: {
      primary: '#be123c',
      background: HUGE,
      surface: 'attr(data-evil)',
      text: '\\23 fff',
      muted: 'rgb(0,0,0);x:expression(evil())',
      border: 'currentColor',
      error: 'red',
    },
    background: {
      type: 'image',
      url: 'https://cdn.example/a.png);background:url(javascript:evil())',
      overlay: 'expression(evil())',
    },
    fontFamily: HUGE,
    cornerRadius: 1e308,
  },
  {
    colors: { primary: '#be123c' },
    background: {
      type: 'gradient',
      angle: 'evil;}',
      stops: [
        { color: 'url(javascript:evil())', at: 0 },
        { color: '#000', at: '100%;}' },
      ],
    },
    fontFamily: 'x", evil',
    cornerRadius: -1,
  },
  {
    colors: { primary: '#be123c' },
    background: {
      type: 'pattern',
      pattern: 'dots;}body{background:url(javascript:evil())}',
      color: 'expression(evil())',
    },
    fontFamily: "'Inter'",
  },
  {
    colors: { primary: '#be123c' },
    background: 'url(javascript:evil())',
    css: 'body{background:url(javascript:evil())}',
  },
];

const PROPS = [
  'background-image',
  'background-color',
  'background',
  'color',
  'font-family',
  'border-radius',
  'border-color',
  'outline-color',
  'box-shadow',
  'content',
];

/** Every place a theme value could land: inline styles, the element's style sheets, and computed styles. */
function styleProblems(el: ParleyForm): string[] {
  const problems: string[] = [];
  const root = el.shadowRoot!;
  const sheets = [
    ...root.adoptedStyleSheets,
    ...document.adoptedStyleSheets,
    ...root.styleSheets,
    ...document.styleSheets,
  ];
  for (const sheet of sheets) {
    const text = [...sheet.cssRules].map((r) => r.cssText).join('\n');
    if (MARKERS.test(text)) problems.push(`style sheet: ${text.match(MARKERS)![0]}`);
  }
  if (root.querySelector('style')) problems.push('a <style> element in the shadow root');
  for (const node of [el, ...root.querySelectorAll<HTMLElement>('*')]) {
    const inline = node.getAttribute('style') ?? '';
    if (MARKERS.test(inline) || inline.length > 4000)
      problems.push(`inline style on <${node.localName}>: ${inline.slice(0, 120)}`);
    const computed = getComputedStyle(node);
    for (const prop of PROPS) {
      const value = computed.getPropertyValue(prop);
      if (MARKERS.test(value) || value.length > 2000)
        problems.push(`${prop} of <${node.localName}>: ${value.slice(0, 120)}`);
    }
    for (let i = 0; i < node.style.length; i++) {
      const name = node.style[i]!;
      const value = node.style.getPropertyValue(name);
      if (MARKERS.test(value) || /[;{}<>\\]/.test(value))
        problems.push(`${name} on <${node.localName}>: ${value.slice(0, 120)}`);
      if (/url\(/.test(value) && !/url\("https:\/\/[^"\s'()\\]+"\)/.test(value))
        problems.push(`${name} on <${node.localName}>: ${value.slice(0, 120)}`);
    }
  }
  return problems;
}

async function createForm(sb: TestSandbox): Promise<string> {
  const res = await sb.server<{ id: string }>('POST', '/forms', {
    name: 'Theme test',
    title: 'Theme test',
    fields: [
      { key: 'name', type: 'text', label: 'Name' },
      { key: 'pick', type: 'radio', label: 'Pick', options: [{ value: 'a', label: 'A' }] },
    ],
  });
  expect(res.status).to.equal(201);
  return res.body.id;
}

async function mount(formId: string, client: ParleyClient): Promise<ParleyForm> {
  const el = await fixture<ParleyForm>(
    html`<parley-form form-id=${formId} locale="en" .client=${client}></parley-form>`,
  );
  await waitUntil(() => el.phase !== 'loading', 'form did not load', { timeout: 10000 });
  await el.updateComplete;
  return el;
}

describe('theme injection', () => {
  it('the server API refuses hostile theme_override values with a 400 zod error body', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    let refused = 0;
    for (const theme of HOSTILE_THEMES) {
      for (const [key, value] of Object.entries(theme)) {
        if (key === 'css') continue; // unknown keys are dropped, not refused (see theme-injection.test.ts)
        const override =
          key === 'colors'
            ? { colors: Object.fromEntries(Object.entries(value as object).filter(([k]) => k !== 'primary')) }
            : { [key]: value };
        if (key === 'colors' && !Object.keys(override.colors as object).length) continue;
        const res = await sb.server('POST', '/forms', {
          name: 'x',
          fields: [{ key: 'a', type: 'text', label: 'A' }],
          theme_override: override,
        });
        expect(res.status, `${key}: ${JSON.stringify(value).slice(0, 80)}`).to.equal(400);
        const body = ZodErrorBody.parse(res.body);
        expect(Object.keys(flattenErrorTree(body.errors)).some((p) => p.startsWith('theme_override'))).to.equal(true);
        refused++;
      }
    }
    expect(refused).to.be.greaterThan(15);
  });

  it('a fetch returning a hostile FormRender.theme: the client refuses the body, nothing reaches a style', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const formId = await createForm(sb);
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] });
    for (const theme of HOSTILE_THEMES) {
      const hostileFetch: typeof fetch = async (input, init) => {
        const response = await sb.fetch(input, init);
        const url = input instanceof Request ? input.url : String(input);
        if (!url.endsWith('/render') || !response.ok) return response;
        const body = (await response.json()) as FormRender;
        return new Response(JSON.stringify({ ...body, theme }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      };
      const client = createApiClient({ baseUrl: BASE_URL, token, fetch: hostileFetch, retry: { retries: 0 } });
      const el = await mount(formId, client);
      expect(el.phase).to.equal('error');
      expect(styleProblems(el)).to.deep.equal([]);
      el.remove();
    }
  });

  it('a hostile FormRender.theme past the client: the element re-validates, only the valid parts apply', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const formId = await createForm(sb);
    for (const [i, theme] of HOSTILE_THEMES.entries()) {
      // One recipient per theme: the form takes one submission per recipient.
      const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, `+1415555020${i}`);
      const client = createApiClient({ baseUrl: BASE_URL, token, fetch: sb.fetch, retry: { retries: 0 } });
      // Past the client: the render's checked answer gets the hostile theme (the element calls the route on its
      // client's transport).
      const request = client.request.bind(client);
      client.request = (async (method: string, path: string, options: never) => {
        const answer = await request(method, path, options);
        return path.endsWith('/render') ? { ...(answer as object), theme } : answer;
      }) as typeof client.request;
      const el = await mount(formId, client);
      expect(el.phase).to.equal('ready');
      const page = el.shadowRoot!.querySelector<HTMLElement>('.page')!;
      // The valid part applied: the theme path is live, not skipped.
      expect(page.style.getPropertyValue('--_t-color-primary')).to.equal('#be123c');
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part~=submit]')!).backgroundColor).to.equal(
        'rgb(190, 18, 60)',
      );
      expect(styleProblems(el)).to.deep.equal([]);
      // Texts of the theme: refused ones fall back to the element's own.
      expect(el.shadowRoot!.querySelector('[part~=submit]')!.textContent!.trim()).to.equal('Submit');
      // A hostile redirectUrl is never followed after submitting.
      const followed: string[] = [];
      el.navigate = (url) => followed.push(url);
      expect(await el.submit(), 'submitted').to.not.equal(undefined);
      expect(followed).to.deep.equal([]);
      // Positive control: the same check sees a hostile value once one is there.
      page.style.setProperty('--_t-background', 'url("javascript:evil()")');
      expect(styleProblems(el)).to.not.deep.equal([]);
      el.remove();
    }
  });
});
