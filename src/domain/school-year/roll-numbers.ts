/** Roll numbers within one class after the new year: how two are compared, and the number suggested for a clash. */

/** Roll numbers are compared as the form stores them: trimmed, upper case. */
export const rollKey = (roll: string) => roll.trim().toUpperCase();

/**
 * The lowest whole number from 1 that no roll number of `taken` holds, as a number (`7` and `07` are the
 * same number), written with at least two digits, as a roll number has at least two characters.
 */
export function suggestRollNumber(taken: ReadonlySet<string>): string {
  const numbers = new Set([...taken].filter((roll) => /^\d+$/.test(roll)).map(Number));
  let candidate = 1;
  while (numbers.has(candidate)) candidate += 1;
  return String(candidate).padStart(2, '0');
}
