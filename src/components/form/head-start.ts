/** `<parley-form>`'s head start (api/head-start.ts), alone: its first read (first-read.ts). */
import { headStarts } from '../../api/head-start.js';
import { formFirstRead } from './first-read.js';

headStarts([formFirstRead]);
