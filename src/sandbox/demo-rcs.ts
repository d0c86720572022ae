/**
 * Seed data for RCS agents, campaigns, short links and test agents (DESIGN §7–8): RCS agent identities (branding,
 * contact), the campaign submission fields and a campaign in every status (one IN_REVIEW), and — with demo data — short
 * links with clicks spread over several days and one test agent with a whitelisted tester. Deterministic: fixed ids and
 * codes, clicks derived from "now".
 */
import type { SandboxContext } from './context.js';
import { DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_SENDERS } from './demo-ids.js';
import { createLink, recordClick } from './routes/links.js';
import { createTestAgent } from './routes/test-agents.js';
import type { CampaignRecord } from './store.js';

/** Campaigns added for the review lifecycle (DESIGN §8), besides the four of `DEMO_CAMPAIGNS`. */
export const DEMO_REVIEW_CAMPAIGNS = {
  /** DRAFT: editable, not yet submitted. */
  acmeDraft: 'cmp_acme_rcs_holiday',
  /** REJECTED: editable again (returns to DRAFT). */
  northwindRejected: 'cmp_northwind_rcs_promo',
} as const;

/** Short links of the demo data (fixed codes: `<origin>/l/<code>`). */
export const DEMO_LINKS = {
  menu: { linkId: 'lnk_acme_menu', code: 'acmenu' },
  trips: { linkId: 'lnk_northwind_trips', code: 'nwtrips' },
  expired: { linkId: 'lnk_acme_summer', code: 'summer' },
} as const;

/** The demo test agent and its whitelisted tester. */
export const DEMO_TEST_AGENT = { agentId: 'agent_test_acme_lab', tester: '+14155550142' } as const;

const media = (context: SandboxContext, seed: string, w: number, h: number) =>
  `${new URL(context.options.baseUrl).origin}/media/${encodeURIComponent(seed)}-${w}x${h}.png`;

/** Agent identities and the campaigns' review fields; part of the team (seeded even without demo data). */
export function seedRcsTeam(context: SandboxContext): void {
  const data = context.store.data;
  const created = new Date(Math.floor(context.clock.now() / 1000) * 1000 - 90 * 86_400_000).toISOString();

  data.agentProfiles[DEMO_SENDERS.acmeAgent] = {
    agentId: DEMO_SENDERS.acmeAgent,
    description: 'Order ahead, collect loyalty stamps and hear about new roasts from Acme Coffee.',
    branding: {
      logoUrl: media(context, 'acme-logo', 224, 224),
      bannerUrl: media(context, 'acme-banner', 1440, 448),
      colors: { primary: '#0f766e', secondary: '#f59e0b' },
    },
    contact: {
      phoneNumber: '+14155550100',
      email: 'hello@acme-coffee.example',
      website: 'https://acme-coffee.example',
    },
  };
  data.agentProfiles[DEMO_SENDERS.northwindAgent] = {
    agentId: DEMO_SENDERS.northwindAgent,
    description: 'Bookings, boarding passes and trip changes from Northwind Travel.',
    branding: {
      logoUrl: media(context, 'northwind-logo', 224, 224),
      bannerUrl: media(context, 'northwind-banner', 1440, 448),
      colors: { primary: '#1d4ed8', secondary: null },
    },
    contact: {
      phoneNumber: '+14155550101',
      email: 'trips@northwind-travel.example',
      website: 'https://northwind-travel.example',
    },
  };

  const fields: Record<string, Partial<CampaignRecord>> = {
    [DEMO_CAMPAIGNS.acmeSms]: {
      name: 'Acme customer care',
      status: 'APPROVED',
      opt_in_method: 'Customers text START to the store number',
      use_case_description: 'Order updates and answers to customer questions.',
    },
    [DEMO_CAMPAIGNS.acmeRcs]: {
      name: 'Acme loyalty',
      status: 'APPROVED',
      cta_media: [media(context, 'acme-optin', 750, 1334)],
      opt_in_method: 'Checkbox on the loyalty sign-up form in the Acme app (unchecked by default)',
      use_case_description: 'Loyalty stamps, new-roast announcements and order-ahead reminders for loyalty members.',
    },
    [DEMO_CAMPAIGNS.northwindSms]: {
      name: 'Northwind trip alerts',
      status: 'APPROVED',
      opt_in_method: 'Booking form: "Send me trip alerts by text"',
      use_case_description: 'Flight changes, gate changes and check-in reminders.',
    },
    [DEMO_CAMPAIGNS.northwindRcs]: {
      name: 'Northwind trips',
      status: 'IN_REVIEW',
      cta_media: [media(context, 'northwind-optin', 750, 1334)],
      opt_in_method: 'Travellers opt in on the booking confirmation page',
      use_case_description: 'Conversational trip assistant: itineraries, boarding passes and rebooking.',
      submittedAt: new Date(Date.parse(created) + 80 * 86_400_000).toISOString(),
    },
  };
  for (const [id, extra] of Object.entries(fields)) {
    const campaign = data.campaigns[id];
    if (campaign)
      Object.assign(campaign, {
        cta_media: [],
        rejectionReason: null,
        submittedAt: null,
        createdAt: created,
        updatedAt: created,
        ...extra,
      });
  }

  const notLaunched = (): CampaignRecord['carrierLaunches'] => ({
    carriers: {
      CARRIER_A: 'NOT_LAUNCHED',
      CARRIER_B: 'NOT_LAUNCHED',
      CARRIER_C: 'NOT_LAUNCHED',
      OTHERS: 'NOT_LAUNCHED',
    },
    verification: { VERIFIER_A: 'NOT_SENT', VERIFIER_B: 'NOT_SENT' },
  });
  data.campaigns[DEMO_REVIEW_CAMPAIGNS.acmeDraft] = {
    publicId: DEMO_REVIEW_CAMPAIGNS.acmeDraft,
    type: 'MARKETING',
    brandId: DEMO_BRANDS.acme,
    agentId: DEMO_SENDERS.acmeAgent,
    carrierLaunches: notLaunched(),
    name: 'Acme holiday gift cards',
    status: 'DRAFT',
    cta_media: [],
    opt_in_method: null,
    use_case_description: 'Holiday gift card offers for loyalty members.',
    rejectionReason: null,
    submittedAt: null,
    createdAt: created,
    updatedAt: created,
  };
  data.campaigns[DEMO_REVIEW_CAMPAIGNS.northwindRejected] = {
    publicId: DEMO_REVIEW_CAMPAIGNS.northwindRejected,
    type: 'MARKETING',
    brandId: DEMO_BRANDS.northwind,
    agentId: DEMO_SENDERS.northwindAgent,
    carrierLaunches: notLaunched(),
    name: 'Northwind flash sales',
    status: 'REJECTED',
    cta_media: [],
    opt_in_method: 'Implied by booking',
    use_case_description: 'Flash sale announcements to every past traveller.',
    rejectionReason: 'Opt-in is implied, not explicit: show the consent step (cta_media) and how users agree.',
    submittedAt: created,
    createdAt: created,
    updatedAt: created,
  };
}

