/**
 * Teaching hours a week from a class's schedule text, as the seed and the form write it:
 * 'Mon-Fri 10:00-15:30, Sat 07:30-11:00' is 5 × 5.5 + 3.5 = 31 hours. Parts are separated by commas
 * or semicolons; each is days (a day, a range like Mon-Fri, or days joined by '/' or '&') and a
 * 24-hour time range. Undefined when any part cannot be read: a guess would be a false figure.
 */
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const dayIndex = (word: string): number | undefined => {
  const index = DAYS.indexOf(word.slice(0, 3).toLowerCase() as (typeof DAYS)[number]);
  return index < 0 ? undefined : index;
};

/** How many days 'Mon-Fri', 'Sat', 'Mon/Wed/Fri' or 'Fri-Mon' names. */
function dayCount(text: string): number | undefined {
  const range = /^([a-z]+)\s*-\s*([a-z]+)$/i.exec(text);
  if (range) {
    const from = dayIndex(range[1]!);
    const to = dayIndex(range[2]!);
    return from === undefined || to === undefined ? undefined : ((to - from + 7) % 7) + 1;
  }
  const days = text.split(/\s*[/&]\s*/);
  if (days.some((day) => !/^[a-z]+$/i.test(day) || dayIndex(day) === undefined)) return undefined;
  return new Set(days.map(dayIndex)).size;
}

/** Minutes since midnight of '7:30' or '15:30'. */
function minutesOf(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours > 24 || minutes > 59 || (hours === 24 && minutes > 0) ? undefined : hours * 60 + minutes;
}

function partHours(part: string): number | undefined {
  const match = /^(.+?)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(part);
  if (!match) return undefined;
  const days = dayCount(match[1]!.trim());
  const start = minutesOf(match[2]!);
  const end = minutesOf(match[3]!);
  if (days === undefined || start === undefined || end === undefined || end <= start) return undefined;
  return (days * (end - start)) / 60;
}

export function weeklyHours(schedule: unknown): number | undefined {
  if (typeof schedule !== 'string' || !schedule.trim()) return undefined;
  let total = 0;
  for (const part of schedule.split(/[,;]/)) {
    const hours = partHours(part.trim());
    if (hours === undefined) return undefined;
    total += hours;
  }
  return total;
}
