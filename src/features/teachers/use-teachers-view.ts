/** The Teachers screen's data: the school's teachers live from the mirror, searched and paged. */
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { schoolScope, TTL_MS } from '../../data/db/entities';
import { useScope } from '../../data/sync/use-scope';
import { matchesSearch, sortTeachers } from './teacher-record';
import { TEACHERS_PAGE_SIZE } from './teachers-texts';

export function useTeachersView(schoolId: string) {
  const scope = useScope(schoolScope(schoolId), TTL_MS.schoolPeople);
  const teachers = useLiveQuery(() => db.teachers.where('school_id').equals(schoolId).toArray(), [schoolId]);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);

  const matching = useMemo(
    () => sortTeachers((teachers ?? []).filter((teacher) => matchesSearch(teacher, search))),
    [teachers, search],
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / TEACHERS_PAGE_SIZE));
  const current = Math.min(page, totalPages);

  return {
    scope,
    loaded: teachers !== undefined,
    total: teachers?.length ?? 0,
    /** Every teacher the search finds, across pages (for the export). */
    matching,
    rows: matching.slice((current - 1) * TEACHERS_PAGE_SIZE, current * TEACHERS_PAGE_SIZE),
    page: current,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
  };
}
