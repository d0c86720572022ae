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
  phone: 'رقم الهاتف',
  loading: 'جارٍ تحميل جهة الاتصال…',
  loadError: 'تعذّر تحميل جهة الاتصال: {reason}',
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
