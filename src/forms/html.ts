/**
 * `renderFormHtml`: a hosted form as HTML that works before (and without) scripts: a light-DOM
 * `<form method="post">` of native inputs with `<label>`s, autofill tokens, `inputmode` and the constraints the
 * browser checks itself (`required`, `pattern`, `min`/`max`, lengths), the form's theme inlined as CSS (dark from
 * `prefers-color-scheme` unless the theme fixes its colours), its name as the `<h1>`, errors next to their fields.
 * Wrapped in `<parley-form>`, which takes the form over in place once its script runs. The sandbox's hosted page
 * is this function's output; customers' server-rendered pages use the same one (`@parley/embeds/node`).
 * Runtime-agnostic: strings only, no DOM, no Node built-ins.
 */
import { activeKeys, resolveBound } from '../core/form-logic.js';
import { resolveTheme, themeToCustomProperties } from '../core/theme.js';
import { DEFAULT_THEME } from '../core/theme-rules.js';
import type { Field, FieldOf, FormRender } from '../schemas/forms.js';
import { ADDRESS_PARTS, formPages, rawFromWire, type AnswerErrors } from './answers.js';
import { directionOf, pageLocale, translator, type PageMessageKey, type ServerTranslate } from './messages.js';
import { ensureContrast, hex, toRgb } from '../components/form/contrast.js';
import { DARK_CARD, darkVariant } from './dark.js';
import { formPageStyles, type ThemeCss } from './styles.js';

