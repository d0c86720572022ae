/**
 * One Review rule and one failure wording for a blast: the composer's blast mode and `<parley-blast>`, side by side on
 * one page against one sandbox, meet the same faults and say them in the same words. A price or split that cannot be
 * worked out keeps both in their editors (no confirm for thousands of messages without them), and Review again
 * confirms once the service answers; a send the service refuses (400: the audience emptied after Review) reads the
 * same in English, Arabic and Spanish, never the service's English text. Faults by the sandbox's `/sandbox/faults`;
 * axe in light, dark and Arabic; pictures of each state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { DEMO_AUDIENCES, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { accessibleEverywhere as blastAccessible } from '../blast/looks.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $ } from './helpers.js';

const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'conversations:read', 'agents:read'];
// Its own sender and audience, so no other file's stored draft or "Send as" meets these.
const FROM = DEMO_SENDERS.northwindAgent;
const SMS_FROM = DEMO_SENDERS.northwindPhone;
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: 'Spring menu tasting on Friday' },
  fallback: { from: SMS_FROM, text: 'Spring menu tasting on Friday' },
};

const words = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Every alert an element shows, as read. */
const alerts = (root: ShadowRoot) => [...root.querySelectorAll('[role="alert"]')].map(words);
const composerConfirm = (el: ParleyComposer) => el.shadowRoot!.querySelector('[part~="blast-confirm"]');
const blastConfirm = (blast: ParleyBlast) => blast.shadowRoot!.querySelector('#confirm-title');

async function setUp() {
  const box = await startTestSandbox({
    scopes: SCOPES,
    sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 70 } },
  });
  const members = (
    await box.server<{ data: { id: string }[] }>('POST', '/contacts/list', { audienceId: DEMO_AUDIENCES.testNumbers })
  ).body.data.map((m) => m.id);
  const audience = (await box.server<{ id: string }>('POST', '/audiences', { name: 'Review rule numbers' })).body.id;
  await box.server('POST', `/audiences/${audience}/contacts/add`, { contactIds: members });
  new DraftStore('composer-blast-as', `${FROM}|${audience}`).clear();
  const { el } = await mountExtras({ from: FROM, scopes: SCOPES, audienceId: audience, value: DRAFT, box });
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
  const blast = await fixture<ParleyBlast>(html`<parley-blast .client=${box.client} channel="RCS" from=${FROM}
    fallback-from=${SMS_FROM} audience-id=${audience}></parley-blast>`);
  await waitUntil(() => blast.shadowRoot!.querySelector('fieldset#from'), "the blast's agents");
  const root = blast.shadowRoot!;
  for (const [selector, value] of [
    ['#text', DRAFT.rcs.text],
    ['#fallback', DRAFT.fallback.text],
  ] as const) {
    const field = root.querySelector<HTMLTextAreaElement>(selector)!;
    field.value = value;
    field.dispatchEvent(new Event('input'));
  }
  await blast.updateComplete;
  return { el, blast, box, audience, members };
}

/** Every call to `path` answered 500 by the sandbox (its retries too); `undefined`: faults off. */
async function fault(box: TestSandbox, path?: string) {
  const rules = path ? [{ path, method: 'POST', error: 1 }] : [];
  expect((await box.server('POST', '/sandbox/faults', { rules })).status).to.equal(200);
}

/** Presses "Review blast" in both: the composer's send button, `<parley-blast>`'s Review; waits until both answered. */
async function reviewBoth(el: ParleyComposer, blast: ParleyBlast, done: () => boolean) {
  $<HTMLButtonElement>(el, '[part~="send-button"]').click();
  blast.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitUntil(
    done,
    () => `both reviewed; composer: ${alerts(el.shadowRoot!)}; blast: ${alerts(blast.shadowRoot!)}`,
  );
  await Promise.all([el.updateComplete, blast.updateComplete]);
}

async function speak(locale: string, ...elements: (ParleyComposer | ParleyBlast)[]) {
  for (const element of elements) element.setAttribute('locale', locale);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  await waitUntil(() => elements.every((e) => e.getAttribute('dir') === dir), `both in ${locale}`);
  await Promise.all(elements.map((e) => e.updateComplete));
}

/** Pictures of both elements in the state (the page scrolled whole): wide, phone, dark, Arabic, and a dark Arabic phone. */
async function pictures(name: string, el: ParleyComposer, blast: ParleyBlast) {
  const settle = () => Promise.all([el.updateComplete, blast.updateComplete]);
  // Both follow the page's language for the Arabic pictures.
  el.removeAttribute('locale');
  blast.removeAttribute('locale');
  await shootAll(name, { settle, fullPage: true });
  await shoot(`${name}-390-ar-dark`, { width: 390, height: 844, dark: true, lang: 'ar', settle, fullPage: true });
}

