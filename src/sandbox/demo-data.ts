/**
 * The sandbox's seeded world, deterministic for a given seed (a small PRNG, no Math.random) and fast (a flat loop;
 * 10 000 messages take a few milliseconds): two brands, phone senders and RCS agents on campaigns in several carrier
 * launch states, a team theme, a few hundred conversations with real-looking contacts and mixed SMS / MMS / RCS
 * histories (cards, carousels, suggestions, reactions, a fallback, a failure, scheduled messages, unread threads),
 * one very long thread for performance work, and the demo forms.
 */
import type { Contact } from '../schemas/contacts.js';
import type { Message, RcsCard, RcsContent, Suggestion } from '../schemas/messages.js';
import type { SandboxContext } from './context.js';
import { CONTACT_TAGS, FAMILY_NAMES, GIVEN_NAMES } from './data/names.js';
import { COFFEE_TEXTS, TRAVEL_TEXTS, type BrandTexts } from './data/texts.js';
import { seedDemoForms } from './demo-forms.js';
import {
  DEMO_AUDIENCES,
  DEMO_BRANDS,
  DEMO_CAMPAIGNS,
  DEMO_SENDERS,
  DEMO_TEAMMATE,
  DEMO_TEST_NUMBERS,
  LONG_THREAD,
} from './demo-ids.js';
import { seedDemoRcs, seedRcsTeam } from './demo-rcs.js';
import { seedDemoTeam } from './demo-team.js';
import type { CampaignRecord, ConversationRecord, SenderRecord } from './store.js';

export * from './demo-ids.js';

export const DEFAULT_DEMO_SEED = 20261121;
export const DEFAULT_DEMO_CONVERSATIONS = 240;
export const DEFAULT_LONG_THREAD_SIZE = 10_000;

/** mulberry32: tiny, fast, good enough for demo data, and the same sequence everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof prng>;

/**
 * Demo pictures are drawn by the sandbox server itself (`/media/<seed>-<w>x<h>.png`, see `media.ts`), so the demo
 * needs no network. The origin is the API's (`baseUrl` without `/api`).
 */
type ImageUrl = (seed: string, w?: number, h?: number) => string;
const demoImages = (baseUrl: string): ImageUrl => {
  const origin = new URL(baseUrl).origin;
  return (seed, w = 600, h = 400) => `${origin}/media/${encodeURIComponent(seed)}-${w}x${h}.png`;
};

/**
 * The team's configuration: brands, campaigns (carrier launches in several states), senders and the team theme.
 * Seeded even without demo data, so there are senders to send from.
 */
