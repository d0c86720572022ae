/**
 * "Shorten links": a toggle, on by default when the token has `links:write` (absent without); the
 * lengths the message and its SMS fallback will have with short links, shown before sending; and, when sending,
 * the request with every URL replaced by a tracked short link (`core/short-links.ts`, `POST /tools/url`).
 *
 * One link per distinct URL per send; the links made for a send are kept with its Idempotency-Key, so a retry of
 * the same send reuses them (and its body, hence the service's idempotent replay, stays the same).
 *
 * @csspart shorten - The "Shorten links" toggle and the lengths with short links.
 * @csspart shortened - The lengths with short links.
 */
import { html, nothing } from 'lit';
import { createLink } from '../../api/links-agents.js';
import { findUrls, isShortOn, shortenSendRequest } from '../../core/short-links.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { characters } from './model.js';
import { asSent, registerShortening } from './as-sent.js';
import { kindOf } from './first-screen.js';
import type { ComposerVoice, ExtrasReach, SendableDraft } from './extras-host.js';

export class LinkShortening {
  /** The user's choice; only applies with `links:write`. */
  on = true;
  /** Short links made for the send with this Idempotency-Key. */
  #made = { key: '', links: new Map<string, string>() };

  /** `editor`: its summary holds the fallback's one count (with short links) that the lengths repeat. */
  constructor(
    private readonly element: ParleyComposer,
    private readonly voice: ComposerVoice,
    private readonly reach: ExtrasReach,
    private readonly draft: SendableDraft,
    private readonly editor: DraftEditor,
  ) {
    registerShortening(element, this);
  }

  get active(): boolean {
    return this.on && this.reach.scopes.has('links:write');
  }

  /** `{origin}/l`: where the sandbox (and the service) serve short links; the same origin as the API. */
  get #shortHost(): string {
    return `${new URL(this.element.api.baseUrl).origin}/l`;
  }

  /** Where the links of a send will point when shortening is on, else undefined: what the lengths are counted with. */
  get shortHost(): string | undefined {
    return this.active ? this.#shortHost : undefined;
  }

  /** The request to send: URLs shortened when active, links reused for the same `key`. */
  async prepare(request: SendRequest, key: string): Promise<SendRequest> {
    if (!this.active) return request;
    if (this.#made.key !== key) this.#made = { key, links: new Map() };
    const links = this.#made.links;
    const { request: shortened } = await shortenSendRequest(
      request,
      async (url) => {
        let short = links.get(url);
        if (!short) links.set(url, (short = (await createLink(this.element.api, { url })).shortUrl));
        return short;
      },
      isShortOn(this.#shortHost),
    );
    return shortened;
  }

  render() {
    const { t } = this.voice;
    if (!this.reach.scopes.has('links:write')) return nothing;
    const request = this.draft.request();
    const { summary } = this.editor;
    // What the RCS message's kind has of text to shorten; an SMS/MMS blast sends none: only the message's own lengths.
    const rcs = request.rcs ?? {};
    const linkText = (r: typeof rcs) => (this.reach.smsOnly ? '' : (kindOf(r).linkText?.(r) ?? ''));
    const rcsText = linkText(rcs);
    const fallbackText = request.fallback?.text ?? '';
    const lines = [];
    if (this.on && findUrls(rcsText).length) {
      const sent = asSent({ rcs }, this.#shortHost).rcs ?? {};
      lines.push(t('shortenedRcs', { count: characters(linkText(sent)) }));
    }
    // The fallback's figures are the composer's one count (`summary.ts`), the same the fallback editor and preview show.
    const sms = summary?.sms;
    if (this.on && sms?.shortened && findUrls(fallbackText).length)
      lines.push(t('shortenedFallback', { chars: sms.characters, count: sms.segments }));
    return html`<div class="shorten" part="shorten">
      <label><input type="checkbox" .checked=${this.on} @change=${(e: Event) => {
        this.on = (e.target as HTMLInputElement).checked;
        this.element.requestUpdate();
      }} /> ${t('shortenLinks')}</label>
      ${lines.length ? html`<p class="hint" part="shortened" aria-live="polite">${lines.join(' ')}</p>` : nothing}
    </div>`;
  }
}
