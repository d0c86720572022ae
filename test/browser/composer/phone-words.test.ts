/**
 * What the phone comparison and the editor say, read side by side: "What this phone loses" in plural forms (a zero
 * case of its own, "opens" for a link, each picture counted) in English, Spanish and Arabic; the iPhone pane's cuts
 * listed as Android's are, and the card editor's "shown as N lines" agreeing with each phone; costs isolated so that
 * in Arabic their symbol stays with the amount; and one Arabic word, in all its forms, for SMS segments wherever they
 * are counted. Real sandbox, axe in each state.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { $, IMAGE, PHONE, compareOn, mountDraft, words } from './helpers.js';

const RCS_USER = '+14155550136';

const CAROUSEL: SendRequest['rcs'] = {
  carousel: {
    cardWidth: 'MEDIUM',
    cards: [
      {
        title: 'Maple oat latte, back for the autumn season',
        description: 'Made with organic oat milk and real maple syrup.',
        media: { url: IMAGE, height: 'TALL' },
        suggestions: [{ type: 'openUrl', text: 'Details', url: 'https://acme.example/latte' }],
      },
      { title: 'Cold brew', description: 'Slow-steeped.', media: { url: `${IMAGE}?cold-brew`, height: 'SHORT' } },
    ],
  },
};
const CARD: SendRequest['rcs'] = {
  card: {
    title: 'Autumn tasting menu: single-origin pour-overs, maple lattes and a pastry pairing',
    description: 'Join us this Friday from 5 pm for a guided tasting of our new autumn menu at the Market St store.',
    media: { url: IMAGE, height: 'TALL' },
    suggestions: [
      { type: 'reply', text: 'Yes' },
      { type: 'reply', text: 'No' },
      { type: 'reply', text: 'Later' },
      { type: 'reply', text: 'Menu' },
    ],
  },
};

/** A composer holding `rcs` (and `fallback`), in `locale`. */
async function withDraft(rcs: SendRequest['rcs'], fallback?: SendRequest['fallback'], locale = 'en') {
  return (await mountDraft({ rcs, ...(fallback && { fallback }) }, { to: RCS_USER, locale })).el;
}

const pane = (el: ParleyComposer, id: string) => $(el, `[part~="phone-pane"][data-pane="${id}"]`);
const losses = (el: ParleyComposer, id: string) =>
  [...pane(el, id).querySelectorAll('[part~="pane-losses"] li')].map((li) => words(li));

