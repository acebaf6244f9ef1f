/** Times in the sync panel as people in India write them: the app is en-IN, whatever the device's locale. */
const madeAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const clockTime = new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium' });

/** "23 Nov 2026, 12:16 am" */
export const formatMadeAt = (time: number): string => madeAt.format(time);

/** "12:16:48 am": a retry is seconds away, so the seconds count. */
export const formatClockTime = (time: number): string => clockTime.format(time);
