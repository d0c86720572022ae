import type { ContentKind } from './types.js';
export declare const card: ContentKind;
