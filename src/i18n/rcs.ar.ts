/** The words of link stats and agent identity in Arabic (right-to-left); loaded on demand. */
import type { Translation } from './index.js';
import type { RcsKey } from './rcs.js';

const ar: Translation<RcsKey> = {
  // Arabic counts take six forms: after 3–10 the noun is plural (نقرات), after 11–99 and 100+ singular (نقرة).
  clicks: 'zero: لا نقرات|one: نقرة واحدة|two: نقرتان|few: {count} نقرات|many: {count} نقرة|other: {count} نقرة',
  showClicks: 'تفاصيل النقرات على هذا الرابط',
  title: 'نقرات الرابط',
  unique:
    'zero: لا يوجد زوار فريدون|one: زائر فريد واحد|two: زائران فريدان|few: {count} زوار فريدين|many: {count} زائرًا فريدًا|other: {count} زائر فريد',
  lastClick: 'آخر نقرة {time}',
  neverClicked: 'لم يُنقر بعد',
  chartTitle: 'النقرات يوميًا (UTC)',
  chartLabel: 'النقرات يوميًا (UTC) من {first} إلى {last}: {summary}',
  chartLabelOneDay: 'النقرات في {first} (UTC): {summary}',
  chartDay: '{day}: {count}',
  chartValue: '{count}',
  day: 'اليوم (UTC)',
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
  errNetwork: 'تعذّر الوصول إلى الخدمة. تحقّق من الاتصال وأعد المحاولة.',
  errServer: 'واجهت الخدمة مشكلة. أعد المحاولة بعد قليل.',
  errBusy: 'طلبات كثيرة في وقت واحد. أعد المحاولة بعد قليل.',
  errOther: 'حدث خطأ ما. أعد المحاولة.',
  scopeError: 'لا يسمح هذا الرمز بقراءة {feature} ({scope}).',
  noCredentials: 'لا يوجد رمز لهذا العنصر: عيّن token أو token-url أو tokenProvider.',
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
  othersInSentence: 'مشغّلين آخرين',
  fallbackWarning: 'يتلقى المستلمون على {carriers} رسالة SMS/MMS البديلة حتى يُطلق هذا الوكيل هناك.',
};
export default ar;
