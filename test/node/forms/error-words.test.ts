/**
 * One owner of a bad value's error and its words (`forms/errors.ts`): the element (its field types' `message` and
 * `required`, through `validate`) and the page without scripts (`readFormPost` → `judge`) say the same thing of the
 * same value, for every field type of `FIELD_TYPES`:
 * - in Node, on the element's own modules: any raw value of each type (fast-check), judged both ways, gives the same
 *   errors by path, in English, Spanish and Arabic;
 * - in Chromium against the sandbox's hosted page: a bad value typed into the page with JavaScript disabled and
 *   posted shows the same words next to its field as the same value typed into `<parley-form>` and submitted. The
 *   two types whose browser controls cannot hold a bad value (a range keeps to its min, max and step; a colour input
 *   always holds a colour) are checked to be so instead.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Browser, Page } from 'puppeteer-core';
import type { FieldKind, KindContext, KindModule } from '../../../src/components/form/fields/kind.js';
import { FIELD_KINDS } from '../../../src/components/form/fields/registry.js';
import { validate } from '../../../src/components/form/validation.js';
import { judge, wireAnswers } from '../../../src/forms/answers.js';
import { translator } from '../../../src/forms/messages.js';
import { FIELD_TYPES, type Field, type FieldType } from '../../../src/schemas/forms.js';
import { launchChromium } from '../dist/harness.js';
import { open, ready } from './chromium.js';
import { startHarness, type Harness } from './helpers.js';

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
];

/** One field of each type, with the limits its type can have (fixed bounds: judged alike in any zone). */
const FIELDS: { [T in FieldType]: Field & { type: T } } = {
  text: { key: 'f_text', label: 'Text', type: 'text', required: true, minLength: 3, maxLength: 8 },
  textarea: { key: 'f_textarea', label: 'Textarea', type: 'textarea', maxLength: 10 },
  email: { key: 'f_email', label: 'Email', type: 'email', required: true },
  url: { key: 'f_url', label: 'URL', type: 'url' },
  phone: { key: 'f_phone', label: 'Phone', type: 'phone', defaultCountry: 'US' },
  number: { key: 'f_number', label: 'Number', type: 'number', min: 1, max: 10, step: 0.5 },
  range: { key: 'f_range', label: 'Range', type: 'range', min: 0, max: 10, step: 2 },
  rating: { key: 'f_rating', label: 'Rating', type: 'rating', required: true, max: 5 },
  date: { key: 'f_date', label: 'Date', type: 'date', min: '2030-01-01', max: '2030-12-31' },
  time: { key: 'f_time', label: 'Time', type: 'time', min: '09:00', max: '17:00' },
  datetime: {
    key: 'f_datetime',
    label: 'Datetime',
    type: 'datetime',
    min: '2030-01-01T09:00:00Z',
    max: '2030-12-31T17:00:00Z',
  },
  color: { key: 'f_color', label: 'Colour', type: 'color' },
  select: { key: 'f_select', label: 'Select', type: 'select', required: true, options: OPTIONS },
  radio: { key: 'f_radio', label: 'Radio', type: 'radio', required: true, options: OPTIONS },
  checkbox: { key: 'f_checkbox', label: 'Checkbox', type: 'checkbox', options: OPTIONS, maxSelected: 2 },
  address: { key: 'f_address', label: 'Address', type: 'address', required: true },
};
const fields = FIELD_TYPES.map((type) => FIELDS[type] as Field);

/** A raw value of each type's shape: what its inputs can hold, bad values among them. */
function rawOf(field: Field): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('', ' ', 'ab', 'abcdefghijkl', 'dana@', 'dana@example.com', 'exa mple', '12', '(415) 555-0123'),
    fc.constantFrom('0', '1.25', '11', '3', 'abc', '1e3', '#aabbcc', 'red', '08:00', '18:30', '12:00', '25:99'),
    fc.constantFrom(
      '2029-12-31',
      '2030-06-01',
      '2031-01-01',
      '2029-12-31T10:00',
      '2030-06-01T12:00',
      '2031-01-01T10:00',
    ),
  );
  switch (field.type) {
    case 'checkbox':
      return fc.array(fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.string({ maxLength: 3 })), { maxLength: 4 });
    case 'rating':
      return fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constant(null));
    case 'address':
      return fc.record({
        line1: text,
        line2: text,
        city: text,
        region: text,
        postalCode: text,
        country: fc.constantFrom('', 'us', 'GB', 'x', '12'),
      });
    default:
      return text;
  }
}

