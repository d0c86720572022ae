/** The form's theme (backgrounds, colours, font, radius, texts, redirect), hostile text, locales. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ThemeOverride } from '../../../src/schemas/theme.js';
import { $, $$, clearDrafts, setupForm, submit, type, watchResources } from './harness.js';

const field = { key: 'name', label: 'Name', type: 'text' } as const;
const pageStyle = (el: HTMLElement) => getComputedStyle(el.shadowRoot!.querySelector('.page')!);

describe('<parley-form> theme', () => {
  beforeEach(clearDrafts);

  it('shows a gradient background', async () => {
    const theme_override: ThemeOverride = {
      background: {
        type: 'gradient',
        angle: 135,
        stops: [
          { color: '#ff0000', at: 0 },
          { color: '#0000ff', at: 100 },
        ],
      },
    };
    const { el } = await setupForm({ fields: [field], theme_override });
    expect(pageStyle(el).backgroundImage).to.equal('linear-gradient(135deg, rgb(255, 0, 0) 0%, rgb(0, 0, 255) 100%)');
  });

  it('shows a pattern background over its colour', async () => {
    const theme_override: ThemeOverride = {
      background: { type: 'pattern', pattern: 'dots', color: '#112233', backgroundColor: '#fafafa' },
    };
    const { el } = await setupForm({ fields: [field], theme_override });
    expect(pageStyle(el).backgroundImage).to.contain('radial-gradient(rgb(17, 34, 51)');
    expect(pageStyle(el).backgroundColor).to.equal('rgb(250, 250, 250)');
  });

  it('shows an https image background', async () => {
    const theme_override: ThemeOverride = {
      background: { type: 'image', url: 'https://cdn.example.com/bg.jpg', fit: 'cover' },
    };
    const { el } = await setupForm({ fields: [field], theme_override });
    expect(pageStyle(el).backgroundImage).to.match(/^url\("https:\/\/cdn\.example\.com\/bg\.jpg"\)/);
    expect(pageStyle(el).backgroundSize).to.match(/^cover/);
  });

  it('shows a solid background, colours, font, corner radius and submit label; host properties still win', async () => {
    const theme_override: ThemeOverride = {
      background: { type: 'solid', color: '#fef3c7' },
      colors: { primary: '#0f766e', surface: '#fffbeb' },
      fontFamily: 'Georgia',
      cornerRadius: 12,
      submitLabel: 'Book now',
    };
    const { el } = await setupForm({ fields: [field], theme_override });
    expect(pageStyle(el).backgroundColor).to.equal('rgb(254, 243, 199)');
    expect(pageStyle(el).fontFamily).to.contain('Georgia');
    const card = getComputedStyle($(el, '.card'));
    expect(card.borderTopLeftRadius).to.equal('12px');
    expect(card.backgroundColor).to.equal('rgb(255, 251, 235)');
    const button = $(el, 'button[type=submit]');
    expect(button.textContent!.trim()).to.equal('Book now');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(15, 118, 110)');
    el.style.setProperty('--parley-form-color-primary', '#be123c');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(190, 18, 60)');
    await expect(el).to.be.accessible();
  });

  it('shows the success message as text and follows an https redirect through navigate', async () => {
    const theme_override: ThemeOverride = {
      successMessage: 'Merci!\nSee you <b>soon</b>',
      redirectUrl: 'https://example.com/thanks?x=1',
    };
    const { el } = await setupForm({ fields: [field], theme_override });
    const visited: string[] = [];
    el.navigate = (url) => visited.push(url);
    await type(el, '#f-name', 'Ada');
    await submit(el);
    expect(el.phase).to.equal('done');
    expect($(el, '.done-text').textContent).to.equal('Merci!\nSee you <b>soon</b>');
    expect($$(el, '.done-text b')).to.have.length(0);
    expect(visited).to.deep.equal(['https://example.com/thanks?x=1']);
    await waitUntil(() => el.shadowRoot!.activeElement === $(el, '.done'), 'focus not on the thank-you panel');
    await expect(el).to.be.accessible();
  });
});

describe('<parley-form> colour scheme and lazy phone support', () => {
  beforeEach(clearDrafts);

  it('theme="dark" puts the dark tokens over a customised light form theme', async () => {
    const theme_override: ThemeOverride = {
      background: { type: 'solid', color: '#fef3c7' },
      colors: { surface: '#fffbeb', text: '#111111' },
    };
    const { el } = await setupForm({ fields: [field], theme_override });
    expect(getComputedStyle($(el, '.card')).backgroundColor).to.equal('rgb(255, 251, 235)');
    el.theme = 'dark';
    await el.updateComplete;
    expect(getComputedStyle($(el, '.card')).backgroundColor).to.equal('rgb(13, 17, 23)');
    expect(getComputedStyle($(el, '.card')).color).to.equal('rgb(230, 237, 243)');
    await expect(el).to.be.accessible();
  });

  it('never fetches libphonenumber-js for forms without a phone field', async () => {
    // No test in this file renders a phone field (each test file runs in its own page); phone-address.test.ts
    // shows the same watch does see the library when a phone field is there.
    const fetched = watchResources();
    const { el } = await setupForm({ fields: [field, { key: 'e', label: 'Email', type: 'email' }] });
    await type(el, '#f-name', 'Ada');
    await submit(el);
    expect(el.phase).to.equal('done');
    await new Promise((r) => setTimeout(r, 200));
    fetched.stop();
    expect(fetched.names.filter((n) => n.includes('libphonenumber'))).to.deep.equal([]);
  });
});

describe('<parley-form> hostile text', () => {
  beforeEach(clearDrafts);

  it('renders labels, help, option labels, title and description as text: no element created, no script run', async () => {
    const w = window as unknown as { pwned?: number };
    delete w.pwned;
    const evil = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
    const { el } = await setupForm({
      title: `Title ${evil}`,
      description: `Description ${evil}`,
      fields: [
        {
          key: 'a',
          label: `Label ${evil}`,
          type: 'text',
          help: `Help ${evil}`,
          placeholder: `"><img src=x onerror="window.pwned=3">`,
          required: true,
        },
        {
          key: 'b',
          label: `Radio ${evil}`,
          type: 'radio',
          options: [{ value: 'x"><img src=x onerror="window.pwned=4">', label: `Option ${evil}` }],
        },
        { key: 'c', label: `Select ${evil}`, type: 'select', options: [{ value: 'v', label: `Choice ${evil}` }] },
        { key: 'd', label: `Boxes ${evil}`, type: 'checkbox', options: [{ value: 'v', label: `Box ${evil}` }] },
      ],
    });
    await submit(el); // show an error too
    await new Promise((r) => setTimeout(r, 50));
    expect(w.pwned).to.equal(undefined);
    expect($$(el, 'img, script')).to.have.length(0);
    expect($(el, '[part=title]').textContent).to.equal(`Title ${evil}`);
    expect($(el, '[part=description]').textContent).to.equal(`Description ${evil}`);
    expect($(el, 'label[for=f-a]').textContent).to.contain(`Label ${evil}`);
    expect($(el, '#f-a-help').textContent).to.equal(`Help ${evil}`);
    expect($$(el, '.choice span').map((s) => s.textContent)).to.deep.equal([`Option ${evil}`, `Box ${evil}`]);
    expect($$(el, 'option').map((s) => s.textContent)).to.include(`Choice ${evil}`);
    expect($<HTMLInputElement>(el, '#f-a').placeholder).to.equal('"><img src=x onerror="window.pwned=3">');
  });
});

describe('<parley-form> locales', () => {
  beforeEach(clearDrafts);

  it('speaks Spanish and lays out Arabic right to left', async () => {
    const es = await setupForm({ fields: [{ ...field, required: true }] }, { locale: 'es' });
    expect($(es.el, 'button[type=submit]').textContent!.trim()).to.equal('Enviar');
    await submit(es.el);
    expect($(es.el, '#f-name-err').textContent).to.equal('Este campo es obligatorio');
    const ar = await setupForm({ fields: [{ ...field, required: true }] }, { locale: 'ar', sb: es.sb });
    expect(ar.el.getAttribute('dir')).to.equal('rtl');
    expect($(ar.el, 'button[type=submit]').textContent!.trim()).to.equal('إرسال');
    await expect(ar.el).to.be.accessible();
  });
});
