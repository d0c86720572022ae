/**
 * What a phone draws of a card's title and description and what the composer says of it are one decision
 * (`core/rbm-layout.ts`: the model decides where a text is cut and the preview draws the model's text, never a
 * clamp of the page's that wraps differently). For several cards and carousels (the reviewer's among them), on the
 * Android and iPhone panes, in English and Arabic, at 1440 (side by side) and 390 (tabs): a text drawn whole is
 * said to be shown in full and is not clipped; a text drawn cut ends in an ellipsis and is said to be cut, by the
 * editor's hint for that phone and by the pane's "What this phone loses". Real sandbox; axe with every rule.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { composerMessages } from '../../../src/i18n/composer.js';
import { laterEn } from '../../../src/i18n/composer-later.js';
import { phonesEn } from '../../../src/i18n/composer-phones.js';
import { interpolate } from '../../../src/i18n/words.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { everyRule } from '../rcs/every-rule.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { $, IMAGE, RCS_USER, compareOn, mountDraft, words } from './helpers.js';

type Card = { title?: string; description?: string };
type Say = (key: string, vars?: Record<string, string | number>) => string;
type Phone = 'android' | 'ios';
type Cut = Record<Phone, boolean>;

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const PHONES: Phone[] = ['android', 'ios'];

const roast = (i: number, media?: object): Record<string, unknown> => ({
  title: `Roast #${i}`,
  description: `Single origin roast number ${i}, notes of cocoa and cherry.`,
  ...(media && { media }),
  suggestions: [{ type: 'reply', text: `Buy #${i}` }],
});

/** The drafts: the reviewer's SMALL carousels (without and with media), the card of 24-character title, and more. */
const DRAFTS: Record<string, SendRequest['rcs']> = {
  'small-carousel': { carousel: { cardWidth: 'SMALL', cards: [roast(1), roast(2)] } },
  'small-carousel-media': {
    carousel: {
      cardWidth: 'SMALL',
      cards: [1, 2, 3].map((i) => roast(i, { url: `${IMAGE}?${i}`, height: 'SHORT' })),
    },
    suggestions: [{ type: 'dial', text: 'Call us', phoneNumber: '+14155550100' }],
  } as SendRequest['rcs'],
  'autumn-card': {
    card: {
      title: 'Autumn specials are here',
      description: 'Pumpkin spice latte, maple oat flat white and a cinnamon roll. Order ahead and skip the queue.',
      media: { url: IMAGE },
      suggestions: [{ type: 'reply', text: 'Order now' }],
    },
    suggestions: [{ type: 'reply', text: 'Call the store' }],
  } as SendRequest['rcs'],
  'arabic-tall-card': {
    card: {
      title: 'عروض الخريف: قهوة مختصة من مصدر واحد وحلويات موسمية في كل فروعنا',
      description: 'احجز طاولتك لهذا الأسبوع.\nالعرض ساري حتى نهاية الشهر في جميع الفروع.',
      media: { url: IMAGE, height: 'TALL' },
      suggestions: [
        { type: 'reply', text: 'نعم' },
        { type: 'reply', text: 'لاحقًا' },
      ],
    },
  } as SendRequest['rcs'],
  'medium-carousel': {
    carousel: {
      cardWidth: 'MEDIUM',
      cards: [
        {
          title: 'Maple oat latte is back for the autumn season at every Acme Coffee store near you',
          description: 'Our autumn favourite, made with organic oat milk and real maple syrup, hot or iced.',
          media: { url: IMAGE, height: 'MEDIUM' },
          suggestions: [
            { type: 'reply', text: 'Order' },
            { type: 'reply', text: 'Menu' },
          ],
        },
        {
          title: 'Cold brew',
          description: 'Slow-steeped for 18 hours.',
          media: { url: `${IMAGE}?cold`, height: 'SHORT' },
        },
      ],
    },
  } as SendRequest['rcs'],
};

/** The cards of a draft, with the id prefix of their fields in the editor. */
function cardsOf(rcs: SendRequest['rcs']): { card: Card; field: string }[] {
  const r = rcs as { card?: Card; carousel?: { cards: Card[] } };
  if (r.card) return [{ card: r.card, field: 'f-rcs-card' }];
  return r.carousel!.cards.map((card, i) => ({ card, field: `f-rcs-carousel-cards-${i}` }));
}

