import { schools } from '../../db/schema';
import type { SyncSource } from '../../kit/sync-source';
import { viewsOf } from './schools-read-service';
import type { SchoolRow } from './school-view';

/** Schools in `/api/sync`, with their statistics: all of them globally, and each in its own scope. */
export const schoolsSync: SyncSource<'schools'> = {
  table: schools,
  views: (db, rows) => viewsOf(db, rows as SchoolRow[]),
  school: schools._id,
};
