/**
 * A list's search box: the query follows the typed text, trimmed, once the typing has
 * stopped for `delayMs`, and the list goes back to page 1 then. The setter clears it at once.
 */
import { useEffect, useState } from 'react';

export function useDebouncedSearch(
  text: string,
  delayMs: number,
  setPage: (page: number) => void,
): [query: string, setQuery: (query: string) => void] {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setPage(1);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, query, delayMs, setPage]);
  return [query, setQuery];
}
