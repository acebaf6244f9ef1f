/**
 * The content list's state: the 500 ms debounced search, the class, subject and
 * type filters, the page; rows come live from the mirror and are filtered and paged on the device.
 * Any change of filter or search goes back to page 1.
 */
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { TTL_MS } from '../../data/db/entities';
import { useScope } from '../../data/sync/use-scope';
import { CONTENT_PAGE_SIZE } from '../../domain/contents/content-schema';
import { isFiltered, selectContents, sortContents, type TypeFilter } from './content-list';
import { SEARCH_DEBOUNCE_MS } from './content-texts';
import { useMasters } from './use-masters';
import { useDebouncedSearch } from '../../ui/use-debounced-search';

export function useContentList() {
  const scope = useScope('global', TTL_MS.contents);
  const contents = useLiveQuery(() => db.contents.toArray(), []);
  const { masters, loaded } = useMasters();

  const [search, setSearchText] = useState('');
  const [classId, setClassId] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [type, setTypeState] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);

  const [query, setQuery] = useDebouncedSearch(search, SEARCH_DEBOUNCE_MS, setPage);

  const filters = useMemo(
    () => ({ classId, subjectId, type, search: query.toLowerCase() }),
    [classId, subjectId, type, query],
  );

  const all = useMemo(() => sortContents(contents ?? []), [contents]);
  const matching = useMemo(() => selectContents(all, masters, filters), [all, masters, filters]);
  const totalPages = Math.max(1, Math.ceil(matching.length / CONTENT_PAGE_SIZE));
  const current = Math.min(page, totalPages);

  /** A class filter (a row's class, or the select); the subject goes with it. */
  const filterClass = (id: string, subject = '') => {
    setClassId(id);
    setSubjectId(id ? subject : '');
    setPage(1);
  };

  return {
    scope,
    loaded: contents !== undefined && loaded,
    masters,
    /** Every content on the device, unfiltered (tells the two empty states apart). */
    total: all.length,
    matching,
    found: matching.length,
    pageSize: CONTENT_PAGE_SIZE,
    rows: matching.slice((current - 1) * CONTENT_PAGE_SIZE, current * CONTENT_PAGE_SIZE),
    page: current,
    totalPages,
    setPage,
    search,
    setSearch: setSearchText,
    filters,
    filtered: isFiltered(filters),
    filterClass,
    filterSubject: (id: string) => {
      setSubjectId(id);
      setPage(1);
    },
    setType: (next: TypeFilter) => {
      setTypeState(next);
      setPage(1);
    },
    clearSearch: () => {
      setSearchText('');
      setQuery('');
      setPage(1);
    },
    clearAll: () => {
      setSearchText('');
      setQuery('');
      setClassId('');
      setSubjectId('');
      setTypeState('all');
      setPage(1);
    },
  };
}

export type ContentListView = ReturnType<typeof useContentList>;
