/**
 * The reply box's canned replies (the host's `cannedReplies`): a listbox offered by its button or by "/" at the start
 * of the box (filtered by what follows it), driven from the box with the arrow keys, Enter or Tab, and Escape. A
 * reply's template variables (`{{contact.firstName}}`) are filled from the open thread's contact and the signed-in
 * teammate. A part of the pane of its own (`paneParts.canned`), fetched when the host gives canned replies: the box
 * shows none until then, and an update that would show them waits for it.
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { PaneContext } from './pane-context.js';
import type { ReplySender } from './reply-sender.js';
import { fillTemplate, templateValues } from './templates.js';
import { ViewState } from './view-state.js';
import { listWords } from '../../core/list-words.js';

type Canned = { label: string; text: string };

interface CannedView {
  open: boolean;
  /** The option the arrow keys are on. */
  active: number;
  /** The list was offered by "/" at the start of the box (filtered by what follows it). */
  bySlash: boolean;
}

/**
 * @csspart canned-button - Offers the canned replies; `canned-replies` their list.
 */
export class CannedReplies {
  readonly #p: PaneContext;
  readonly #reply: ReplySender;
  readonly #view: ViewState<CannedView>;

  constructor(p: PaneContext, reply: ReplySender) {
    this.#p = p;
    this.#reply = reply;
    this.#view = new ViewState<CannedView>(p.host, { open: false, active: 0, bySlash: false });
  }

  /** The options shown: all of them, or those matching what follows "/". */
  #matches(): readonly Canned[] {
    const all = this.#p.host.cannedReplies ?? [];
    if (!this.#view.value.bySlash) return all;
    const locale = this.#p.locale();
    const q = this.#reply.text.slice(1).toLocaleLowerCase(locale);
    return all.filter(
      (r) => r.label.toLocaleLowerCase(locale).includes(q) || r.text.toLocaleLowerCase(locale).includes(q),
    );
  }

  /** The options while the list is open (none when closed). */
  #shown(): { options: readonly Canned[]; active: number } {
    const { open, active } = this.#view.value;
    const options = open ? this.#matches() : [];
    return { options, active: Math.min(active, options.length - 1) };
  }

  /** The box's `aria-activedescendant`: the active option while the list shows. */
  get activeId(): string | undefined {
    const { options, active } = this.#shown();
    return options.length ? `canned-${active}` : undefined;
  }

  close(): void {
    this.#view.set({ open: false });
  }

  /** What canned-reply templates fill in: the open thread's contact and the signed-in teammate's name. */
  #values(): Record<string, string | undefined> {
    const { store, host } = this.#p;
    const { sub, name } = store.state.claims;
    return templateValues(store.state.thread?.conversation, name ?? host.users?.find((u) => u.id === sub)?.name);
  }

  /** The list, when open: each option with its filled text as the preview. */
  renderList(): unknown {
    const { options, active } = this.#shown();
    if (!options.length) return nothing;
    const t = this.#p.i18n.t;
    const values = this.#values();
    return html`<div class="canned" id="canned" role="listbox" part="canned-replies" aria-label=${t('cannedReplies')}>
      ${options.map((r, i) => {
        // The filled text is the preview; variables without a value are flagged before the reply is sent.
        const filled = fillTemplate(r.text, values);
        return html`<div role="option" id="canned-${i}" class="canned-option" aria-selected=${i === active ? 'true' : 'false'}
        @mousedown=${(e: Event) => e.preventDefault()} @click=${() => this.#insert(r)}>
        <span class="canned-label" dir="auto">${r.label}</span><span class="canned-text muted" dir="auto">${filled.text}</span>
        ${
          filled.missing.length
            ? html`<span class="canned-missing error-text">${t('templateMissingShort', {
                names: listWords(
                  filled.missing.map((n) => `{{${n}}}`),
                  this.#p.locale(),
                ),
              })}</span>`
            : nothing
        }
      </div>`;
      })}
    </div>`;
  }

  /** The button offering them, when the host gave some. */
  renderButton(): TemplateResult | typeof nothing {
    if (!this.#p.host.cannedReplies?.length) return nothing;
    const t = this.#p.i18n.t;
    return html`<button class="btn icon" type="button" part="canned-button" aria-label=${t('cannedReplies')} title=${t('cannedReplies')}
      aria-expanded=${this.#shown().options.length ? 'true' : 'false'} aria-controls="canned" @click=${this.#toggle}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path fill="currentColor" d="M2 3h12v2H2zm0 4h12v2H2zm0 4h8v2H2z"/></svg>
    </button>`;
  }

  /** The box's text changed: "/" at its start offers the canned replies, filtered by what follows it. */
  typed(text: string): void {
    if (!this.#p.host.cannedReplies?.length) return;
    const slash = /^\/\S*$/.test(text);
    const { open, active } = this.#view.value;
    this.#view.set({ active: slash !== open || slash ? 0 : active, bySlash: slash, open: slash });
  }

  /** A key in the box while the list is open; true when it was the list's (the box does nothing more with it). */
  keydown(event: KeyboardEvent): boolean {
    const { open, active } = this.#view.value;
    if (!open || event.isComposing) return false;
    const options = this.#matches();
    if (options.length && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const at = Math.min(active, options.length - 1);
      this.#view.set({ active: (at + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length });
      return true;
    }
    if (options.length && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      event.preventDefault();
      this.#insert(options[Math.min(active, options.length - 1)]!);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
      return true;
    }
    return false;
  }

  #box(): HTMLTextAreaElement | null {
    return this.#p.host.renderRoot.querySelector<HTMLTextAreaElement>('[part~="reply-input"]');
  }

  #toggle = (): void => {
    const open = !this.#view.value.open;
    this.#view.set({ bySlash: false, active: 0, open });
    // Arrow keys and Enter work from the reply box (the list is its active descendant).
    if (open) this.#box()?.focus();
  };

  /** Filled in at the caret (offered by the button) or in place of the "/…" that offered it. */
  #insert(reply: { text: string }): void {
    const box = this.#box();
    const filled = fillTemplate(reply.text, this.#values()).text;
    let text = filled;
    if (!this.#view.value.bySlash && box) {
      const at = box.selectionStart ?? box.value.length;
      text = box.value.slice(0, at) + filled + box.value.slice(box.selectionEnd ?? at);
    }
    this.#view.set({ bySlash: false, open: false });
    this.#reply.input(text, this.#p.store.state.thread);
    if (box) {
      box.value = text;
      box.focus();
      box.setSelectionRange(text.length, text.length);
    }
  }
}

/** The list over the reply box, adopted with this part (no bytes of a thread whose host gives no canned replies). */
export const cannedStyles = css`
  .canned {
    position: absolute;
    inset-inline: 12px;
    inset-block-end: calc(100% + 4px);
    max-height: 240px;
    overflow-y: auto;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.7);
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.18);
    z-index: 2;
    scrollbar-color: var(--_border) transparent;
    scrollbar-width: thin;
  }
  .canned-option {
    display: grid;
    gap: 1px;
    padding: 6px 10px;
    cursor: pointer;
  }
  .canned-option[aria-selected='true'] {
    background: var(--_surface);
    box-shadow: inset 3px 0 0 var(--_primary);
  }
  .canned-label {
    font-weight: 600;
  }
  .canned-text {
    font-size: 12px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .canned-missing {
    font-size: 12px;
  }
  .canned {
    scrollbar-color: var(--_border) transparent;
    scrollbar-width: thin;
  }
`;
