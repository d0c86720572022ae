/** The outbox panel in Arabic (right-to-left); comes with the panel's chunk (see `outbox.ts`). */
import type { Translation } from './index.js';
import type { OutboxKey } from './outbox.js';

const ar: Translation<OutboxKey> = {
  heading: 'في انتظار الإرسال ({count})',
  notSent: 'لم يُرسل',
  since: 'في الانتظار منذ {time}. سيُرسل عند عودة الاتصال.',
  sinceFault: 'في الانتظار منذ {time}. واجهت الخدمة مشكلة؛ ستُعاد المحاولة تلقائيًا.',
  sinceAny: 'في الانتظار منذ {time}. ستُعاد المحاولة تلقائيًا.',
  sending: 'جارٍ الإرسال…',
  failed: 'لم يُرسل: {reason}',
  cancel: 'إلغاء',
  cancelLabel: 'إلغاء إرسال «{text}»',
  dismiss: 'تجاهل',
  dismissLabel: 'تجاهل «{text}»',
};

export default ar;
