/**
 * RCS test agents (DESIGN §8; spec: "RCS test agent", Limits "Test agents per Pro account: up to 5", Errors rule 1):
 * `POST /rcs/test/agents` → 201, `GET|PATCH /rcs/test/agents/{agentId}`, `POST /rcs/test/agents/list`,
 * `POST|GET /rcs/test/agents/{agentId}/whitelist`. API key only; a plan without test agents answers 403.
 *
 * Sandbox test numbers: a number ending in `7777` is a subscriber of {@link LAUNCH_FIRST_CARRIER}, which requires
 * the agent to be launched before testers can be whitelisted (a test agent is never launched), so whitelisting it
 * is a 400 naming that carrier.
 */
import { TestAgentCreateRequest, type TestAgent } from '../../schemas/agents.js';
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { TestAgentRecord } from '../store.js';
/** The carrier of the `…7777` test numbers, which requires a launched agent before whitelisting. */
export declare const LAUNCH_FIRST_CARRIER = "CARRIER_B";
export declare const LAUNCH_FIRST_SUFFIX = "7777";
export declare function publicTestAgent(record: TestAgentRecord): TestAgent;
/** Creates a test agent and its sender record (the route and the demo data). */
export declare function createTestAgent(context: SandboxContext, input: TestAgentCreateRequest, id?: string): TestAgentRecord;
export declare function registerTestAgentRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void;
