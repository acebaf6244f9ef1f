/** The Students screen's data: the school's pupils and classes live from the mirror, searched and paged. */
import { useMemo } from 'react';
import { useSchoolRecords, useSchoolTable } from '../../data/records/use-school-records';
import { sortClasses } from '../../domain/classes/class-order';
import { hasLeft } from '../../domain/students/pupil-left';
import { firstStudents } from './first-students';
import { isActive, sortStudents, studentSearchText, type StudentRecord } from './student-record';
import { STUDENTS_PAGE_SIZE } from './students-texts';

/**
 * `left`: the pupils who left the school (the "Left the school" filter) instead of its current pupils; the
 * cards always count the current ones.
 */
export function useStudentsView(schoolId: string, left = false) {
  const stored = useSchoolTable('classes', schoolId);
  const classes = useMemo(() => sortClasses(stored ?? []), [stored]);
  const classById = useMemo(() => new Map(classes.map((klass) => [klass._id, klass])), [classes]);
  const rules = useMemo(() => {
    const order = new Map(classes.map((klass, index) => [klass._id, index]));
    return {
      searchText: studentSearchText,
      sort: (students: readonly StudentRecord[]) =>
        sortStudents(
          students.filter((student) => hasLeft(student) === left),
          order,
        ),
      pageSize: STUDENTS_PAGE_SIZE,
      // The few who left are read with the whole school; the current pupils' first page is read first.
      firstPage: left ? undefined : firstStudents,
    };
  }, [classes, left]);
  const list = useSchoolRecords('students', schoolId, rules);
  const current = useMemo(() => list.all.filter((student) => !hasLeft(student)), [list.all]);
  const active = useMemo(() => current.filter(isActive).length, [current]);

  return {
    ...list,
    loaded: list.loaded && stored !== undefined,
    classes,
    classById,
    /** The pupils who have not left: the ones whose roll numbers are taken in their classes. */
    current,
    // While only the first page is read, the school's count is known and the active pupils' is not.
    stats: list.complete
      ? { total: current.length, active, classes: classes.length }
      : { total: list.found, active: null, classes: classes.length },
  };
}
