/** Issue-14 pieces in Arabic (right-to-left); loaded on demand. */
import type { Translation } from './index.js';
import type { RcsKey } from './rcs.js';

const ar: Translation<RcsKey> = {
  clicks: 'نقرة واحدة|{count} نقرات',
  showClicks: 'تفاصيل النقرات على هذا الرابط',
  title: 'نقرات الرابط',
  unique: 'زائر فريد واحد|{count} زوار فريدون',
  lastClick: 'آخر نقرة {time}',
  neverClicked: 'لم يُنقر بعد',
  chartLabel: 'النقرات يوميًا من {first} إلى {last}: {summary}',
  noChart: 'لا توجد نقرات بعد.',
  day: 'اليوم',
  dayClicks: 'النقرات',
  close: 'إغلاق',
  loading: 'جارٍ التحميل…',
  planError: 'لا تتضمن خطتك {feature}. اطلب من مالك الحساب الترقية.',
  featureLinks: 'تحليلات الروابط',
  featureAgents: 'تفاصيل وكلاء RCS',
  authError: 'انتهت جلستك وتعذّر تجديدها.',
  linkNotFound: 'هذا الرابط لم يعد موجودًا.',
  agentNotFound: 'لم يُعثر على وكيل RCS هذا.',
  loadError: 'تعذّر التحميل: {reason}',
  retry: 'إعادة المحاولة',
  verified: 'موثّق',
  launches: 'الإطلاق حسب المشغّل',
  LAUNCHED: 'تم الإطلاق',
  PENDING: 'قيد الانتظار',
  NOT_LAUNCHED: 'لم يُطلق',
  CARRIER_A: 'المشغّل A',
  CARRIER_B: 'المشغّل B',
  CARRIER_C: 'المشغّل C',
  OTHERS: 'مشغّلون آخرون',
  fallbackWarning: 'يتلقى المستلمون على {carriers} رسالة SMS/MMS البديلة حتى يُطلق هذا الوكيل هناك.',
  listJoin: '{a} و{b}',
};
export default ar;
