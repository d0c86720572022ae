import { MMS_FILE_TYPES, RCS_FILE_TYPES, unsupportedReason } from '../../schemas/messages.js';
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { SandboxServices } from '../app.js';
/**
 * The sandbox's price list (USD), what `estimatedCost` reports. Documented in docs/sandbox.md; it mirrors common
 * US list prices so estimates look plausible, and no request ever spends anything.
 */
export declare const COST_TABLE: {
    readonly currency: "USD";
    /** Per SMS segment. */
    readonly smsSegment: 0.0079;
    /** Per MMS message (one message whatever its size). */
    readonly mms: 0.02;
    /** RCS "basic" message: text only, at most 160 characters, no suggestions. */
    readonly rcsBasic: 0.0035;
    /** Any other RCS message (longer text, media, card, carousel, suggestions). */
    readonly rcsRich: 0.01;
};
/** Kept here for importers; the rule set lives in src/schemas/messages.ts (one place for validation and sends). */
export { MMS_FILE_TYPES, RCS_FILE_TYPES, unsupportedReason };
export declare function registerMessageRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth, services: SandboxServices): void;
