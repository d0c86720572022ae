/**
 * Words of the time-zone choice beside a date and time (`forms/zones.ts`, the page's and the element's alike):
 * UTC said plainly, and the cities that tell apart the zones of a country that has several ("United States —
 * Chicago"); a country is named by `Intl.DisplayNames` in the page's language. All three languages in one module,
 * which only forms with a datetime field load (its field type's chunk) and servers use whole. English, Spanish,
 * Arabic.
 */
import type { Translation } from './words.js';

const en = {
  utc: 'UTC (universal time)',
  adelaide: 'Adelaide',
  anchorage: 'Anchorage',
  brisbane: 'Brisbane',
  chicago: 'Chicago',
  denver: 'Denver',
  halifax: 'Halifax',
  honolulu: 'Honolulu',
  jakarta: 'Jakarta',
  losAngeles: 'Los Angeles',
  mexicoCity: 'Mexico City',
  moscow: 'Moscow',
  newYork: 'New York',
  perth: 'Perth',
  phoenix: 'Phoenix',
  saoPaulo: 'São Paulo',
  sydney: 'Sydney',
  toronto: 'Toronto',
} as const;

export type ZoneWordKey = keyof typeof en;

const es: Translation<ZoneWordKey> = {
  utc: 'UTC (hora universal)',
  adelaide: 'Adelaida',
  anchorage: 'Anchorage',
  brisbane: 'Brisbane',
  chicago: 'Chicago',
  denver: 'Denver',
  halifax: 'Halifax',
  honolulu: 'Honolulu',
  jakarta: 'Yakarta',
  losAngeles: 'Los Ángeles',
  mexicoCity: 'Ciudad de México',
  moscow: 'Moscú',
  newYork: 'Nueva York',
  perth: 'Perth',
  phoenix: 'Phoenix',
  saoPaulo: 'São Paulo',
  sydney: 'Sídney',
  toronto: 'Toronto',
};

const ar: Translation<ZoneWordKey> = {
  utc: 'UTC (التوقيت العالمي)',
  adelaide: 'أديليد',
  anchorage: 'أنكوريج',
  brisbane: 'بريسبان',
  chicago: 'شيكاغو',
  denver: 'دنفر',
  halifax: 'هاليفاكس',
  honolulu: 'هونولولو',
  jakarta: 'جاكرتا',
  losAngeles: 'لوس أنجلوس',
  mexicoCity: 'مدينة مكسيكو',
  moscow: 'موسكو',
  newYork: 'نيويورك',
  perth: 'بيرث',
  phoenix: 'فينيكس',
  saoPaulo: 'ساو باولو',
  sydney: 'سيدني',
  toronto: 'تورونتو',
};

export const zoneWords: Record<'en' | 'es' | 'ar', Record<ZoneWordKey, string>> = { en, es, ar };
