/**
 * How the composer words a problem of the draft: the message for a field (from the shared schema's issue codes,
 * translated) and a reader's name for its path ("Card 2 · Suggestion 1 · Phone number") in the error summary.
 *
 * @csspart errors - The summary shown when a send is refused.
 */
import { html, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { DraftEditor } from './draft-editor.js';
import { KINDS } from './first-screen.js';
import { kindsLater } from './kinds/later.js';
import type { KindProblems } from './kinds/types.js';
import type { Problem } from './model.js';

type Translate = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Words = Readonly<Record<string, ComposerKey>> | undefined;

/** Path words of the message's own lists (a suggestion's number, a fallback media URL's). */
const ITEMS: Words = { suggestions: 'suggestionN', mediaUrls: 'mediaUrlN' };
const TOO_MANY: Words = { mediaUrls: 'maxMedia' };

/** The word for `segment`, if `words` has one of its own (a segment such as `constructor` finds none). */
const word = (words: Words, segment: string): ComposerKey | undefined =>
  words && Object.hasOwn(words, segment) ? words[segment] : undefined;

/** The kind whose content the path is in (`rcs.<id>…`), for its words and its way of showing a hidden field. */
const kindAt = (parts: readonly string[]) => {
  const kind = parts[0] === 'rcs' ? KINDS.find((k) => k.id === parts[1]) : undefined;
  return (
    kind && {
      words: (kind.problems ?? kindsLater[kind.id]?.problems ?? {}) as KindProblems,
      later: kindsLater[kind.id],
    }
  );
};

/**
 * The message shown for a problem, in the user's language. `value` is what the request holds at the problem's path
 * (`draft-judge.ts` reads it).
 */
export function problemMessage(p: Problem, value: unknown, request: SendRequest | undefined, t: Translate): string {
  const parts = p.path.split('.');
  const last = parts.at(-1) ?? '';
  const { code, limit: n = 0, origin, message } = p;
  if (value === '') return t('required');
  if (code === 'payload') return t('payloadTooBig', { size: origin ?? '', max: n });
  if (code === 'too_big') {
    if (origin === 'string') return t('tooLong', { max: n });
    const many = word(kindAt(parts)?.words.tooMany, last) ?? word(TOO_MANY, last);
    if (origin === 'array') return t(many ?? 'maxSuggestions', { max: n });
    return t('numMax', { max: n });
  }
  if (code === 'too_small') {
    if (origin === 'string') return t('required');
    return origin === 'array' ? t('minCards', { min: n }) : t('numMin', { min: n });
  }
  if (code === 'future') return t('future');
  if (code === 'tooFar') return t('tooFar');
  if (code === 'invalid_type') return t('required');
  if (code === 'invalid_value') return t('invalid');
  if (/E\.164/.test(message) || (code === 'invalid_union' && last !== 'from')) return t('phone');
  if (/agent id/.test(message) || last === 'from')
    return p.path === 'from' ? t(request?.from ? 'agent' : 'noFrom') : t('phone');
  if (/http or https/.test(message)) return t('url');
  if (code === 'invalid_format') return t('dateTime');
  if (/title, a description/.test(message)) return t('cardEmpty');
  if (/after startTime/.test(message)) return t('endAfterStart');
  if (/text or mediaUrls/.test(message)) return t('fallbackEmpty');
  return message;
}

/** A reader's name for a request path: "Card 2 · Suggestion 1 · Label". */
export function problemLabel(path: string, t: Translate): string {
  const parts = path.split('.');
  const kind = kindAt(parts)?.words;
  const names: string[] = [];
  parts.forEach((part, i) => {
    const n = Number(parts[i + 1]) + 1;
    const item = word(kind?.items, part) ?? word(ITEMS, part);
    const name = word(kind?.names, part);
    if (item && n) names.push(t(item, { n }));
    else if (name) names.push(t(name));
  });
  const last = parts.at(-1)!;
  const inSuggestion = parts.at(-3) === 'suggestions';
  const leaf: Partial<Record<string, ComposerKey>> = {
    '': 'content',
    rcs: 'content',
    to: 'recipient',
    from: parts[0] === 'fallback' ? 'fallbackFrom' : 'from',
    text: inSuggestion ? 'label' : 'fallbackText',
    title: inSuggestion ? 's_title' : 'title',
    description: inSuggestion ? 's_description' : 'description',
    url: inSuggestion ? 's_url' : 'mediaUrl',
    postbackData: 'postbackData',
    scheduledTime: 'when',
    fallback: 'fallback',
    mediaUrls: 'fallback',
    height: 'mediaHeight',
  };
  if (last === 'suggestions') return t('suggestionsOf', { name: names.join(' · ') || t('message') });
  if (!/^\d+$/.test(last)) names.push(t(word(kind?.fields, last) ?? leaf[last] ?? (`s_${last}` as ComposerKey)));
  return names.join(' · ');
}

/** The summary shown when a send is refused: how many problems, each a link to its field. */
export function problemSummary(h: DraftEditor, problems: Problem[], message: (p: Problem) => string): TemplateResult {
  const t: Translate = h.t;
  return html`<div part="errors" class="errors error-text">
    <p>${t('cannotSend', { count: problems.length })}</p>
    <ul>
      ${[...new Map(problems.map((p) => [p.path, p])).values()].map(
        (p) =>
          html`<li><button type="button" class="link" @click=${() => void focusField(h, p.path)}>${problemLabel(p.path, t)}</button>: ${message(p)}</li>`,
      )}
    </ul>
  </div>`;
}

/**
 * Focuses the field at `path`, or the first control of the group its error belongs to; a field its kind's editor hides
 * (a folded carousel card) is shown first (`KindLater.reveal`).
 */
async function focusField(h: DraftEditor, path: string): Promise<void> {
  const parts = path.split('.');
  const id = h.kit.idOf(parts);
  const find = (root: ParentNode) =>
    root.querySelector<HTMLElement>(`#${id}`) ??
    root.querySelector(`#${id}-e`)?.parentElement?.querySelector<HTMLElement>('input, textarea, select, button');
  if (!find(h.root) && kindAt(parts)?.later?.reveal?.(h, parts)) await h.afterRender(() => undefined);
  find(h.root)?.focus();
}
