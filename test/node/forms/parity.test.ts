/**
 * The parity harness (DESIGN §15): every demo form answered twice, in two sandboxes seeded alike, once as a
 * browser without scripts posts the hosted page (urlencoded fields as typed) and once as the element sends it
 * (`POST /forms/{id}/submit` JSON with the wire values): the stored submissions and the `FORM.SUBMISSION` events
 * must be the same, apart from ids, times and the client's address.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Form, FormSubmission } from '../../../src/schemas/forms.js';
import type { FormSubmissionEvent } from '../../../src/schemas/webhooks.js';
import { answerFor, postPage, startHarness, type Harness } from './helpers.js';

const TO = '+14155550142';

/** A record without what differs between two runs by design. */
function comparable(submission: FormSubmission) {
  const { id: _id, submitted_at: _at, user_agent: _ua, ip_address: _ip, ...rest } = submission;
  return rest;
}

/** An event without ids (each sandbox makes its own) and times. */
function comparableEvent(event: FormSubmissionEvent) {
  const { conversation, form, submission, ...rest } = event;
  return {
    ...rest,
    conversation: conversation && { from: conversation.from, to: conversation.to },
    form: { name: form.name },
    submission: comparable(submission),
  };
}

describe('the hosted page without scripts submits what the element submits', () => {
  let page: Harness;
  let element: Harness;
  let forms: Form[];
  /** The element's sandbox's form of the same name (ids are random). */
  let twin: Map<string, Form>;

  before(async () => {
    [page, element] = await Promise.all([startHarness(), startHarness()]);
    forms = await page.forms();
    twin = new Map((await element.forms()).map((f) => [f.name, f]));
    assert.deepEqual(
      forms.map((f) => f.name),
      forms.map((f) => twin.get(f.name)?.name),
      'both sandboxes are seeded alike',
    );
  });
  after(async () => {
    await Promise.all([page?.close(), element?.close()]);
  });

  it('covers every field type', () => {
    const types = new Set(forms.flatMap((f) => f.fields.map((field) => field.type)));
    assert.equal(types.size, 16, [...types].join(', '));
  });

  it('stores the same submission and fires the same FORM.SUBMISSION for every demo form', async () => {
    for (const form of forms) {
      const posted: [string, string][] = [];
      const wire: Record<string, unknown> = {};
      for (const field of form.fields) {
        const answer = answerFor(field);
        posted.push(...answer.posted);
        wire[field.key] = answer.wire;
      }
      const byPage = await page.send(form.id, TO);
      const other = twin.get(form.name)!;
      const byElement = await element.send(other.id, TO);

      const last = await postPage(byPage.url, [...posted, ['_page', '9'], ['_action', 'submit']]);
      const json = await element.api<{ submission: FormSubmission }>(
        'POST',
        `/forms/${other.id}/submit`,
        { data: wire },
        byElement.token,
      );
      assert.equal(json.status, 201, `${form.name}: the element's path: ${JSON.stringify(json.body)}`);
      assert.ok(
        last.status === 201 || last.status === 303,
        `${form.name}: the page without scripts answered ${last.status}: ${last.html.match(/pf-error[^<]*<[^<]*/g)}`,
      );

      const stored = (h: Harness, id: string) =>
        h.api<{ data: FormSubmission[] }>('POST', `/forms/${id}/submissions/list`, {}).then((r) => r.body.data);
      const [fromPage, fromElement] = await Promise.all([stored(page, form.id), stored(element, other.id)]);
      assert.equal(fromPage.length, 1, form.name);
      assert.deepEqual(comparable(fromPage[0]!), comparable(fromElement[0]!), form.name);
    }
    assert.equal(page.events.length, forms.length, 'one FORM.SUBMISSION per form');
    assert.deepEqual(page.events.map(comparableEvent), element.events.map(comparableEvent));
  });
});
