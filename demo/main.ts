/**
 * The demo page: mounts `<parley-inbox>`, `<parley-composer>` and `<parley-form>` against this sandbox. Tokens come
 * from `/demo/token` (the sandbox's stand-in for a customer's token route); the API key never reaches the page.
 * An element that does not load yet is reported plainly instead of leaving an empty box.
 */
import { DEMO_TEAM } from '../src/sandbox/demo-team.js';

interface DemoConfig {
  baseUrl: string;
  senders: { id: string; name: string; type: 'phone' | 'rcs_agent' }[];
  forms: { id: string; name: string }[];
}

const TAGS = {
  'parley-inbox': () => import('../src/inbox.js'),
  'parley-composer': () => import('../src/composer.js'),
  'parley-form': () => import('../src/form.js'),
  'parley-contact-panel': () => import('../src/contact-panel.js'),
  'parley-blast': () => import('../src/blast.js'),
} as const;
type Tag = keyof typeof TAGS;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function option(value: string, label: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  return element;
}

function notice(slot: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.className = 'notice';
  p.setAttribute('role', 'status');
  p.textContent = text;
  slot.replaceChildren(p);
}

/** Loads an element's entry; resolves false (and says why in `slot`) when it is not available yet. */
async function load(tag: Tag, slot: HTMLElement): Promise<boolean> {
  try {
    await TAGS[tag]();
  } catch (error) {
    notice(slot, `<${tag}> could not be loaded: ${(error as Error).message}`);
    return false;
  }
  if (!customElements.get(tag)) {
    notice(slot, `<${tag}> is not available in this build yet.`);
    return false;
  }
  return true;
}

function tokenUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `/demo/token${query ? `?${query}` : ''}`;
}

function mount(slot: HTMLElement, tag: Tag, attributes: Record<string, string | undefined>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value) element.setAttribute(name, value);
  slot.replaceChildren(element);
  return element;
}

async function main(): Promise<void> {
  // Every element's code starts loading now, beside the config: the sections below await them one by one, which
  // would otherwise fetch them one after another.
  for (const loadTag of Object.values(TAGS)) void loadTag().catch(() => undefined);
  const config = (await (await fetch('/demo/config')).json()) as DemoConfig;
  // Senders read as names: "Acme Coffee (RCS)" for an agent, "Acme Coffee · +1 415 555 0100" for a number.
  const spaced = (phone: string) => phone.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1 $1 $2 $3');
  const label = (s: DemoConfig['senders'][number]) =>
    s.type === 'rcs_agent' ? `${s.name} (RCS)` : `${s.name} · ${spaced(s.id)}`;

  // Inbox: optionally restricted to one sender through the token's `res`, to show row filtering.
  const inboxFrom = byId<HTMLSelectElement>('inbox-from');
  const restricted = byId<HTMLInputElement>('inbox-restricted');
  for (const sender of config.senders) inboxFrom.append(option(sender.id, label(sender)));
  const inboxSlot = byId('inbox-slot');
  if (await load('parley-inbox', inboxSlot)) {
    const renderInbox = () => {
      const from = inboxFrom.value || undefined;
      // A team inbox: each customer's threads together, a reply due within 15 minutes, and the demo team to assign.
      const inbox = mount(inboxSlot, 'parley-inbox', {
        'base-url': config.baseUrl,
        'token-url': tokenUrl(restricted.checked && from ? { senders: from } : {}),
        from,
        'group-by': 'contact',
        'reply-target': '15m',
      });
      Object.assign(inbox, { users: DEMO_TEAM });
    };
    inboxFrom.addEventListener('change', renderInbox);
    restricted.addEventListener('change', renderInbox);
    renderInbox();
  }

  // Composer.
  const composerFrom = byId<HTMLSelectElement>('composer-from');
  const composerTo = byId<HTMLInputElement>('composer-to');
  for (const sender of config.senders) composerFrom.append(option(sender.id, label(sender)));
  composerFrom.value = config.senders.find((s) => s.type === 'rcs_agent')?.id ?? config.senders[0]?.id ?? '';
  const composerSlot = byId('composer-slot');
  if (await load('parley-composer', composerSlot)) {
    const composer = mount(composerSlot, 'parley-composer', {
      'base-url': config.baseUrl,
      'token-url': tokenUrl({
        scope:
          'messages:send messages:schedule conversations:read agents:read links:write audiences:read messages:blast',
      }),
      from: composerFrom.value,
      to: composerTo.value,
    });
    composerFrom.addEventListener('change', () => composer.setAttribute('from', composerFrom.value));
    composerTo.addEventListener('change', () => composer.setAttribute('to', composerTo.value));
  }

  // Contacts and blasts: Jordan Avery's contact (editable), and a blast to an audience.
  const contactSlot = byId('contact-slot');
  if (await load('parley-contact-panel', contactSlot)) {
    const contactToken = tokenUrl({ scope: 'contacts:write audiences:read' });
    const { token } = (await (await fetch(contactToken)).json()) as { token: string };
    const found = await fetch(`${config.baseUrl}/contacts/list`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '+14155550123', pageSize: 1 }),
    });
    const contact = found.ok ? ((await found.json()) as { data: { id: string }[] }).data[0] : undefined;
    if (contact)
      mount(contactSlot, 'parley-contact-panel', {
        'base-url': config.baseUrl,
        'token-url': contactToken,
        'contact-id': contact.id,
      });
    else notice(contactSlot, 'The sandbox has no contact for +14155550123 (started without demo data?).');
  }
  const blastSlot = byId('blast-slot');
  const phone = config.senders.find((s) => s.type === 'phone')?.id;
  if (phone && (await load('parley-blast', blastSlot))) {
    mount(blastSlot, 'parley-blast', {
      'base-url': config.baseUrl,
      'token-url': tokenUrl({ scope: 'audiences:read messages:blast messages:send messages:schedule' }),
      from: phone,
      'fallback-from': phone,
      'audience-id': 'aud_dtest_numbers',
    });
  }

  // Play the customer.
  const inboundTo = byId<HTMLSelectElement>('inbound-to');
  for (const sender of config.senders) inboundTo.append(option(sender.id, label(sender)));
  const status = byId('inbound-status');
  byId<HTMLFormElement>('inbound-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(event.target as HTMLFormElement));
    status.textContent = 'Sending…';
    const response = await fetch('/demo/inbound', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { error?: string; description?: string; id?: string };
    status.textContent = response.ok
      ? `Received as ${answer.id}.`
      : `Refused: ${answer.error ?? answer.description ?? response.status}`;
  });

  // Form.
  const formSelect = byId<HTMLSelectElement>('form-id');
  const formLink = byId<HTMLAnchorElement>('form-link');
  for (const form of config.forms) formSelect.append(option(form.id, form.name));
  const formSlot = byId('form-slot');
  if (!config.forms.length) notice(formSlot, 'The sandbox has no forms (started without demo data?).');
  else if (await load('parley-form', formSlot)) {
    const renderForm = () => {
      formLink.href = `/forms/${encodeURIComponent(formSelect.value)}`;
      mount(formSlot, 'parley-form', {
        'base-url': config.baseUrl,
        'token-url': tokenUrl({ scope: 'forms:read forms:submit' }),
        'form-id': formSelect.value,
      });
    };
    formSelect.addEventListener('change', renderForm);
    renderForm();
  }
}

main().catch((error: unknown) => {
  const p = document.createElement('pre');
  p.setAttribute('role', 'alert');
  p.textContent = `The demo could not start: ${(error as Error).message}`;
  document.body.prepend(p);
});
