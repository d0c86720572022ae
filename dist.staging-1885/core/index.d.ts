/**
 * Pure logic shared by the elements and the sandbox: SMS segments, URL safety, phone numbers, form themes and
 * date formatting. No DOM, no Node APIs. The phone library loads lazily through `loadPhoneSupport()`.
 */
export { countSegments, isGsm7, type SegmentInfo, type SmsEncoding } from './sms-segments.js';
export { DEFAULT_LINK_PROTOCOLS, MAX_URL_LENGTH, isHttpUrl, isSafeHttpUrl, safeLinkUrl, type HttpUrlOptions, } from './url-safety.js';
export { loadPhoneSupport, looksLikeE164, type PhoneSupport } from './phone.js';
export { resolveTheme, themeToCustomProperties } from './theme.js';
export { ResolvedTheme, Theme, ThemeOverride } from '../schemas/theme.js';
export { DEFAULT_THEME, isThemeColor, isThemeFontFamily, isThemeImageUrl } from './theme-rules.js';
export { formatDayLabel, formatTime, relativeTime, type DateInput } from './format.js';
