/**
 * What a respondent found: focus rings drawn whole, bare web addresses accepted as https,
 * time limits said in the field's locale, input borders with 3:1 non-text contrast in every theme.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { contrast, toRgb, type Rgb } from '../../../src/components/form/contrast.js';
import type { Field } from '../../../src/schemas/forms.js';
import type { ThemeOverride } from '../../../src/schemas/theme.js';
import { clearDrafts, FormHarness, setupForm, submissions } from './harness.js';

const MINT: ThemeOverride = {
  colors: {
    primary: '#0f766e',
    background: '#f0fdfa',
    surface: '#ffffff',
    text: '#134e4a',
    muted: '#4b5563',
    border: '#99f6e4',
    error: '#b91c1c',
  },
};

/** The box a focused control's outline covers (outline on the control, or on the star label around a hidden radio). */
function ringBox(form: FormHarness): DOMRect {
  const focused = form.focused() as HTMLElement;
  // A star's radio is visually hidden (clipped): its ring is drawn on the star around it.
  const drawn = focused.closest<HTMLElement>('.star') ?? focused;
  const style = getComputedStyle(drawn);
  expect(style.outlineStyle, 'a focus ring is drawn').to.not.equal('none');
  const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const r = drawn.getBoundingClientRect();
  return new DOMRect(r.x - grow, r.y - grow, r.width + 2 * grow, r.height + 2 * grow);
}

/** The area painting is clipped to for a field (content-visibility/overflow clip at its padding box). */
function clipBox(field: HTMLElement): DOMRect {
  const style = getComputedStyle(field);
  const clips = style.contentVisibility === 'auto' || style.overflow !== 'visible' || style.contain.includes('paint');
  if (!clips) return new DOMRect(-1e6, -1e6, 2e6, 2e6);
  const r = field.getBoundingClientRect();
  const [bl, bt] = [parseFloat(style.borderLeftWidth), parseFloat(style.borderTopWidth)];
  return new DOMRect(
    r.x + bl,
    r.y + bt,
    r.width - bl - parseFloat(style.borderRightWidth),
    r.height - bt - parseFloat(style.borderBottomWidth),
  );
}

const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

function borderContrast(form: FormHarness, path: string): number {
  const control = form.control(path);
  const style = getComputedStyle(control);
  return contrast(toRgb(style.borderTopColor)!, toRgb(style.backgroundColor)!);
}

describe('<parley-form> for a respondent', () => {
  beforeEach(clearDrafts);

  it('draws the whole keyboard focus ring on every field, the first rating star included', async () => {
    const fields: Field[] = [
      { key: 'name', label: 'Name', type: 'text' },
      { key: 'stars', label: 'Rating', type: 'rating' },
      { key: 'size', label: 'Size', type: 'select', options: [{ value: 's', label: 'Small' }] },
      { key: 'plan', label: 'Plan', type: 'radio', options: [{ value: 'a', label: 'A' }] },
      { key: 'bio', label: 'Bio', type: 'textarea' },
    ];
    const { form } = await setupForm({ fields });
    const seen: string[] = [];
    for (let i = 0; i < fields.length; i++) {
      await sendKeys({ press: 'Tab' });
      const focused = form.focused() as HTMLInputElement;
      const key = focused.dataset.k!;
      seen.push(key);
      const ring = ringBox(form);
      expect(
        inside(ring, clipBox(form.field(key))),
        `${key}: ring ${JSON.stringify(ring)} clipped by its field`,
      ).to.equal(true);
    }
    expect(seen).to.deep.equal(['name', 'stars', 'size', 'plan', 'bio']);
    await expect(form.element).to.be.accessible();
  });

  it('accepts a bare domain for a Website field and stores it with https://; other schemes are refused', async () => {
    const { form, sb, formId } = await setupForm({
      fields: [{ key: 'site', label: 'Website', type: 'url', required: true }],
    });
    await form.type('site', 'javascript:alert(1)');
    await form.submit();
    expect(form.error('site')).to.equal('Enter a web address such as https://example.com');
    await form.clear('site');
    await form.type('site', 'ftp://files.example.com');
    await form.submit();
    expect(form.error('site')).to.contain('web address');
    await form.clear('site');
    await form.type('site', 'dana.example.com');
    await form.press('Tab');
    expect(form.error('site')).to.equal(null);
    await form.submit();
    expect(form.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ site: 'https://dana.example.com' });
  });

  for (const [locale, said] of [
    ['en', 'Choose 9:00 AM or later'],
    ['es', 'Elige 9:00 o una fecha posterior'],
  ] as const) {
    it(`says a time limit as the field's locale writes times (${locale})`, async () => {
      const { form } = await setupForm(
        { fields: [{ key: 'at', label: 'Arrival', type: 'time', min: '09:00' }] },
        { locale },
      );
      await form.setValue('at', '08:00');
      await form.submit();
      expect(form.error('at')).to.equal(said);
      await expect(form.element).to.be.accessible();
    });
  }

  const themes: [string, ThemeOverride | undefined, string | undefined][] = [
    ['default light', undefined, undefined],
    ['mint form theme', MINT, undefined],
    ['dark', MINT, 'dark'],
  ];
  for (const [name, theme, mode] of themes) {
    it(`gives input borders at least 3:1 against the field (${name})`, async () => {
      const { form } = await setupForm(
        {
          fields: [
            { key: 'name', label: 'Name', type: 'text' },
            { key: 'size', label: 'Size', type: 'select', options: [{ value: 's', label: 'S' }] },
          ],
          ...(theme ? { theme_override: theme } : {}),
        },
        mode ? { attrs: { theme: mode } } : {},
      );
      await form.element.updateComplete;
      for (const path of ['name', 'size']) expect(borderContrast(form, path), `${name} ${path}`).to.be.at.least(3);
      await expect(form.element).to.be.accessible();
    });
  }

  it('keeps a border that already has 3:1 as its owner chose it', async () => {
    const { form } = await setupForm({
      fields: [{ key: 'name', label: 'Name', type: 'text' }],
      theme_override: { colors: { ...MINT.colors!, border: '#0f766e' } },
    });
    expect(toRgb(getComputedStyle(form.control('name')).borderTopColor)).to.deep.equal([15, 118, 110] as Rgb);
  });
});
