/** Reads of a school's records as each caller may see them: lists with paging, search and filters; one record. */
import { and } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { assertSchoolAccess, listScope } from '../auth/school-access';
import { notFound } from '../http/errors';
import type { CurrentUser } from '../plugins/auth';
import { PEOPLE_LIST_DEFAULT_LIMIT, listAnswer, type ListAnswer } from './list-query';
import type { RecordTypes, SchoolRecordsDefinition } from './school-records';
import { ofSchool, searchOver } from './synced-repository';

export function schoolRecordsReads<T extends RecordTypes>(def: SchoolRecordsDefinition<T>) {
  /** One page of the list; `defaultLimit: 'all'` answers every match unless a limit is asked for. */
  async function list(
    db: Db,
    user: CurrentUser,
    query: T['query'],
    defaultLimit: number | 'all' = PEOPLE_LIST_DEFAULT_LIMIT,
  ): Promise<ListAnswer<T['view']>> {
    const search = query.search ?? query.q;
    const { where: filtered, echo } = def.list.filters(query);
    const where = and(
      ofSchool(def.table.school_id, listScope(user, query.school_id)),
      filtered,
      searchOver(def.list.search, search),
    );
    const total = await def.repo.count(db, where);
    const page = {
      page: query.page ?? 1,
      limit: query.limit ?? (defaultLimit === 'all' ? Math.max(total, 1) : defaultLimit),
    };
    const rows = await def.repo.list(db, {
      where,
      orderBy: def.list.orderBy,
      page: { offset: (page.page - 1) * page.limit, limit: page.limit },
    });
    return listAnswer(await def.answers(db, rows), total, page, {
      search,
      ...echo,
      school_id: query.school_id,
    });
  }

  async function get(db: Db, user: CurrentUser, id: string): Promise<T['view']> {
    const row = await def.repo.find(db, id, { withDeleted: true });
    if (!row) throw notFound(def.notFound);
    assertSchoolAccess(user, row.school_id);
    if (row.deletedAt) throw notFound(def.notFound);
    return answerOf(db, row);
  }

  async function answerOf(db: Db, row: T['row']): Promise<T['view']> {
    const [answer] = await def.answers(db, [row]);
    return answer!;
  }

  return { list, get, answerOf };
}
