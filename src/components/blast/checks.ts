/**
 * What `<parley-blast>`'s Review checks before it asks the service anything — the senders for what the blast is sent
 * as, the audience, the content and the fallback. Words, not the service's validation text: each problem is said in
 * the language shown when it is rendered (a change of locale after Review re-says it). How a failed call is said is
 * `failure.ts`.
 */
import { isHttpUrl } from '../../core/url-safety.js';
import type { BlastKey } from '../../i18n/blast.js';
import { characters } from '../../schemas/characters.js';
import { LIMITS } from '../../schemas/constants.js';
import type { Audience } from '../../schemas/contacts.js';
import { AGENT_ID, PHONE_NUMBER } from './senders.js';

export type BlastT = (key: BlastKey, vars?: Record<string, string | number>) => string;
/** What Review found wrong, by the field it belongs to; a field without an entry is fine. */
export type Problems = Partial<
  Record<'from' | 'fallbackFrom' | 'audience' | 'text' | 'media' | 'fallbackText' | 'cost', (t: BlastT) => string>
>;

export interface BlastDraft {
  rcs: boolean;
  from: string;
  /** The fallback's number; `undefined`: no fallback (the box unticked), `''`: ticked without a number. */
  fallbackFrom: string | undefined;
  audience: Audience | undefined;
  /** Another audience has contacts: an empty one may be swapped for it. */
  another: boolean;
  /**
   * Whether an RCS agent can be chosen on screen: `pick` (listed, or still loading), `no-scope` (the token may not list
   * the team's agents and the host gave none), `none` (the team lists none).
   */
  agents: 'pick' | 'no-scope' | 'none';
  text: string;
  mediaUrl: string;
  fallbackText: string;
}

/** What is wrong with the senders for what the blast is sent as. */
function checkSenders(draft: BlastDraft, problems: Problems): void {
  const from = draft.from.trim();
  const fallbackFrom = draft.fallbackFrom?.trim();
  if (draft.rcs && !AGENT_ID.test(from) && draft.agents !== 'pick')
    // No agent to choose: the words name what is missing and the choice that works ("Send as: SMS/MMS").
    problems.from = (t) => t(draft.agents === 'no-scope' ? 'senderNoAgents' : 'senderNoTeamAgents');
  else if (!from) problems.from = (t) => t('senderMissing');
  else if (draft.rcs) {
    if (!AGENT_ID.test(from))
      problems.from = (t) => (PHONE_NUMBER.test(from) ? t('senderNotAgent', { from }) : t('senderUnknown', { from }));
    else if (fallbackFrom === '') problems.fallbackFrom = (t) => t('fallbackSenderMissing');
    else if (fallbackFrom && !PHONE_NUMBER.test(fallbackFrom))
      problems.fallbackFrom = (t) => t('fallbackSenderNotPhone', { from: fallbackFrom });
  } else if (!PHONE_NUMBER.test(from))
    problems.from = (t) => (AGENT_ID.test(from) ? t('senderNotPhone', { from }) : t('senderUnknown', { from }));
}

/** Sender, audience and content, checked here. */
export function checkBlast(draft: BlastDraft): Problems {
  const problems: Problems = {};
  checkSenders(draft, problems);
  const { audience } = draft;
  if (!audience) problems.audience = (t) => t('audienceMissing');
  else if (audience.contactCount === 0)
    problems.audience = (t) => t(draft.another ? 'audienceEmpty' : 'audienceEmptyOnly', { name: audience.name });
  const text = draft.text.trim();
  const media = draft.mediaUrl.trim();
  const tooLong = (count: number) => (t: BlastT) => t('tooLong', { count });
  // Lengths in characters, as the service measures its limits (an emoji is one).
  if (draft.rcs) {
    if (!text) problems.text = (t) => t('required');
    else if (characters(draft.text) > LIMITS.rcsText) problems.text = tooLong(LIMITS.rcsText);
    if (draft.fallbackFrom !== undefined && !draft.fallbackText.trim())
      problems.fallbackText = (t) => t('fallbackTextMissing');
    else if (characters(draft.fallbackText) > LIMITS.mmsText) problems.fallbackText = tooLong(LIMITS.mmsText);
  } else {
    const max = media ? LIMITS.mmsText : LIMITS.smsText;
    if (!text && !media) problems.text = (t) => t('requiredSms');
    else if (characters(draft.text) > max) problems.text = tooLong(max);
    if (media && !isHttpUrl(media)) problems.media = (t) => t('mediaNotUrl');
  }
  return problems;
}