/** Short links with a week of clicks, an expired link, and a test agent with one accepted tester. */
export function seedDemoRcs(context: SandboxContext): void {
  const now = Math.floor(context.clock.now() / 1000) * 1000;
  const day = 86_400_000;
  const at = (ms: number) => new Date(ms).toISOString();

  const menu = createLink(
    context,
    { url: 'https://acme-coffee.example/menu', sender: DEMO_SENDERS.acmeAgent },
    { ...DEMO_LINKS.menu, createdAt: at(now - 8 * day) },
  );
  // Clicks per day over the last week (oldest first); visitors repeat, so unique < total.
  [3, 7, 12, 5, 0, 9, 4].forEach((count, i) => {
    for (let n = 0; n < count; n++)
      recordClick(context, menu, `203.0.113.${(i * 7 + n) % 19}|demo`, now - (7 - i) * day + n * 600_000);
  });
  const trips = createLink(
    context,
    { url: 'https://northwind-travel.example/trips', sender: DEMO_SENDERS.northwindAgent },
    { ...DEMO_LINKS.trips, createdAt: at(now - 4 * day) },
  );
  [2, 6, 1].forEach((count, i) => {
    for (let n = 0; n < count; n++)
      recordClick(context, trips, `198.51.100.${n}|demo`, now - (3 - i) * day + n * 900_000);
  });
  const expired = createLink(
    context,
    { url: 'https://acme-coffee.example/summer', sender: DEMO_SENDERS.acmePhone, expiresAt: at(now - 2 * day) },
    { ...DEMO_LINKS.expired, createdAt: at(now - 30 * day) },
  );
  // An hour apart from noon (UTC) of a day 20 days back: the link's clicks fall on one day, as its chart is said, at
  // any time of day the sandbox starts.
  const clickedOn = Math.floor((now - 20 * day) / day) * day + day / 2;
  for (let n = 0; n < 4; n++) recordClick(context, expired, `192.0.2.${n}|demo`, clickedOn + n * 3_600_000);

  const agent = createTestAgent(
    context,
    {
      name: 'Acme Coffee (test)',
      description: 'Try new RCS flows before launch.',
      branding: { logoUrl: media(context, 'acme-logo', 224, 224), colors: { primary: '#0f766e' } },
      contact: { email: 'dev@acme-coffee.example' },
    },
    DEMO_TEST_AGENT.agentId,
  );
  agent.testers[DEMO_TEST_AGENT.tester] = { phoneNumber: DEMO_TEST_AGENT.tester, invitedAt: at(now - day) };
}
