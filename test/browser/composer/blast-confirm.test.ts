/**
 * One confirm view for one act: the composer's blast mode and `<parley-blast>` confirm the same blast (audience, RCS
 * message, SMS fallback and its number, scheduled time) with the same heading, sender line, rows — what is sent, when,
 * to whom, the SMS leg's segments, the total — split and buttons, word for word, in English, Arabic and Spanish; an RCS
 * card is confirmed by its title, description and picture. The composer keeps its own ways: the focus on the question, Edit back to its editor (the audience picker focused), its error line
 * when the send fails, and Schedule. Real sandbox, both elements on one page; axe in light, dark and Arabic.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { DEMO_AUDIENCES, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, buttonOf, mountExtras } from './extras-harness.js';
import { $ } from './helpers.js';

const SCOPES: Scope[] = [
  'messages:send',
  'messages:blast',
  'audiences:read',
  'messages:schedule',
  'conversations:read',
  'agents:read',
];
const FROM = DEMO_SENDERS.northwindAgent;
const SMS_FROM = DEMO_SENDERS.northwindPhone;
/** A local time as the blast's schedule field takes it, and the same instant as the composer's draft carries it. */
const AT = '2027-03-05T09:30';
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: 'Weekend special:\ntwo for one' },
  fallback: { from: SMS_FROM, text: `Weekend special: 2 for 1 on every pastry. ${'x'.repeat(150)}` },
  scheduledTime: new Date(AT).toISOString(),
};

/** What a confirm view says, part by part, as read (an amount's invisible isolates left out). */
function confirmOf(root: ShadowRoot) {
  // Its heading is the question the focus goes to (each element's own id for it).
  const section = root.querySelector('section:has(> h3[id$="confirm-title"])')!;
  const words = (node: Element | null | undefined) =>
    (node?.textContent ?? '')
      .replace(/[\u2066-\u2069]/g, '')
      .replace(/[ \t\n]+/g, ' ')
      .trim();
  return {
    heading: words(section.querySelector('h3')),
    sender: words(section.querySelector('h3 + p')),
    rows: [...section.querySelectorAll('[part="summary"] dt')].map(
      (dt) => `${words(dt)}: ${(dt.nextElementSibling as HTMLElement).innerText.replace(/[\u2066-\u2069]/g, '')}`,
    ),
    split: [...section.querySelectorAll('[part="split"] li')].map((li) => words(li)),
    buttons: [...section.querySelectorAll('button')].map((b) => words(b)),
  };
}

async function setUp() {
  const box = await startTestSandbox({
    scopes: SCOPES,
    sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 70 } },
  });
  // Its own audience of the three test numbers (delivered, …0000 without RCS, …9999 fails): no other file meets it.
  const members = (
    await box.server<{ data: { id: string }[] }>('POST', '/contacts/list', { audienceId: DEMO_AUDIENCES.testNumbers })
  ).body.data;
  const audience = (await box.server<{ id: string }>('POST', '/audiences', { name: 'Confirm test numbers' })).body.id;
  await box.server('POST', `/audiences/${audience}/contacts/add`, { contactIds: members.map((m) => m.id) });
  const { el } = await mountExtras({ from: FROM, scopes: SCOPES, audienceId: audience, value: DRAFT, box });
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
  const blast = await fixture<ParleyBlast>(html`<parley-blast .client=${box.client} channel="RCS" from=${FROM}
    fallback-from=${SMS_FROM} audience-id=${audience}></parley-blast>`);
  await waitUntil(() => blast.shadowRoot!.querySelector('fieldset#from'), "the blast's agents");
  return { el, blast, box, audience, members: members.map((m) => m.id) };
}

async function reviewComposer(el: ParleyComposer) {
  $<HTMLButtonElement>(el, '[part~="send-button"]').click();
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step');
  await el.updateComplete;
}

async function reviewBlast(blast: ParleyBlast) {
  const root = blast.shadowRoot!;
  for (const [selector, value] of [
    ['#text', DRAFT.rcs.text],
    ['#fallback', DRAFT.fallback.text],
    ['#at', AT],
  ] as const) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
    field.value = value;
    field.dispatchEvent(new Event('input'));
  }
  await blast.updateComplete;
  root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitUntil(() => root.querySelector('#confirm-title'), "the blast's confirm step");
  await blast.updateComplete;
}

