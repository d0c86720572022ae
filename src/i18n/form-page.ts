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
  errTimeZone: 'Choose a time zone from the list',
  nothingMore: 'Nothing more to answer — press {button} to send.',
  addressHintNoScript: 'Fill in the fields yourself.',
  phoneHintNoScript: 'Numbers are read as {country} numbers unless they start with\u00a0+ and the country code.',
  phoneHintNoScriptE164: 'Start with\u00a0+ and the country code.',
  zoneHintNoScript: 'The time is read in the time zone chosen with it: {zone}, unless you choose another.',
} as const;

export type FormPageMessageKey = keyof typeof en;

const es: Translation<FormPageMessageKey> = {
  pageOf: 'Página {n} de {count}',
  skipToForm: 'Ir al formulario',
  errorsTitle: 'Hay un problema',
  errTimeZone: 'Elige una zona horaria de la lista',
  nothingMore: 'No hay nada más que responder: pulsa {button} para enviar.',
  addressHintNoScript: 'Rellena los campos tú mismo.',
  phoneHintNoScript: 'Los números se leen como de {country} salvo que empiecen con\u00a0+ y el código del país.',
  phoneHintNoScriptE164: 'Empieza con\u00a0+ y el código del país.',
  zoneHintNoScript: 'La hora se lee en la zona horaria elegida junto a ella: {zone}, salvo que elijas otra.',
};

const ar: Translation<FormPageMessageKey> = {
  pageOf: 'الصفحة {n} من {count}',
  skipToForm: 'انتقل إلى النموذج',
  errorsTitle: 'هناك مشكلة',
  errTimeZone: 'اختر منطقة زمنية من القائمة',
  nothingMore: 'لا يوجد ما تجيب عنه بعد الآن — اضغط {button} للإرسال.',
  addressHintNoScript: 'املأ الحقول بنفسك.',
  phoneHintNoScript: 'تُقرأ الأرقام على أنها من {country} ما لم تبدأ بعلامة\u00a0+ ورمز البلد.',
  phoneHintNoScriptE164: 'ابدأ بعلامة\u00a0+ ورمز البلد.',
  zoneHintNoScript: 'يُقرأ الوقت في المنطقة الزمنية المختارة معه: {zone}، ما لم تختر غيرها.',
};

export const formPageMessages: Record<'en' | 'es' | 'ar', Record<FormPageMessageKey, string>> = { en, es, ar };
