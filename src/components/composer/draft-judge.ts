/**
 * The composer's judgement of its draft: what makes it unsendable in the element's mode (the service's shared send
 * rules, `send-rules.ts`, filtered: a blast has no recipient of its own, an SMS/MMS message has no RCS part), the
 * words for each problem (`problems.ts`, with `later.ts`), and a refusal: every problem shown, said, the first wrong
 * field focused, and why, as the error `send()` rejects with.
 */
import type { ReactiveControllerHost } from 'lit';
import type { SendRequest } from '../../schemas/messages.js';
import type { DraftEditor } from './draft-editor.js';
import type { ComposerVoice } from './extras-host.js';
import type { ComposerParts, Part } from './lazy.js';
import { getAt, type Problem } from './model.js';

/** Why {@link ParleyComposer.send} refused: every problem, with its path in the request and its message. */
export class ComposerValidationError extends Error {
  override readonly name = 'ComposerValidationError';
  constructor(readonly reasons: { path: string; message: string }[]) {
    super(reasons.map((r) => (r.path ? `${r.path}: ${r.message}` : r.message)).join('; '));
  }
}

export interface JudgeHost {
  readonly voice: ComposerVoice;
  readonly parts: ComposerParts;
  /** Whether the draft goes to an audience, and whether as its SMS/MMS part alone. */
  mode(): { blasting: boolean; smsOnly: boolean };
  /** `later.ts` once it is there (the problems' words), and fetching it (resolves once it is there or failed). */
  later(): Part<'later'> | undefined;
  loadLater(): Promise<unknown>;
}

export class DraftJudge {
  constructor(
    private readonly element: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode },
    private readonly editor: DraftEditor,
    private readonly host: JudgeHost,
  ) {}

  /** The problems of `request` (none before the send rules arrive: they are fetched when the composer is wanted, `lazy.ts`). */
  check(request: SendRequest): Problem[] {
    const { blasting, smsOnly } = this.host.mode();
    const keep = (path: string) =>
      smsOnly ? /^(fallback|scheduledTime)\b/.test(path) || (!blasting && path === 'to') : !(blasting && path === 'to');
    const problems = (this.host.parts.get('sendRules')?.problemsOf(request) ?? []).filter((p) => keep(p.path));
    // The whole payload's limit (RBM: 250 kB), beyond each field's own.
    const payload = smsOnly ? undefined : this.host.later()?.payloadProblem(request);
    if (payload) problems.push(payload);
    if (this.editor.draft.scheduledTime === '')
      problems.push({ path: 'scheduledTime', code: 'invalid_type', message: 'Required' });
    return problems;
  }

  /** A problem of `request` in words (the rules' own message until `later.ts` is there). */
  message(p: Problem, request: SendRequest): string {
    const value = getAt(request, p.path.split('.'));
    return this.host.later()?.problemMessage(p, value, request, this.host.voice.t) ?? p.message;
  }

  /** When `request()` is unsendable: shows every problem, says how many, focuses the first wrong field, returns why. */
  async refuse(request: () => SendRequest): Promise<ComposerValidationError | undefined> {
    await Promise.all([this.host.parts.try('sendRules'), this.host.loadLater()]);
    const current = request();
    const problems = this.check(current);
    if (!problems.length) return undefined;
    this.editor.showAll = true;
    this.host.voice.announce(this.host.voice.t('cannotSend', { count: problems.length }));
    // The first wrong field may be in the carousel editor, still loading.
    await this.element.updateComplete;
    this.element.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return new ComposerValidationError(problems.map((p) => ({ path: p.path, message: this.message(p, current) })));
  }
}
