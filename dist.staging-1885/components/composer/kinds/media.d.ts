import type { ContentKind } from './types.js';
export declare const media: ContentKind;
