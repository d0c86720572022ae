/**
 * libphonenumber-js's whole "max" metadata (every numbering plan, about 40 kB gzip) as one module loaded on first
 * use: what `loadPhoneSupport()` reads any number with (the composer's recipients, servers). A form's phone fields
 * load only the plans of the calling codes in use instead (`phone-plans.ts`).
 */
export { default } from 'libphonenumber-js/max/metadata';
