/** The users list's data: every account of the global mirror with its school, searched and paged on the device. */
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { ttlOf } from '../../domain/sync/entity-registry';
import { useScope } from '../../data/sync/use-scope';
import { matchesUser, schoolNameOf, sortUsers, type SchoolRecord, type UserRecord } from './user-record';
import { USERS_PAGE_SIZE } from './users-texts';

export function useUsersView() {
  const scope = useScope('global', ttlOf('users'));
  const users = useLiveQuery(() => db.users.toArray(), []);
  const schoolList = useLiveQuery(() => db.schools.toArray(), []);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);

  const schools = useMemo(
    () => new Map<string, SchoolRecord>((schoolList ?? []).map((school) => [school._id, school])),
    [schoolList],
  );
  const all = useMemo(() => sortUsers(users ?? []), [users]);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? all.filter((user) => matchesUser(user, schoolNameOf(user, schools), needle)) : all;
  }, [all, schools, search]);
  const totalPages = Math.max(1, Math.ceil(matching.length / USERS_PAGE_SIZE));
  const current = Math.min(page, totalPages);

  return {
    scope,
    loaded: users !== undefined && schoolList !== undefined,
    all: all as readonly UserRecord[],
    matching,
    rows: matching.slice((current - 1) * USERS_PAGE_SIZE, current * USERS_PAGE_SIZE),
    schools,
    page: current,
    pageSize: USERS_PAGE_SIZE,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
  };
}
