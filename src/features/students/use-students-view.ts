/** The Students screen's data: the school's pupils and classes live from the mirror, searched and paged. */
import { useMemo } from 'react';
import { useSchoolRecords, useSchoolTable } from '../../data/records/use-school-records';
import { sortClasses } from '../../domain/classes/class-order';
import { firstStudents } from './first-students';
import { isActive, sortStudents, studentSearchText, type StudentRecord } from './student-record';
import { STUDENTS_PAGE_SIZE } from './students-texts';

export function useStudentsView(schoolId: string) {
  const stored = useSchoolTable('classes', schoolId);
  const classes = useMemo(() => sortClasses(stored ?? []), [stored]);
  const classById = useMemo(() => new Map(classes.map((klass) => [klass._id, klass])), [classes]);
  const rules = useMemo(() => {
    const order = new Map(classes.map((klass, index) => [klass._id, index]));
    return {
      searchText: studentSearchText,
      sort: (students: readonly StudentRecord[]) => sortStudents(students, order),
      pageSize: STUDENTS_PAGE_SIZE,
      firstPage: firstStudents,
    };
  }, [classes]);
  const list = useSchoolRecords('students', schoolId, rules);
  const active = useMemo(() => list.all.filter(isActive).length, [list.all]);

  return {
    ...list,
    loaded: list.loaded && stored !== undefined,
    classes,
    classById,
    // While only the first page is read, the school's count is known and the active pupils' is not.
    stats: list.complete
      ? { total: list.all.length, active, classes: classes.length }
      : { total: list.found, active: null, classes: classes.length },
  };
}
