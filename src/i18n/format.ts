/** Numbers and dates in the chosen language's Indian locale (en-IN, mr-IN, hi-IN): 1,23,456 not 123,456. */
import { i18n } from './i18n';

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  i18n.number(value, options);

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
/**
 * Marathi and Hindi say the part of the day in words (सकाळ ११:००, दुपारी ३:००): their locales'
 * AM and PM are the English letters.
 */
const TIME_IN_WORDS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };

const timeOptions = () => (i18n.locale === 'en' ? TIME : TIME_IN_WORDS);

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export const formatDate = (
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = DATE,
): string => i18n.date(asDate(value), options);

export const formatTime = (value: Date | string | number): string => i18n.date(asDate(value), timeOptions());

export const formatDateTime = (value: Date | string | number): string =>
  i18n.date(asDate(value), { ...DATE, ...timeOptions() });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `value` was, in the chosen language ("4 min ago", "४ मिनि. पूर्वी", "3 दिन पहले"), or
 * undefined for less than a minute (the screen says "Just now" in its own words). A time a little
 * ahead of `now` (a headset's clock running fast) counts as now.
 */
export function formatTimeAgo(value: Date | string | number, now: number): string | undefined {
  const elapsed = Math.max(0, now - asDate(value).getTime());
  if (elapsed < MINUTE_MS) return undefined;
  const format = new Intl.RelativeTimeFormat(i18n.locales ?? i18n.locale, {
    numeric: 'always',
    style: 'short',
  });
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsed / DAY_MS), 'day');
}