export interface RenderFormHtmlOptions {
  /** The recipient token of the link (`?t=`): carried to the element, and in the default `action`. */
  token?: string | null | undefined;
  /** Where the form posts (default: the form's hosted page, `{forms_url}/{id}?t=…`, which answers posts). */
  action?: string | undefined;
  /** BCP 47 locale of the page's words (en, es, ar; default en). Right-to-left follows it. */
  locale?: string | undefined;
  /**
   * Answers to show: raw values as a post holds them (`readFormPost`) or wire values (a prior submission, a draft,
   * defaults). Default: the draft, else the prior answers, else each field's default.
   */
  values?: Record<string, unknown> | undefined;
  /** Messages by field key (or `key.part`), as `readFormPost` returns them, shown next to their fields. */
  errors?: AnswerErrors | undefined;
  /** The page shown of a form split into pages (0 first). */
  page?: number | undefined;
  /** A line shown above the form (a saved draft, a texted link). */
  notice?: string | undefined;
  /** The thank-you state after a submit: `updated` for a changed earlier submission. */
  done?: { updated: boolean; message?: string | null | undefined } | undefined;
  /** The element's API root (`base-url`), for its takeover; default none (the element's own default). */
  baseUrl?: string | undefined;
  /** Prefill by field key (a hosted page's query parameters), for fields without an answer. */
  prefill?: Record<string, string> | undefined;
  /** The `FORM` base URL, used for the default action when the render carries no `url` (default `/forms`). */
  formsUrl?: string | undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value, escaped. */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Ids as the element writes them (`fields/common.ts` `fid`), so the takeover finds the same control. */
const fid = (path: string, suffix?: string) => `f-${path.replace('.', '-')}${suffix ? `-${suffix}` : ''}`;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

interface View {
  field: Field;
  raw: unknown;
  errors: AnswerErrors;
  t: ServerTranslate;
  now: Date;
}

/**
 * The form as HTML: a `<style>` and a `<parley-form>` holding the server-rendered `<form method="post">`.
 *
 * @example
 * const render = await client.forms.render(formId, { token }); // GET /forms/{id}/render
 * const html = renderFormHtml(render, { token, locale: 'es' });
 */
export function renderFormHtml(render: FormRender, options: RenderFormHtmlOptions = {}): string {
  const locale = pageLocale(options.locale);
  const t = translator(locale);
  const { form } = render;
  const theme = resolveTheme(render.theme);
  const attrs = [
    `form-id="${esc(form.id)}"`,
    'heading-level="1"',
    `locale="${esc(locale)}"`,
    options.token ? `token="${esc(options.token)}"` : '',
    options.baseUrl ? `base-url="${esc(options.baseUrl)}"` : '',
  ].filter(Boolean);
  const body = options.done
    ? doneCard(render, t, options.done, theme.successMessage)
    : render.submitted && !form.can_update
      ? answeredCard(render, t, locale)
      : formCard(render, options, t, locale, theme.submitLabel);
  return `<style>${formPageStyles(themeCss(theme))}</style>
<parley-form ${attrs.join(' ')} lang="${esc(locale)}" dir="${directionOf(locale)}"><div class="pf-page"><div class="pf-card">${body}</div></div></parley-form>`;
}

/** The theme as the page's custom properties: customised colours fix the mode, the default ones follow the system. */
function themeCss(theme: ReturnType<typeof resolveTheme>): ThemeCss {
  const props = themeToCustomProperties(theme);
  const custom = (Object.keys(DEFAULT_THEME.colors) as (keyof typeof DEFAULT_THEME.colors)[]).some(
    (k) => theme.colors[k] !== DEFAULT_THEME.colors[k],
  );
  const bg = theme.background;
  const defaultBackground = bg.type === 'solid' && bg.color === DEFAULT_THEME.colors.background;
  const vars: string[] = [];
  for (const [name, value] of Object.entries(props)) {
    const keep = name.startsWith('--parley-form-color-')
      ? custom
      : name !== '--parley-form-background' || custom || !defaultBackground;
    if (keep) vars.push(`${name.replace('--parley-form-', '--pf-t-')}:${value}`);
  }
  // Input boundaries at 3:1 against the field (WCAG 1.4.11), as the element raises them (`contrast.ts`).
  const [border, surface, text] = [theme.colors.border, theme.colors.surface, theme.colors.text].map(toRgb);
  if (custom && border && surface && text)
    vars.push(`--pf-t-control-border:${hex(ensureContrast(border, surface, text))}`);
  // A customised light theme follows the system into dark mode with its accent kept (`dark.ts`); a dark one stays.
  const variant = custom ? darkVariant(theme.colors) : undefined;
  const image = bg.type === 'image' ? props['--parley-form-background'] : undefined;
  return {
    vars: vars.join(';'),
    fixed: custom && !variant,
    dark: custom && !variant,
    darkVars: variant
      ? `--pf-t-color-primary:${variant.primary};--pf-t-color-on-primary:${DARK_CARD};${image ? '' : '--pf-t-background:var(--pf-surface);'}--pf-t-color-surface:var(--pf-bg);--pf-t-color-text:var(--pf-text);--pf-t-color-muted:var(--pf-muted);--pf-t-color-border:var(--pf-border);--pf-t-control-border:var(--pf-border);--pf-t-color-error:var(--pf-error)`
      : '',
  };
}

function heading(render: FormRender): string {
  const { form } = render;
  const title = (form.title ?? form.name).trim() || form.name;
  return `<h1 class="pf-title" dir="auto">${esc(title)}</h1>`;
}

function formCard(
  render: FormRender,
  options: RenderFormHtmlOptions,
  t: ServerTranslate,
  locale: string,
  submitLabel: string | undefined,
): string {
  const { form } = render;
  const now = new Date();
  const errors: AnswerErrors = options.errors ?? {};
  const values = startValues(render, options);
  const pages = formPages(form.fields);
  const index = Math.min(Math.max(options.page ?? 0, 0), pages.length - 1);
  const onPage = new Set(pages[index]!.map((f) => f.key));
  const action = options.action ?? defaultAction(render, options);
  const parts: string[] = [heading(render)];
  if (form.description) parts.push(`<p class="pf-description" dir="auto">${esc(form.description)}</p>`);
  if (render.prior && form.can_update) {
    parts.push(`<p class="pf-note">${esc(t('priorNote', { date: day(render.prior.submitted_at, locale) }))}</p>`);
  }
  if (options.notice) parts.push(`<p class="pf-note" role="status">${esc(options.notice)}</p>`);
  const wrong = Object.keys(errors).filter((path) => onPage.has(path.split('.')[0]!));
  if (wrong.length) {
    const items = wrong
      .map((path) => {
        const field = form.fields.find((f) => f.key === path.split('.')[0])!;
        return `<li><a href="#${fid(field.type === 'address' && !path.includes('.') ? `${path}.line1` : path)}">${esc(field.label)}: ${esc(errors[path])}</a></li>`;
      })
      .join('');
    parts.push(
      `<div class="pf-summary" role="alert" aria-labelledby="pf-summary-title"><p id="pf-summary-title"><strong>${esc(t('errorsTitle'))}</strong> ${esc(t('fixErrors', { count: wrong.length }))}</p><ul>${items}</ul></div>`,
    );
  }
  const inputs: string[] = [];
  if (pages.length > 1) {
    const text = t('pageOf', { n: index + 1, count: pages.length });
    inputs.push(
      `<div class="pf-progress"><progress max="${pages.length}" value="${index + 1}" aria-label="${esc(text)}"></progress><p aria-hidden="true">${esc(text)}</p></div>`,
    );
  }
  // Fields of this page whose conditions fail on the answers of earlier pages are not asked (DESIGN §11).
  const active = activeKeys(form.fields, conditionValues(form.fields, values));
  for (const field of form.fields) {
    const raw = Object.hasOwn(values, field.key) ? values[field.key] : rawFromWire(field, undefined);
    if (onPage.has(field.key) && active.has(field.key)) inputs.push(fieldHtml({ field, raw, errors, t, now }));
    else inputs.push(carried(field, raw));
  }
  inputs.push(`<input type="hidden" name="_page" value="${index}">`);
  const last = index === pages.length - 1;
  const submit = last ? (submitLabel ?? t(render.prior && form.can_update ? 'update' : 'submit')) : t('next');
  const buttons = [
    `<button type="submit" class="pf-btn pf-primary" name="_action" value="${last ? 'submit' : 'next'}">${esc(submit)}</button>`,
  ];
  if (index > 0)
    buttons.push(
      `<button type="submit" class="pf-btn pf-back" name="_action" value="back" formnovalidate>${esc(t('back'))}</button>`,
    );
  const extra: string[] = [];
  if (options.token) {
    extra.push(
      `<button type="submit" class="pf-link" name="_action" value="save" formnovalidate>${esc(t('saveDraft'))}</button>`,
    );
    if (render.recipient)
      extra.push(
        `<button type="submit" class="pf-link" name="_action" value="text" formnovalidate>${esc(t('textLink'))}</button>`,
      );
  }
  parts.push(
    `<form method="post" action="${esc(action)}" class="pf-form" data-parley-form accept-charset="utf-8">${inputs.join('')}<div class="pf-nav">${buttons.join('')}</div>${extra.length ? `<div class="pf-later">${extra.join('')}</div>` : ''}</form>`,
  );
  return parts.join('');
}

/** Answers as conditions compare them: numbers as numbers, the rest as typed (`answers.ts` judges exactly). */
function conditionValues(fields: readonly Field[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const field of fields) {
    const raw = values[field.key];
    if (field.type === 'number' || field.type === 'range')
      out[field.key] = str(raw).trim() && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
    else if (field.type === 'address')
      out[field.key] = str((raw as { line1?: unknown } | undefined)?.line1) ? raw : undefined;
    else out[field.key] = raw === null ? undefined : raw;
  }
  return out;
}

function defaultAction(render: FormRender, options: RenderFormHtmlOptions): string {
  const base = `${options.formsUrl ?? '/forms'}/${encodeURIComponent(render.form.id)}`;
  return options.token ? `${base}?t=${encodeURIComponent(options.token)}` : base;
}

/** Where the shown answers start: given values, else the draft, the prior answers, the prefill, the defaults. */
function startValues(render: FormRender, options: RenderFormHtmlOptions): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  const given = options.values;
  const draft = (render as FormRender & { draft?: { data: Record<string, unknown> } | null }).draft?.data;
  for (const field of render.form.fields) {
    const key = field.key;
    const has = (record: Record<string, unknown> | undefined) => !!record && Object.hasOwn(record, key);
    if (has(given)) out[key] = isRawShape(field, given![key]) ? given![key] : rawFromWire(field, given![key]);
    else if (has(draft) && !field.hidden)
      out[key] = isRawShape(field, draft![key]) ? draft![key] : rawFromWire(field, draft![key]);
    else if (render.prior && Object.hasOwn(render.prior.data, key))
      out[key] = rawFromWire(field, render.prior.data[key]);
    else if (options.prefill && Object.hasOwn(options.prefill, key))
      out[key] = rawFromWire(field, options.prefill[key]);
    else if (field.default !== undefined) out[key] = rawFromWire(field, field.default);
  }
  return out;
}

