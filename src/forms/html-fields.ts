/**
 * The fields of a server-rendered form (`renderFormHtml`): each type as native controls with its label, help, error
 * and the constraints the browser checks itself, with the element's ids (`fields/common.ts` `fid`), so the takeover
 * finds the same control, and the element's boxes, so nothing moves when it does. Runtime-agnostic: strings only.
 */
import { resolveBound } from '../core/form-logic.js';
import type { Field, FieldOf } from '../schemas/forms.js';
import { ADDRESS_PARTS, type AnswerErrors } from './answers.js';
import type { PageMessageKey, ServerTranslate } from './messages.js';
import { phoneCountry } from './wire.js';
import { pickHint } from './wire-checkbox.js';
import { zoneLabel, zoneOptions } from './zones.js';
import { countryName } from '../core/region-names.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value, escaped. */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Ids as the element writes them (`fields/common.ts` `fid`), so the takeover finds the same control. */
export const fid = (path: string, suffix?: string) => `f-${path.replace('.', '-')}${suffix ? `-${suffix}` : ''}`;
export const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** One field as its template sees it. */
export interface View {
  field: Field;
  raw: unknown;
  errors: AnswerErrors;
  t: ServerTranslate;
  now: Date;
  locale: string;
  /** A datetime's time zone (`zones.ts`), posted as `<key>.zone`. */
  zone: string;
  /**
   * Whether the person chose `zone` (a post's), rather than the page's own start (`defaultZone`): the element taking
   * over keeps it.
   */
  zoneChosen?: boolean;
  /** What the type adds to the author's help, as the element adds it ("Choose up to 3."). */
  hint?: string | undefined;
  /**
   * What stands for `hint` where scripts are off (`hint` then tells of what only the element does), or is said there
   * alone (what only a page without scripts does: read a national phone number in one country): each shown by the
   * `scripting` media feature (`styles.ts`), so a page that will be taken over shows the element's words.
   */
  hintNoScript?: string | undefined;
}

const attr = (name: string, value: unknown) =>
  value === undefined || value === null || value === false
    ? ''
    : value === true
      ? ` ${name}`
      : ` ${name}="${esc(value)}"`;

function helpId(view: View): string | undefined {
  return view.field.help || view.hint || view.hintNoScript ? fid(view.field.key, 'help') : undefined;
}

function describedBy(view: View, path = view.field.key, extra?: string): string {
  const ids = [helpId(view), extra, Object.hasOwn(view.errors, path) ? fid(path, 'err') : undefined].filter(Boolean);
  return ids.length ? attr('aria-describedby', ids.join(' ')) : '';
}

const marker = (field: Field) => (field.required ? `<span class="pf-req" aria-hidden="true"> *</span>` : '');
/** The author's help and what the type adds, each in its own direction (as the element's `help`). */
const help = (view: View) => {
  const span = (text: string, only = '') => `<span dir="auto"${only}>${esc(text)}</span>`;
  const parts = view.field.help ? [span(view.field.help)] : [];
  if (view.hint && view.hintNoScript) parts.push(span(view.hint, ' class="pf-js"'));
  else if (view.hint) parts.push(span(view.hint));
  if (view.hintNoScript) parts.push(span(view.hintNoScript, ' class="pf-nojs"'));
  if (!parts.length) return '';
  // Words for a page without scripts alone: the paragraph is theirs, so the page the element takes over (which shows
  // no help there) has none laid out either.
  const only = !view.field.help && !view.hint ? ' pf-nojs' : '';
  return `<p class="pf-help${only}" id="${fid(view.field.key, 'help')}">${parts.join(' ')}</p>`;
};
const error = (view: View, path = view.field.key) =>
  Object.hasOwn(view.errors, path) ? `<p class="pf-error" id="${fid(path, 'err')}">${esc(view.errors[path])}</p>` : '';
const invalid = (view: View, path = view.field.key) => (Object.hasOwn(view.errors, path) ? ' aria-invalid="true"' : '');

