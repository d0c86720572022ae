/** Defines `<parley-link-stats>`. Import on first use: `await import('@parley/embeds/link-stats')`. */
import { ParleyLinkStats } from './components/link-stats/link-stats.component.js';
import { defineElement } from './components/shared/define.js';

defineElement('parley-link-stats', ParleyLinkStats);
export { ParleyLinkStats };
