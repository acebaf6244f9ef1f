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
import type { SchoolPageEntity } from '../../domain/sync/entity-screens';
import { useScope } from '../sync/use-scope';
import { useSearchedPages } from './use-searched-pages';

/** The first page of the sorted records, and how many records there are. */
export interface FirstPage<T> {
  rows: T[];
  total: number;
}

export interface RecordListRules<T> {
  /** The record's searched fields as `searchTextOf` makes them. */
  searchText: (record: T) => string;
  sort: (records: readonly T[]) => T[];
  pageSize: number;
  /**
   * Exactly the first `count` of `sort(every record of the school)`, read through an index: the list
   * paints it before the whole school is read and sorted (a school's 5,000 pupils on a slow tablet).
   */
  firstPage?: (schoolId: string, count: number) => Promise<FirstPage<T>>;
}

/** Live records of one school (undefined while the first read runs, or until `read` is true). */
export function useSchoolTable<K extends SchoolPageEntity>(
  entity: K,
  schoolId: string,
  read = true,
): Mirrored<K>[] | undefined {
  return useLiveQuery<Mirrored<K>[] | undefined>(
    () =>
      read
        ? (db[entity] as unknown as Table<Mirrored<K>, string>).where('school_id').equals(schoolId).toArray()
        : undefined,
    [entity, schoolId, read],
  );
}

const NONE: never[] = [];

export function useSchoolRecords<K extends SchoolPageEntity>(
  entity: K,
  schoolId: string,
  rules: RecordListRules<Mirrored<K>>,
) {
  const scope = useScope(schoolScope(schoolId), ttlOf(entity));
  const { searchText, sort, pageSize, firstPage } = rules;
  // The first page first, painted; then the whole school, read and sorted after that paint.
  const first = useLiveQuery(
    () => (firstPage ? firstPage(schoolId, pageSize) : null),
    [firstPage, schoolId, pageSize],
  );
  const records = useSchoolTable(entity, schoolId, !firstPage || first !== undefined);

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

  if (records === undefined && first && !list.search.trim())
    return { scope, loaded: true, complete: false, all: NONE, ...list, rows: first.rows, found: first.total };
  return { scope, loaded: records !== undefined, complete: true, all: records ?? NONE, ...list };
}
