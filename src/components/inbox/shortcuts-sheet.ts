/**
 * The keyboard shortcuts sheet ("?"): a modal `<dialog>` listing the keys as the host mapped them. Loaded on first use,
 * with its styles and the team's English words.
 *
 * @csspart shortcuts - The keyboard shortcuts dialog.
 */
import './first-screen.js';
import { css, html, type TemplateResult } from 'lit';
import { directive, Directive, type PartInfo, PartType, type ElementPart } from 'lit/directive.js';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { teamEn } from '../../i18n/inbox-team.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { shortcutKeys, type ShortcutAction } from './shortcuts.js';

addEnglishWords(inboxMessages, teamEn);

const sheetStyles = css`
  .shortcuts { max-width: min(92vw, 420px); padding: 16px; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_bg); color: var(--_text); }
  .shortcuts::backdrop { background: rgb(0 0 0 / 0.5); }
  .shortcuts h2 { margin: 0 0 8px; font-size: 16px; }
  .shortcuts dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 12px; align-items: center; }
  .shortcuts dt { text-align: end; }
  .shortcuts dd { margin: 0; }
  .shortcuts kbd { display: inline-block; min-width: 1.6em; padding: 1px 6px; border: 1px solid var(--_border); border-radius: 4px; font: inherit; font-size: 13px; text-align: center; background: var(--_surface); }
`;

const WORDS: Record<ShortcutAction, InboxKey> = {
  next: 'keyNext',
  previous: 'keyPrevious',
  open: 'keyOpen',
  reply: 'keyReply',
  note: 'keyNote',
  search: 'keySearch',
  escape: 'keyEscape',
  help: 'keyHelp',
};

/** Opens itself when rendered; closing (Escape, the button, the backdrop) calls `close`. */
export function renderShortcutsSheet(
  remapped: Partial<Record<ShortcutAction, string>> | false | undefined,
  t: (key: InboxKey) => string,
  close: () => void,
): TemplateResult {
  const keys = shortcutKeys(remapped);
  return html`<dialog class="shortcuts" part="shortcuts" aria-labelledby="shortcuts-title" ${opened()} @close=${close}
    @click=${(e: Event) => e.target === e.currentTarget && (e.currentTarget as HTMLDialogElement).close()}>
    <h2 id="shortcuts-title">${t('shortcuts')}</h2>
    <dl>${(Object.keys(WORDS) as ShortcutAction[]).map((a) => html`<dt><kbd>${keys[a] === ' ' ? 'Space' : keys[a]}</kbd></dt><dd>${t(WORDS[a])}</dd>`)}</dl>
    <button class="btn btn-primary" type="button" autofocus @click=${(e: Event) => (e.currentTarget as HTMLElement).closest('dialog')!.close()}>${t('closeShortcuts')}</button>
  </dialog>`;
}

/**
 * Shows the dialog modally once it is in the DOM (focus moves in, the page behind is inert), its styles adopted by the
 * shadow root it is then in: while the directive updates, the dialog is still in the template's fragment, whose root
 * is no shadow root.
 */
class Opened extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('opened() goes on an element');
  }
  override update(part: ElementPart): unknown {
    const dialog = part.element as HTMLDialogElement;
    queueMicrotask(() => {
      if (!dialog.isConnected || dialog.open) return;
      adoptStyles(dialog, sheetStyles);
      dialog.showModal();
    });
    return this.render();
  }
  render(): unknown {
    return undefined;
  }
}
const opened = directive(Opened);