async function speak(locale: string, ...elements: HTMLElement[]) {
  for (const element of elements) element.setAttribute('locale', locale);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  await waitUntil(() => elements.every((e) => e.getAttribute('dir') === dir), `both in ${locale}`);
  await Promise.all(elements.map((e) => (e as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete));
}

describe('<parley-composer> blast mode confirms with <parley-blast>’s view', function () {
  this.timeout(60_000);

  it('says what is sent, when, from whom and to how many, word for word as <parley-blast> does', async () => {
    const { el, blast } = await setUp();
    await reviewComposer(el);
    expect(el.shadowRoot!.activeElement?.localName).to.equal('h3', 'the focus on the question');
    await reviewBlast(blast);
    const composer = confirmOf(el.shadowRoot!);
    expect(composer).to.deep.equal(confirmOf(blast.shadowRoot!));
    expect(composer.sender).to.equal('Will be sent as RCS (with SMS/MMS fallback), from Northwind Travel (RCS).');
    expect(composer.rows.slice(0, 4)).to.deep.equal([
      `Message: ${DRAFT.rcs.text}`,
      `SMS/MMS fallback: ${DRAFT.fallback.text}`,
      `SMS/MMS fallback from: Northwind Travel · ${SMS_FROM}`,
      `When: ${new Intl.DateTimeFormat('en', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(AT))}`,
    ]);
    expect(composer.rows.slice(4, 7)).to.deep.equal([
      'Audience: Confirm test numbers',
      'Recipients: 3',
      'Segments per SMS fallback: 2',
    ]);
    expect(composer.buttons).to.deep.equal(['Edit', 'Schedule blast']);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-confirm-shared', { settle: () => el.updateComplete, fullPage: true });
    // A phone in Arabic and dark, the confirm in view.
    await shoot('composer-blast-confirm-shared-390-ar-dark', {
      width: 390,
      height: 844,
      dark: true,
      lang: 'ar',
      settle: async () => {
        await el.updateComplete;
        $(el, '[part~="blast-confirm"]').scrollIntoView();
      },
    });

    await speak('ar', el, blast);
    const arabic = confirmOf(el.shadowRoot!);
    expect(arabic).to.deep.equal(confirmOf(blast.shadowRoot!));
    expect(arabic.rows).to.include('الأجزاء لكل رسالة SMS بديلة: 2');
    await speak('es', el, blast);
    expect(confirmOf(el.shadowRoot!)).to.deep.equal(confirmOf(blast.shadowRoot!));
  });

  it('an RCS card is confirmed by its title, description and picture', async () => {
    const card = {
      title: 'Weekend special',
      description: 'Two for one on every pastry',
      media: { url: 'https://picsum.photos/seed/parley/600/400', height: 'MEDIUM' as const },
    };
    const box = await startTestSandbox({ scopes: SCOPES });
    // "Send as" is kept per sender and audience in this browser: RCS, whatever another file chose.
    new DraftStore('composer-blast-as', `${FROM}|${DEMO_AUDIENCES.testNumbers}`).clear();
    const { el } = await mountExtras({
      from: FROM,
      scopes: SCOPES,
      audienceId: DEMO_AUDIENCES.testNumbers,
      value: { type: 'RCS', from: FROM, to: '', rcs: { card } },
      box,
    });
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
    await reviewComposer(el);
    const { rows, sender } = confirmOf(el.shadowRoot!);
    expect(sender).to.equal('Will be sent as RCS (no SMS/MMS fallback), from Northwind Travel (RCS).');
    expect(rows.slice(0, 3)).to.deep.equal([
      `Message: ${card.title}\n${card.description}`,
      `Image or file: ${card.media.url}`,
      'When: Now',
    ]);
    expect(rows.join('\n')).not.to.match(/segment/i, 'no SMS leg: no segments');
    await accessibleEverywhere(el);
  });

  it('keeps its own ways: Edit back to the editor, its error line when the send fails, then Schedule', async () => {
    const { el, box, audience, members } = await setUp();
    await reviewComposer(el);
    buttonOf(el, /^Edit$/).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('[part~="blast-confirm"]'), 'back to the editor');
    await waitUntil(() => el.shadowRoot!.activeElement?.id === 'audience', 'the focus on the audience picker');
    expect(getComputedStyle($(el, '[part~="send-button"]')).display).not.to.equal('none', '"Review blast" is back');

    await reviewComposer(el);
    // The audience empties meanwhile: the service refuses the blast, and the confirm says why in place.
    await box.server('POST', `/audiences/${audience}/contacts/remove`, { contactIds: members });
    buttonOf(el, /^Schedule blast$/).click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] [role="alert"]'), 'the error line');
    await el.updateComplete;
    expect($(el, '[part~="blast-confirm"] [role="alert"]').textContent).to.match(/^Could not send the blast: /);
    expect(el.shadowRoot!.activeElement?.localName).to.equal('h3');
    expect(Object.keys(box.sandbox.store.data.blasts)).to.have.length(0);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-confirm-error', { settle: () => el.updateComplete, fullPage: true });

    await box.server('POST', `/audiences/${audience}/contacts/add`, { contactIds: members });
    buttonOf(el, /^Schedule blast$/).click();
    await waitUntil(
      () =>
        el.shadowRoot!.querySelector<HTMLElement>('[part~="blast-progress"] [data-status]')?.dataset.status ===
        'SCHEDULED',
      'scheduled',
    );
    expect(Object.values(box.sandbox.store.data.blasts).map((b) => b.scheduledTime)).to.deep.equal([
      DRAFT.scheduledTime,
    ]);
  });
});
