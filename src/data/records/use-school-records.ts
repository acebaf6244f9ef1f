/**
 * One school's records of an entity, live from the mirror, searched and paged on the device: what
 * every "a school's records" screen lists. The scope says how fresh they are.
 */
import { useMemo, useState } from 'react';
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Mirrored } from '../db/app-db';
import { db } from '../db/app-db';
import { schoolScope } from '../db/entities';
import { ttlOf } from '../../domain/sync/entity-registry';
import { useScope } from '../sync/use-scope';

type SchoolOwned = 'classes' | 'subjects' | 'students' | 'teachers' | 'books';

export interface RecordListRules<T> {
  matches: (record: T, needle: string) => boolean;
  sort: (records: readonly T[]) => T[];
  pageSize: number;
}

/** Live records of one school (undefined while the first read runs). */
export function useSchoolTable<K extends SchoolOwned>(entity: K, schoolId: string): Mirrored<K>[] | undefined {
  return useLiveQuery(
    () => (db[entity] as unknown as Table<Mirrored<K>, string>).where('school_id').equals(schoolId).toArray(),
    [entity, schoolId],
  );
}

export function useSchoolRecords<K extends SchoolOwned>(
  entity: K,
  schoolId: string,
  rules: RecordListRules<Mirrored<K>>,
) {
  const scope = useScope(schoolScope(schoolId), ttlOf(entity));
  const records = useSchoolTable(entity, schoolId);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const { matches, sort, pageSize } = rules;

  // Sorted once per change of the records, not per keystroke: a filter keeps the order.
  const sorted = useMemo(() => sort(records ?? []), [records, sort]);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? sorted.filter((record) => matches(record, needle)) : sorted;
  }, [sorted, search, matches]);
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, totalPages);

  return {
    scope,
    loaded: records !== undefined,
    all: records ?? [],
    /** Every record the search finds, across pages (for the export). */
    matching,
    rows: matching.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageSize,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
  };
}