describe('<parley-composer> what the phones and the editor say', () => {
  before(async () => setViewport({ width: 1440, height: 900 }));
  after(async () => setViewport({ width: 800, height: 600 }));

  it('losses in plural forms: no "0 of its 1 buttons", "opens", the pictures counted (en, es, ar)', async () => {
    const el = await withDraft(CAROUSEL, { from: PHONE, text: 'Maple oat latte is back! Reply YES to order.' });
    await compareOn(el);
    const android = losses(el, 'android');
    expect(android).to.include('Card 1: its button does not fit, so it is not shown.');
    expect(android.join(' ')).not.to.match(/\b0 of/);
    const sms = losses(el, 'sms');
    expect(sms).to.include('“Details” opens https://acme.example/latte, which is not in the text.');
    expect(sms).to.include(
      'The 2 pictures are not sent: add them as fallback media (MMS) or put their links in the text.',
    );
    await shoot('composer-phone-words-en-1440');
    await shoot('composer-phone-words-en-1440-dark', { dark: true });
    el.locale = 'es';
    await el.updateComplete;
    expect(losses(el, 'android')).to.include('Tarjeta 1: su botón no cabe, así que no se muestra.');
    expect(losses(el, 'sms')).to.include(
      'Las 2 imágenes no se envían: añádelas como archivos del SMS alternativo (MMS) o pon sus enlaces en el texto.',
    );
    el.locale = 'ar';
    await el.updateComplete;
    expect(losses(el, 'android').join(' ')).to.contain('لا يتسع لزرّها، فلا يظهر');
    expect(losses(el, 'sms').join(' ')).to.contain('لا تُرسل الصورتان');
    await shoot('composer-phone-words-ar-1440', { lang: 'ar' });
    await expect(el).to.be.accessible();
    el.locale = 'en';
    await el.updateComplete;
  });

  it('the iPhone pane lists the cuts it shows, and the editor says the lines each phone shows', async () => {
    const el = await withDraft(CARD);
    await compareOn(el);
    // The lines the layout model shows each text as, which the pane draws (rich-card.later.ts).
    const clamp = (id: string, selector: string) =>
      Number(pane(el, id).querySelector<HTMLElement>(`[part~="preview-card"] ${selector}`)!.dataset.lines);
    const [androidTitle, iosTitle] = [clamp('android', 'strong'), clamp('ios', 'strong')];
    const [androidText, iosText] = [clamp('android', 'p'), clamp('ios', 'p')];
    expect([androidTitle, iosTitle], 'the iPhone shows more of the title').to.deep.equal([1, 3]);
    expect(losses(el, 'android')).to.include('Rich card: the title or description is cut to fit the card.');
    expect(losses(el, 'ios'), 'the iPhone names its cut too').to.include(
      'Rich card: the title or description is cut to fit the card.',
    );
    expect(words(el.shadowRoot!.querySelector('#f-rcs-card-title-h'))).to.equal(
      `On Android: shown as ${androidTitle} line. On iPhone: shown as ${iosTitle} lines.`,
    );
    expect(words(el.shadowRoot!.querySelector('#f-rcs-card-description-h'))).to.equal(
      androidText === iosText
        ? `Shown as ${androidText} line on phones`
        : `On Android: shown as ${androidText} line. On iPhone: shown as ${iosText} line.`,
    );
    // The suggestions: Android has no room for any; the iPhone folds them into its one menu.
    expect(words(el.shadowRoot!.querySelector('.cut-note'))).to.contain('Android shows none of these 4 suggestions');
    expect(losses(el, 'ios')).to.include('Rich card: its 4 buttons collapse into one grey menu.');
    await shoot('composer-phone-cuts-en-1440');
    await setViewport({ width: 390, height: 844 });
    $<HTMLInputElement>(el, '[part~="preview-toggle"] input').click();
    await waitUntil(() => el.shadowRoot!.querySelector('#pt-ios'), 'tabs at 390 px');
    $<HTMLButtonElement>(el, '#pt-ios').click();
    await el.updateComplete;
    await shoot('composer-phone-cuts-en-390-ios', { width: 390, height: 844, fullPage: true });
    await shoot('composer-phone-cuts-en-390-ios-dark', { width: 390, height: 844, dark: true, fullPage: true });
    el.locale = 'ar';
    await el.updateComplete;
    await shoot('composer-phone-cuts-ar-390-ios', { width: 390, height: 844, lang: 'ar' });
    await expect(el).to.be.accessible();
    el.locale = 'en';
    await el.updateComplete;
    await setViewport({ width: 1440, height: 900 });
  });

  it('in Arabic, costs keep their symbol with the amount, and SMS segments are one word in every place', async () => {
    // Two UCS-2 segments: an emoji makes 70-unit segments.
    const text = `Hi Ana! Your flat white is ready 😀 — ${'see the menu at our Market Street store '.repeat(2)}`;
    const el = await withDraft({ text }, { from: PHONE, text }, 'ar');
    await compareOn(el);
    const line = el.shadowRoot!.querySelector('[part~="validation"]')!.textContent!;
    const amounts = line.match(/\u2066[^\u2069]*\u2069/g) ?? [];
    expect(amounts.length, line).to.equal(2);
    for (const amount of amounts) {
      expect(amount, 'no bidi marks inside the isolate').not.to.match(/[\u200e\u200f\u061c]/);
      expect(amount).to.match(/\$/);
    }
    const figures = pane(el, 'android').querySelector('[part~="pane-figures"]')!.textContent!;
    expect(figures).to.match(/\u2066[^\u2069]*\$[^\u2069]*\u2069/);
    // One word for two segments: the channel line, the SMS phone and the pane.
    const channel = words(el.shadowRoot!.querySelector('[part~="channel"]'));
    const phone = words(pane(el, 'sms').querySelector('[part~="fallback-preview"] small:last-child'));
    const paneFigures = words(pane(el, 'sms').querySelector('[part~="pane-figures"]'));
    for (const said of [channel, phone, paneFigures]) {
      expect(said, said).to.contain('جزءان');
      expect(said).not.to.match(/مقط/);
    }
    await shoot('composer-ar-costs-1440', { lang: 'ar' });
    await shoot('composer-ar-costs-1440-dark', { lang: 'ar', dark: true });
    await expect(el).to.be.accessible();
  });
});
