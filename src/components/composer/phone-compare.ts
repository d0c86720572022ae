/**
 * "Compare Android, iPhone and SMS": the switch above the previews that shows the draft on Android, on an iPhone and on a phone
 * without RCS instead of the RCS and SMS/MMS previews (with `later.ts`). The comparison itself (`phone-panes.ts`,
 * its styles and words) is a lazy part of its own, loaded through the elements' one lazy-loading controller when the
 * switch is first turned on: most people never open it. While it loads, the previews stay; if it cannot be
 * fetched, the switch offers a Retry.
 *
 * @csspart compare-toggle - The switch between the previews and the phone comparison.
 * @csspart retry-button - Fetches the comparison again after it could not be loaded.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { LazyController } from '../../controllers/lazy.js';
import { layoutCard } from '../../core/rbm-layout.js';
import { composerMessages, type ComposerKey } from '../../i18n/composer.js';
import { addEnglishWords } from '../../i18n/index.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { PaneKit, PhonePanes } from './phone-panes.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Host = ReactiveControllerHost & HTMLElement;

const loaders = {
  /** The comparison, its styles and its English words (joined to the composer's when it arrives). */
  panes: () =>
    import('./phone-panes.js').then((m) => {
      addEnglishWords(composerMessages, m.phonesEn);
      return m;
    }),
};

export class PhoneCompare {
  /** Whether the person turned the comparison on. */
  #on = false;
  readonly #parts: LazyController<typeof loaders>;
  #panes: PhonePanes | undefined;

  constructor(private readonly host: Host) {
    this.#parts = new LazyController(host, loaders);
  }

  #toggle = (): void => {
    this.#on = !this.#on;
    if (this.#on) void this.#parts.try('panes');
    this.#panes?.watch(this.#on);
    this.host.requestUpdate();
  };

  /** The switch, and a Retry when the comparison could not be fetched. */
  toggle(t: T): TemplateResult {
    const failed = this.#on && this.#parts.failed('panes');
    return html`<div class="compare-toggle">
      <label class="btn" part="compare-toggle"><input type="checkbox" role="switch" ?checked=${this.#on} @change=${this.#toggle} />${t('comparePhones')}</label>
      ${
        failed
          ? html`<button type="button" class="btn" part="retry-button" @click=${() => {
              this.#parts.retry();
              void this.#parts.try('panes');
            }}>${t('retry')}</button>`
          : nothing
      }
    </div>`;
  }

  /** The comparison when it is on and loaded, else undefined (the previews show). */
  render(kit: Omit<PaneKit, 'layoutCard'>): TemplateResult | undefined {
    if (!this.#on) return undefined;
    const m = this.#parts.get('panes');
    if (!m) return undefined;
    if (!this.#panes) {
      if (this.host.shadowRoot) adoptStyles(this.host.shadowRoot, m.phonePaneStyles);
      this.#panes = new m.PhonePanes(this.host);
      this.#panes.watch(true);
    }
    return this.#panes.render({ ...kit, layoutCard });
  }
}

/** One comparison per composer, kept with it. */
const compares = new WeakMap<Host, PhoneCompare>();
export const phoneCompare = (host: Host): PhoneCompare => {
  let compare = compares.get(host);
  if (!compare) compares.set(host, (compare = new PhoneCompare(host)));
  return compare;
};
