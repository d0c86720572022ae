/**
 * Words of the form page as a server renders it (`renderFormHtml`, the hosted page without scripts) beyond the
 * element's own catalog (`form.ts`, whose words the page uses too, the draft actions' included). English, Spanish,
 * Arabic.
 */
import type { Translation } from './words.js';

const en = {
  pageOf: 'Page {n} of {count}',
  skipToForm: 'Skip to the form',
  errorsTitle: 'There is a problem',
} as const;

export type FormPageMessageKey = keyof typeof en;

const es: Translation<FormPageMessageKey> = {
  pageOf: 'Página {n} de {count}',
  skipToForm: 'Ir al formulario',
  errorsTitle: 'Hay un problema',
};

const ar: Translation<FormPageMessageKey> = {
  pageOf: 'الصفحة {n} من {count}',
  skipToForm: 'انتقل إلى النموذج',
  errorsTitle: 'هناك مشكلة',
};

export const formPageMessages: Record<'en' | 'es' | 'ar', Record<FormPageMessageKey, string>> = { en, es, ar };
