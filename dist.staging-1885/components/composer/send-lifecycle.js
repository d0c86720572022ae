import { isApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { OutboxController } from '../../controllers/outbox.js';
import { ParleyChangeEvent } from '../../events/change.js';
import { MessageSendEvent } from '../../events/message-send.js';
import { MessageSentEvent } from '../../events/message-sent.js';
import { ParleyErrorEvent, toError } from '../../events/parley-error.js';
import { emptyDraft, toDraft } from './kinds/index.js';
import { describeError, renderStatus } from './result.js';
import { settled, StatusTracker } from './status-tracker.js';
import { cardText, resultCard } from './summary.js';
export class SendLifecycle {
    element;
    editor;
    voice;
    draft;
    stored;
    /** Sends kept while the service is unreachable ("Waiting to send"), sent later with their key. */
    outbox;
    #phase = 'idle';
    #result;
    #sent;
    #error;
    #inflight;
    #tracker;
    /**
     * `stored` keeps the pending send (its key) with the draft, so a reload retries with it; `draft` is the element's
     * judgement of the draft (what is sent, and whether it may be).
     */
    constructor(element, editor, voice, draft, stored) {
        this.element = element;
        this.editor = editor;
        this.voice = voice;
        this.draft = draft;
        this.stored = stored;
        this.outbox = new OutboxController(element, {
            client: () => element.api,
            mine: (i) => i.kind === 'send' && i.baseUrl === element.api.baseUrl,
            locale: voice.locale,
        });
        element.addController(this);
    }
    /** Where the last send stands. */
    get phase() {
        return this.#phase;
    }
    /** The last message sent, its status kept live. */
    get result() {
        return this.#result;
    }
    /** The last successful send while the lifecycle has one (the summary compares the draft with it). */
    get sent() {
        return this.#sent;
    }
    #set(phase) {
        this.#phase = phase;
        this.element.requestUpdate();
    }
    hostConnected() {
        // Connected again while a sent message was still on its way: follow it again.
        if (this.#result && this.#phase === 'sent')
            this.#track(this.#result);
    }
    /** The sender changed: a failed send's error belonged to the old one. */
    senderChanged() {
        if (this.#phase === 'failed')
            this.#set('idle');
    }
    /** One send at a time: a second call while sending joins the first. */
    send() {
        this.#inflight ??= this.#send().finally(() => (this.#inflight = undefined));
        return this.#inflight;
    }
    async #send() {
        const { element, editor, voice, draft, stored } = this;
        // Only an unsendable draft waits (for the problems to show): a sendable one turns busy in this very tick.
        const refused = draft.problems(draft.request()) ? await draft.refuse() : undefined;
        if (refused)
            throw refused;
        const request = draft.request();
        if (!element.dispatchEvent(new MessageSendEvent(draft.wire(request)))) {
            throw new DOMException('A parley-message-send listener cancelled the send', 'AbortError');
        }
        const body = JSON.stringify(request);
        if (stored.pending?.body !== body)
            stored.pending = { body, key: newIdempotencyKey() };
        stored.flush();
        this.#set('sending');
        voice.announce(voice.t('sending'));
        const key = stored.pending.key;
        let prepared = request;
        let wire = request;
        try {
            prepared = await draft.prepare(request, key);
            // A phone-number sender: the SMS/MMS part as its own message (`POST /send` with type SMS or MMS).
            wire = draft.wire(prepared);
            const message = await element.api.send(wire, { idempotencyKey: key });
            stored.pending = undefined;
            this.#result = message;
            this.#sent = { request, body, prepared };
            if (request.fallback?.from)
                editor.fallbackFrom = request.fallback.from;
            this.#set(message.status === 'SCHEDULED' ? 'scheduled' : 'sent');
            // The editors keep what was sent (the result panel offers "Send another" and "Edit and resend"); the stored
            // draft is dropped unless the user edited during the send, so a reload does not bring back a sent message.
            if (JSON.stringify(draft.request()) === body)
                stored.clear();
            else
                stored.save();
            editor.showAll = false;
            voice.announce(this.#text(message));
            element.dispatchEvent(new MessageSentEvent({ message, conversationId: message.conversationId, idempotencyKey: key }));
            // A scheduled one joins the scheduled list, which lists again on this event (`schedule-list.ts`).
            if (message.status !== 'SCHEDULED')
                this.#track(message);
            return message;
        }
        catch (error) {
            // The service unreachable: the outbox keeps the send with its key and sends it once it is back.
            const kept = !!(await this.outbox.keep(error, {
                kind: 'send',
                queue: `${prepared.from}>${prepared.to}`,
                method: 'POST',
                path: '/send',
                body: wire,
                idempotencyKey: key,
            }));
            this.#error = error;
            if (isApiError(error))
                editor.serverErrors = error.fieldErrors;
            this.#set(kept ? 'idle' : 'failed');
            if (!kept)
                voice.announce(this.#failure());
            element.dispatchEvent(new ParleyErrorEvent({ error: toError(error), action: 'send' }));
            throw error;
        }
    }
    /** Why the send failed, in words. */
    #failure() {
        const { t } = this.voice;
        return t('failed', { reason: describeError(t, this.#error) });
    }
    /** The result card's sentence for `m` in the current phase (the card shows the same: `deriveSummary`). */
    #text(m) {
        const card = resultCard(this.#phase, m, this.voice.locale());
        return card ? cardText(this.voice.t, card) : '';
    }
    #track(message) {
        const { element } = this;
        // Settled already, or the element left the page (connecting again tracks it again).
        if (settled(message) || !element.isConnected)
            return;
        this.#tracker ??= new StatusTracker(element, {
            api: () => element.api,
            update: (m) => {
                const before = this.#result && this.#text(this.#result);
                this.#result = m;
                element.requestUpdate();
                const now = this.#text(m);
                if (before !== now)
                    this.voice.announce(now);
            },
        });
        void this.#tracker.track(message);
    }
    /**
     * A scheduled message is no longer scheduled (from the scheduled list): cancelled, or sent before its cancellation
     * arrived. When it is the one just sent, the result says so: cancelled offers "Edit and reschedule" (the draft,
     * unchanged, can be scheduled again); sent shows its real status, followed live like any sent message.
     */
    unscheduled(message) {
        if (this.#result?.id !== message.id)
            return;
        this.#result = { ...this.#result, ...message };
        if (message.status === 'CANCELLED')
            return this.#set('cancelled');
        this.#set('sent');
        this.#track(this.#result);
    }
    /** "Send another": an empty composer; the fallback box unticked (its sender is offered again when ticked). */
    #again() {
        this.editor.draft = emptyDraft();
        this.#reset();
        this.stored.clear();
    }
    /** "Edit and resend": what was sent back in the editors, to change and send as a new message. */
    #reuse() {
        const { editor, element } = this;
        if (this.#sent)
            editor.draft = toDraft({ ...this.#sent.request, ...(element.to ? { to: undefined } : {}) });
        this.#reset();
        this.stored.save();
    }
    #reset() {
        const { editor, element } = this;
        editor.untouch();
        editor.showAll = false;
        this.stored.pending = undefined;
        this.#set('idle');
        element.dispatchEvent(new ParleyChangeEvent({ value: element.value }));
        void element.updateComplete.then(() => element.renderRoot.querySelector('.content input, .content textarea, #f-to')?.focus());
    }
    /** Beside Send: progress, the failure with Retry, or the result panel saying `card` (the summary's, of this phase). */
    render(card) {
        return renderStatus({
            t: this.voice.t,
            phase: this.#phase,
            message: this.#result,
            card,
            failure: this.#phase === 'failed' ? this.#failure() : '',
            retry: () => void this.send().catch(() => { }),
            again: () => this.#again(),
            reuse: () => this.#reuse(),
        });
    }
}
