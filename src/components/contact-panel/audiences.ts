/**
 * The contact's audiences as the panel shows them: by name where the token may read audiences (`audiences:read`),
 * else by how many — never by id (`aud_dvip` means nothing to a person). Editable as ticks with `contacts:write` and
 * the names. Pure: data in, template out.
 */
import { html, nothing } from 'lit';
import type { ContactPanelKey } from '../../i18n/contact-panel.js';

type T = (key: ContactPanelKey, vars?: Record<string, string | number>) => string;

/**
 * The audiences the contact is in: a chip per audience whose name is known, and how many others there are; without
 * any name (no `audiences:read`, the names not loaded yet or not loadable), only how many.
 */
export function audienceSummary(ids: readonly string[], names: ReadonlyMap<string, string>, t: T) {
  if (!ids.length) return html`<p class="muted">${t('noAudiences')}</p>`;
  const named = ids.flatMap((id) => names.get(id) ?? []);
  const others = ids.length - named.length;
  if (!named.length) return html`<p class="count">${t('audienceCount', { count: ids.length })}</p>`;
  // One list, no text between its parts: the read-only view's `dd` keeps white space.
  return html`<ul class="chips" part="audiences" aria-label=${t('audiences')}>${named.map(
    (name) => html`<li class="chip" part="tag">${name}</li>`,
  )}${others ? html`<li class="more">${t('audiencesOther', { count: others })}</li>` : nothing}</ul>`;
}

/** Editable memberships: every audience the token can see, ticked when the contact is in it. */
export function audiencePicker(
  names: ReadonlyMap<string, string>,
  selection: readonly string[],
  toggle: (id: string, checked: boolean) => void,
  t: T,
) {
  return html`<fieldset class="field" part="audiences">
    <legend><strong>${t('audiences')}</strong></legend>
    ${[...names].map(
      ([id, name]) => html`<label class="check"><input type="checkbox" part="input" .checked=${selection.includes(id)}
          @change=${(e: Event) => toggle(id, (e.target as HTMLInputElement).checked)} /> ${name}</label>`,
    )}
  </fieldset>`;
}
