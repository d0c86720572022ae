import { loadPhoneSupport, looksLikeE164 } from '../../../core/phone.js';
import { own } from '../own.js';
import { countryStyles, loadCountries, renderCountry } from '../phone-country.js';
import { isString, renderInput, str } from './common.js';
export function createKind(context) {
    let phone;
    let countriesLoaded = false;
    /** Countries chosen in the pickers, by field key. */
    let countries = {};
    /** The form's phone fields (the latest definition's). */
    let fields = [];
    const { host } = context;
    /** The country national input is read in: the one chosen, the field's, else the locale's region. */
    const countryOf = (field) => {
        const chosen = own(countries, field.key);
        if (chosen)
            return chosen;
        if (field.defaultCountry)
            return field.defaultCountry.toUpperCase();
        try {
            return new Intl.Locale(context.locale()).maximize().region;
        }
        catch {
            return undefined;
        }
    };
    let loading;
    const load = () => (loading ??= loadPhoneSupport().then((support) => {
        phone = support;
        // Typing may have begun before the library arrived: shown formatted now.
        for (const field of fields) {
            const raw = str(context.value(field.key));
            if (raw.trim() && !looksLikeE164(raw))
                context.change(field, support.formatAsYouType(raw, countryOf(field)));
        }
        host.requestUpdate();
    }, () => {
        loading = undefined; // offline: E.164 is required until a later try succeeds
    }));
    let started = false;
    const start = () => {
        if (started)
            return;
        started = true;
        void load();
        void loadCountries().then(() => {
            countriesLoaded = true;
            host.requestUpdate();
        }, () => {
            started = false; // offline: the next focus tries again
        });
    };
    context.afterFirstScreen(start);
    /**
     * Prior answers, defaults and prefills arrive as E.164: shown as people read them once the library is here. What
     * the person typed is shown as typed (formatting it again here would move the caret of a mid-number edit).
     */
    const shown = (raw) => {
        const text = str(raw);
        return phone && looksLikeE164(text) ? phone.formatInternational(text) : text;
    };
    return {
        render: (view) => renderInput({ ...view, value: shown(view.value) }, {
            type: 'tel',
            ltr: true,
            autocomplete: 'tel',
            prefix: countriesLoaded
                ? renderCountry(view.field.key, countryOf(view.field), view.locale, view.t)
                : undefined,
        }),
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
            const typing = !event.inputType?.startsWith('delete') && control.selectionStart === control.value.length;
            return phone && typing ? phone.formatAsYouType(control.value, countryOf(field)) : control.value;
        },
        fromWire: (_field, value) => typeof value === 'string' ? (phone && looksLikeE164(value) ? phone.formatInternational(value) : value) : '',
        toWire(field, raw) {
            const text = str(raw).trim();
            if (!text)
                return {};
            const compact = text.replace(/[\s().-]/g, '');
            const e164 = phone ? phone.toE164(text, countryOf(field)) : looksLikeE164(compact) ? compact : null;
            return e164 ? { value: e164 } : { error: 'errPhone' };
        },
        fits: isString,
        answer: (_field, value) => typeof value !== 'string' || !value ? '' : phone ? phone.formatInternational(value) : value,
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
            const chosen = saved && typeof saved === 'object' ? saved : {};
            countries = Object.fromEntries(ofType
                .map((f) => [f.key, own(chosen, f.key)])
                .filter((entry) => typeof entry[1] === 'string' && /^[A-Z]{2}$/.test(entry[1])));
        },
    };
}
