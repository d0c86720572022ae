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
import { zoneChoices, zoneLabel } from './zones.js';

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
  /** A datetime's chosen time zone (`zones.ts`), posted as `<key>.zone`. */
  zone: string;
  /** Whether the person chose `zone` (a post's), rather than the page's UTC: the element taking over keeps it. */
  zoneChosen?: boolean;
  /** What the type adds to the author's help, as the element adds it ("Choose up to 3."). */
  hint?: string | undefined;
  /**
   * What stands for `hint` where scripts are off (`hint` then tells of what only the element does): each shown by
   * the `scripting` media feature (`styles.ts`), so a page that will be taken over shows the element's words.
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
  return view.field.help || view.hint ? fid(view.field.key, 'help') : undefined;
}

function describedBy(view: View, path = view.field.key): string {
  const ids = [helpId(view), Object.hasOwn(view.errors, path) ? fid(path, 'err') : undefined].filter(Boolean);
  return ids.length ? attr('aria-describedby', ids.join(' ')) : '';
}

const marker = (field: Field) => (field.required ? `<span class="pf-req" aria-hidden="true"> *</span>` : '');
/** The author's help and what the type adds, each in its own direction (as the element's `help`). */
const help = (view: View) => {
  const parts = [view.field.help, view.hint].filter(Boolean).map((text) => `<span dir="auto">${esc(text)}</span>`);
  if (view.hint && view.hintNoScript)
    parts.splice(
      -1,
      1,
      `<span dir="auto" class="pf-js">${esc(view.hint)}</span>`,
      `<span dir="auto" class="pf-nojs">${esc(view.hintNoScript)}</span>`,
    );
  return parts.length ? `<p class="pf-help" id="${fid(view.field.key, 'help')}">${parts.join(' ')}</p>` : '';
};
const error = (view: View, path = view.field.key) =>
  Object.hasOwn(view.errors, path) ? `<p class="pf-error" id="${fid(path, 'err')}">${esc(view.errors[path])}</p>` : '';
const invalid = (view: View, path = view.field.key) => (Object.hasOwn(view.errors, path) ? ' aria-invalid="true"' : '');

function wrap(view: View, control: string): string {
  const { field } = view;
  return `<div class="pf-field" data-key="${esc(field.key)}"><label for="${fid(field.key)}"><span dir="auto">${esc(field.label)}</span>${marker(field)}</label>${help(view)}${control}${error(view)}</div>`;
}

/** `row`: controls beside the input, in one row as the element's (`fields/common.ts` `renderInput`). */
function input(
  view: View,
  type: string,
  extra: Record<string, unknown> = {},
  row?: { before?: string; after?: string; wrap?: boolean },
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
    case 'phone':
      return input(
        view,
        'tel',
        {
          autocomplete,
          inputmode: 'tel',
          pattern: PHONE_PATTERN,
          dir: 'ltr',
        },
        // The country a number without `+` is read in, where the element's picker shows it (its box, so nothing
        // moves when the picker replaces it); the same box the element shows until its list arrives.
        {
          before: `<span class="pf-country" aria-hidden="true">${esc(regionName(phoneCountry(field, view.locale), view.locale))}</span>`,
          wrap: true,
        },
      );
    case 'number':
      return input(view, 'number', {
        inputmode: 'decimal',
        min: field.min,
        max: field.max,
        step: field.step ?? 'any',
        dir: 'ltr',
      });
    case 'range': {
      // Beside it the scale, not a value: nothing on this page could keep a value true as the slider moves, before
      // `<parley-form>` takes the page over (which shows the value and follows it) or without scripts at all. The
      // slider itself tells screen readers its value (an `aria-valuetext` from here would go stale the same way).
      // A browser posts a slider's value even untouched: without scripts a slider is always answered.
      const scale = [field.min, field.max].map((n) => Number(n).toLocaleString(view.locale)).join(' – ');
      return input(
        view,
        'range',
        { min: field.min, max: field.max, step: field.step ?? 'any', required: false },
        { after: `<span class="pf-value" aria-hidden="true">${esc(scale)}</span>` },
      );
    }
    case 'date':
      return input(view, 'date', bounds('date', field, view.now));
    case 'time':
      return input(view, 'time', bounds('time', field, view.now));
    case 'datetime': {
      // Read in the zone chosen beside it (UTC until one is): a server cannot know the visitor's.
      const zones = zoneChoices(view.zone)
        .map((z) => `<option value="${esc(z)}"${z === view.zone ? ' selected' : ''}>${esc(zoneLabel(z))}</option>`)
        .join('');
      return input(view, 'datetime-local', bounds('datetime', field, view.now), {
        after: `<select class="pf-zone" id="${fid(field.key, 'zone')}" name="${esc(field.key)}.zone" aria-label="${esc(t('timeZone'))}" dir="ltr"${view.zoneChosen ? ' data-chosen' : ''}>${zones}</select>`,
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

/** A country's name in the page's language (its code where the runtime has no names). */
function regionName(country: string | undefined, locale: string): string {
  if (!country) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
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
