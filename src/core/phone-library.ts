/**
 * The phone library's code, in one place: libphonenumber-js's functions without metadata (`libphonenumber-js/core`),
 * each given the metadata it reads as its last argument (`phone.ts`). The metadata comes apart: the whole "max" set
 * (`phone-metadata-all.ts`, measured in docs/decisions/017-phone-metadata.md) for `loadPhoneSupport()`, or the
 * numbering plans of the calling codes in use (`phone-metadata/`, `phone-plans.ts`) for a form's phone fields.
 * `phone.ts` imports this module only dynamically, so it is a chunk of its own in users' bundles, and the CDN build
 * (vite.config.ts) builds it as `dist/cdn/parley-phone.js` with these same named exports.
 */
export { AsYouType, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/core';
export type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