describe('the element and the page without scripts word a bad value alike (Node, the element\u2019s modules)', () => {
  const kinds = new Map<FieldType, FieldKind>();
  const context = (locale: string): KindContext => ({
    host: {
      addController() {},
      removeController() {},
      requestUpdate() {},
      updateComplete: Promise.resolve(true),
      renderRoot: undefined as never,
      placesProvider: undefined,
      api: undefined as never,
    },
    t: translator(locale),
    locale: () => locale,
    value: () => undefined,
    change() {},
    validate() {},
    announce() {},
    afterFirstScreen: (callback) => callback(),
  });

  before(async () => {
    // The element reads and shows a datetime in the browser's zone; the page in UTC.
    process.env.TZ = 'UTC';
    for (const type of FIELD_TYPES) {
      const kind = ((await FIELD_KINDS[type]()) as KindModule).createKind(context('en-US'));
      // As the element's session gives each type its fields (a phone field's plans are its countries').
      kind.restore?.([FIELDS[type]], undefined);
      kinds.set(type, kind);
    }
    // The phone type reads national numbers once its library is here, as the page's reader always does.
    await Promise.all([...kinds.values()].map((kind) => kind.settled?.()));
  });

  for (const locale of ['en-US', 'es-ES', 'ar-EG'])
    it(`gives every field type's values the same errors, ${locale}`, async () => {
      const t = translator(locale);
      for (const field of fields)
        await fc.assert(
          fc.asyncProperty(rawOf(field), async (raw) => {
            const values = { [field.key]: raw };
            const element = validate([field], values, (f) => kinds.get(f.type)!, t, locale).errors;
            const { wire, unreadable } = await wireAnswers([field], values, locale);
            const page = judge([field], wire, unreadable, { t, locale }).errors;
            assert.deepEqual({ ...page }, { ...element }, `${field.type}: ${JSON.stringify(raw)}`);
          }),
          { numRuns: 80 },
        );
    });

  it('finds a bad value of every type, so the comparison above says something', async () => {
    const t = translator('en-US');
    const bad: Record<FieldType, unknown> = {
      text: 'ab',
      textarea: 'abcdefghijkl',
      email: 'dana@',
      url: 'exa mple',
      phone: '12',
      number: '11',
      range: '3',
      rating: null,
      date: '2029-12-31',
      time: '18:30',
      datetime: '2029-12-31T10:00',
      color: 'red',
      select: '',
      radio: '',
      checkbox: ['a', 'b', 'c'],
      address: { line1: '', line2: '', city: 'Cairo', region: '', postalCode: '', country: 'x' },
    };
    for (const field of fields) {
      const values = { [field.key]: bad[field.type] };
      const errors = validate([field], values, (f) => kinds.get(f.type)!, t, 'en-US').errors;
      assert.ok(Object.keys(errors).length, `${field.type}: no error for ${JSON.stringify(bad[field.type])}`);
    }
    // The bounds read as people write them, on both sides.
    const { wire, unreadable } = await wireAnswers(fields, { f_date: '2029-12-31', f_time: '18:30' }, 'en-US');
    const page = judge(fields, wire, unreadable, { t, locale: 'en-US' }).errors;
    assert.equal(page.f_date, 'Choose Jan 1, 2030 or later');
    assert.equal(page.f_time, 'Choose 5:00 PM or earlier');
  });
});

/** A bad value per type, as typed into the controls (`set`: by id or `name=value` selector; `tick`: clicked). */
interface Typed {
  set?: Record<string, string>;
  tick?: string[];
}
const TYPED: Record<FieldType, Typed | { cannot: string; control: string; tried: string }> = {
  text: { set: { 'f-f_text': 'ab' } },
  textarea: { set: { 'f-f_textarea': 'abcdefghijkl' } },
  email: { set: { 'f-f_email': 'dana@' } },
  url: { set: { 'f-f_url': 'exa mple' } },
  phone: { set: { 'f-f_phone': '12' } },
  number: { set: { 'f-f_number': '11' } },
  range: { cannot: 'a range keeps to its min, max and step', control: 'f-f_range', tried: '3' },
  // Left empty where an answer is required: nothing is chosen.
  rating: {},
  date: { set: { 'f-f_date': '2029-12-31' } },
  time: { set: { 'f-f_time': '18:30' } },
  datetime: { set: { 'f-f_datetime': '2029-12-31T10:00' } },
  color: { cannot: 'a colour input always holds a colour', control: 'f-f_color', tried: 'red' },
  select: {},
  radio: {},
  checkbox: { tick: ['a', 'b', 'c'].map((v) => `input[name=f_checkbox][value=${v}]`) },
  address: { set: { 'f-f_address-line1': '1 Market Street', 'f-f_address-country': 'x' } },
};

