/** The list screen's state: debounced search, status filter, page; the rows come live from the mirror. */
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { SCHOOL_PAGE_SIZE } from '../../domain/schools/school';
import { selectSchools, type StatusFilter } from './school-record';
import { SEARCH_DEBOUNCE_MS } from './schools-constants';

export function useSchoolsList() {
  const records = useLiveQuery(() => db.schools.toArray(), []);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const next = search.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  const matching = useMemo(() => selectSchools(records ?? [], query, status), [records, query, status]);
  const totalPages = Math.max(1, Math.ceil(matching.length / SCHOOL_PAGE_SIZE));
  const currentPage = Math.min(page, totalPages);
  const rows = matching.slice((currentPage - 1) * SCHOOL_PAGE_SIZE, currentPage * SCHOOL_PAGE_SIZE);

  const setStatus = (value: StatusFilter) => {
    setStatusState(value);
    setPage(1);
  };

  const clearAll = () => {
    setSearch('');
    setQuery('');
    setStatusState('all');
    setPage(1);
  };

  return {
    loaded: records !== undefined,
    rows,
    total: matching.length,
    page: currentPage,
    setPage,
    search,
    setSearch,
    status,
    setStatus,
    clearAll,
  };
}
