import { inArray } from 'drizzle-orm';
import type { UserAccount } from '../../../src/domain/users/user-account';
import type { Db } from '../../db/connection';
import { schools } from '../../db/schema';
import { toUserView, type UserRow } from '../auth';

/** An account as the users list, write answers and `/api/sync` carry it: never the password hash. */
function toAccountView(row: UserRow, schoolName: string | null): UserAccount {
  const view = toUserView(row);
  return {
    ...view,
    version: row.version,
    status: view.status ?? 'active',
    lastSignInAt: view.lastSignInAt ?? null,
    school_name: schoolName,
  };
}

/** Views of the rows, in their order, with their schools' names (deleted schools still named). */
export async function userViews(db: Db, rows: readonly UserRow[]): Promise<UserAccount[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.schoolId ? [row.schoolId] : [])))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: schools._id, name: schools.school_name })
          .from(schools)
          .where(inArray(schools._id, ids));
  const names = new Map(found.map((school) => [school.id, school.name]));
  return rows.map((row) => toAccountView(row, (row.schoolId && names.get(row.schoolId)) || null));
}

export async function userView(db: Db, row: UserRow): Promise<UserAccount> {
  const [view] = await userViews(db, [row]);
  return view!;
}
