/**
 * The academic year: written `2026-27`, it starts on 1 June, reckoned in India's time (UTC+5:30, no
 * summer time), so a device and the server name the same year for the same moment. A school's new year
 * can be undone for 7 days after it was started.
 */

/** `2026-27`: the year it starts, a dash, the last two digits of the year it ends. */
export const ACADEMIC_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

/** How long after starting the new year a school may undo it. */
export const NEW_YEAR_UNDO_DAYS = 7;

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** June, as `Date` counts months from 0. */
const FIRST_MONTH = 5;

const written = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The academic year at `moment`: `2026-27` from 1 June 2026 to 31 May 2027. */
export function academicYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  return written(india.getUTCMonth() >= FIRST_MONTH ? year : year - 1);
}

/** True for a well-written year: `2026-27`, whose second part follows the first. */
export function isAcademicYear(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ACADEMIC_YEAR_PATTERN.exec(value);
  return match !== null && written(Number(match[1])) === value;
}

/** The year after `year`: `2027-28` after `2026-27`. */
export function nextAcademicYear(year: string): string {
  if (!isAcademicYear(year)) throw new RangeError(`Not an academic year: ${JSON.stringify(year)}`);
  return written(Number(year.slice(0, 4)) + 1);
}

/** The year before `year`: `2026-27` before `2027-28`. */
export function previousAcademicYear(year: string): string {
  if (!isAcademicYear(year)) throw new RangeError(`Not an academic year: ${JSON.stringify(year)}`);
  return written(Number(year.slice(0, 4)) - 1);
}

/** Until when a new year started at `startedAt` may be undone. */
export const newYearUndoUntil = (startedAt: Date): Date =>
  new Date(startedAt.getTime() + NEW_YEAR_UNDO_DAYS * DAY_MS);

/** Whether a school whose `new_year_undo_until` is `undoUntil` may still undo its new year at `now`. */
export const canUndoNewYear = (undoUntil: string | null | undefined, now: Date): boolean =>
  !!undoUntil && now.getTime() < Date.parse(undoUntil);

/** The day, in India's time and written `2027-06-08`, on which an undo that closes at `undoUntil` closes. */
export const undoClosingDay = (undoUntil: Date): string =>
  new Date(undoUntil.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