/** `labelId`: the label's id, for a control it does not label by `for` (a slider's typed stand-in). */
function wrap(view: View, control: string, labelId?: string): string {
  const { field } = view;
  return `<div class="pf-field" data-key="${esc(field.key)}"><label${attr('id', labelId)} for="${fid(field.key)}"><span dir="auto">${esc(field.label)}</span>${marker(field)}</label>${help(view)}${control}${error(view)}</div>`;
}

/** `row`: controls beside the input, in one row as the element's (`fields/common.ts` `renderInput`). */
function input(
  view: View,
  type: string,
  extra: Record<string, unknown> = {},
  row?: { before?: string; after?: string; wrap?: boolean; labelId?: string },
): string {
  const { field } = view;
  const attrs = {
    type,
    id: fid(field.key),
    name: field.key,
    value: str(view.raw),
    required: !!field.required,
    placeholder: field.placeholder,
    ...extra,
  };
  const text = Object.entries(attrs)
    .map(([k, v]) => attr(k, v))
    .join('');
  const control = `<input${text}${invalid(view)}${describedBy(view)}>`;
  if (!row) return wrap(view, control);
  return wrap(
    view,
    `<div class="pf-row${row.wrap ? ' pf-wrap' : ''}">${row.before ?? ''}${control}${row.after ?? ''}</div>`,
    row.labelId,
  );
}

function group(view: View, inner: string, path = view.field.key): string {
  const { field } = view;
  return `<fieldset class="pf-field pf-group" data-key="${esc(field.key)}"${describedBy(view, path)}${invalid(view, path).replace('aria-invalid', 'data-invalid')}><legend><span dir="auto">${esc(field.label)}</span>${marker(field)}</legend>${help(view)}${inner}${error(view, path)}</fieldset>`;
}

function bounds(type: 'date' | 'time' | 'datetime', field: { min?: string; max?: string }, now: Date) {
  const min = resolveBound(type, field.min, 'min', now, 'service');
  const max = resolveBound(type, field.max, 'max', now, 'service');
  const local = (v: string | undefined) => (v && type === 'datetime' ? new Date(v).toISOString().slice(0, 16) : v);
  return { min: local(min), max: local(max) };
}

/**
 * What a phone number may be typed as: digits, spaces, dots, dashes and brackets after an optional `+`. Browsers
 * compile `pattern` with the `v` flag, in whose classes brackets, dots and dashes are syntax and must be escaped
 * (unescaped, the pattern fails to compile and the browser checks nothing).
 */
export const PHONE_PATTERN = '\\+?[0-9\\s\\(\\)\\.\\-]{4,24}';

/** Autofill tokens of the types that have one (a text field names its own: `autocomplete`). */
const AUTOFILL: Partial<Record<Field['type'], string>> = { email: 'email', phone: 'tel', url: 'url' };

