/**
 * RCS test agents (DESIGN §8; spec: "RCS test agent", Limits "Test agents per Pro account: up to 5", Errors rule 1):
 * `POST /rcs/test/agents` → 201, `GET|PATCH /rcs/test/agents/{agentId}`, `POST /rcs/test/agents/list`,
 * `POST|GET /rcs/test/agents/{agentId}/whitelist`. API key only; a plan without test agents answers 403.
 *
 * Sandbox test numbers: a number ending in `7777` is a subscriber of {@link LAUNCH_FIRST_CARRIER}, which requires
 * the agent to be launched before testers can be whitelisted (a test agent is never launched), so whitelisting it
 * is a 400 naming that carrier.
 */
import {
  MAX_TESTERS_PER_AGENT,
  TestAgentCreateRequest,
  TestAgentUpdateRequest,
  WhitelistRequest,
  type TestAgent,
  type Tester,
  type WhitelistStatus,
} from '../../schemas/agents.js';
import { ListRequest, PhoneNumber } from '../../schemas/common.js';
import * as z from '../../schemas/zod.js';
import type { SandboxContext } from '../context.js';
import { canonicalJson, problem, readBody, type SandboxAuth, type SandboxHono } from '../http.js';
import { paginate } from '../cursors.js';
import { featureGate, testAgentLimit } from '../plans.js';
import { acceptedAtOf } from '../services/test-agent-sends.js';
import type { TestAgentRecord } from '../store.js';
import { readQuery, withQuery } from '../strict-requests.js';

/** `?phoneNumber=`: one tester. `+` in a query string decodes to a space, so `?phoneNumber=+1415…` unencoded works. */
const WhitelistQuery = z.object({
  phoneNumber: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => v.replace(/^ /, '+')),
      ),
      PhoneNumber,
    ),
  ),
});

/** The carrier of the `…7777` test numbers, which requires a launched agent before whitelisting. */
export const LAUNCH_FIRST_CARRIER = 'CARRIER_B';
export const LAUNCH_FIRST_SUFFIX = '7777';
const DEFAULT_COLOR = '#4b5563';

export function publicTestAgent(record: TestAgentRecord): TestAgent {
  const { agentId, name, description, branding, contact, createdAt, updatedAt } = record;
  return {
    agentId,
    name,
    description,
    branding: { ...branding, colors: { secondary: null, ...branding.colors } },
    contact,
    testers: Object.keys(record.testers).length,
    createdAt,
    updatedAt,
  };
}

function testerOf(context: SandboxContext, entry: { phoneNumber: string; invitedAt: string }): Tester {
  const acceptedAt = acceptedAtOf(context, entry.invitedAt);
  const accepted = acceptedAt <= context.nowIso();
  return {
    phoneNumber: entry.phoneNumber,
    status: accepted ? 'ACCEPTED' : 'PENDING',
    invitedAt: entry.invitedAt,
    acceptedAt: accepted ? acceptedAt : null,
  };
}

function findTestAgent(context: SandboxContext, agentId: string): TestAgentRecord {
  const record = Object.hasOwn(context.store.data.testAgents, agentId)
    ? context.store.data.testAgents[agentId]
    : undefined;
  if (!record) throw problem.notFound(`Test agent ${agentId}`);
  return record;
}

/** Creates a test agent and its sender record (the route and the demo data). */
export function createTestAgent(
  context: SandboxContext,
  input: TestAgentCreateRequest,
  id = context.newId('agent_test'),
): TestAgentRecord {
  const now = context.nowIso();
  const record: TestAgentRecord = {
    agentId: id,
    name: input.name,
    description: input.description ?? '',
    branding: {
      logoUrl: input.branding?.logoUrl ?? null,
      bannerUrl: input.branding?.bannerUrl ?? null,
      colors: {
        primary: input.branding?.colors?.primary ?? DEFAULT_COLOR,
        secondary: input.branding?.colors?.secondary ?? null,
      },
    },
    contact: {
      phoneNumber: input.contact?.phoneNumber ?? null,
      email: input.contact?.email ?? null,
      website: input.contact?.website ?? null,
    },
    testers: {},
    createdAt: now,
    updatedAt: now,
  };
  const data = context.store.data;
  data.testAgents[id] = record;
  // A test agent is a sender (`POST /send` from it), of no brand or campaign: restricted tokens never see it.
  data.senders[id] = { id, type: 'rcs_agent', name: input.name, brandId: '', campaignId: null, test: true };
  context.changed();
  return record;
}

