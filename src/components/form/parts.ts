/**
 * The session's lazy modules, on the element's one loader (`lazy.ts`): every field type's (`fields/registry.ts`),
 * the steps layout, the rules and the answer summary. Each controller of the session loads the ones it uses.
 */
import { FIELD_KINDS } from './fields/registry.js';
import { FormParts } from './lazy.js';

export const parts = {
  ...FIELD_KINDS,
  steps: () => import('./steps.js'),
  validation: () => import('./validation.js'),
  answers: () => import('./answers.js'),
};

export type SessionParts = FormParts<typeof parts>;