export function seedTeam(context: SandboxContext): void {
  const data = context.store.data;
  data.teamTheme = {
    colors: {
      primary: '#0f766e',
      background: '#f0fdfa',
      surface: '#ffffff',
      text: '#134e4a',
      muted: '#4b5563',
      border: '#99f6e4',
      error: '#b91c1c',
    },
    fontFamily: 'Inter',
    cornerRadius: 12,
  };
  data.brands[DEMO_BRANDS.acme] = { id: DEMO_BRANDS.acme, name: 'Acme Coffee' };
  data.brands[DEMO_BRANDS.northwind] = { id: DEMO_BRANDS.northwind, name: 'Northwind Travel' };

  const campaigns: CampaignRecord[] = [
    {
      publicId: DEMO_CAMPAIGNS.acmeSms,
      type: 'CUSTOMER_CARE',
      brandId: DEMO_BRANDS.acme,
      agentId: null,
      carrierLaunches: {
        carriers: { CARRIER_A: 'LAUNCHED', CARRIER_B: 'LAUNCHED', CARRIER_C: 'LAUNCHED', OTHERS: 'LAUNCHED' },
        verification: { VERIFIER_A: 'VERIFIED', VERIFIER_B: 'VERIFIED' },
      },
    },
    {
      publicId: DEMO_CAMPAIGNS.acmeRcs,
      type: 'MARKETING',
      brandId: DEMO_BRANDS.acme,
      agentId: DEMO_SENDERS.acmeAgent,
      carrierLaunches: {
        carriers: { CARRIER_A: 'LAUNCHED', CARRIER_B: 'PENDING', CARRIER_C: 'NOT_LAUNCHED', OTHERS: 'NOT_LAUNCHED' },
        verification: { VERIFIER_A: 'VERIFIED', VERIFIER_B: 'SENT' },
      },
    },
    {
      publicId: DEMO_CAMPAIGNS.northwindSms,
      type: 'ACCOUNT_NOTIFICATION',
      brandId: DEMO_BRANDS.northwind,
      agentId: null,
      carrierLaunches: {
        carriers: { CARRIER_A: 'LAUNCHED', CARRIER_B: 'LAUNCHED', CARRIER_C: 'PENDING', OTHERS: 'NOT_LAUNCHED' },
        verification: { VERIFIER_A: 'VERIFIED', VERIFIER_B: 'VERIFIED' },
      },
    },
    {
      publicId: DEMO_CAMPAIGNS.northwindRcs,
      type: 'CONVERSATIONAL',
      brandId: DEMO_BRANDS.northwind,
      agentId: DEMO_SENDERS.northwindAgent,
      carrierLaunches: {
        carriers: {
          CARRIER_A: 'NOT_LAUNCHED',
          CARRIER_B: 'NOT_LAUNCHED',
          CARRIER_C: 'NOT_LAUNCHED',
          OTHERS: 'NOT_LAUNCHED',
        },
        verification: { VERIFIER_A: 'NOT_SENT', VERIFIER_B: 'NOT_SENT' },
      },
    },
  ];
  for (const campaign of campaigns) data.campaigns[campaign.publicId] = campaign;

  const senders: SenderRecord[] = [
    {
      id: DEMO_SENDERS.acmePhone,
      type: 'phone',
      name: 'Acme Coffee',
      brandId: DEMO_BRANDS.acme,
      campaignId: DEMO_CAMPAIGNS.acmeSms,
    },
    {
      id: DEMO_SENDERS.northwindPhone,
      type: 'phone',
      name: 'Northwind Travel',
      brandId: DEMO_BRANDS.northwind,
      campaignId: DEMO_CAMPAIGNS.northwindSms,
    },
    {
      id: DEMO_SENDERS.acmeAgent,
      type: 'rcs_agent',
      name: 'Acme Coffee',
      brandId: DEMO_BRANDS.acme,
      campaignId: DEMO_CAMPAIGNS.acmeRcs,
    },
    {
      id: DEMO_SENDERS.northwindAgent,
      type: 'rcs_agent',
      name: 'Northwind Travel',
      brandId: DEMO_BRANDS.northwind,
      campaignId: DEMO_CAMPAIGNS.northwindRcs,
    },
  ];
  for (const sender of senders) data.senders[sender.id] = sender;
  seedRcsTeam(context);
}

