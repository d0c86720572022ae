/**
 * What a screen reader would be told, and what a host would hear, along one send path: every live region of an
 * element's shadow root (any `aria-live`, `role=status|alert|log`, wherever it sits and whenever it appears) and every
 * `parley-message-sent` the element fires. A region read whole (`aria-atomic`, `status`, `alert`) is recorded whole
 * each time it changes or gets new nodes; one read by additions (`role=log`) records each node added. Texts are
 * whitespace-collapsed, without the invisible bidi isolates (U+2066–2069) the elements wrap names and numbers in.
 */
import type { MessageSentDetail } from '../../../src/events/message-sent.js';

export interface Said {
  politeness: 'polite' | 'assertive';
  text: string;
}

export interface Heard {
  /** The message's text (or RCS text), its conversation and the send's key, as the event's detail said them. */
  text: string | undefined;
  messageId: string;
  conversationId: string;
  idempotencyKey: string;
}

const REGION = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

const words = (node: Node) =>
  (node.textContent ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function politenessOf(region: Element): Said['politeness'] {
  const live = region.getAttribute('aria-live');
  if (live === 'assertive' || live === 'polite') return live;
  return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
}

/** Whether the region is read whole on a change (explicitly, or as `status` and `alert` are by default). */
function atomic(region: Element): boolean {
  const set = region.getAttribute('aria-atomic');
  if (set) return set === 'true';
  return ['status', 'alert'].includes(region.getAttribute('role') ?? '');
}

export function recordLiveRegions(root: ShadowRoot): { said: Said[]; stop(): void } {
  const said: Said[] = [];
  const last = new WeakMap<Element, string>();
  const say = (region: Element, text: string) => {
    if (text) said.push({ politeness: politenessOf(region), text });
  };
  const observer = new MutationObserver((records) => {
    // Regions read whole: once per batch, when their text changed or a node was added to them.
    const whole = new Set<Element>();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = target?.closest(REGION);
      if (region) {
        if (atomic(region)) whole.add(region);
        else if (record.type === 'characterData') say(region, words(record.target));
        else for (const node of record.addedNodes) say(region, words(node));
      }
      // A region that appears with words (an alert, a status line shown with its first text).
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const inner of [node, ...node.querySelectorAll(REGION)])
          if (inner.matches(REGION) && inner.parentElement?.closest(REGION) === null) whole.add(inner);
      }
    }
    for (const region of whole) {
      const text = words(region);
      const before = last.get(region);
      last.set(region, text);
      const added = records.some((r) => r.type === 'childList' && r.addedNodes.length && region.contains(r.target));
      if (text && (text !== before || added) && region.isConnected) say(region, text);
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}

/** Every `parley-message-sent` of `el` from now on, in order. */
export function recordSentEvents(el: HTMLElement): Heard[] {
  const heard: Heard[] = [];
  el.addEventListener('parley-message-sent', (event) => {
    const { message, conversationId, idempotencyKey } = (event as CustomEvent<MessageSentDetail>).detail;
    heard.push({ text: message.text ?? message.rcs?.text, messageId: message.id, conversationId, idempotencyKey });
  });
  return heard;
}
