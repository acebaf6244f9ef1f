import { users } from '../../db/schema';
import type { SyncSource } from '../../kit/sync-source';
import type { UserRow } from '../auth';
import { userViews } from './user-view';

/** Accounts in `/api/sync` (global scope, so only the super administrator's pull): no password hash. */
export const usersSync: SyncSource<'users'> = {
  table: users,
  views: (db, rows) => userViews(db, rows as UserRow[]),
};