/** The composer's words in `locale`, from its catalogs (as the element says them). */
async function sayIn(locale: string): Promise<Say> {
  const catalog: Record<string, string> =
    locale === 'ar'
      ? (await import('../../../src/i18n/composer.ar.js')).default
      : { ...composerMessages.en, ...laterEn, ...phonesEn };
  return (key, vars) => interpolate(catalog[key]!, vars, locale);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which phones a field's hint says cut it: none without a hint; each phone's part; else both ("on phones"). */
function hintSays(hint: string | undefined, say: Say): { cut: Cut; parts?: Record<Phone, string> } {
  if (!hint) return { cut: { android: false, ios: false } };
  const each = escape(say('shownLinesEach', { android: '\u0001', ios: '\u0002' }))
    .replace('\u0001', '(.+?)')
    .replace('\u0002', '(.+?)');
  const m = new RegExp(`^${each}$`).exec(hint);
  if (!m) return { cut: { android: true, ios: true } };
  const parts = { android: m[1]!, ios: m[2]! };
  return { cut: { android: parts.android !== say('linesFull'), ios: parts.ios !== say('linesFull') }, parts };
}

const pane = (el: ParleyComposer, id: Phone) => $(el, `[part~="phone-pane"][data-pane="${id}"]`);

/** Text with its spaces and line breaks as one space: a phone breaks lines where the model says. */
const flat = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** A drawn text: its words, whether it is cut (not the whole text), and whether the page clips any of it. */
function drawn(node: HTMLElement | null, whole: string) {
  const text = flat(node?.textContent ?? '');
  const clipped = !!node && node.scrollHeight > node.clientHeight + 1;
  return { node, text, cut: text !== flat(whole), clipped };
}

/** Shows `id`'s pane when the comparison is tabs. */
async function showPane(el: ParleyComposer, id: Phone): Promise<void> {
  const tab = el.shadowRoot!.querySelector<HTMLButtonElement>(`#pt-${id}`);
  if (tab && tab.getAttribute('aria-selected') !== 'true') {
    tab.click();
    await el.updateComplete;
  }
}

/**
 * For each card and phone, the drawn title and description agree with the editor's hint and the pane's losses.
 * `where` names the state in messages.
 */
async function agree(el: ParleyComposer, rcs: SendRequest['rcs'], locale: string, where: string): Promise<number> {
  const say = await sayIn(locale);
  const cards = cardsOf(rcs);
  const root = el.shadowRoot!;
  const drawnCut: Record<Phone, boolean[]> = { android: [], ios: [] };
  let cuts = 0;
  for (const [i, { card, field }] of cards.entries()) {
    // A carousel's card editor is open one at a time: its fields' hints show with it.
    const toggle = root.querySelectorAll<HTMLButtonElement>('[part~="card"] .toggle')[i];
    if (toggle?.getAttribute('aria-expanded') === 'false') {
      toggle.click();
      await el.updateComplete;
    }
    for (const phone of PHONES) {
      await showPane(el, phone);
      const cardNode = pane(el, phone).querySelectorAll<HTMLElement>('[part~="preview-card"]')[i]!;
      expect(cardNode.scrollHeight, `${where}: the ${phone} card ${i + 1} is not clipped`).to.be.at.most(
        cardNode.clientHeight + 1,
      );
      for (const [name, selector] of [
        ['title', '.p-body > strong'],
        ['description', '.p-body > p'],
      ] as const) {
        const whole = card[name] ?? '';
        const d = drawn(cardNode.querySelector<HTMLElement>(selector), whole);
        const what = `${where}: ${phone}, card ${i + 1}'s ${name} drawn as “${d.text}”`;
        expect(d.clipped, `${what} is clipped by the page`).to.equal(false);
        if (d.cut) {
          expect(d.text.endsWith('…'), what).to.equal(true);
          expect(flat(whole).startsWith(d.text.slice(0, -1)), `${what} is the start of the text`).to.equal(true);
          cuts++;
        }
        const hint = root.querySelector(`#${field}-${name}-h`);
        const says = hintSays(hint ? words(hint) : undefined, say);
        expect(says.cut[phone], `${what}; the hint says “${words(hint)}”`).to.equal(d.cut);
        const lines = Number(d.node?.dataset.lines);
        if (says.parts && d.cut) expect(says.parts[phone]).to.equal(say('linesShown', { count: lines }));
        if (!says.parts && d.cut) expect(words(hint)).to.equal(say('shownLines', { count: lines }));
        drawnCut[phone][i] = (drawnCut[phone][i] ?? false) || d.cut;
      }
    }
  }
  for (const phone of PHONES) {
    await showPane(el, phone);
    const losses = pane(el, phone).querySelector('[part~="pane-losses"]')!;
    const said = [...losses.querySelectorAll('li[data-loss="lossLinesCut"]')].map((li) => words(li));
    const names = cards.length === 1 ? [say('kind_card')] : cards.map((_, i) => say('cardN', { n: i + 1 }));
    const expected = names.filter((_, i) => drawnCut[phone][i]).map((name) => say('lossLinesCut', { name }));
    expect(said, `${where}: what the ${phone} pane says it cuts`).to.deep.equal(expected);
    if (!losses.querySelector('li'))
      expect(words(losses.querySelector('p')), `${where}: ${phone}`).to.equal(say('paneNoLoss'));
  }
  return cuts;
}

async function inLocale(el: ParleyComposer, locale: string): Promise<void> {
  el.locale = locale;
  await el.updateComplete;
  await waitUntil(() => el.getAttribute('dir') === (locale === 'ar' ? 'rtl' : 'ltr'), locale);
  await el.updateComplete;
}

describe('<parley-composer> the phones draw what the composer says of them', function () {
  this.timeout(180_000);
  afterEach(async () => setViewport({ width: 800, height: 600 }));

  for (const [name, rcs] of Object.entries(DRAFTS)) {
    it(`${name}: drawn text and words agree on Android and iPhone, en and ar, at 1440 and 390`, async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = (await mountDraft({ rcs }, { to: RCS_USER })).el;
      await compareOn(el);
      const cuts = await agree(el, rcs, 'en', `${name} en 1440`);
      await shoot(`composer-preview-truth-${name}-1440`, { settle: () => el.updateComplete });
      await inLocale(el, 'ar');
      await agree(el, rcs, 'ar', `${name} ar 1440`);
      await setViewport({ width: 390, height: 844 });
      $<HTMLInputElement>(el, '[part~="preview-toggle"] input').click();
      await waitUntil(() => el.shadowRoot!.querySelector('#pt-ios'), 'tabs at 390 px');
      await agree(el, rcs, 'ar', `${name} ar 390`);
      await inLocale(el, 'en');
      await agree(el, rcs, 'en', `${name} en 390`);
      if (name === 'small-carousel') expect(cuts, 'the reviewer’s carousel is shown whole').to.equal(0);
      if (name === 'arabic-tall-card') expect(cuts, 'the tall card is cut').to.be.above(0);
    });
  }

  it('pictures of the panes at 1440 and 390, dark and Arabic; axe with every rule', async () => {
    const rcs = DRAFTS['small-carousel-media']!;
    await setViewport({ width: 1440, height: 900 });
    const el = (await mountDraft({ rcs }, { to: RCS_USER })).el;
    await compareOn(el);
    const settle = () => el.updateComplete;
    await shoot('composer-preview-truth-1440', { settle, fullPage: true });
    await shoot('composer-preview-truth-1440-dark', { dark: true, settle, fullPage: true });
    await everyRule(el, LEFT_OUT);
    el.theme = 'dark';
    await settle();
    await everyRule(el, LEFT_OUT);
    el.theme = 'light';
    await inLocale(el, 'ar');
    await shoot('composer-preview-truth-ar-1440', { lang: 'ar', settle, fullPage: true });
    await everyRule(el, LEFT_OUT);
    await setViewport({ width: 390, height: 844 });
    $<HTMLInputElement>(el, '[part~="preview-toggle"] input').click();
    await waitUntil(() => el.shadowRoot!.querySelector('#pt-ios'), 'tabs at 390 px');
    $<HTMLButtonElement>(el, '#pt-ios').click();
    await settle();
    await shoot('composer-preview-truth-ar-390-ios', { width: 390, height: 844, lang: 'ar', settle, fullPage: true });
    await everyRule(el, LEFT_OUT);
    await inLocale(el, 'en');
    await shoot('composer-preview-truth-390-ios', { width: 390, height: 844, settle, fullPage: true });
    await shoot('composer-preview-truth-390-ios-dark', { width: 390, height: 844, dark: true, settle, fullPage: true });
    await everyRule(el, LEFT_OUT);
  });
});
