/**
 * zod/mini ships no locale, so its default message is "Invalid input". Server-side entries (the sandbox, the Node
 * helper) import this module once so that every 400 body says exactly what is wrong. Browser bundles skip it: the
 * elements show their own i18n text.
 */
import en from 'zod/v4/locales/en.js';
import * as z from './zod.js';
z.config(en());
