/** The Students screen's data: the school's pupils and classes live from the mirror, searched and paged. */
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { schoolScope, TTL_MS } from '../../data/db/entities';
import { useScope } from '../../data/sync/use-scope';
import { isActive, matchesSearch, sortClasses, sortStudents } from './student-record';
import { STUDENTS_PAGE_SIZE } from './students-texts';

async function readSchool(schoolId: string) {
  const [students, classes] = await Promise.all([
    db.students.where('school_id').equals(schoolId).toArray(),
    db.classes.where('school_id').equals(schoolId).toArray(),
  ]);
  return { students, classes: sortClasses(classes) };
}

export function useStudentsView(schoolId: string) {
  const scope = useScope(schoolScope(schoolId), TTL_MS.schoolPeople);
  const data = useLiveQuery(() => readSchool(schoolId), [schoolId]);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);

  const classes = useMemo(() => data?.classes ?? [], [data]);
  const classById = useMemo(() => new Map(classes.map((klass) => [klass._id, klass])), [classes]);
  const matching = useMemo(() => {
    const order = new Map(classes.map((klass, index) => [klass._id, index]));
    return sortStudents(
      (data?.students ?? []).filter((student) => matchesSearch(student, search)),
      order,
    );
  }, [data, classes, search]);

  const totalPages = Math.max(1, Math.ceil(matching.length / STUDENTS_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const students = data?.students ?? [];

  return {
    scope,
    loaded: data !== undefined,
    classes,
    classById,
    /** Every student the search finds, across pages (for the export). */
    matching,
    rows: matching.slice((current - 1) * STUDENTS_PAGE_SIZE, current * STUDENTS_PAGE_SIZE),
    page: current,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    stats: data
      ? { total: students.length, active: students.filter(isActive).length, classes: classes.length }
      : null,
  };
}
