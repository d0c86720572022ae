/**
 * What each kind of phone makes of the draft: Android's RCS client, the iPhone's, and a phone without RCS (the SMS/MMS
 * fallback, or nothing). One pure function of the composer's one summary (`summary.ts`: the request the preview
 * shows and the SMS/MMS figures the counter, the channel line and the short-link note give) and of the service's
 * cost checks the cost line reads (`cost-line.ts`), so the comparison cannot disagree with them. Each pane lists what
 * is lost on that phone, in words (keys and values); `phone-panes.ts` renders them. No DOM, no Lit.
 *
 * What differs on iPhone follows what RBM providers document of Apple's client: every vertical media height is shown
 * at one standard height, a URL in a card's description is plain text (not a link), a card's several buttons collapse
 * into one menu, and more than two message suggestions collapse under "Options".
 */
import type { CardInput, CardLayout, CardWidth } from '../../core/rbm-layout.js';
import type { SmsEncoding } from '../../core/sms-segments.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';
import { kindOf } from './kinds/index.js';
import { iosCard, laidOutCard } from './kinds/rich-card.js';
import type { PhoneCard, Words } from './kinds/types.js';
import type { Summary } from './summary.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- drafts may be partial

export type PaneId = 'android' | 'ios' | 'sms';
export const PANE_IDS: readonly PaneId[] = ['android', 'ios', 'sms'];

/** A sentence about one loss: its key and values; `about` names the card it is about (the kind's `PhoneCard.name`). */
export interface Loss extends Words {
  about?: Words;
  /** A media height the sentence names (translated by the renderer). */
  height?: 'SHORT' | 'TALL';
}

export interface Cost {
  amount: number;
  currency: string;
}

/**
 * A cost as the service estimated it; `undefined` while it has not answered, `null` when it is not asked: the draft is
 * not ready to send yet (the cost line says the same).
 */
export type PaneCost = Cost | null | undefined;

/** One phone's figures: RCS is one message; SMS by its segments and encoding; MMS one message. */
export type PaneFigures =
  | { channel: 'RCS'; cost: PaneCost }
  | { channel: 'SMS'; segments: number; encoding: SmsEncoding; cost: PaneCost }
  | { channel: 'MMS'; encoding: SmsEncoding; cost: PaneCost };

export interface PaneModel {
  id: PaneId;
  /** What arrives: RCS on both RCS phones; SMS, MMS or nothing on a phone without RCS. */
  channel: 'RCS' | 'SMS' | 'MMS' | 'none';
  /** Undefined when nothing arrives. */
  figures: PaneFigures | undefined;
  losses: Loss[];
}

export interface PhoneViewsInput {
  /** The composer's summary (what the preview shows, and the SMS/MMS figures). */
  summary: Pick<Summary, 'shown' | 'sms'>;
  /** The service's checks as the cost line reads them: the RCS message's, then the fallback's (`null`: not asked). */
  checks: readonly (ValidationResult | null | undefined)[] | undefined;
  /** Google's card layout (`core/rbm-layout.ts`), handed over so this module adds no code the later chunk shares. */
  layoutCard: (card: CardInput, width: CardWidth) => CardLayout;
}

/** A kind's card, read as a draft's (its fields may be partial). */
type Card = PhoneCard & { card: Any };

const suggestionsOf = (x: Any | undefined): Any[] => (Array.isArray(x?.suggestions) ? x.suggestions : []);
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/i;
const cost = (check: ValidationResult | null | undefined): PaneCost => (check === null ? null : check?.estimatedCost);

/** What a card's layout cuts: its lines, the buttons that do not fit. */
function cuts(l: CardLayout, about: Words): Loss[] {
  const losses: Loss[] = [];
  if (l.title.cut || l.description.cut) losses.push({ key: 'lossLinesCut', about });
  const { shown, of, cut } = l.suggestions;
  // Worded by how many still fit: some of them, or none (`phone-panes.ts`).
  if (cut) losses.push({ key: 'lossActionsCut', about, vars: { shown, count: of } });
  return losses;
}

/** Android's client: the card layout's cuts (Google's published figures), nothing else lost. */
function androidLosses(cards: Card[], layout: PhoneViewsInput['layoutCard']): Loss[] {
  const losses: Loss[] = [];
  for (const { card, width, name: about } of cards) {
    const l = layout(laidOutCard(card), width);
    losses.push(...cuts(l, about));
    if (l.tallNarrowed) losses.push({ key: 'lossTallSmall', about });
  }
  return losses;
}

