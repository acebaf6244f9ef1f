/** Days and months of the device's own calendar, as the usage is kept and shown: `2026-11-29`, `2026-11`. */

const twoDigits = (value: number) => String(value).padStart(2, '0');

export const monthOf = (at: number): string => {
  const date = new Date(at);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}`;
};

export const dayOf = (at: number): string => `${monthOf(at)}-${twoDigits(new Date(at).getDate())}`;

/** The month before `month` ('2026-01' → '2025-12'). */
export function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${twoDigits(number - 1)}`;
}

/** The first moment of a month, for naming it in the chosen language. */
export function startOfMonth(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(year, number - 1, 1);
}