/** Whether a value already has the raw shape of its field's inputs (a post's, a draft's) rather than a wire one. */
function isRawShape(field: Field, value: unknown): boolean {
  switch (field.type) {
    case 'checkbox':
      return Array.isArray(value);
    case 'rating':
      return value === null || typeof value === 'number';
    case 'address':
      // Every part a string (the parts as typed; a chosen place's `formatted` may come along, as in the element's).
      return (
        !!value &&
        typeof value === 'object' &&
        ADDRESS_PARTS.every((p) => typeof (value as Record<string, unknown>)[p] === 'string')
      );
    case 'number':
    case 'range':
    case 'datetime':
      return typeof value === 'string';
    default:
      return typeof value === 'string';
  }
}

/** A field of another page (or a hidden one): its answer travels as hidden inputs. */
function carried(field: Field, raw: unknown): string {
  const hidden = (name: string, value: unknown) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
  switch (field.type) {
    case 'checkbox':
      return hidden(field.key, '') + (Array.isArray(raw) ? raw.map((v) => hidden(field.key, v)).join('') : '');
    case 'rating':
      return typeof raw === 'number' ? hidden(field.key, raw) : '';
    case 'address': {
      const a = (raw ?? {}) as Record<string, unknown>;
      return ADDRESS_PARTS.map((p) => hidden(`${field.key}.${p}`, str(a[p]))).join('');
    }
    default:
      return str(raw) ? hidden(field.key, raw) : '';
  }
}

