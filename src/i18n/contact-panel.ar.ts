/** `<parley-contact-panel>` in Arabic (right-to-left); loaded on demand. */
import type { Translation } from './index.js';
import type { ContactPanelKey } from './contact-panel.js';

const ar: Translation<ContactPanelKey> = {
  contact: 'جهة الاتصال',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  tags: 'الوسوم',
  tagsHint: 'افصل بين الوسوم بفواصل',
  description: 'الوصف',
  audiences: 'الجماهير',
  noAudiences: 'ليست في أي جمهور',
  // Six forms: after 3–10 the plural (جماهير), after 11–99 the accusative singular, after 100+ the singular.
  audienceCount:
    'zero: ليست في أي جمهور|one: في جمهور واحد|two: في جمهورين|few: في {count} جماهير|many: في {count} جمهورًا|other: في {count} جمهور',
  audiencesOther:
    'zero: ولا جمهور آخر|one: وجمهور آخر واحد|two: وجمهوران آخران|few: و{count} جماهير أخرى|many: و{count} جمهورًا آخر|other: و{count} جمهور آخر',
  phone: 'رقم الهاتف',
  loading: 'جارٍ تحميل جهة الاتصال…',
  loadError: 'تعذّر تحميل جهة الاتصال: {reason}',
  sessionError: 'انتهت جلستك وتعذّر تجديدها.',
  errNetwork: 'تعذّر الوصول إلى الخدمة. تحقّق من الاتصال وأعد المحاولة.',
  errServer: 'واجهت الخدمة مشكلة. أعد المحاولة بعد قليل.',
  errBusy: 'طلبات كثيرة في وقت واحد. أعد المحاولة بعد قليل.',
  errSession: 'انتهت جلستك وتعذّر تجديدها.',
  errPlan: 'لا تتضمن خطتك جهات الاتصال.',
  errNotFound: 'جهة الاتصال هذه لم تعد موجودة.',
  errRefused: 'لم تقبلها الخدمة. راجع الحقل المحدد.',
  errOther: 'حدث خطأ ما. أعد المحاولة.',
  noCredentials: 'لا يوجد رمز لهذا العنصر: عيّن token أو token-url أو tokenProvider.',
  threadsError: 'تعذّر تحميل المحادثات مع جهة الاتصال هذه: {reason}',
  fieldEmail: 'أدخل عنوان بريد إلكتروني مثل ana@example.com.',
  fieldTooLong: '{max} حرفًا على الأكثر.',
  fieldTooManyTags: '{max} وسمًا على الأكثر.',
  fieldTagTooLong: 'لكل وسم {max} حرفًا على الأكثر.',
  fieldTagRepeat: 'يُكتب كل وسم مرة واحدة فقط.',
  fieldTagInvalid: 'لا يمكن أن يحتوي الوسم على أحرف تحكّم.',
  fieldRefused: 'لم تقبل الخدمة هذه القيمة.',
  retry: 'إعادة المحاولة',
  saving: 'جارٍ الحفظ…',
  saved: 'تم الحفظ',
  saveError: 'لم يُحفظ: {reason}',
  readOnly: 'للقراءة فقط',
  noContact: 'لا توجد جهة اتصال لهذا الرقم.',
  invalid: 'صحّح الحقل المحدد للحفظ.',
  threads: 'المحادثات',
  threadsLoading: 'جارٍ تحميل المحادثات…',
  noThreads: 'لا توجد محادثات مع جهة الاتصال هذه بعد.',
  none: '—',
  channelRcs: 'RCS',
  channelSms: 'SMS/MMS',
};
export default ar;
