/**
 * Roll numbers within one class after the new year: how two are compared, who keeps a number several
 * pupils would hold, and the number suggested to the others.
 */
import type { PlannedClass, PupilMove, RollClash } from './year-plan';

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

/**
 * Who keeps a roll number that several pupils of one class would hold: a repeater first (they are
 * already there), then a pupil keeping their own number, then one whose number was chosen; among equals
 * the lower roll number, then the lower id. Every other holder is a clash.
 */
export function rollClashesIn(
  target: PlannedClass,
  inClass: ReadonlyArray<PupilMove & { chosen: boolean }>,
): RollClash[] {
  const rank = (move: PupilMove & { chosen: boolean }) => (move.chosen ? 2 : move.repeats ? 0 : 1);
  const ordered = [...inClass].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      rollKey(a.to_roll).localeCompare(rollKey(b.to_roll)) ||
      a.student_id.localeCompare(b.student_id),
  );
  const taken = new Set(inClass.map((move) => rollKey(move.to_roll)));
  const held = new Set<string>();
  const clashes: RollClash[] = [];
  for (const move of ordered) {
    const key = rollKey(move.to_roll);
    if (!held.has(key)) {
      held.add(key);
      continue;
    }
    const suggested = suggestRollNumber(taken);
    taken.add(rollKey(suggested));
    clashes.push({
      student_id: move.student_id,
      student_name: move.student_name,
      class_id: target._id,
      grade: target.grade,
      section: target.section,
      class_name: target.class_name,
      roll_number: move.to_roll,
      suggested,
    });
  }
  return clashes;
}
