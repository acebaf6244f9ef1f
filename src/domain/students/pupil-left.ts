/**
 * A pupil who left the school (`left_year` set when the school started a new year) keeps every field but
 * is out of every list, search and count; only the Students page's "Left the school" filter finds them.
 */
export const hasLeft = (student: { _id: string; left_year?: unknown }): boolean =>
  typeof student.left_year === 'string' && student.left_year !== '';
