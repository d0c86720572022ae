/**
 * The published contract is the documented one: the custom-elements manifest, generated here exactly as
 * `npm run analyze` makes it, lists for each element below only the members it documents. A view-state field made
 * public again (a `step`, `audiences`, `loaded`, `scopes`…) or a new member without JSDoc fails this test. Events
 * likewise: each element's dispatched, documented (`@event`) and typed (src/events) events are one set, and every
 * `parley-…` name in the README is an element or a fired event.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import * as events from '../../../src/events/index.js';

const ROOT = join(import.meta.dirname, '../../..');
const OUT = 'node_modules/.cache/manifest-contract';
const BASE = ['baseUrl', 'token', 'tokenUrl', 'tokenProvider', 'client', 'locale', 'theme'];

/** Each element's public members beyond `ParleyElement`'s inputs: its inputs, documented getters and methods. */
const CONTRACT: Record<string, string[]> = {
  'parley-blast': [
    'audienceId',
    'from',
    'fallbackFrom',
    'channel',
    'pollInterval',
    'threadHref',
    'blast',
    'review',
    'send',
    'cancelBlast',
  ],
  'parley-contact-panel': ['contactId', 'contact', 'conversationId', 'customerThreads', 'current', 'flush'],
  'parley-link-stats': ['linkId', 'toggleTabindex', 'open', 'focus', 'reload'],
  'parley-agent-identity': ['agentId', 'agent', 'compact', 'headingLevel', 'reload'],
};

const run = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--quiet', '--outdir', OUT],
  { cwd: ROOT, encoding: 'utf8' },
);
after(() => rmSync(join(ROOT, OUT), { recursive: true, force: true }));

interface Member {
  name: string;
  privacy?: string;
  description?: string;
  static?: boolean;
}
const elements = new Map<string, Member[]>();
const documentedEvents = new Map<string, { name: string; description?: string; type?: { text?: string } }[]>();
const documentedParts = new Map<string, { name: string; description?: string }[]>();
if (run.status === 0) {
  const manifest = JSON.parse(readFileSync(join(ROOT, OUT, 'custom-elements.json'), 'utf8')) as {
    modules: {
      declarations?: {
        tagName?: string;
        members?: Member[];
        events?: { name: string; description?: string; type?: { text?: string } }[];
        cssParts?: { name: string; description?: string }[];
      }[];
    }[];
  };
  for (const mod of manifest.modules)
    for (const d of mod.declarations ?? [])
      if (d.tagName) {
        elements.set(d.tagName, d.members ?? []);
        documentedEvents.set(d.tagName, d.events ?? []);
        documentedParts.set(d.tagName, d.cssParts ?? []);
      }
}

test('the analyzer runs', () => assert.equal(run.status, 0, run.stderr));

