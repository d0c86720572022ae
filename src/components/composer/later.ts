/**
 * What the composer needs once someone acts, not for its first screen (an empty text message): the editors of
 * `more-editors.ts`, how problems are worded, the service's cost checks, phone number formatting, the team's agents and numbers (the preview's
 * header, fallback senders), the rest of the English words and styles. One chunk, fetched beside the first paint;
 * every update that shows a part of it, a send and `updateComplete` wait for it (issue 12, size budgets).
 */
import { addLaterWords } from '../../i18n/composer-later.js';

export * from './more-editors.js';
export { problemMessage, problemSummary } from './problems.js';
export { fallbackPhone, rcsParts, settleMedia } from './preview-parts.js';
export { describeError, renderResult, resultStyles, summarize } from './result.js';
export { costLine } from './cost-line.js';
export { TeamAgents } from './team-agents.js';
export { ServiceValidation } from '../../controllers/service-validation.js';
export { loadPhoneSupport } from '../../core/phone.js';
export { laterStyles } from './later.styles.js';

addLaterWords();