// ---------------------------------------------------------------- fields

const attr = (name: string, value: unknown) =>
  value === undefined || value === null || value === false
    ? ''
    : value === true
      ? ` ${name}`
      : ` ${name}="${esc(value)}"`;

function helpId(view: View): string | undefined {
  return view.field.help ? fid(view.field.key, 'help') : undefined;
}

function describedBy(view: View, path = view.field.key): string {
  const ids = [helpId(view), Object.hasOwn(view.errors, path) ? fid(path, 'err') : undefined].filter(Boolean);
  return ids.length ? attr('aria-describedby', ids.join(' ')) : '';
}

const marker = (field: Field) => (field.required ? `<span class="pf-req" aria-hidden="true"> *</span>` : '');
const help = (view: View) =>
  view.field.help ? `<p class="pf-help" id="${fid(view.field.key, 'help')}">${esc(view.field.help)}</p>` : '';
const error = (view: View, path = view.field.key) =>
  Object.hasOwn(view.errors, path) ? `<p class="pf-error" id="${fid(path, 'err')}">${esc(view.errors[path])}</p>` : '';
const invalid = (view: View, path = view.field.key) => (Object.hasOwn(view.errors, path) ? ' aria-invalid="true"' : '');

function wrap(view: View, control: string): string {
  const { field } = view;
  return `<div class="pf-field" data-key="${esc(field.key)}"><label for="${fid(field.key)}"><span dir="auto">${esc(field.label)}</span>${marker(field)}</label>${help(view)}${control}${error(view)}</div>`;
}