for (const [tag, documented] of Object.entries(CONTRACT)) {
  test(`<${tag}> publishes exactly its documented members, each with a description`, () => {
    const members = elements.get(tag);
    assert.ok(members, `${tag} is in the manifest`);
    const published = members.filter((m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.static);
    assert.deepEqual(
      published
        .map((m) => m.name)
        .filter((n) => !BASE.includes(n))
        .sort(),
      [...documented].sort(),
    );
    for (const m of published) assert.ok(m.description?.trim(), `${tag}.${m.name} has a description`);
  });
}

/**
 * The inbox's parts are documented in the modules that render them (the list's, the thread pane's, the failures'),
 * and the manifest gathers them onto `<parley-inbox>` (custom-elements-manifest.config.mjs): every part its class
 * once listed itself is still there, once, with its description.
 */
const INBOX_PARTS = [
  'list',
  'skeleton',
  'no-matches',
  'thread-row',
  'avatar',
  'thread-sender',
  'match',
  'unread-badge',
  'group-count',
  'thread',
  'thread-header',
  'contact-toggle',
  'canned-button',
  'attach-button',
  'emoji-picker',
  'messages',
  'message',
  'status',
  'media',
  'card',
  'link',
  'reactions',
  'cancel-button',
  'composer',
  'retry-button',
  'notes',
  'new-messages',
  'new-divider',
  'status-icon',
  'message-fell-back',
  'message-scheduled',
  'blast-tag',
  'lightbox',
];

test('<parley-inbox> lists the parts its modules document where they render them, each once', () => {
  const parts = documentedParts.get('parley-inbox');
  assert.ok(parts, 'parley-inbox is in the manifest');
  const names = parts.map((p) => p.name);
  assert.deepEqual(
    names.filter((n, i) => names.indexOf(n) !== i),
    [],
    'parts listed twice',
  );
  assert.deepEqual(
    INBOX_PARTS.filter((n) => !names.includes(n)),
    [],
    'parts no longer documented',
  );
  for (const p of parts) assert.ok(p.description?.trim(), `part ${p.name} has a description`);
  // The list's parts come from thread-list.ts, not from the element's class.
  const classDoc = readFileSync(join(ROOT, 'src/components/inbox/inbox.component.ts'), 'utf8');
  assert.doesNotMatch(classDoc, /@csspart (list|thread-row|retry-button) /);
});

/**
 * Each element's events, three ways that must agree: what its code dispatches (every `new …Event(` under its
 * folder), what its JSDoc documents (`@event`, read back from the manifest, the source of the editors' data and
 * Storybook), and its typed list in src/events (the React wrappers' `onParley…` props and the Vue/Svelte typings).
 */
const EVENT_LISTS: Record<string, { folder: string; typed: readonly events.ParleyEventClass[] }> = {
  'parley-inbox': { folder: 'inbox', typed: events.INBOX_EVENTS },
  'parley-composer': { folder: 'composer', typed: events.COMPOSER_EVENTS },
  'parley-form': { folder: 'form', typed: events.FORM_EVENTS },
  'parley-blast': { folder: 'blast', typed: events.BLAST_EVENTS },
  'parley-contact-panel': { folder: 'contact-panel', typed: events.CONTACT_PANEL_EVENTS },
  'parley-link-stats': { folder: 'link-stats', typed: events.LINK_STATS_EVENTS },
  'parley-agent-identity': { folder: 'agent-identity', typed: events.AGENT_IDENTITY_EVENTS },
};
/** Events of an element's inner parts that never leave its shadow root (not bubbling, not composed). */
const INNER_EVENTS = new Set(['ReactionPickEvent', 'PickerCloseEvent']);
/** The public event classes by class name: `ThreadSelectEvent` → `parley-thread-select`. */
const EVENT_NAMES = new Map<string, string>();
for (const [name, value] of Object.entries(events))
  if (typeof value === 'function' && 'eventName' in value && typeof value.eventName === 'string')
    EVENT_NAMES.set(name, value.eventName);

/** The event classes constructed in the element's folder (its parts and controllers dispatch through the host). */
function dispatched(folder: string): { names: string[]; unknown: string[] } {
  const dir = join(ROOT, 'src/components', folder);
  const classes = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/\bnew (\w+Event)\s*(?:<[^>(]*>)?\(/g)) classes.add(m[1]!);
  }
  const names = [...classes].filter((c) => EVENT_NAMES.has(c)).map((c) => EVENT_NAMES.get(c)!);
  const unknown = [...classes].filter((c) => !EVENT_NAMES.has(c) && !INNER_EVENTS.has(c));
  return { names: [...new Set(names)].sort(), unknown };
}

for (const [tag, { folder, typed }] of Object.entries(EVENT_LISTS)) {
  test(`<${tag}>: every event it dispatches is documented and typed, and every documented or typed event is dispatched`, () => {
    const code = dispatched(folder);
    assert.deepEqual(code.unknown, [], `${folder}/ constructs events that are neither public nor listed as inner`);
    assert.ok(code.names.length > 0, `${folder}/ dispatches events`);
    const manifest = documentedEvents.get(tag);
    assert.ok(manifest, `${tag} is in the manifest`);
    assert.deepEqual(
      manifest.map((e) => e.name).sort(),
      code.names,
      `${tag}: the @event tags (manifest) against what src/components/${folder} dispatches`,
    );
    for (const e of manifest) {
      assert.ok(e.description?.trim(), `${tag} ${e.name} has a description`);
      assert.ok(
        e.type?.text && EVENT_NAMES.has(e.type.text),
        `${tag} ${e.name} names its event class (${e.type?.text})`,
      );
      assert.equal(EVENT_NAMES.get(e.type.text!), e.name, `${tag}: @event {${e.type.text}} is ${e.name}`);
    }
    assert.deepEqual(
      [...new Set(typed.map((c) => c.eventName))].sort(),
      code.names,
      `${tag}: its typed list in src/events against what it dispatches`,
    );
  });
}

test('every parley-… name the README mentions is an element, an event some element fires, or the token audience', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const known = new Set<string>([...EVENT_NAMES.values(), ...Object.keys(EVENT_LISTS)]);
  // Not element or event names: the embed token's audience and type (`aud: parley-embed`, `parley-embed+jwt`).
  known.add('parley-embed');
  // Whole names only: not inside a CSS custom property (`--parley-inbox-height`), a path or a `::part()` selector.
  const names = new Set(
    [...readme.matchAll(/(?<![\w/-])(parley-[a-z]+(?:-[a-z]+)*)(?![\w-]|::|\.)/g)].map((m) => m[1]!),
  );
  const eventNames = [...names].filter((name) => [...EVENT_NAMES.values()].includes(name));
  assert.ok(eventNames.length >= 5, `the README names events: ${eventNames.join(' ')}`);
  assert.deepEqual(
    [...names].filter((name) => !known.has(name)),
    [],
    'README names that are neither an element nor an event any element fires',
  );
});
