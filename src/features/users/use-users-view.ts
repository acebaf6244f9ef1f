/** The users list's data: every account of the global mirror with its school, searched and paged on the device. */
import { useGlobalList } from '../../kit/use-global-list';
import { matchesUser, schoolNameOf, sortUsers, type SchoolRecord, type UserRecord } from './user-record';
import { USERS_PAGE_SIZE } from './users-texts';

const matches = (user: UserRecord, schools: ReadonlyMap<string, SchoolRecord>, needle: string) =>
  matchesUser(user, schoolNameOf(user, schools), needle);

export const useUsersView = () =>
  useGlobalList({ entity: 'users', pageSize: USERS_PAGE_SIZE, sort: sortUsers, matches });
