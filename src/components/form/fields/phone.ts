/**
 * A phone number: typed as people write it ("(415) 555-0123" read in the chosen country), formatted while typing
 * once libphonenumber-js has loaded, sent as E.164. Until the library arrives (or if it cannot), E.164 is required.
 * The library (48 kB) is fetched only for forms with a phone field, and not before the first screen is shown: on
 * the first focus of a phone field or when the browser is idle after that screen, whichever comes first (a submit
 * waits for it). The chosen countries are this type's state, kept in the draft.
 */
import { phoneCountry, phoneToWire } from '../../../forms/wire.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { loadPhoneSupport, looksLikeE164, type PhoneSupport } from '../../../core/phone.js';
import { own } from '../own.js';
import { countryStyles, loadCountries, renderCountry, renderCountryPending } from '../phone-country.js';
import { isString, renderInput, str } from './common.js';
import type { FieldKind, KindContext } from './kind.js';

type Phone = FieldOf<'phone'>;

export function createKind(context: KindContext): FieldKind<Phone> {
  let phone: PhoneSupport | undefined;
  let countriesLoaded = false;
  /** Countries chosen in the pickers, by field key. */
  let countries: Record<string, string> = {};
  /** The form's phone fields (the latest definition's). */
  let fields: readonly Phone[] = [];
  const { host } = context;

  /** The country national input is read in: the one chosen, the field's, else the locale's region. */
  const countryOf = (field: Phone): string | undefined =>
    phoneCountry(field, context.locale(), own(countries, field.key));

  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= loadPhoneSupport().then(
      (support) => {
        phone = support;
        // Typing may have begun before the library arrived: shown formatted now.
        for (const field of fields) {
          const raw = str(context.value(field.key));
          if (raw.trim() && !looksLikeE164(raw)) context.change(field, support.formatAsYouType(raw, countryOf(field)));
        }
        host.requestUpdate();
      },
      () => {
        loading = undefined; // offline: E.164 is required until a try after a Retry succeeds
      },
    ));
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    void load();
    void loadCountries().then(
      () => {
        countriesLoaded = true;
        host.requestUpdate();
      },
      () => {
        started = false; // offline: a focus after the form's Retry (which forgets the failure) tries again
      },
    );
  };
  context.afterFirstScreen(start);

  /**
   * Prior answers, defaults and prefills arrive as E.164: shown as people read them once the library is here. What
   * the person typed is shown as typed (formatting it again here would move the caret of a mid-number edit).
   */
  const shown = (raw: unknown): string => {
    const text = str(raw);
    return phone && looksLikeE164(text) ? phone.formatInternational(text) : text;
  };

  return {
    render: (view) =>
      renderInput(
        { ...view, value: shown(view.value) },
        {
          type: 'tel',
          ltr: true,
          autocomplete: 'tel',
          prefix: countriesLoaded
            ? renderCountry(view.field.key, countryOf(view.field), view.locale, view.t)
            : renderCountryPending(countryOf(view.field), view.locale),
        },
      ),
    input(field, control, _current, event) {
      if (control.dataset.country) {
        // A phone field's country changed: national input is read (and shown) as that country's from now on.
        countries = { ...countries, [field.key]: control.value };
        const raw = str(context.value(field.key));
        return phone && raw.trim() && !raw.trim().startsWith('+')
          ? phone.formatAsYouType(raw.replace(/[^\d]/g, ''), control.value)
          : raw;
      }
      // Format while typing at the end; never while deleting (it would re-insert what was just removed) or editing
      // mid-number (the caret would jump).
      const typing =
        !(event as InputEvent).inputType?.startsWith('delete') && control.selectionStart === control.value.length;
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
    settled: () => {
      start();
      return load();
    },
    saved: () => (Object.keys(countries).length ? countries : undefined),
    restore(ofType, saved) {
      fields = ofType;
      const chosen = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
      countries = Object.fromEntries(
        ofType
          .map((f) => [f.key, own(chosen, f.key)])
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Z]{2}$/.test(entry[1])),
      );
    },
  };
}
