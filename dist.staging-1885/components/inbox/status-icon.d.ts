/**
 * Delivery-status icons of outbound bubbles (issue 17 point 13): small inline SVGs drawn in `currentColor`, so they
 * take the bubble's text colour in every theme. Decorative (`aria-hidden`): the status is also given as text.
 */
import { type TemplateResult } from 'lit';
import type { Message } from '../../schemas/messages.js';
/** The icon of a status (SCHEDULED draws a clock); nothing for statuses without one (inbound). */
export declare function statusIcon(status: Message['status']): TemplateResult | null;
