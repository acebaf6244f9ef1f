import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatus, ManagedRole } from '../../../src/domain/users/user-account';
import type { Db } from '../../db/connection';
import { schools, users } from '../../db/schema';
import { containing, searchOver, syncedRepository } from '../../kit/synced-repository';

export const userRows = syncedRepository(users);

export interface UserFilter {
  /** Over name, e-mail and the linked school's name. */
  search?: string;
  role?: ManagedRole | 'user';
  status?: AccountStatus;
}

const ofSchoolNamed = (text: string): SQL =>
  sql`${users.schoolId} in (select ${schools._id} from ${schools} where ${schools.school_name} ilike ${containing(text)})`;

function whereOf(filter: UserFilter): SQL | undefined {
  return and(
    filter.search
      ? or(searchOver([users.name, users.email], filter.search), ofSchoolNamed(filter.search))
      : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
  );
}

export const countUsers = (db: Db, filter: UserFilter) => userRows.count(db, whereOf(filter));

export const findUsers = (db: Db, filter: UserFilter, page: { offset: number; limit: number }) =>
  userRows.list(db, { where: whereOf(filter), orderBy: [users.email], page });

/** Whether an account other than `exceptId` holds the address (deleted ones too: the index covers them). */
export async function emailHeld(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users._id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), exceptId ? ne(users._id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Live, active super administrators other than this account. */
export const otherActiveSuperAdmins = (db: Db, id: string) =>
  userRows.count(db, and(eq(users.role, 'super_admin'), eq(users.status, 'active'), ne(users._id, id)));
