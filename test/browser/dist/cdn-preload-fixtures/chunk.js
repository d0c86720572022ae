// A lazy chunk for cdn-preload-helper.test.ts: it imports `dep.js`, as a CDN chunk imports the chunks it shares.
import { dep } from './dep.js';

export const chunk = `chunk with ${dep}`;