/** Builds the demo world into the (empty) store, then rebuilds its indexes once. */
export function seedDemoData(context: SandboxContext): void {
  seedTeam(context);
  const options = context.options;
  const random = prng(options.demoSeed ?? DEFAULT_DEMO_SEED);
  const image = demoImages(options.baseUrl);
  const data = context.store.data;
  // Whole seconds keep timestamps readable; everything is placed relative to "now" so the demo always looks live.
  const now = Math.floor(context.clock.now() / 1000) * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  let messageSeq = 0;
  let conversationSeq = 0;
  let contactSeq = 0;

  const addContact = (phoneNumber: string, name: string): Contact => {
    const [given, family] = name.split(' ');
    const ascii = (s = '') =>
      s
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase();
    const contact: Contact = {
      // Times and audiences are filled in once every thread exists (see seedDemoAudiences); no PRNG draw is added,
      // so a seed gives the same histories as before contacts had ids.
      id: `ct_d${(++contactSeq).toString().padStart(4, '0')}`,
      audienceIds: [],
      createdAt: '',
      updatedAt: '',
      phoneNumber,
      name,
      email: random.chance(0.7) ? `${ascii(given)}.${ascii(family)}@example.com` : null,
      tags: random.chance(0.6) ? [...new Set([random.pick(CONTACT_TAGS), random.pick(CONTACT_TAGS)])] : [],
      description: random.chance(0.2)
        ? random.pick([
            'Prefers texts after 9am',
            'Allergic to nuts',
            'Corporate account',
            'Met at the spring market',
            'Frequent flyer, gold tier',
          ])
        : null,
    };
    data.contacts[phoneNumber] = contact;
    return contact;
  };

  const addConversation = (from: string, to: string): ConversationRecord => {
    const id = `conv_d${(++conversationSeq).toString().padStart(4, '0')}`;
    // Times are filled in by the first and the newest message added.
    const record: ConversationRecord = { id, from, to, notes: '', lastReadAt: null, createdAt: '', lastActivityAt: '' };
    data.conversations[id] = record;
    return record;
  };

  const addMessage = (
    conversation: ConversationRecord,
    direction: 'inbound' | 'outbound',
    at: number,
    fields: Partial<Message>,
  ): Message => {
    const outbound = direction === 'outbound';
    const message: Message = {
      id: `msg_d${(++messageSeq).toString().padStart(6, '0')}`,
      conversationId: conversation.id,
      direction,
      type: 'SMS',
      from: outbound ? conversation.from : conversation.to,
      to: outbound ? conversation.to : conversation.from,
      text: null,
      mediaUrls: [],
      rcs: null,
      status: outbound ? 'DELIVERED' : 'RECEIVED',
      fallbackMessage: null,
      reactions: [],
      scheduledTime: null,
      sentAt: iso(at),
      createdAt: iso(at),
      error: null,
      ...fields,
    };
    data.messages[message.id] = message;
    if (!conversation.createdAt || message.createdAt < conversation.createdAt)
      conversation.createdAt = message.createdAt;
    if (message.createdAt > conversation.lastActivityAt) conversation.lastActivityAt = message.createdAt;
    return message;
  };

  /** One customer message or one business message, in the sender's channel. */
  const content = (
    sender: SenderRecord,
    direction: 'inbound' | 'outbound',
    texts: BrandTexts,
    given: string,
    tag: string,
  ): Partial<Message> => {
    const text = random.pick(direction === 'outbound' ? texts.outbound : texts.inbound).replaceAll('{name}', given);
    if (sender.type === 'rcs_agent') {
      if (direction === 'inbound') return { type: 'RCS', rcs: { text } };
      return { type: 'RCS', rcs: rcsContent(random, text, sender, tag, image), status: 'READ' };
    }
    if (random.chance(direction === 'outbound' ? 0.12 : 0.05)) {
      return { type: 'MMS', text: random.chance(0.7) ? text : null, mediaUrls: [image(tag)] };
    }
    return { type: 'SMS', text };
  };

  const react = (message: Message, by: string, at: number) => {
    message.reactions.push({ emoji: random.pick(['👍', '❤️', '😂', '🎉', '🙏', '😮']), by, at: iso(at) });
  };

  // ---- regular conversations
  const areaCodes = [
    '415',
    '628',
    '510',
    '650',
    '408',
    '212',
    '646',
    '312',
    '206',
    '503',
    '617',
    '305',
    '512',
    '303',
    '702',
    '213',
  ];
  const numbers: string[] = [];
  for (const area of areaCodes)
    for (let n = 0; n < 100; n++) numbers.push(`+1${area}55501${n.toString().padStart(2, '0')}`);
  // Fisher–Yates with the seeded PRNG: the same seed gives the same contacts.
  for (let i = numbers.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  const recipients = numbers.filter((n) => n !== LONG_THREAD.to);

  const senderWeights: [SenderRecord, number][] = [
    [data.senders[DEMO_SENDERS.acmePhone]!, 0.4],
    [data.senders[DEMO_SENDERS.northwindPhone]!, 0.25],
    [data.senders[DEMO_SENDERS.acmeAgent]!, 0.25],
    [data.senders[DEMO_SENDERS.northwindAgent]!, 0.1],
  ];
  const pickSender = () => {
    let roll = random.next();
    for (const [sender, weight] of senderWeights) if ((roll -= weight) < 0) return sender;
    return senderWeights[0]![0];
  };

  const total = Math.max(4, options.demoConversations ?? DEFAULT_DEMO_CONVERSATIONS);
  const regular = total - 3;
  const threads: { conversation: ConversationRecord; sender: SenderRecord }[] = [];
  const pairs = new Set<string>();
  for (let i = 0; i < regular; i++) {
    const to = recipients[i % recipients.length]!;
    const sender = pickSender();
    if (pairs.has(`${sender.id}|${to}`)) continue;
    pairs.add(`${sender.id}|${to}`);
    const given = random.pick(GIVEN_NAMES);
    if (!data.contacts[to]) addContact(to, `${given} ${random.pick(FAMILY_NAMES)}`);
    const firstName = data.contacts[to]!.name!.split(' ')[0]!;
    const conversation = addConversation(sender.id, to);
    threads.push({ conversation, sender });
    const texts = sender.brandId === DEMO_BRANDS.acme ? COFFEE_TEXTS : TRAVEL_TEXTS;
    // Recent activity is denser, as in a real inbox: the newest message is minutes to ~60 days old.
    const last = now - Math.floor(random.next() ** 2.5 * 60 * 24 * 3600 * 1000) - 60_000;
    const count = random.int(3, 24);
    let at = last - count * 40 * 60_000;
    let direction: 'inbound' | 'outbound' = random.chance(0.6) ? 'outbound' : 'inbound';
    for (let m = 0; m < count; m++) {
      at = m === count - 1 ? last : Math.min(last - (count - m), at + random.int(1, 90) * 60_000);
      const message = addMessage(
        conversation,
        direction,
        at,
        content(sender, direction, texts, firstName, `${conversation.id}-${m}`),
      );
      if (random.chance(0.08)) react(message, direction === 'outbound' ? to : DEMO_TEAMMATE, at + 60_000);
      if (random.chance(0.02)) react(message, direction === 'outbound' ? DEMO_TEAMMATE : to, at + 120_000);
      if (random.chance(0.55)) direction = direction === 'outbound' ? 'inbound' : 'outbound';
    }
    if (random.chance(0.15))
      conversation.notes = random.pick([
        'Wants the weekly newsletter by SMS only.',
        'VIP — offer the tasting event first.',
        'Asked about wholesale pricing; follow up Monday.',
        'Travels with a service dog.',
        'Prefers a call before 5pm.',
      ]);
  }

  // ---- read state: about a quarter of the threads ending with the customer have unread messages
  const threadMessages = new Map<string, Message[]>();
  for (const message of Object.values(data.messages)) {
    let list = threadMessages.get(message.conversationId);
    if (!list) threadMessages.set(message.conversationId, (list = []));
    list.push(message);
  }
  for (const { conversation } of threads) {
    const list = threadMessages.get(conversation.id) ?? [];
    const lastMessage = list[list.length - 1];
    if (!lastMessage) continue;
    if (lastMessage.direction === 'inbound' && random.chance(0.45)) {
      let i = list.length - 1;
      while (i > 0 && list[i]!.direction === 'inbound') i--;
      conversation.lastReadAt = i > 0 || list[0]!.direction === 'outbound' ? list[i]!.createdAt : null;
    } else conversation.lastReadAt = lastMessage.createdAt;
  }

  // ---- scheduled messages: one SMS and one RCS card, going out in two and three days
  const scheduleIn = (sender: string, days: number, fields: Partial<Message>) => {
    const thread = threads.find((t) => t.sender.id === sender);
    if (!thread) return;
    const { conversation } = thread;
    const at = Math.max(Date.parse(conversation.lastActivityAt) + 1000, now - 3600_000);
    addMessage(conversation, 'outbound', at, {
      status: 'SCHEDULED',
      scheduledTime: iso(now + days * 24 * 3600_000),
      sentAt: null,
      ...fields,
    });
  };
  scheduleIn(DEMO_SENDERS.acmePhone, 2, {
    type: 'SMS',
    text: 'Reminder: your cupping session is tomorrow at 10:00 at Market St. Reply C to cancel.',
  });
  scheduleIn(DEMO_SENDERS.acmeAgent, 3, {
    type: 'RCS',
    rcs: {
      card: {
        title: 'Weekend special: 2-for-1 cold brew',
        description: 'Saturday and Sunday at every Acme Coffee store.',
        media: { url: image('acme-weekend'), height: 'MEDIUM' },
        suggestions: [{ type: 'openUrl', text: 'Find a store', url: 'https://acme-coffee.example/stores' }],
      },
    },
  });

  // ---- the fallback: an RCS card to a number without RCS, resent as SMS
  addContact(DEMO_TEST_NUMBERS.noRcs, 'Riley Brooks');
  const fallbackThread = addConversation(DEMO_SENDERS.acmeAgent, DEMO_TEST_NUMBERS.noRcs);
  const fallbackAt = now - 5 * 3600_000;
  addMessage(fallbackThread, 'outbound', fallbackAt, {
    type: 'RCS',
    status: 'FALLBACK_SENT',
    rcs: {
      card: {
        title: 'Your loyalty reward is here ☕',
        description: 'Show this card at the counter for a free drink of your choice.',
        media: { url: image('acme-reward'), height: 'MEDIUM' },
      },
    },
    fallbackMessage: {
      id: 'msg_dfallback',
      type: 'SMS',
      from: DEMO_SENDERS.acmePhone,
      to: DEMO_TEST_NUMBERS.noRcs,
      text: 'Your Acme Coffee loyalty reward is here: show this text at the counter for a free drink.',
      mediaUrls: [],
      status: 'DELIVERED',
      sentAt: iso(fallbackAt + 300),
    },
  });
  fallbackThread.lastReadAt = fallbackThread.lastActivityAt;

  // ---- a failure: every delivery to …9999 fails
  addContact(DEMO_TEST_NUMBERS.fails, 'Casey Morgan');
  const failingThread = addConversation(DEMO_SENDERS.acmePhone, DEMO_TEST_NUMBERS.fails);
  addMessage(failingThread, 'outbound', now - 26 * 3600_000, {
    type: 'SMS',
    text: 'Hi Casey, your order #4471 is ready for pickup.',
    status: 'FAILED',
    sentAt: iso(now - 26 * 3600_000 + 300),
    error: {
      code: 'UNDELIVERABLE',
      message: `The carrier could not deliver to ${DEMO_TEST_NUMBERS.fails} (sandbox test number ending in 9999)`,
    },
  });
  failingThread.lastReadAt = failingThread.lastActivityAt;

  // ---- the long thread, newest message five minutes ago, one message every ~1.7 hours before that
  addContact(LONG_THREAD.to, LONG_THREAD.contactName);
  const long = addConversation(LONG_THREAD.from, LONG_THREAD.to);
  const size = Math.max(1, options.longThreadSize ?? DEFAULT_LONG_THREAD_SIZE);
  const longSender = data.senders[LONG_THREAD.from]!;
  const longStart = now - 5 * 60_000 - (size - 1) * 100 * 60_000;
  let direction: 'inbound' | 'outbound' = 'outbound';
  for (let m = 0; m < size; m++) {
    const at = longStart + m * 100 * 60_000 - random.int(0, 60) * 1000;
    const message = addMessage(
      long,
      direction,
      at,
      content(longSender, direction, COFFEE_TEXTS, 'Jordan', `long-${m}`),
    );
    if (m % 97 === 0) react(message, direction === 'outbound' ? LONG_THREAD.to : DEMO_TEAMMATE, at + 30_000);
    if (random.chance(0.5)) direction = direction === 'outbound' ? 'inbound' : 'outbound';
  }
  long.notes = 'Regular since 2019. Orders a flat white every weekday; this thread is the performance fixture.';
  const longLast = data.messages[`msg_d${messageSeq.toString().padStart(6, '0')}`]!;
  long.lastReadAt = longLast.direction === 'inbound' ? iso(Date.parse(longLast.createdAt) - 1) : longLast.createdAt;

  // ---- one customer, two threads: Riley (whose RCS card above fell back to SMS) also texts the store's number, so
  // the thread header's "Also with" and the list's grouping by customer show in the demo. The last regular thread
  // becomes it once every PRNG draw is made: a seed gives the same histories (the long thread's included) as before,
  // and `demoConversations` still counts every conversation.
  const rileySms = threads[threads.length - 1]!.conversation;
  for (const message of Object.values(data.messages))
    if (message.conversationId === rileySms.id) delete data.messages[message.id];
  delete data.contacts[rileySms.to];
  Object.assign(rileySms, {
    from: DEMO_SENDERS.acmePhone,
    to: DEMO_TEST_NUMBERS.noRcs,
    notes: '',
    createdAt: '',
    lastActivityAt: '',
  });
  const rileyAt = now - 3 * 24 * 3600_000;
  addMessage(rileySms, 'outbound', rileyAt, {
    text: 'Hi Riley, welcome to Acme Coffee rewards! Reply STOP to opt out.',
  });
  addMessage(rileySms, 'inbound', rileyAt + 4 * 60_000, {
    text: 'Thanks! Can I use my points at the airport store?',
  });
  addMessage(rileySms, 'outbound', rileyAt + 11 * 60_000, {
    text: 'Yes: every Acme Coffee store takes points, the airport one included.',
  });
  addMessage(rileySms, 'inbound', now - 3 * 3600_000, { text: 'Got the reward text. Is it still good on Sunday?' });
  rileySms.lastReadAt = rileySms.lastActivityAt;

  // The team at work (DESIGN §13): assignees, done and snoozed threads, notes with mentions. No PRNG draw.
  seedDemoTeam(context, now);
  seedDemoAudiences(context, now);
  context.store.reindex();
  seedDemoForms(context);
  seedDemoRcs(context);
}

/**
 * A few audiences of demo contacts (no PRNG draws): VIPs and newsletter readers by tag, each brand's customers by
 * the threads they have, and the sandbox test numbers (a blast to it shows a fallback and a failure). Each contact's
 * `createdAt` is its first thread's.
 */
function seedDemoAudiences(context: SandboxContext, now: number): void {
  const data = context.store.data;
  const created = new Date(now - 400 * 24 * 3600_000).toISOString();
  const audiences: [string, string, string, (contact: Contact, senders: Set<string>) => boolean][] = [
    [
      DEMO_AUDIENCES.vip,
      'VIP customers',
      'Contacts tagged vip: first to hear about tastings and upgrades.',
      (c) => c.tags.includes('vip'),
    ],
    [
      DEMO_AUDIENCES.coffeeClub,
      'Acme Coffee club',
      'Everyone who has talked to Acme Coffee.',
      (_c, s) => s.has(DEMO_SENDERS.acmePhone) || s.has(DEMO_SENDERS.acmeAgent),
    ],
    [
      DEMO_AUDIENCES.travellers,
      'Northwind travellers',
      'Everyone who has talked to Northwind Travel.',
      (_c, s) => s.has(DEMO_SENDERS.northwindPhone) || s.has(DEMO_SENDERS.northwindAgent),
    ],
    [DEMO_AUDIENCES.newsletter, 'Newsletter', 'Contacts tagged newsletter.', (c) => c.tags.includes('newsletter')],
    [
      DEMO_AUDIENCES.testNumbers,
      'Sandbox test numbers',
      'A fallback (…0000), a failure (…9999) and Jordan Avery: what a blast does with each.',
      (c) =>
        c.phoneNumber === DEMO_TEST_NUMBERS.noRcs ||
        c.phoneNumber === DEMO_TEST_NUMBERS.fails ||
        c.phoneNumber === LONG_THREAD.to,
    ],
  ];
  for (const [id, name, description] of audiences)
    data.audiences[id] = { id, name, description, createdAt: created, updatedAt: created };
  const firstAt = new Map<string, string>();
  const senders = new Map<string, Set<string>>();
  for (const conversation of Object.values(data.conversations)) {
    const at = firstAt.get(conversation.to);
    if (conversation.createdAt && (!at || conversation.createdAt < at))
      firstAt.set(conversation.to, conversation.createdAt);
    let set = senders.get(conversation.to);
    if (!set) senders.set(conversation.to, (set = new Set()));
    set.add(conversation.from);
  }
  for (const contact of Object.values(data.contacts)) {
    contact.createdAt = contact.updatedAt = firstAt.get(contact.phoneNumber) ?? created;
    const from = senders.get(contact.phoneNumber) ?? new Set<string>();
    contact.audienceIds = audiences.filter(([, , , member]) => member(contact, from)).map(([id]) => id);
  }
}

/** Varied RCS content: text with reply chips, a rich card, or a carousel. */
function rcsContent(random: Random, text: string, sender: SenderRecord, tag: string, image: ImageUrl): RcsContent {
  const coffee = sender.brandId === DEMO_BRANDS.acme;
  const replies: Suggestion[] = coffee
    ? [
        { type: 'reply', text: 'Order again', postbackData: 'reorder' },
        { type: 'reply', text: 'Opening hours', postbackData: 'hours' },
      ]
    : [
        { type: 'reply', text: 'View booking', postbackData: 'booking' },
        { type: 'reply', text: 'Talk to an agent', postbackData: 'agent' },
      ];
  const roll = random.next();
  if (roll < 0.45) return random.chance(0.5) ? { text, suggestions: replies } : { text };
  const card = (title: string, description: string, seed: string): RcsCard => ({
    title,
    description,
    media: { url: image(seed), height: 'MEDIUM' },
    suggestions: coffee
      ? [
          { type: 'openUrl', text: 'See menu', url: 'https://acme-coffee.example/menu' },
          { type: 'dial', text: 'Call the store', phoneNumber: '+14155550100' },
        ]
      : [
          { type: 'openUrl', text: 'Open itinerary', url: 'https://northwind-travel.example/trips' },
          { type: 'viewLocation', text: 'Show on map', latitude: 38.7223, longitude: -9.1393, label: 'Lisbon' },
        ],
  });
  if (roll < 0.8) {
    return coffee
      ? {
          card: card(
            'Maple oat latte is back',
            'Our autumn favourite, made with organic oat milk and real maple.',
            `${tag}-card`,
          ),
          suggestions: replies,
        }
      : {
          card: card(
            'Your trip to Lisbon',
            'Flight NW 482, hotel and airport transfer — all in one place.',
            `${tag}-card`,
          ),
        };
  }
  const titles = coffee
    ? [
        ['Ethiopia Yirgacheffe', 'Floral, bergamot, 250 g'],
        ['Colombia Huila', 'Caramel, red apple, 250 g'],
        ['House espresso', 'Chocolate, hazelnut, 1 kg'],
        ['Decaf Peru', 'Cocoa, mild citrus, 250 g'],
      ]
    : [
        ['Lisbon', '3 nights from $420'],
        ['Kyoto', '5 nights from $1,180'],
        ['Reykjavík', '4 nights from $960'],
        ['Marrakech', '4 nights from $610'],
      ];
  const count = random.int(2, titles.length);
  return {
    carousel: {
      cardWidth: 'MEDIUM',
      cards: titles.slice(0, count).map(([title, description], i) => card(title!, description!, `${tag}-${i}`)),
    },
  };
}
