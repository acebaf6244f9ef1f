/**
 * A list screen of a global entity (devices, users): every record of the super administrator's mirror
 * with the schools it names, sorted, searched and paged on the device.
 */
import { useCallback, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Mirrored } from '../data/db/app-db';
import { useSearchedPages } from '../data/records/use-searched-pages';
import { useScope } from '../data/sync/use-scope';
import { ttlOf, type EntityName } from '../domain/sync/entity-registry';

type SchoolRecord = Mirrored<'schools'>;

interface GlobalListOptions<K extends EntityName> {
  entity: K;
  pageSize: number;
  sort: (rows: readonly Mirrored<K>[]) => Mirrored<K>[];
  /** `needle` is lower-cased and trimmed, never empty. */
  matches: (row: Mirrored<K>, schools: ReadonlyMap<string, SchoolRecord>, needle: string) => boolean;
  /** The screen's own filter, applied before the search (keep it stable: useCallback). */
  keep?: (row: Mirrored<K>) => boolean;
}

export function useGlobalList<K extends EntityName>({
  entity,
  pageSize,
  sort,
  matches,
  keep,
}: GlobalListOptions<K>) {
  const scope = useScope('global', ttlOf(entity));
  const records = useLiveQuery(
    async () => (await db.entity(entity).toArray()) as unknown as Mirrored<K>[],
    [entity],
  );
  const schoolList = useLiveQuery(() => db.schools.toArray(), []);
  const schools = useMemo(
    () => new Map<string, SchoolRecord>((schoolList ?? []).map((school) => [school._id, school])),
    [schoolList],
  );
  const all = useMemo(() => sort(records ?? []), [records, sort]);
  const kept = useMemo(() => (keep ? all.filter(keep) : all), [all, keep]);
  const find = useCallback(
    (needle: string) => kept.filter((row) => matches(row, schools, needle)),
    [kept, schools, matches],
  );
  const list = useSearchedPages(kept, find, pageSize);

  return {
    scope,
    loaded: records !== undefined && schoolList !== undefined,
    all: all as readonly Mirrored<K>[],
    schools,
    ...list,
  };
}
