/**
 * The list screen's state: debounced search, status filter, page; the rows come live from the mirror.
 * After a save it shows the saved school: its page, its row marked (a name sorts it anywhere in the list).
 */
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { SCHOOL_PAGE_SIZE } from '../../domain/schools/school';
import { selectSchools, type StatusFilter } from './school-record';
import { SEARCH_DEBOUNCE_MS } from './schools-constants';

export function useSchoolsList() {
  const records = useLiveQuery(() => db.schools.toArray(), []);
  const [search, setSearchState] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [page, setPageState] = useState(1);
  /** The school just saved, marked until the person moves on. */
  const [highlightId, setHighlightId] = useState<string | null>(null);

  useEffect(() => {
    const next = search.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setPageState(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  const matching = useMemo(() => selectSchools(records ?? [], query, status), [records, query, status]);
  const totalPages = Math.max(1, Math.ceil(matching.length / SCHOOL_PAGE_SIZE));
  const currentPage = Math.min(page, totalPages);
  const rows = matching.slice((currentPage - 1) * SCHOOL_PAGE_SIZE, currentPage * SCHOOL_PAGE_SIZE);

  const resetFilters = () => {
    setSearchState('');
    setQuery('');
    setStatusState('all');
  };

  /** Brings a just-saved school into view: the page it sorts onto, with the filters cleared if they hide it. */
  const reveal = async (schoolId: string) => {
    const all = await db.schools.toArray();
    let list = selectSchools(all, query, status);
    if (!list.some((school) => school._id === schoolId)) {
      resetFilters();
      list = selectSchools(all, '', 'all');
    }
    const index = list.findIndex((school) => school._id === schoolId);
    if (index >= 0) setPageState(Math.floor(index / SCHOOL_PAGE_SIZE) + 1);
    setHighlightId(schoolId);
  };

  /** Whatever the person does next to the list ends the mark. */
  const moved =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      setHighlightId(null);
      change(...args);
    };

  return {
    loaded: records !== undefined,
    rows,
    total: matching.length,
    page: currentPage,
    setPage: moved(setPageState),
    search,
    setSearch: moved(setSearchState),
    status,
    setStatus: moved((value: StatusFilter) => {
      setStatusState(value);
      setPageState(1);
    }),
    clearAll: moved(() => {
      resetFilters();
      setPageState(1);
    }),
    highlightId,
    reveal,
  };
}
