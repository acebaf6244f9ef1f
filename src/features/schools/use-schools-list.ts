/**
 * The list screen's state, as the kit's list page reads it: the mirror's freshness, debounced search,
 * status filter, page; the rows come live from the mirror.
 * After a save the list goes back to page 1 and shows the saved school: in place, or on top
 * with the page it sorts onto (issue: a new school vanished to page 2).
 */
import { useCallback, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { TTL_MS } from '../../data/db/entities';
import { useScope } from '../../data/sync/use-scope';
import { SCHOOL_PAGE_SIZE } from '../../domain/schools/school';
import type { JustSaved } from '../../kit/records-page';
import { useDebouncedSearch } from '../../ui/use-debounced-search';
import { selectSchools, type SchoolRecord, type StatusFilter } from './school-record';
import { SCHOOL_TEXTS, SEARCH_DEBOUNCE_MS } from './schools-constants';

export type SaveKind = 'added' | 'updated';

const pageOf = (index: number) => Math.floor(index / SCHOOL_PAGE_SIZE) + 1;

export function useSchoolsList() {
  const scope = useScope('global', TTL_MS.schools);
  const records = useLiveQuery(() => db.schools.toArray(), []);
  const [search, setSearchState] = useState('');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [justSaved, setJustSaved] = useState<{ id: string; kind: SaveKind } | null>(null);

  const [query, setQuery] = useDebouncedSearch(search, SEARCH_DEBOUNCE_MS, setPage);

  const matching = useMemo(() => selectSchools(records ?? [], query, status), [records, query, status]);
  const totalPages = Math.max(1, Math.ceil(matching.length / SCHOOL_PAGE_SIZE));
  const currentPage = Math.min(page, totalPages);
  const rows = matching.slice((currentPage - 1) * SCHOOL_PAGE_SIZE, currentPage * SCHOOL_PAGE_SIZE);

  const savedSchool = justSaved && records?.find((school) => school._id === justSaved.id);
  let saved: JustSaved<SchoolRecord> | null = null;
  if (justSaved && savedSchool) {
    const index = matching.indexOf(savedSchool);
    const pinned = pageOf(index) !== currentPage || index < 0;
    const where = index < 0 ? SCHOOL_TEXTS.hiddenByFilters : SCHOOL_TEXTS.onPage(pageOf(index));
    const note = SCHOOL_TEXTS[justSaved.kind];
    saved = { record: savedSchool, note: pinned ? `${note} · ${where}` : note, pinned };
  }

  const forgetSaved = useCallback(() => setJustSaved(null), []);

  /** A new search or filter is a new list: the mark ends. */
  const setSearch = (value: string) => {
    setJustSaved(null);
    setSearchState(value);
  };

  const setStatus = (value: StatusFilter) => {
    setJustSaved(null);
    setStatusState(value);
    setPage(1);
  };

  const clearAll = () => {
    setJustSaved(null);
    setSearchState('');
    setQuery('');
    setStatusState('all');
    setPage(1);
  };

  return {
    scope,
    loaded: records !== undefined,
    matching,
    found: matching.length,
    rows,
    page: currentPage,
    pageSize: SCHOOL_PAGE_SIZE,
    setPage,
    search,
    setSearch,
    status,
    setStatus,
    filtered: status !== 'all',
    clearAll,
    justSaved: saved,
    forgetSaved,
    /** After a save: page 1, and the saved school marked wherever it sorts. */
    showSaved: (id: string, kind: SaveKind) => {
      setPage(1);
      setJustSaved({ id, kind });
    },
  };
}

export type SchoolsListView = ReturnType<typeof useSchoolsList>;
