/**
 * The script tag's module (`dist/cdn/parley.js`, built by scripts/build.ts): `@parley/embeds` as `src/index.ts`
 * exports it, with the page's token requests started first (`api/early-token.ts`, evaluated before the elements'
 * modules because it is imported first).
 */
import './api/early-token.js';

export * from './index.js';