/** Sets the typed values on the page's form or in the element's shadow root, as input events would leave them. */
const fill = (page: Page, typed: Typed, inElement: boolean) =>
  page.evaluate(
    (typed: Typed, inElement: boolean) => {
      const root: Document | ShadowRoot = inElement ? document.querySelector('parley-form')!.shadowRoot! : document;
      for (const [id, value] of Object.entries(typed.set ?? {})) {
        const control = root.getElementById(id) as HTMLInputElement;
        control.value = value;
        control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      }
      for (const selector of typed.tick ?? []) (root.querySelector(selector) as HTMLInputElement).click();
    },
    typed,
    inElement,
  );

/** Every error shown next to a field, by its id (`f-<key>-err`, `f-<key>-<part>-err`). */
const shownErrors = (page: Page, inElement: boolean) =>
  page.evaluate((inElement: boolean) => {
    const root: Document | ShadowRoot = inElement ? document.querySelector('parley-form')!.shadowRoot! : document;
    return Object.fromEntries(
      [...root.querySelectorAll('[id^="f-"][id$="-err"]')].map((el) => [el.id, el.textContent?.trim() ?? '']),
    );
  }, inElement);

describe('the element and the page without scripts word a bad value alike (Chromium, the hosted page)', () => {
  let h: Harness;
  let browser: Browser;
  let formId: string;
  let phone = 4155550900;

  before(async () => {
    h = await startHarness();
    browser = await launchChromium();
    const created = await h.api<{ id: string }>('POST', '/forms', { name: 'Every bad value', fields });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    formId = created.body.id;
    // The first page request builds the pages when they are stale (about 10 s).
    await fetch(`${h.server.origin}/forms/${formId}`);
  });
  after(async () => {
    await browser?.close();
    await h?.close();
  });

  const link = async () => (await h.send(formId, `+1${phone++}`)).url;

  for (const type of FIELD_TYPES) {
    const typed = TYPED[type];
    if ('cannot' in typed) {
      it(`${type}: its control cannot hold a bad value (${typed.cannot})`, async () => {
        const context = await browser.createBrowserContext();
        const page = await open(context, await link(), { scripts: false });
        const held = await page.$eval(
          `#${typed.control}`,
          (el, tried) => {
            (el as HTMLInputElement).value = tried;
            return (el as HTMLInputElement).value;
          },
          typed.tried,
        );
        assert.notEqual(held, typed.tried);
        await context.close();
      });
      continue;
    }
    it(`${type}: the same words next to the field with scripts and without`, async () => {
      const context = await browser.createBrowserContext();
      const bare = await open(context, await link(), { scripts: false });
      await bare.emulateTimezone('UTC');
      await fill(bare, typed, false);
      // The browser's own checks would stop the post before the server judged it: off, as for a value they miss.
      await bare.$eval('form[method=post]', (form) => ((form as HTMLFormElement).noValidate = true));
      await Promise.all([bare.waitForNavigation(), bare.click('button[value=submit]')]);
      const page = await shownErrors(bare, false);

      const scripted = await context.newPage();
      // The element reads a datetime in the browser's zone, the page without scripts in UTC.
      await scripted.emulateTimezone('UTC');
      await scripted.setViewport({ width: 390, height: 844 });
      await scripted.goto(await link(), { waitUntil: 'load' });
      await ready(scripted);
      await fill(scripted, typed, true);
      await scripted.$eval('parley-form', (el) =>
        (el.shadowRoot!.querySelector('form button[type=submit]') as HTMLButtonElement).click(),
      );
      await scripted.waitForFunction(
        () => !!document.querySelector('parley-form')!.shadowRoot!.querySelector('[id^="f-"][id$="-err"]'),
        { timeout: 20_000 },
      );
      const element = await shownErrors(scripted, true);
      const own = (errors: Record<string, string>) =>
        Object.fromEntries(Object.entries(errors).filter(([id]) => id.startsWith(`f-${FIELDS[type].key}`)));
      assert.ok(Object.keys(own(page)).length, `${type}: the page shows an error (${JSON.stringify(page)})`);
      assert.deepEqual(own(page), own(element), type);
      await context.close();
    });
  }
});
