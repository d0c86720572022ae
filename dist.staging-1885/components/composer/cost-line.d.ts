/**
 * The composer's one cost line, in the service's own figures: the RCS message, and what the fallback would cost if it
 * is used (each from its validation call, so they never disagree with the service). With `later.ts`.
 */
import { nothing } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import type { ServiceValidation } from '../../controllers/service-validation.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';
import type { Problem } from './model.js';
type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
export declare function costLine(t: T, locale: string, rcsCheck: {
    result?: ValidationResult | undefined;
    pending: boolean;
}, leg: ValidationResult | undefined, fallback: SendRequest['fallback']): import("lit-html").TemplateResult<1> | typeof nothing;
/**
 * Asks the service for the cost of the draft as it stands (each check calls again only when its body changed): the
 * RCS message with its fallback, unless it has problems or goes as SMS/MMS alone; and the fallback (or SMS/MMS
 * message) on its own, as SMS or MMS.
 */
export declare function requestCosts(checks: {
    rcs: ServiceValidation<ValidationResult>;
    fallback: ServiceValidation<ValidationResult>;
}, request: SendRequest, problems: readonly Problem[], smsOnly: boolean, api: ParleyClient | undefined): void;
export {};
