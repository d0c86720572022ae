/**
 * A phone number: typed as people write it ("(415) 555-0123" read in the chosen country), formatted while typing
 * once libphonenumber-js has loaded, sent as E.164. Until the library arrives (or if it cannot), E.164 is required.
 * The library's code (about 15 kB gzip) and the numbering plans of the fields' countries (a world numbering zone,
 * 3–7 kB gzip, `core/phone-plans.ts`) are fetched only for forms with a phone field, and not before the first screen is shown: on
 * the first focus of a phone field or when the browser is idle after that screen, whichever comes first (a submit
 * waits for them). A calling code typed or chosen later (`+44…`, another country) loads its plans then, and the
 * number is formatted again when they arrive. The chosen countries are this type's state, kept in the draft.
 */
import { phoneCountry, phoneToWire } from '../../../forms/wire.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { loadOnce } from '../../../core/lazy.js';
import { looksLikeE164, phoneLibrary, type PhoneSupport } from '../../../core/phone.js';
import { own } from '../own.js';
import { plansPart } from '../phone-loaded.js';
import { countryStyles, renderCountry, renderCountryPending } from '../phone-country.js';
import { isString, renderInput, str } from './common.js';
import type { FieldKind, KindContext } from './kind.js';

type Phone = FieldOf<'phone'>;

export function createKind(context: KindContext): FieldKind<Phone> {
  let phone: PhoneSupport | undefined;
  let plans: Awaited<ReturnType<typeof plansPart>> | undefined;
  /** Countries chosen in the pickers, by field key. */
  let countries: Record<string, string> = {};
  /** The form's phone fields (the latest definition's). */
  let fields: readonly Phone[] = [];
  /** The first screen has been shown: the pending box may name its country (`renderCountryPending`). */
  let named = false;
  const { host } = context;

  /** The country national input is read in: the one chosen, the field's, else the locale's region. */
  const countryOf = (field: Phone): string | undefined =>
    phoneCountry(field, context.locale(), own(countries, field.key));

  /** A field's input read (and shown) again: typing may have begun before the library, or a calling code's plans. */
  const reformat = (field: Phone): void => {
    const raw = str(context.value(field.key));
    if (phone && raw.trim() && !looksLikeE164(raw)) context.change(field, phone.formatAsYouType(raw, countryOf(field)));
  };

  /** The plans every field's country and value need (`+44…` typed, a prior answer in E.164), loaded. */
  const ensureAll = (): Promise<boolean[]> =>
    Promise.all(fields.map((field) => plans!.pagePlans.ensure(str(context.value(field.key)), countryOf(field))));

  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    // The fields' countries, and the locale's region: the one a field without a default reads numbers in, known
    // before the definition's fields are (a draft's values read first).
    // The library is asked for beside the plans' part (which loads it too): one round trip, not two.
    (loading ??= Promise.all([loadOnce(plansPart), loadOnce(phoneLibrary)])
      .then(([part]) => {
        plans = part;
        return part.loadPhonePlans([...fields.map(countryOf), phoneCountry({}, context.locale())]);
      })
      .then((support) => {
        phone = support;
        return ensureAll();
      })
      .then(
        () => {
          fields.forEach(reformat);
          host.requestUpdate();
        },
        () => {
          loading = undefined; // offline: E.164 is required until a try after a Retry succeeds
        },
      ));
  const start = (): void => void load();
  context.afterFirstScreen(() => {
    named = true;
    if (!phone || !plans) host.requestUpdate(); // the pending box names its country
    start();
  });

  /** Loads the plans `input` read in `country` needs if some are missing, then reads the field's input again. */
  const need = (field: Phone, input: string, country: string | undefined): void => {
    const set = plans?.pagePlans;
    if (!phone || !set || set.plansFor(input, country).every((code) => set.has(code))) return;
    void set.ensure(input, country).then(
      () => {
        reformat(field);
        host.requestUpdate();
      },
      () => {}, // offline: the number stays as typed; a submit says what it needs
    );
  };

  /**
   * Prior answers, defaults and prefills arrive as E.164: shown as people read them once the library is here. What
   * the person typed is shown as typed (formatting it again here would move the caret of a mid-number edit).
   */
  const shown = (raw: unknown): string => {
    const text = str(raw);
    return phone && looksLikeE164(text) ? phone.formatInternational(text) : text;
  };

  return {
    render(view) {
      const prefix =
        phone && plans
          ? renderCountry(view.field.key, countryOf(view.field), view.locale, view.t, plans.CALLING_CODES)
          : // Named after the first screen only: reading the country may ask `Intl.Locale` for the locale's region,
            // whose data the render that shows the fields need not wait for either.
            renderCountryPending(named ? countryOf(view.field) : undefined, view.locale);
      return renderInput(
        { ...view, value: shown(view.value) },
        { type: 'tel', ltr: true, autocomplete: 'tel', prefix },
      );
    },
    input(field, control, _current, event) {
      if (control.dataset.country) {
        // A phone field's country changed: national input is read (and shown) as that country's from now on.
        countries = { ...countries, [field.key]: control.value };
        const raw = str(context.value(field.key));
        need(field, raw, control.value);
        return phone && raw.trim() && !raw.trim().startsWith('+')
          ? phone.formatAsYouType(raw.replace(/[^\d]/g, ''), control.value)
          : raw;
      }
      // Format while typing at the end; never while deleting (it would re-insert what was just removed) or editing
      // mid-number (the caret would jump).
      const typing =
        !(event as InputEvent).inputType?.startsWith('delete') && control.selectionStart === control.value.length;
      need(field, control.value, countryOf(field));
      return phone && typing ? phone.formatAsYouType(control.value, countryOf(field)) : control.value;
    },
    fromWire: (_field, value) =>
      typeof value === 'string' ? (phone && looksLikeE164(value) ? phone.formatInternational(value) : value) : '',
    // Until the library arrives (or if it cannot), only E.164 is readable.
    toWire: (field, raw) => phoneToWire(raw, countryOf(field), phone),
    fits: isString,
    answer: (_field, value) =>
      typeof value !== 'string' || !value ? '' : phone ? phone.formatInternational(value) : value,
    message: (_field, _issue, _value, t) => t('errPhone'),
    styles: countryStyles,
    focusin: start,
    // A submit reads every number with the plans it needs (a failure leaves the E.164 rule and its message).
    settled: () =>
      load()
        .then(() => (phone ? ensureAll() : undefined))
        .then(
          () => {},
          () => {},
        ),
    saved: () => (Object.keys(countries).length ? countries : undefined),
    restore(ofType, saved) {
      fields = ofType;
      const chosen = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
      countries = Object.fromEntries(
        ofType
          .map((f) => [f.key, own(chosen, f.key)])
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Z]{2}$/.test(entry[1])),
      );
      // A definition or draft arriving after the library: its countries' and answers' plans.
      if (phone)
        void ensureAll().then(
          (loaded) => loaded.some(Boolean) && host.requestUpdate(),
          () => {},
        );
    },
  };
}