function input(view: View, type: string, extra: Record<string, unknown> = {}): string {
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
  return wrap(view, `<input${text}${invalid(view)}${describedBy(view)}>`);
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

/** Autofill tokens of the types that have one (a text field names its own: `autocomplete`). */
const AUTOFILL: Partial<Record<Field['type'], string>> = { email: 'email', phone: 'tel', url: 'url' };

function fieldHtml(view: View): string {
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
        attr('rows', field.rows ?? 4) +
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
      return input(view, 'tel', {
        autocomplete,
        inputmode: 'tel',
        pattern: '\\+?[0-9\\s().\\-]{4,24}',
        dir: 'ltr',
      });
    case 'number':
      return input(view, 'number', {
        inputmode: 'decimal',
        min: field.min,
        max: field.max,
        step: field.step ?? 'any',
        dir: 'ltr',
      });
    case 'range':
      return input(view, 'range', { min: field.min, max: field.max, step: field.step ?? 'any', required: false });
    case 'date':
      return input(view, 'date', bounds('date', field, view.now));
    case 'time':
      return input(view, 'time', bounds('time', field, view.now));
    case 'datetime':
      return input(view, 'datetime-local', bounds('datetime', field, view.now));
    case 'color':
      return input(view, 'color', { required: false });
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
        view,
        `<input type="hidden" name="${esc(field.key)}" value="">${choices(view, field, 'checkbox', (v) => chosen.includes(v))}`,
      );
    }
    case 'rating': {
      const top = field.max ?? 5;
      const stars = Array.from({ length: top }, (_, i) => {
        const n = i + 1;
        const id = fid(field.key, String(n));
        return `<span class="pf-star"><input type="radio" id="${id}" name="${esc(field.key)}" value="${n}"${view.raw === n ? ' checked' : ''}${n === 1 && field.required ? ' required' : ''}><label for="${id}">${esc(t('stars', { count: n }))}</label></span>`;
      }).join('');
      return group(view, `<div class="pf-stars">${stars}</div>`);
    }
    case 'address':
      return address(view, field);
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
  return group(view, `<div class="pf-parts">${parts}</div>`);
}

// ---------------------------------------------------------------- other states

function day(iso: string, locale: string): string {
  try {
    return new Date(iso).toLocaleDateString(locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    } as Intl.DateTimeFormatOptions);
  } catch {
    return iso.slice(0, 10);
  }
}

function doneCard(
  render: FormRender,
  t: ServerTranslate,
  done: { updated: boolean; message?: string | null | undefined },
  successMessage: string | undefined,
): string {
  const text = done.message ?? successMessage ?? t(done.updated ? 'updated' : 'sent');
  return `${heading(render)}<p class="pf-done" role="status" dir="auto">${esc(text)}</p>`;
}

/** A one-time link answered already: when, and the answers read-only. */
function answeredCard(render: FormRender, t: ServerTranslate, locale: string): string {
  const prior = render.prior;
  const when = render.answered_at ?? prior?.submitted_at;
  const rows = prior
    ? render.form.fields
        .filter((f) => !f.hidden)
        .map(
          (f) =>
            `<dt dir="auto">${esc(f.label)}</dt><dd dir="auto">${esc(answerText(f, prior.data[f.key], t)) || esc(t('notAnswered'))}</dd>`,
        )
        .join('')
    : '';
  return `${heading(render)}<p class="pf-note">${esc(when ? t('answeredOn', { date: day(when, locale) }) : t('already'))}</p>${rows ? `<dl class="pf-answers">${rows}</dl>` : ''}`;
}

function answerText(field: Field, value: unknown, t: ServerTranslate): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'select':
    case 'radio':
      return field.options.find((o) => o.value === value)?.label ?? String(value);
    case 'checkbox':
      return Array.isArray(value)
        ? value.map((v) => field.options.find((o) => o.value === v)?.label ?? v).join(', ')
        : '';
    case 'rating':
      return typeof value === 'number' ? t('stars', { count: value }) : '';
    case 'address':
      return str((value as { formatted?: unknown }).formatted);
    default:
      return String(value);
  }
}
