/** Defines `<parley-agent-identity>`. Import on first use: `await import('@parley/embeds/agent-identity')`. */
import { ParleyAgentIdentity } from './components/agent-identity/agent-identity.component.js';
import { defineElement } from './components/shared/define.js';

defineElement('parley-agent-identity', ParleyAgentIdentity);
export { ParleyAgentIdentity };
