/**
 * Delivery-status icons of outbound bubbles: small inline SVGs drawn in `currentColor`, so they
 * take the bubble's text colour in every theme. Decorative (`aria-hidden`): the status is also given as text.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Message } from '../../schemas/messages.js';

const CHECK = svg`<path d="M2.5 8.5l3 3 6-7" />`;
const PATHS: Partial<Record<Message['status'] | 'CLOCK', SVGTemplateResult>> = {
  SENT: CHECK,
  DELIVERED: svg`<path d="M1 8.5l3 3 6-7" /><path d="M7.5 11.5l6-7" />`,
  // Read: the double tick in a filled disc, telling it apart from "delivered" without relying on colour.
  READ: svg`<circle cx="8" cy="8" r="7.5" fill="currentColor" stroke="none" /><path d="M3.5 8.5l2 2 4.2-5" stroke="var(--_icon-knockout)" /><path d="M8 10.5l4.2-5" stroke="var(--_icon-knockout)" />`,
  FAILED: svg`<path d="M8 1.5l7 12.5H1z" /><path d="M8 6v3.5M8 11.5v.5" />`,
  CLOCK: svg`<circle cx="8" cy="8" r="6.5" /><path d="M8 4.5V8l2.5 1.5" />`,
  QUEUED: svg`<path d="M4 1.5h8M4 14.5h8M5 1.5c0 4 6 4.5 6 6.5s-6 2.5-6 6.5M11 1.5c0 4-6 4.5-6 6.5s6 2.5 6 6.5" />`,
  FALLBACK_SENT: CHECK,
  CANCELLED: svg`<circle cx="8" cy="8" r="6.5" /><path d="M3.5 12.5l9-9" />`,
};

/** The icon of a status (SCHEDULED draws a clock); nothing for statuses without one (inbound). */
export function statusIcon(status: Message['status']): TemplateResult | null {
  const path = PATHS[status === 'SCHEDULED' ? 'CLOCK' : status];
  if (!path) return null;
  return html`<svg class="status-icon ${status.toLowerCase()}" part="status-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"
    fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`;
}
