import type { UserAccount } from '../../../src/domain/users/user-account';
import { USER_MESSAGES as M } from '../../../src/domain/users/user-account';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { listAnswer, type ListAnswer } from '../../kit/list-query';
import { userView, userViews } from './user-view';
import { countUsers, findUsers, userRows, type UserFilter } from './users-repository';

export interface UserListRequest extends UserFilter {
  page?: number;
  limit?: number;
}

/** One page of the accounts matching the filter, by e-mail; every match unless a limit is given. */
export async function listUsers(db: Db, request: UserListRequest): Promise<ListAnswer<UserAccount>> {
  const { page: asked, limit: askedLimit, ...filter } = request;
  const total = await countUsers(db, filter);
  const page = { page: asked ?? 1, limit: askedLimit ?? Math.max(total, 1) };
  const rows = await findUsers(db, filter, { offset: (page.page - 1) * page.limit, limit: page.limit });
  return listAnswer(await userViews(db, rows), total, page, {
    search: filter.search,
    role: filter.role,
    status: filter.status,
  });
}

export async function getUser(db: Db, id: string): Promise<UserAccount> {
  const row = await userRows.find(db, id);
  if (!row) throw notFound(M.notFound);
  return userView(db, row);
}
