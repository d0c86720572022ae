/**
 * Mounting `<parley-composer>` for the tests of its extras (sender, short links, test send, templates, blast mode):
 * the element on a real in-page sandbox with a token of the given scopes, waiting until the extras module (loaded
 * after the first paint) is on screen; and axe in light, dark and Arabic on the same state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { ComposerTemplate } from '../../../src/components/composer/public-types.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import type { Scope } from '../../../src/schemas/token.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { AGENT } from './helpers.js';

export interface ExtrasMount {
  from?: string;
  to?: string;
  scopes: Scope[];
  audienceId?: string;
  templates?: ComposerTemplate[];
  value?: SendRequest;
  box?: TestSandbox;
  /** Keep the stored draft (a reload). */
  keep?: boolean;
}

export async function mountExtras(options: ExtrasMount): Promise<{ el: ParleyComposer; box: TestSandbox }> {
  const from = options.from ?? AGENT;
  if (!options.keep) new DraftStore('composer', `${from}|${options.to ?? ''}`).clear();
  const box =
    options.box ??
    (await startTestSandbox({
      scopes: options.scopes,
      sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
    }));
  const el =
    await fixture<ParleyComposer>(html`<parley-composer from=${from} to=${options.to ?? ''} audience-id=${options.audienceId ?? ''} theme="light"
    .client=${box.client} .templates=${options.templates ?? []} .value=${options.value}></parley-composer>`);
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="templates"]'), 'the extras loaded', { timeout: 5000 });
  await el.updateComplete;
  return { el, box };
}

/** axe (colour contrast included) on the state as it is, in light, dark and Arabic (right to left). */
export async function accessibleEverywhere(
  el: ParleyComposer,
  settle: () => Promise<unknown> = () => el.updateComplete,
): Promise<void> {
  await expect(el).to.be.accessible();
  el.setAttribute('theme', 'dark');
  await settle();
  await expect(el).to.be.accessible();
  el.setAttribute('theme', 'light');
  el.setAttribute('locale', 'ar');
  await settle();
  await waitUntil(() => el.getAttribute('dir') === 'rtl', 'Arabic');
  await settle();
  await expect(el).to.be.accessible();
  el.removeAttribute('locale');
  await waitUntil(() => el.getAttribute('dir') === 'ltr', 'back to English');
  await settle();
}

/** The button whose text matches. */
export const buttonOf = (el: ParleyComposer, label: RegExp) => {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    label.test((b.textContent ?? '').trim()),
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

/**
 * An audience of the sandbox's three test numbers (delivered, …0000 without RCS, …9999 fails) of the test's own,
 * named `name`, with no "Send as" stored for it from `from`: no other file's stored choice meets it.
 */
export async function ownTestAudience(box: TestSandbox, name: string, from: string): Promise<string> {
  const members = (
    await box.server<{ data: { id: string }[] }>('POST', '/contacts/list', { audienceId: DEMO_AUDIENCES.testNumbers })
  ).body.data.map((m) => m.id);
  const audience = (await box.server<{ id: string }>('POST', '/audiences', { name })).body.id;
  await box.server('POST', `/audiences/${audience}/contacts/add`, { contactIds: members });
  new DraftStore('composer-blast-as', `${from}|${audience}`).clear();
  return audience;
}
