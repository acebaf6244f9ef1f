/** Times in the sync panel in the chosen language's Indian locale, whatever the device's locale. */
import { formatDate } from '../../i18n/format';

/** "23 Nov 2026, 12:16 am" */
export const formatMadeAt = (time: number): string =>
  formatDate(time, { dateStyle: 'medium', timeStyle: 'short' });

/** "12:16:48 am": a retry is seconds away, so the seconds count. */
export const formatClockTime = (time: number): string => formatDate(time, { timeStyle: 'medium' });
