/** Defines `<parley-link-stats>` (issue 14). Import on first use: `await import('@parley/embeds/link-stats')`. */
import { ParleyLinkStats } from './components/link-stats/link-stats.component.js';
export { ParleyLinkStats };
