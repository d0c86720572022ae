/** axe in every state the composer can be in, light and dark, LTR and RTL. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { BASE_URL, startTestSandbox, gatedClient } from '../helpers/sandbox.js';
import { $, $$, AGENT, NO_RCS, PHONE, RCS_USER, choose, fill, mount, text } from './helpers.js';

const carrier = { carrierDelays: { sent: 10, delivered: 20, read: 30 } };

async function richDraft(el: ParleyComposer): Promise<void> {
  el.value = {
    type: 'RCS',
    from: AGENT,
    to: NO_RCS,
    rcs: {
      carousel: {
        cardWidth: 'MEDIUM',
        cards: [
          {
            title: 'Lisbon',
            description: 'Three nights',
            media: { url: 'https://example.com/l.jpg', height: 'TALL' },
            suggestions: [{ type: 'reply', text: 'Book' }],
          },
          { title: 'Porto', suggestions: [{ type: 'openUrl', text: 'Details', url: 'https://example.com/porto' }] },
        ],
      },
      suggestions: [
        { type: 'dial', text: 'Call us', phoneNumber: '+14155550100' },
        { type: 'viewLocation', text: 'Office', latitude: 38.7, longitude: -9.1 },
        {
          type: 'createCalendarEvent',
          text: 'Remind me',
          title: 'Trip',
          startTime: '2030-01-01T10:00:00Z',
          endTime: '2030-01-01T11:00:00Z',
        },
      ],
    },
    fallback: {
      from: PHONE,
      text: 'Trips to Lisbon and Porto: example.com/trips',
      mediaUrls: ['https://example.com/map.png'],
    },
  };
  await el.updateComplete;
}

describe('<parley-composer> accessibility', () => {
  it('empty', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('errors shown (after a refused send), with invalid fields described by their messages', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'card');
    await fill(el, 'rcs.card.title', 'x'.repeat(201));
    await el.send().catch(() => {});
    await el.updateComplete;
    expect($$(el, '[aria-invalid="true"]').length).to.be.greaterThan(0);
    for (const field of $$(el, '[aria-invalid="true"]')) {
      const ids = field.getAttribute('aria-describedby')!.split(' ');
      expect(ids.some((id) => el.shadowRoot!.getElementById(id)?.getAttribute('part') === 'error')).to.equal(true);
    }
    expect(text(el, '[part~="errors"]')).to.contain('Cannot send');
    await expect(el).to.be.accessible();
  });

  it('carousel with every suggestion type, fallback (MMS) and schedule', async () => {
    const { el } = await mount({ to: NO_RCS });
    await richDraft(el);
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('sending, then sent with live status', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const { client, release } = gatedClient(box, '/send');
    const { el } = await mount({ to: NO_RCS, box: { ...box, client } });
    await richDraft(el);
    const sending = el.send();
    await el.updateComplete;
    expect(el.phase).to.equal('sending');
    expect($<HTMLButtonElement>(el, '[part~="send-button"]').getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    release();
    await sending;
    await waitUntil(() => el.result?.status === 'FALLBACK_SENT', 'no fallback', { timeout: 8000 });
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('failed, with retry', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      retry: { retries: 0 },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        // A refusal: a 5xx would be kept by the outbox instead (reliability/outbox.test.ts).
        if (request.url.endsWith('/send'))
          return new Response(JSON.stringify({ error: 'Sender paused' }), { status: 409 });
        return box.fetch(request);
      },
    });
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'Hello');
    await el.send().catch(() => {});
    await el.updateComplete;
    expect(text(el, '[part~="status"]')).to.contain('Not sent');
    // Read out assertively, naming the control that sends it again.
    expect(text(el, '[aria-live="assertive"]')).to.equal(
      'Message not sent: something went wrong; retry. Press Retry to send it again.',
    );
    await expect(el).to.be.accessible();
  });

  it('scheduled list', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Later');
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    await el.send();
    await waitUntil(() => $$(el, '[part~="scheduled"] li').length > 0, 'no list', { timeout: 4000 });
    await expect(el).to.be.accessible();
  });

  it('dark theme', async () => {
    const { el } = await mount({ to: NO_RCS, theme: 'dark' });
    await richDraft(el);
    await el.send().catch(() => {});
    await expect(el).to.be.accessible();
  });

  it('Spanish, and Arabic right to left', async () => {
    const es = await mount({ to: NO_RCS, locale: 'es' });
    await richDraft(es.el);
    expect(text(es.el, '[part~="send-button"]')).to.equal('Enviar');
    await expect(es.el).to.be.accessible();

    const ar = await mount({ to: RCS_USER, locale: 'ar' });
    await choose(ar.el, 'carousel');
    await ar.el.send().catch(() => {});
    await ar.el.updateComplete;
    expect(ar.el.getAttribute('dir')).to.equal('rtl');
    expect(text(ar.el, '[part~="send-button"]')).to.equal('إرسال');
    await expect(ar.el).to.be.accessible();
  });
});
