/** Defines `<parley-agent-identity>` (issue 14). Import on first use: `await import('@parley/embeds/agent-identity')`. */
import { ParleyAgentIdentity } from './components/agent-identity/agent-identity.component.js';
export { ParleyAgentIdentity };