describe('a blast: one Review rule and one failure wording, in the composer and <parley-blast>', function () {
  this.timeout(120_000);

  it('a split or a price that cannot be worked out keeps both in their editors, in the same words; Review again confirms', async () => {
    const { el, blast, box } = await setUp();
    const cases = [
      ['/messages/blast/rcs/estimate', 'Could not work out who gets what: the service had a problem; try again'],
      ['/messages/validate/rcs', 'Could not check the message: the service had a problem; try again'],
    ] as const;
    for (const [path, said] of cases) {
      await fault(box, path);
      await reviewBoth(
        el,
        blast,
        () => alerts(el.shadowRoot!).includes(said) && alerts(blast.shadowRoot!).includes(said),
      );
      expect(composerConfirm(el), 'the composer stays in its editor').to.equal(null);
      expect(blastConfirm(blast), '<parley-blast> stays in its edit step').to.equal(null);
      expect(words(blast.shadowRoot!.querySelector('#cost-error'))).to.equal(said);
      expect(getComputedStyle($(el, '[part~="send-button"]')).display).not.to.equal('none', 'Review blast is there');
      await accessibleEverywhere(el);
      await blastAlikeInArabic(el, blast);
      await blastAccessible(blast);
      await pictures(path.includes('estimate') ? 'blast-review-split-failed' : 'blast-review-price-failed', el, blast);
    }
    await fault(box);
    await reviewBoth(el, blast, () => !!composerConfirm(el) && !!blastConfirm(blast));
    expect(alerts(el.shadowRoot!).filter((a) => a.startsWith('Could not'))).to.deep.equal([]);
    expect(blast.shadowRoot!.querySelectorAll('[part="split"] li').length).to.be.above(0);
    expect(el.shadowRoot!.querySelectorAll('[part~="blast-confirm"] [part="split"] li').length).to.be.above(0);
  });

  it("the same refusal (400) reads the same in both, in English, Arabic and Spanish, never the service's text", async () => {
    const { el, blast, box, audience, members } = await setUp();
    await reviewBoth(el, blast, () => !!composerConfirm(el) && !!blastConfirm(blast));
    // The audience empties after Review: the service refuses the blast.
    await box.server('POST', `/audiences/${audience}/contacts/remove`, { contactIds: members });
    $<HTMLButtonElement>(el, '[part~="blast-confirm"] .btn-primary').click();
    blast.shadowRoot!.querySelector<HTMLButtonElement>('section .btn-primary')!.click();
    await waitUntil(
      () => alerts(el.shadowRoot!).length > 0 && alerts(blast.shadowRoot!).length > 0,
      () => `both refused; composer: ${alerts(el.shadowRoot!)}; blast: ${alerts(blast.shadowRoot!)}`,
    );
    // Each says its failure in the language shown: side by side, one sentence in each.
    const refusals: Record<string, string> = {};
    for (const [locale, start] of [
      ['en', 'Could not'],
      ['ar', 'تعذّر'],
      ['es', 'No se pudo'],
    ] as const) {
      await speak(locale, el, blast);
      await waitUntil(
        () => [el.shadowRoot!, blast.shadowRoot!].every((root) => alerts(root)[0]?.startsWith(start)),
        () => `both in ${locale}; composer: ${alerts(el.shadowRoot!)}; blast: ${alerts(blast.shadowRoot!)}`,
      );
      const [said] = alerts(blast.shadowRoot!);
      expect(alerts(el.shadowRoot!), `${locale}: the composer says what <parley-blast> says`).to.deep.equal([said]);
      expect(said).not.to.match(/has no contacts|add contacts before|aud_/, 'not the service text');
      refusals[locale] = said!;
    }
    expect(refusals['en']).to.equal(
      'Could not send the blast: the service refused it; check the sender, the message, and that the audience still has contacts who have not opted out',
    );
    expect(refusals['ar']).to.match(/^تعذّر الإرسال: رفضت الخدمة/);
    expect(refusals['es']).to.match(/^No se pudo enviar: el servicio lo rechazó/);
    expect(Object.keys(box.sandbox.store.data.blasts)).to.have.length(0);
    await speak('en', el, blast);
    el.removeAttribute('locale');
    blast.removeAttribute('locale');
    await accessibleEverywhere(el);
    await blastAccessible(blast);
    await pictures('blast-send-refused', el, blast);
  });
});

/** In Arabic the composer's line and `<parley-blast>`'s are still one sentence (each says it in the language shown). */
async function blastAlikeInArabic(el: ParleyComposer, blast: ParleyBlast) {
  await speak('ar', el, blast);
  const [said] = alerts(blast.shadowRoot!).filter((a) => a.startsWith('تعذّر'));
  expect(said, 'an Arabic line').to.match(/^تعذّر/);
  expect(alerts(el.shadowRoot!)).to.include(said);
  el.removeAttribute('locale');
  blast.removeAttribute('locale');
  await waitUntil(() => el.getAttribute('dir') === 'ltr' && blast.getAttribute('dir') === 'ltr', 'back to English');
  await Promise.all([el.updateComplete, blast.updateComplete]);
}
