import type { ResponseCheck } from './response-check.types.js';
export declare const responseCheck: ResponseCheck;
