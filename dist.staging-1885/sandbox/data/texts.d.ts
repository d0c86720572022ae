/**
 * Demo message texts per brand: what the business says and what customers answer. `{name}` is the contact's given
 * name. Deliberately mixed: plain GSM-7 text, accents and emoji (UCS-2), long texts that need several SMS segments.
 */
export interface BrandTexts {
    outbound: readonly string[];
    inbound: readonly string[];
}
export declare const COFFEE_TEXTS: BrandTexts;
export declare const TRAVEL_TEXTS: BrandTexts;
