/**
 * A date and time, read in the time zone chosen beside it: the browser's own until the person picks another (the
 * page without scripts shows the same choice, named the same way: `forms/zones.ts`). Sent as ISO 8601 with that
 * zone's offset at that date, so the service stores the instant the person meant. The chosen zones are this type's
 * state, kept in the draft. The list of zones, named by country, comes once the first screen is shown (a page's
 * first `Intl.DisplayNames` loads ICU's names, which the render showing the fields does not wait for); until then
 * the select holds the chosen zone alone, named by its place.
 */
import '../first-screen.js';
import { css, html } from 'lit';
import type { FieldOf } from '../../../schemas/forms.js';
import { datetimeToWire, isoToLocal } from '../../../forms/wire-datetime.js';
import { knownZone, zoneOptions, zonePlace } from '../../../forms/zones.js';
import { own } from '../own.js';
import { errorWords, fid, isString, renderInput, str } from './common.js';
import { localBounds } from './dates.js';
import type { FieldKind, KindContext } from './kind.js';

type Datetime = FieldOf<'datetime'>;

/** The input and its zone share a row when both fit, else wrap onto two, as the page without scripts lays them. */
const styles = css`
  .row:has(.zone) {
    flex-wrap: wrap;
  }
  .row:has(.zone) > * {
    flex: 1 1 12em;
    width: auto;
    min-width: 0;
  }
`;

export function createKind(context: KindContext): FieldKind<Datetime> {
  /** Zones chosen by field key; a field without one is read in the browser's. */
  let zones: Record<string, string> = {};
  let device: string | undefined;
  /** The first screen has been shown: the zones may be named by country. */
  let named = false;
  context.afterFirstScreen(() => {
    named = true;
    context.host.requestUpdate();
  });
  const browserZone = () => (device ??= knownZone(new Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC');
  const zoneOf = (key: string) => own(zones, key) ?? browserZone();
  return {
    ...errorWords('datetime'),
    render(view) {
      const { min, max } = localBounds('datetime', view.field);
      const zone = zoneOf(view.field.key);
      return renderInput(view, {
        type: 'datetime-local',
        ltr: true,
        min: min && isoToLocal(min),
        max: max && isoToLocal(max),
        // Until named, the chosen zone alone (by its place): the full list comes named, so no option a person could
        // have picked is reused for another zone when the list is ordered by name.
        suffix: html`<select class="zone" part="zone" id=${fid(view.field.key, 'zone')} data-k=${view.field.key} data-zone="1" aria-label=${view.t('timeZone')}>
          ${(named ? zoneOptions(zone, view.locale) : [{ value: zone, label: zonePlace(zone, view.locale) }]).map((z) => html`<option value=${z.value} ?selected=${z.value === zone}>${z.label}</option>`)}
        </select>`,
      });
    },
    input(field, control, current) {
      if (!control.dataset.zone) return control.value;
      // Another zone: the time typed stays as typed, read in that zone from now on.
      zones = { ...zones, [field.key]: control.value };
      return current;
    },
    // Shown in the browser's zone; typed in the zone chosen.
    fromWire: (_field, value) => isoToLocal(value, 'local'),
    toWire: (field, raw) => {
      const zone = zoneOf(field.key);
      return datetimeToWire(raw, zone === browserZone() ? 'local' : zone);
    },
    fits: isString,
    answer(_field, value, locale) {
      if (!str(value)) return '';
      const date = new Date(str(value));
      return Number.isNaN(date.getTime())
        ? str(value)
        : date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
    },
    styles,
    saved: () => (Object.keys(zones).length ? zones : undefined),
    restore(ofType, saved) {
      const chosen = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
      zones = Object.fromEntries(
        ofType
          .map((f) => [f.key, knownZone(own(chosen, f.key))])
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    },
  };
}
