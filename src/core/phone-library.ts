/**
 * The phone library, in one place: libphonenumber-js with its metadata set ("max": the most accurate, measured in
 * docs/decisions/017-phone-metadata.md, for about 20 kB gzip more, loaded on first use only). `phone.ts` imports
 * this module only dynamically, so it is a chunk of its own in users' bundles, and the CDN build (vite.config.ts) builds it as
 * `dist/cdn/parley-phone.js` with these same named exports. Changing the metadata set here changes it everywhere.
 */
export {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
export type { CountryCode } from 'libphonenumber-js/max';
