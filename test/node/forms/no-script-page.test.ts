/**
 * The hosted page without scripts (`renderFormHtml`, `readFormPost`) against the demo forms of a real sandbox: a
 * datetime read in the zone chosen beside it, the page's language kept through a post, "Next" never submitting,
 * the slider's value and the checkboxes' rule shown, a phone `pattern` browsers compile, the error summary counting
 * fields.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderFormHtml } from '../../../src/forms/html.js';
import { PHONE_PATTERN } from '../../../src/forms/html-fields.js';
import { readFormPost } from '../../../src/forms/post.js';
import type { FormRender } from '../../../src/schemas/forms.js';
import { postPage, startHarness, type Harness } from './helpers.js';

let h: Harness;
let ids: Record<string, string>;
let phone = 4155550700;
const renderOf = async (name: string): Promise<{ render: FormRender; url: string }> => {
  const { url, token } = await h.send(ids[name]!, `+1${phone++}`);
  const render = (await h.api<FormRender>('GET', `/forms/${ids[name]}/render`, undefined, token)).body;
  return { render, url };
};

before(async () => {
  h = await startHarness();
  ids = Object.fromEntries((await h.forms()).map((f) => [f.name, f.id]));
});
after(() => h?.close());

describe('the hosted page without scripts', () => {
  it('reads a datetime in the time zone chosen beside it, UTC until one is, and shows that choice', async () => {
    const { render } = await renderOf('Every field type');
    const html = renderFormHtml(render, {});
    const select =
      /<select class="pf-zone" id="f-meeting-zone" name="meeting\.zone" aria-label="Time zone"[^>]*>(.*?)<\/select>/.exec(
        html,
      );
    assert.ok(select, 'a time-zone choice beside the datetime input');
    // Named as people look for theirs: UTC said plainly, a country, a city where the country has several zones.
    assert.match(select[1]!, /^<option value="UTC" selected>UTC \(universal time\)<\/option>/);
    assert.match(select[1]!, /<option value="Asia\/Tokyo">Japan<\/option>/);
    assert.match(select[1]!, /<option value="America\/Chicago">United States — Chicago<\/option>/);
    const post = (zone?: string) =>
      readFormPost(
        render,
        new URLSearchParams([
          ['full_name', 'Dana'],
          ['email', 'dana@example.com'],
          ['contact_method', 'sms'],
          ['meeting', '2030-01-15T10:00'],
          ...(zone ? [['meeting.zone', zone] as [string, string]] : []),
        ]),
        { locale: 'en' },
      );
    assert.equal((await post('Asia/Tokyo')).data?.meeting, '2030-01-15T10:00:00+09:00');
    assert.equal((await post('America/New_York')).data?.meeting, '2030-01-15T10:00:00-05:00');
    assert.equal((await post()).data?.meeting, '2030-01-15T10:00:00+00:00');
    // Shown again as chosen (an error elsewhere), so a second post reads the same instant.
    const kept = await readFormPost(
      render,
      new URLSearchParams([
        ['meeting', '2030-01-15T10:00'],
        ['meeting.zone', 'Asia/Tokyo'],
      ]),
      { locale: 'en' },
    );
    assert.equal(kept.data, undefined);
    assert.match(
      renderFormHtml(render, { values: kept.values, zones: kept.zones, errors: kept.errors }),
      /<option value="Asia\/Tokyo" selected>/,
    );
  });

  it('keeps the page language through a post: the action names it, the error page answers in it', async () => {
    const { render, url } = await renderOf('Every field type');
    const token = new URL(url).searchParams.get('t')!;
    const html = renderFormHtml(render, { token, locale: 'ar' });
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    assert.equal(new URL(action, 'http://x').searchParams.get('locale'), 'ar');
    const page = await postPage(
      `${h.server.origin}${new URL(action, h.server.origin).pathname}${new URL(action, 'http://x').search}`,
      [['_action', 'submit']],
    );
    assert.equal(page.status, 400);
    assert.match(page.html, /<html lang="ar" dir="rtl">/);
    assert.match(page.html, /هناك مشكلة/);
  });

  it('"Next" never sends: with nothing more to ask, the last page holds the submit button, labelled as the element labels it', async () => {
    const { render } = await renderOf('Event RSVP (gradient background)');
    const first = renderFormHtml(render, {});
    assert.match(first, /value="next">Next<\/button>/);
    const post = await readFormPost(
      render,
      new URLSearchParams([
        ['name', 'Bo'],
        ['attending', 'no'],
        ['_page', '0'],
        ['_action', 'next'],
      ]),
      { locale: 'en' },
    );
    assert.equal(post.data, undefined, 'not submitted');
    assert.equal(post.page, 1);
    const last = renderFormHtml(render, { values: post.values, page: post.page });
    assert.match(last, /<button type="submit" class="pf-btn pf-primary" name="_action" value="submit">RSVP<\/button>/);
    assert.doesNotMatch(last, /id="f-plus_ones"/, 'plus ones are not asked of those not coming');
    // Not a page of buttons only: it says why nothing is asked, and names the button that sends.
    assert.match(last, /<p class="pf-note pf-nothing" dir="auto">Nothing more to answer — press RSVP to send\.<\/p>/);
    assert.ok(last.indexOf('pf-nothing') < last.indexOf('value="submit">RSVP'), 'the note comes before the button');
    const es = renderFormHtml(render, { values: post.values, page: post.page, locale: 'es' });
    assert.match(es, /No hay nada más que responder: pulsa RSVP para enviar\./);
    // A last page that does ask something has no such note.
    const coming = renderFormHtml(render, { values: { name: 'Bo', attending: 'yes' }, page: 1 });
    assert.match(coming, /id="f-plus_ones"/);
    assert.doesNotMatch(coming, /pf-nothing/);
  });

  it('refuses a posted time zone it does not know, on its field, in the page language', async () => {
    const { render } = await renderOf('Every field type');
    const post = (zone: string, locale = 'en') =>
      readFormPost(
        render,
        new URLSearchParams([
          ['full_name', 'Dana'],
          ['email', 'dana@example.com'],
          ['contact_method', 'sms'],
          ['meeting', '2030-01-15T10:00'],
          ['meeting.zone', zone],
        ]),
        { locale },
      );
    const tampered = await post('Not/AZone');
    assert.equal(tampered.data, undefined, 'not read as UTC and sent');
    assert.deepEqual(tampered.errors, { meeting: 'Choose a time zone from the list' });
    const html = renderFormHtml(render, { values: tampered.values, zones: tampered.zones, errors: tampered.errors });
    assert.match(html, /<p class="pf-error" id="f-meeting-err">Choose a time zone from the list<\/p>/);
    assert.match(html, /<li><a href="#f-meeting">[^<]*: Choose a time zone from the list<\/a><\/li>/);
    assert.equal((await post('Not/AZone', 'es')).errors.meeting, 'Elige una zona horaria de la lista');
    assert.equal((await post('Not/AZone', 'ar')).errors.meeting, 'اختر منطقة زمنية من القائمة');
    // A known zone is no error.
    assert.deepEqual((await post('Asia/Tokyo')).errors, {});
  });

  it("shows the slider's scale and the checkboxes' rule", async () => {
    const { render } = await renderOf('Every field type');
    const html = renderFormHtml(render, {});
    // Its scale, not a value that nothing on the page could keep true as the slider moves.
    assert.match(html, /<span class="pf-value" id="f-budget-scale" aria-hidden="true">0 – 5,000<\/span>/);
    assert.match(
      renderFormHtml(render, { locale: 'es' }),
      /<span class="pf-value" id="f-budget-scale" aria-hidden="true">0 – 5000<\/span>/,
    );
    assert.doesNotMatch(html, /<output/);
    assert.doesNotMatch(html, /aria-valuetext/, 'a value told to screen readers goes stale once the slider moves');
    assert.match(html, /<p class="pf-help" id="f-interests-help"><span dir="auto">Choose up to 3\.<\/span><\/p>/);
    assert.match(html, /<fieldset class="pf-field pf-group" data-key="interests" aria-describedby="f-interests-help"/);
  });

  it('gives phone inputs a pattern that compiles with the v flag browsers use, and checks numbers', () => {
    const re = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
    for (const ok of ['(415) 555-0123', '+44 20 7946 0958', '415.555.0123']) assert.ok(re.test(ok), ok);
    for (const bad of ['call me', '12', '415/555']) assert.ok(!re.test(bad), bad);
  });

  it('counts fields, not errors, in the error summary', async () => {
    const { render } = await renderOf('Every field type');
    const post = await readFormPost(
      render,
      new URLSearchParams([
        ['full_name', 'Dana'],
        ['email', 'dana@example.com'],
        ['contact_method', 'sms'],
        ['interests', ''],
        ['interests', 'product'],
        ['interests', 'events'],
        ['interests', 'offers'],
        ['interests', 'research'],
        ['address.line1', '1 Market Street'],
      ]),
      { locale: 'en' },
    );
    assert.deepEqual(Object.keys(post.errors).sort(), ['address.city', 'address.country', 'interests']);
    const html = renderFormHtml(render, { values: post.values, errors: post.errors });
    assert.match(html, /Please correct 2 fields\./);
    assert.equal((html.match(/<li><a href=/g) ?? []).length, 3, 'each error is still listed');
  });
});
