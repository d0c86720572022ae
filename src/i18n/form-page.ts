/**
 * Words of the form page as a server renders it (`renderFormHtml`, the hosted page without scripts) and of the
 * draft actions the element adds to it, beyond the element's own catalog (`form.ts`). English, Spanish, Arabic.
 */
import type { Translation } from './index.js';

const en = {
  saveDraft: 'Save and finish later',
  draftSaved: 'Your answers are saved. Open this link again, on any device, to finish.',
  textLink: 'Text me a link to finish',
  linkTexted: 'We texted the link to {to}. Open it on any device to finish.',
  pageOf: 'Page {n} of {count}',
  skipToForm: 'Skip to the form',
  errorsTitle: 'There is a problem',
} as const;

export type FormPageMessageKey = keyof typeof en;

const es: Translation<FormPageMessageKey> = {
  saveDraft: 'Guardar y terminar más tarde',
  draftSaved: 'Tus respuestas se han guardado. Abre este enlace de nuevo, en cualquier dispositivo, para terminar.',
  textLink: 'Envíame un enlace por SMS para terminar',
  linkTexted: 'Enviamos el enlace a {to}. Ábrelo en cualquier dispositivo para terminar.',
  pageOf: 'Página {n} de {count}',
  skipToForm: 'Ir al formulario',
  errorsTitle: 'Hay un problema',
};

const ar: Translation<FormPageMessageKey> = {
  saveDraft: 'احفظ وأكمل لاحقًا',
  draftSaved: 'تم حفظ إجاباتك. افتح هذا الرابط مرة أخرى، على أي جهاز، لإكمال النموذج.',
  textLink: 'أرسل لي رابطًا لإكمال النموذج',
  linkTexted: 'أرسلنا الرابط إلى {to}. افتحه على أي جهاز لإكمال النموذج.',
  pageOf: 'الصفحة {n} من {count}',
  skipToForm: 'انتقل إلى النموذج',
  errorsTitle: 'هناك مشكلة',
};

export const formPageMessages: Record<'en' | 'es' | 'ar', Record<FormPageMessageKey, string>> = { en, es, ar };
