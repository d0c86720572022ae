/**
 * `renderFormHtml`: a hosted form as HTML that works before (and without) scripts: a light-DOM
 * `<form method="post">` of native inputs with `<label>`s, autofill tokens, `inputmode` and the constraints the
 * browser checks itself (`required`, `pattern`, `min`/`max`, lengths), the form's theme inlined as CSS (dark from
 * `prefers-color-scheme` unless the theme fixes its colours), its name as the `<h1>`, errors next to their fields.
 * Wrapped in `<parley-form>`, which takes the form over in place once its script runs. The sandbox's hosted page
 * is this function's output; customers' server-rendered pages use the same one (`@parley/embeds/node`).
 * Runtime-agnostic: strings only, no DOM, no Node built-ins.
 */
import { activeKeys } from '../core/form-logic.js';
import { resolveTheme, themeToCustomProperties } from '../core/theme.js';
import { DEFAULT_THEME } from '../core/theme-rules.js';
import type { Field, FormRender } from '../schemas/forms.js';
import { ADDRESS_PARTS, formPages, rawFromWire, type AnswerErrors } from './answers.js';
import { directionOf, pageLocale, translator, type ServerTranslate } from './messages.js';
import { esc, fid, fieldHtml, str } from './html-fields.js';
import { ensureContrast, hex, toRgb } from '../components/form/contrast.js';
import { DARK_CARD, darkVariant } from './dark.js';
import { formPageStyles, type ThemeCss } from './styles.js';
import { defaultZone, knownZone } from './zones.js';

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
  /**
   * The time zone chosen for each datetime field, as `readFormPost` returns them (default: the zone of the country
   * `locale` names when it has one, else UTC: `zones.ts` `defaultZone`).
   */
  zones?: Record<string, string> | undefined;
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

export { esc } from './html-fields.js';

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
  const guess = defaultZone(locale);
  const zoneOf = (key: string) => knownZone(options.zones?.[key]);
  const values = startValues(render, options, (key) => zoneOf(key) ?? guess);
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
    // The count is of fields to correct: an address with two wrong parts is one field (its items are two).
    const fields = new Set(wrong.map((path) => path.split('.')[0])).size;
    const items = wrong
      .map((path) => {
        const field = form.fields.find((f) => f.key === path.split('.')[0])!;
        // To the control that takes the answer: an address's first part, a slider's number box (`html-fields.ts`).
        const target =
          field.type === 'address' && !path.includes('.')
            ? fid(`${path}.line1`)
            : field.type === 'range'
              ? fid(path, 'n')
              : fid(path);
        return `<li><a href="#${target}">${esc(field.label)}: ${esc(errors[path])}</a></li>`;
      })
      .join('');
    parts.push(
      `<div class="pf-summary" role="alert" aria-labelledby="pf-summary-title"><p id="pf-summary-title"><strong>${esc(t('errorsTitle'))}</strong> ${esc(t('fixErrors', { count: fields }))}</p><ul>${items}</ul></div>`,
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
    const chosen = zoneOf(field.key);
    const zone = chosen ?? guess;
    if (onPage.has(field.key) && active.has(field.key))
      inputs.push(fieldHtml({ field, raw, errors, t, now, locale, zone, zoneChosen: !!chosen }));
    else inputs.push(carried(field, raw, chosen));
  }
  inputs.push(`<input type="hidden" name="_page" value="${index}">`);
  const last = index === pages.length - 1;
  const submit = last ? (submitLabel ?? t(render.prior && form.can_update ? 'update' : 'submit')) : t('next');
  // The last page when the earlier answers put none of its questions in play ("Next" lands here, never sends): it
  // says so and which button sends, or it would be a page of buttons only.
  if (last && !pages[index]!.some((f) => active.has(f.key)))
    inputs.push(`<p class="pf-note pf-nothing" dir="auto">${esc(t('nothingMore', { button: submit }))}</p>`);
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

/**
 * The hosted page with the link's token and the page's language: the answer to a post (its errors, the next page,
 * the thank-you) is in the language the form was shown in, whatever the browser's `Accept-Language` says.
 */
function defaultAction(render: FormRender, options: RenderFormHtmlOptions): string {
  const base = `${options.formsUrl ?? '/forms'}/${encodeURIComponent(render.form.id)}`;
  const query = new URLSearchParams();
  if (options.token) query.set('t', options.token);
  if (options.locale) query.set('locale', pageLocale(options.locale));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * Where the shown answers start: given values, else the draft, the prior answers, the prefill, the defaults (a
 * datetime's wire value shown in the zone beside it: `zone`).
 */
function startValues(
  render: FormRender,
  options: RenderFormHtmlOptions,
  zone: (key: string) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  const given = options.values;
  const draft = (render as FormRender & { draft?: { data: Record<string, unknown> } | null }).draft?.data;
  for (const field of render.form.fields) {
    const key = field.key;
    const has = (record: Record<string, unknown> | undefined) => !!record && Object.hasOwn(record, key);
    const raw = (wire: unknown) => rawFromWire(field, wire, zone(key));
    if (has(given)) out[key] = isRawShape(field, given![key]) ? given![key] : raw(given![key]);
    else if (has(draft) && !field.hidden) out[key] = isRawShape(field, draft![key]) ? draft![key] : raw(draft![key]);
    else if (render.prior && Object.hasOwn(render.prior.data, key)) out[key] = raw(render.prior.data[key]);
    else if (options.prefill && Object.hasOwn(options.prefill, key)) out[key] = raw(options.prefill[key]);
    else if (field.default !== undefined) out[key] = raw(field.default);
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
function carried(field: Field, raw: unknown, zone: string | undefined): string {
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
    case 'datetime':
      // The zone only when the person chose one (none is read as UTC): the element taking the page over keeps it.
      return str(raw) ? hidden(field.key, raw) + (zone ? hidden(`${field.key}.zone`, zone) : '') : '';
    default:
      return str(raw) ? hidden(field.key, raw) : '';
  }
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