export function fieldHtml(view: View): string {
  const { field, t } = view;
  const autocomplete = 'autocomplete' in field && field.autocomplete ? field.autocomplete : AUTOFILL[field.type];
  switch (field.type) {
    case 'text':
      return input(view, 'text', {
        autocomplete,
        maxlength: field.maxLength ?? 1000,
        minlength: field.minLength,
        dir: 'auto',
      });
    case 'textarea': {
      const attrs =
        attr('id', fid(field.key)) +
        attr('name', field.key) +
        attr('rows', field.rows ?? 3) +
        attr('maxlength', field.maxLength ?? 10_000) +
        attr('minlength', field.minLength) +
        attr('required', !!field.required) +
        attr('placeholder', field.placeholder) +
        attr('autocomplete', autocomplete) +
        ' dir="auto"';
      return wrap(view, `<textarea${attrs}${invalid(view)}${describedBy(view)}>${esc(str(view.raw))}</textarea>`);
    }
    case 'email':
      return input(view, 'email', {
        autocomplete,
        inputmode: 'email',
        maxlength: 254,
        spellcheck: 'false',
        dir: 'ltr',
      });
    case 'url':
      // Text, not `type=url`: "example.com" is a web address here (stored as https://example.com), as in the element.
      return input(view, 'text', { autocomplete, inputmode: 'url', spellcheck: 'false', dir: 'ltr' });
    case 'phone': {
      const country = regionName(phoneCountry(field, view.locale), view.locale);
      // Without scripts there is no country to pick: the server reads a number without `+` in this one, and the
      // page says so. With scripts, the box where the element's picker will be (its box, so nothing moves when the
      // picker replaces it), as the element shows it until its list arrives: not a control, so not shown without.
      const hintNoScript = country ? t('phoneHintNoScript', { country }) : t('phoneHintNoScriptE164');
      return input(
        { ...view, hintNoScript },
        'tel',
        { autocomplete, inputmode: 'tel', pattern: PHONE_PATTERN, dir: 'ltr' },
        { before: `<span class="pf-country" aria-hidden="true">${esc(country)}</span>`, wrap: true },
      );
    }
    case 'number':
      return input(view, 'number', {
        inputmode: 'decimal',
        min: field.min,
        max: field.max,
        step: field.step ?? 'any',
        dir: 'ltr',
      });
    case 'range':
      return range(view, field);
    case 'date':
      return input(view, 'date', bounds('date', field, view.now));
    case 'time':
      return input(view, 'time', bounds('time', field, view.now));
    case 'datetime': {
      // Read in the zone chosen beside it (the page's guess until one is: a server cannot know the visitor's), which
      // the page says in words where no script will pick the device's.
      const zones = zoneOptions(view.zone, view.locale)
        .map(
          (z) => `<option value="${esc(z.value)}"${z.value === view.zone ? ' selected' : ''}>${esc(z.label)}</option>`,
        )
        .join('');
      const hintNoScript = t('zoneHintNoScript', { zone: zoneLabel(view.zone, view.locale) });
      return input({ ...view, hintNoScript }, 'datetime-local', bounds('datetime', field, view.now), {
        after: `<select class="pf-zone" id="${fid(field.key, 'zone')}" name="${esc(field.key)}.zone" aria-label="${esc(t('timeZone'))}"${view.zoneChosen ? ' data-chosen' : ''}>${zones}</select>`,
        wrap: true,
      });
    }
    case 'color':
      // The swatch alone: a hex spelled out beside it would go stale once a colour is picked, until the element takes
      // the page over and spells out its own.
      return input(view, 'color', { required: false }, {});
    case 'select': {
      const chosen = str(view.raw);
      const options = [`<option value="">${esc(t('choose'))}</option>`]
        .concat(
          field.options.map(
            (o) => `<option value="${esc(o.value)}"${o.value === chosen ? ' selected' : ''}>${esc(o.label)}</option>`,
          ),
        )
        .join('');
      return wrap(
        view,
        `<select id="${fid(field.key)}" name="${esc(field.key)}"${attr('required', !!field.required)}${attr('autocomplete', autocomplete)}${invalid(view)}${describedBy(view)}>${options}</select>`,
      );
    }
    case 'radio':
      return group(
        view,
        choices(view, field, 'radio', (v) => v === str(view.raw)),
      );
    case 'checkbox': {
      const chosen = Array.isArray(view.raw) ? (view.raw as unknown[]) : [];
      return group(
        { ...view, hint: pickHint(field, t) },
        `<input type="hidden" name="${esc(field.key)}" value="">${choices(view, field, 'checkbox', (v) => chosen.includes(v))}`,
      );
    }
    case 'rating': {
      const top = field.max ?? 5;
      // Stars as the element draws them (its box, so nothing moves at takeover): each a label holding a hidden radio,
      // its name spoken, its glyph filled by CSS up to the one checked (`styles.ts`), which needs no script.
      const stars = Array.from({ length: top }, (_, i) => {
        const n = i + 1;
        const id = n === 1 ? fid(field.key) : fid(field.key, String(n));
        return `<label class="pf-star"><input class="pf-vh" type="radio" id="${id}" name="${esc(field.key)}" value="${n}"${view.raw === n ? ' checked' : ''}${n === 1 && field.required ? ' required' : ''}${invalid(view)}><span class="pf-glyph" aria-hidden="true"></span><span class="pf-vh">${esc(t('stars', { count: n }))}</span></label>`;
      }).join('');
      return group(view, `<div class="pf-stars">${stars}</div>`);
    }
    case 'address':
      return address(view, field);
  }
}

