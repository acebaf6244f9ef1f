/** How classes are named and ordered wherever they are listed ('Class 5 - A'). */
import { textField as text } from '../people/record-status';

/** A class as any server may send it: fields can be missing or of another type. */
export interface ClassLike {
  class_name?: unknown;
  grade?: unknown;
  section?: unknown;
}

/** The grade as a number; a class without one sorts last. */
export function gradeNumber(klass: ClassLike): number {
  const grade = Number(klass.grade);
  return klass.grade === null || klass.grade === undefined || klass.grade === '' || !Number.isFinite(grade)
    ? Number.POSITIVE_INFINITY
    : grade;
}

// One collator for every comparison: `localeCompare` with options sets one up per call, which made sorting
// 5,000 pupils take most of the Students page's start on a slow tablet.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
export const compareText = (a: string, b: string) => collator.compare(a, b);

/** Grade, then section, then name. */
export function sortClasses<T extends ClassLike>(classes: readonly T[]): T[] {
  return [...classes].sort(
    (a, b) =>
      gradeNumber(a) - gradeNumber(b) ||
      compareText(text(a.section), text(b.section)) ||
      compareText(text(a.class_name), text(b.class_name)),
  );
}

/** 'Class 5 - A': class_name, with the section when there is one. */
export function classLabel(klass: ClassLike): string {
  const name =
    text(klass.class_name).trim() ||
    (Number.isFinite(gradeNumber(klass)) ? `Class ${text(klass.grade)}` : 'Class');
  const section = text(klass.section).trim();
  return section ? `${name} - ${section}` : name;
}
