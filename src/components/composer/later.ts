/**
 * What the composer needs once someone acts, not for its first screen (an empty text message): the kinds' editors
 * and previews (`kinds/later.ts`), the editors of `more-editors.ts`, how problems are worded, the service's cost
 * checks, phone number formatting, the team's agents and numbers (the preview's header, fallback senders,
 * `<parley-agent-identity>`), the extras (sender identity, short
 * links, test send, templates, blast mode), the scheduled list, following a sent message's status, the rest of the
 * English words and styles. One chunk, fetched when the composer is wanted (its first focus or press, or the page
 * idle after its first paint: `lazy.ts`); every update that shows a part of it, a send
 * and `updateComplete` wait for it (size budgets). One chunk rather than several: each chunk a bundler
 * makes is compressed on its own, and a module shared by the first screen and several lazy chunks becomes a small
 * chunk of its own under esbuild.
 */
// The first screen, as every lazy part reaches it (`first-screen.ts`: one chunk for all of it under esbuild).
import './first-screen.js';
// `<parley-agent-identity>` (the sender's identity and the preview's header) is defined with this chunk.
import '../../agent-identity.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { kindStyles } from './kinds/later.js';
import { laterStyles } from './later.styles.js';
import { previewPartStyles } from './preview-parts.styles.js';
import { resultStyles } from './result.js';
import { scheduledStyles } from './scheduled-section.js';
import { recipientReach } from './reach-line.js';
import { deriveSummary as summarize, type Summary, type SummaryInput } from './summary.js';

export * from './more-editors.js';
export { kindsLater } from './kinds/later.js';
export { laterEn } from '../../i18n/composer-later.js';
export { extrasEn } from '../../i18n/composer-extras.js';
export { problemMessage, problemSummary } from './problems.js';
export { chips, fallbackPhone, settleMedia } from './preview-parts.js';
export { preview } from './preview.js';
export { SendLifecycle } from './send-lifecycle.js';
export { ServiceCosts } from './cost-line.js';
export { payloadProblem } from './payload.js';
export { Extras } from './extras.js';
export { ScheduledSection } from './scheduled-section.js';
export { TeamAgents } from './team-agents.js';
export { loadPhoneSupport } from '../../core/phone.js';
export { asSmsRequest } from '../../core/sms-part.js';
// The transport the parts above call the service through: the element builds its `api` with it.
export { ApiTransport } from '../../api/transport.js';

/**
 * The composer's one summary of its draft (`summary.ts`), with what the service's capability check already said of its
 * one recipient (`reach-line.ts`: Send says so when they opted out).
 */
export const deriveSummary = (input: SummaryInput & { host: { requestUpdate(): void } }): Summary =>
  summarize({ ...input, reach: recipientReach(input.host).known(input.request.from, input.request.to) });

/** The styles of everything above, added to a composer's shadow root once (after the update that first shows them). */
export function adoptLaterStyles(root: Node): void {
  for (const styles of [laterStyles, previewPartStyles, resultStyles, ...kindStyles, scheduledStyles])
    adoptStyles(root, styles);
}