/**
 * A slider as the element draws it, with the scale beside it (not a value: nothing on a page without scripts could
 * keep a value true as the slider moves, before `<parley-form>` takes the page over, which shows the value and follows
 * it). Without scripts the slider gives way to a number box holding the value (`<noscript>`, so a page that will be
 * taken over has no such box): the value it shows is the one sent, kept through a post, and it may be left empty,
 * unanswered as in the element (a slider cannot be: a browser posts it untouched). Both are named `key`; the box
 * comes first in the post, which `readPosted` reads. The scale describes the box (the slider states its own bounds).
 */
function range(view: View, field: FieldOf<'range'>): string {
  const key = field.key;
  const scale = [field.min, field.max].map((n) => Number(n).toLocaleString(view.locale)).join(' – ');
  const step = field.step ?? 'any';
  const typed =
    `<noscript><input type="number" class="pf-typed" id="${fid(key, 'n')}" name="${esc(key)}" value="${esc(str(view.raw))}"` +
    `${attr('min', field.min)}${attr('max', field.max)}${attr('step', step)}${attr('required', !!field.required)}` +
    ` inputmode="decimal" dir="ltr" aria-labelledby="${fid(key, 'label')}"${invalid(view)}${describedBy(view, key, fid(key, 'scale'))}></noscript>`;
  return input(
    view,
    'range',
    { min: field.min, max: field.max, step, required: false },
    {
      before: typed,
      after: `<span class="pf-value" id="${fid(key, 'scale')}" aria-hidden="true">${esc(scale)}</span>`,
      labelId: fid(key, 'label'),
    },
  );
}

/** A country's name in the page's language (its code where the runtime has no names). */
function regionName(country: string | undefined, locale: string): string {
  return country ? (countryName(country, locale) ?? country) : '';
}

function choices(
  view: View,
  field: FieldOf<'radio'> | FieldOf<'checkbox'>,
  type: 'radio' | 'checkbox',
  checked: (value: string) => boolean,
): string {
  return `<div class="pf-choices">${field.options
    .map((o, i) => {
      const id = fid(field.key, `o${i}`);
      const required = type === 'radio' && field.required && i === 0 ? ' required' : '';
      return `<div class="pf-choice"><input type="${type}" id="${id}" name="${esc(field.key)}" value="${esc(o.value)}"${checked(o.value) ? ' checked' : ''}${required}${invalid(view)}><label for="${id}" dir="auto">${esc(o.label)}</label></div>`;
    })
    .join('')}</div>`;
}

const ADDRESS_LABELS: [(typeof ADDRESS_PARTS)[number], PageMessageKey, string][] = [
  ['line1', 'addressLine1', 'address-line1'],
  ['line2', 'addressLine2', 'address-line2'],
  ['city', 'city', 'address-level2'],
  ['region', 'region', 'address-level1'],
  ['postalCode', 'postalCode', 'postal-code'],
  ['country', 'country', 'country'],
];

function address(view: View, field: FieldOf<'address'>): string {
  const a = (view.raw ?? {}) as Record<string, unknown>;
  const parts = ADDRESS_LABELS.map(([part, label, token]) => {
    const path = `${field.key}.${part}`;
    const required = field.required && (part === 'line1' || part === 'city' || part === 'country');
    const extra =
      part === 'country' ? ' maxlength="2" pattern="[A-Za-z]{2}" dir="ltr"' : part === 'postalCode' ? ' dir="ltr"' : '';
    return `<div class="pf-part${part === 'line1' || part === 'line2' ? ' pf-wide' : ''}"><label for="${fid(path)}">${esc(view.t(label))}</label><input type="text" id="${fid(path)}" name="${esc(path)}" value="${esc(str(a[part]))}" autocomplete="${token}"${required ? ' required' : ''}${extra}${invalid(view, path)}${describedBy(view, path)}>${error(view, path)}</div>`;
  }).join('');
  // The element's hint tells of its suggestions; without scripts there are none, and the page says what is true.
  const hints = { hint: view.t('addressHint'), hintNoScript: view.t('addressHintNoScript') };
  return group({ ...view, ...hints }, `<div class="pf-parts">${parts}</div>`);
}
