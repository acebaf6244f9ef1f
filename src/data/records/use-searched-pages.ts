/**
 * A sorted list searched and paged on the device: the search box's text at once, the matches behind
 * it, and one page of them. Shared by the lists of a school's records and of the global entities.
 */
import { useCallback, useMemo, useState } from 'react';

/** `find` gets the needle lower-cased and trimmed, never empty; keep it stable (useCallback). */
export function useSearchedPages<T>(
  all: readonly T[],
  find: (needle: string) => readonly T[],
  pageSize: number,
) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  // Filtered in the key's own render, not deferred (useDeferredValue): a deferred filter left the table
  // a frame or more behind the box on a 5,000-pupil school at 4× CPU (bench/device-mirror.ts). The
  // records' search texts are made when they arrive, so the filter only tests them.
  const needle = search.trim().toLowerCase();
  const matching = useMemo(() => (needle ? find(needle) : all), [all, find, needle]);
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, totalPages);
  const rows = useMemo(
    () => matching.slice((current - 1) * pageSize, current * pageSize),
    [matching, current, pageSize],
  );
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);

  return {
    /** Every record the search finds, across pages (for an export). */
    matching,
    /** How many records the search finds. */
    found: matching.length,
    rows,
    page: current,
    pageSize,
    setPage,
    search,
    setSearch,
  };
}