/** The iPhone's client: its own way of drawing cards, then what its layout of them cuts (as its pane shows it). */
function iosLosses(rcs: Any, cards: Card[], layoutCard: PhoneViewsInput['layoutCard']): Loss[] {
  const losses: Loss[] = [];
  for (const { card, width, name: about } of cards) {
    const height = card.media?.url ? String(card.media.height ?? 'MEDIUM') : 'MEDIUM';
    if (height === 'SHORT' || height === 'TALL') losses.push({ key: 'iosHeight', about, height });
    if (typeof card.description === 'string' && URL_IN_TEXT.test(card.description))
      losses.push({ key: 'iosUrl', about });
    const buttons = suggestionsOf(card).length;
    if (buttons > 1) losses.push({ key: 'iosCardMenu', about, vars: { count: buttons } });
    losses.push(...cuts(layoutCard(iosCard(laidOutCard(card)), width), about));
  }
  const chips = suggestionsOf(rcs).length;
  if (chips > 2) losses.push({ key: 'iosChipMenu', vars: { count: chips } });
  return losses;
}

/** The RCS message's pictures: a media message's, its card's or its carousel cards' (each once). */
function picturesOf(rcs: Any, cards: Card[]): string[] {
  const urls = [...(kindOf(rcs).pictures?.(rcs) ?? []), ...cards.map((c) => c.card.media?.url)];
  return [...new Set(urls.filter((u): u is string => typeof u === 'string' && !!u.trim()))];
}

/** A phone without RCS: the fallback instead, losing the layout, the buttons and (unless sent as MMS) the pictures. */
function smsLosses(rcs: Any, cards: Card[], fallback: NonNullable<SendRequest['fallback']>): Loss[] {
  const losses: Loss[] = [];
  // A URL is in the text as typed (with short links on, its short link, which leads to it, is sent instead).
  const text = fallback.text ?? '';
  const form = kindOf(rcs).asText?.(rcs);
  if (form) losses.push(form);
  const suggestions = [...suggestionsOf(rcs), ...cards.flatMap((c) => suggestionsOf(c.card))];
  if (suggestions.length) losses.push({ key: 'smsSuggestions', vars: { count: suggestions.length } });
  for (const s of suggestions)
    if (s?.type === 'openUrl' && typeof s.url === 'string' && s.url && !text.includes(s.url))
      losses.push({ key: 'smsLinkMissing', vars: { label: String(s.text ?? ''), url: s.url } });
  const pictures = picturesOf(rcs, cards);
  const attached = (fallback.mediaUrls ?? []).filter((u) => !!u).length;
  const count = pictures.length;
  if (count) {
    if (attached) losses.push({ key: 'smsMediaMms', vars: { count: attached } });
    else if (pictures.every((u) => text.includes(u))) losses.push({ key: 'smsMediaLink', vars: { count } });
    else losses.push({ key: 'smsMediaLost', vars: { count } });
  }
  return losses;
}

/**
 * The three phones' panes for the draft as the preview shows it: Android RCS, iPhone RCS, and a phone without RCS
 * (its SMS/MMS figures the summary's, its text the one sent: short links made when they are on).
 */
export function phoneViews({ summary, checks, layoutCard }: PhoneViewsInput): PaneModel[] {
  const request = summary.shown;
  const rcs: Any = request.rcs ?? {};
  const cards: Card[] = kindOf(rcs).cards?.(rcs) ?? [];
  const [rcsCheck, fallbackCheck] = checks ?? [];
  const rcsFigures: PaneFigures = { channel: 'RCS', cost: cost(rcsCheck) };
  const f = request.fallback;
  const sms = summary.sms;
  let fallbackPane: PaneModel;
  if (!f) fallbackPane = { id: 'sms', channel: 'none', figures: undefined, losses: [{ key: 'smsNone' }] };
  else {
    const channel = sms?.channel ?? fallbackChannel(f);
    const encoding = sms?.encoding ?? 'GSM-7';
    fallbackPane = {
      id: 'sms',
      channel,
      figures:
        channel === 'SMS'
          ? { channel, segments: sms?.segments ?? 0, encoding, cost: cost(fallbackCheck) }
          : { channel, encoding, cost: cost(fallbackCheck) },
      losses: smsLosses(rcs, cards, f),
    };
  }
  return [
    { id: 'android', channel: 'RCS', figures: rcsFigures, losses: androidLosses(cards, layoutCard) },
    { id: 'ios', channel: 'RCS', figures: rcsFigures, losses: iosLosses(rcs, cards, layoutCard) },
    fallbackPane,
  ];
}

/**
 * The RCS content as the iPhone shows it, for the preview to render with the same kinds' previews as Android's: its
 * cards as `iosCard` (`kinds/rich-card.ts`) draws them (media at the one standard height, several buttons as one menu), more than two message
 * suggestions as one "Options" menu. `menu(count)` is a menu's label.
 */
export function iosContent(rcs: Any, menu: (count: number) => string): Any {
  const one = (list: Any[]) => [{ type: 'reply', text: menu(list.length) }];
  const card = (c: Any): Any => iosCard(c, menu(suggestionsOf(c).length));
  const chips = suggestionsOf(rcs);
  const kind = kindOf(rcs);
  return {
    ...(kind.mapCards ? kind.mapCards(rcs, card) : rcs),
    ...(chips.length > 2 ? { suggestions: one(chips) } : {}),
  };
}
