/**
 * One school's records of an entity, live from the mirror, searched and paged on the device: what
 * every "a school's records" screen lists. The scope says how fresh they are.
 */
import { useCallback, useMemo } from 'react';
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Mirrored } from '../db/app-db';
import { db } from '../db/app-db';
import { schoolScope } from '../db/entities';
import { ttlOf } from '../../domain/sync/entity-registry';
import { useScope } from '../sync/use-scope';
import { useSearchedPages } from './use-searched-pages';

type SchoolOwned = 'classes' | 'subjects' | 'students' | 'teachers' | 'books';

export interface RecordListRules<T> {
  /** The record's searched fields as `searchTextOf` makes them. */
  searchText: (record: T) => string;
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

const NONE: never[] = [];

export function useSchoolRecords<K extends SchoolOwned>(
  entity: K,
  schoolId: string,
  rules: RecordListRules<Mirrored<K>>,
) {
  const scope = useScope(schoolScope(schoolId), ttlOf(entity));
  const records = useSchoolTable(entity, schoolId);
  const { searchText, sort, pageSize } = rules;

  // Sorted, and each record's search text made, once per change of the records (a school's 5,000
  // pupils): a keystroke then only tests those texts, and a filter keeps the order.
  const indexed = useMemo(() => {
    const sorted = sort(records ?? NONE);
    return { sorted, texts: sorted.map(searchText) };
  }, [records, sort, searchText]);
  const find = useCallback(
    (needle: string) => indexed.sorted.filter((_, index) => indexed.texts[index]!.includes(needle)),
    [indexed],
  );
  const list = useSearchedPages(indexed.sorted, find, pageSize);

  return { scope, loaded: records !== undefined, all: records ?? NONE, ...list };
}