export function registerTestAgentRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void {
  const server = [auth.apiKey(), featureGate(context, 'testAgents')] as const;

  app.post('/rcs/test/agents', ...server, async (c) => {
    const body = await readBody(c, TestAgentCreateRequest);
    const limit = testAgentLimit(context);
    const count = Object.keys(context.store.data.testAgents).length;
    if (count >= limit) {
      throw problem.invalid(
        `This ${context.options.plan} account already has ${count} test agents, the most it may have (${limit} per ${context.options.plan} account); delete or reuse one`,
      );
    }
    return c.json(publicTestAgent(createTestAgent(context, body)), 201);
  });

  app.post('/rcs/test/agents/list', ...server, async (c) => {
    const body = await readBody(c, ListRequest);
    const page = paginate(
      context,
      'test-agents',
      Object.values(context.store.data.testAgents),
      (a) => [a.createdAt, a.agentId],
      body,
    );
    return c.json({ data: page.data.map(publicTestAgent), nextCursor: page.nextCursor });
  });

  app.get('/rcs/test/agents/:agentId', ...server, (c) =>
    c.json(publicTestAgent(findTestAgent(context, c.req.param('agentId')))),
  );

  app.patch('/rcs/test/agents/:agentId', ...server, async (c) => {
    const record = findTestAgent(context, c.req.param('agentId'));
    const body = await readBody(c, TestAgentUpdateRequest);
    const before = canonicalJson(record);
    if (body.name !== undefined) {
      record.name = body.name;
      const sender = context.store.data.senders[record.agentId];
      if (sender) sender.name = body.name;
      if (sender) context.store.touch('senders', sender.id);
    }
    if (body.description !== undefined) record.description = body.description;
    if (body.branding) {
      const { colors, ...rest } = body.branding;
      record.branding = { ...record.branding, ...rest, colors: { ...record.branding.colors, ...colors } };
    }
    if (body.contact) record.contact = { ...record.contact, ...body.contact };
    // A PATCH that changes nothing (`{}`, or only values the agent has) is no update: updatedAt stays.
    if (canonicalJson(record) === before) return c.json(publicTestAgent(record));
    record.updatedAt = context.nowIso();
    context.store.touch('testAgents', record.agentId);
    context.changed();
    return c.json(publicTestAgent(record));
  });

  app.post('/rcs/test/agents/:agentId/whitelist', ...server, async (c) => {
    const record = findTestAgent(context, c.req.param('agentId'));
    const { phoneNumber } = await readBody(c, WhitelistRequest);
    const existing = Object.hasOwn(record.testers, phoneNumber) ? record.testers[phoneNumber] : undefined;
    if (existing) return c.json(testerOf(context, existing), 200);
    if (phoneNumber.endsWith(LAUNCH_FIRST_SUFFIX)) {
      throw problem.invalid(
        `${phoneNumber} is a ${LAUNCH_FIRST_CARRIER} subscriber, and ${LAUNCH_FIRST_CARRIER} requires the agent to be launched before testers can be whitelisted: launch ${record.agentId} on ${LAUNCH_FIRST_CARRIER} first, or test with a number on another carrier`,
      );
    }
    if (Object.keys(record.testers).length >= MAX_TESTERS_PER_AGENT) {
      throw problem.invalid(
        `Test agent ${record.agentId} already has ${MAX_TESTERS_PER_AGENT} whitelisted numbers, the most a test agent may have`,
      );
    }
    const entry = { phoneNumber, invitedAt: context.nowIso() };
    record.testers[phoneNumber] = entry;
    record.updatedAt = entry.invitedAt;
    context.store.touch('testAgents', record.agentId);
    context.changed();
    return c.json(testerOf(context, entry), 201);
  });

  app.get('/rcs/test/agents/:agentId/whitelist', ...server, withQuery(WhitelistQuery), (c) => {
    const record = findTestAgent(context, c.req.param('agentId'));
    const only = readQuery(c, WhitelistQuery).phoneNumber;
    const testers = Object.values(record.testers)
      .filter((entry) => only === undefined || entry.phoneNumber === only)
      .sort((a, b) =>
        a.invitedAt < b.invitedAt ? -1 : a.invitedAt > b.invitedAt ? 1 : a.phoneNumber < b.phoneNumber ? -1 : 1,
      )
      .map((entry) => testerOf(context, entry));
    return c.json({ agentId: record.agentId, testers } satisfies WhitelistStatus);
  });
}
